import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { statusQuery } from '../../settings/devices/model.ts'

const v = zhTW.backoffice.devices
/** A backlog grows without any order event: look again every minute while the dashboard is open. */
const RECHECK_MS = 60_000

/** Printers whose jobs have waited too long (the server decides, 3 minutes); nothing when all is well. */
export function PrinterAlerts({ storeId }: { storeId: number }) {
  const alerts = useQuery({ ...statusQuery(storeId), refetchInterval: RECHECK_MS }).data?.alerts ?? []
  if (alerts.length === 0) return null
  return (
    <Card data-testid="dashboard-printer-alerts">
      <CardHeader
        title={v.backlogTitle}
        actions={
          <Link href="/settings" className="bo-panel-link">
            {v.toDevices} →
          </Link>
        }
      />
      <ul className="bo-list">
        {alerts.map((a) => (
          <li key={a.printerId}>
            <p className="bo-alert" role="alert">
              {a.message}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
