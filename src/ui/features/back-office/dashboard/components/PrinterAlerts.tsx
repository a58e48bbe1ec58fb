import { useEffect } from 'react'
import { Link } from 'wouter'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { fetchQuery } from '../../../../query.ts'
import { useFreshQuery } from '../../../../hooks/useBackOffice.ts'
import { statusKey, type DevicesStatus } from '../../settings/devices/model.ts'

const v = zhTW.backoffice.devices
/** A backlog grows without any order event: look again every minute while the dashboard is open. */
const RECHECK_MS = 60_000

/** Printers whose jobs have waited too long (the server decides, 3 minutes); nothing when all is well. */
export function PrinterAlerts({ storeId }: { storeId: number }) {
  const key = statusKey(storeId)
  const alerts = useFreshQuery<DevicesStatus>(key).data?.alerts ?? []
  useEffect(() => {
    const timer = setInterval(() => void fetchQuery(key, true), RECHECK_MS)
    return () => clearInterval(timer)
  }, [key])
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
