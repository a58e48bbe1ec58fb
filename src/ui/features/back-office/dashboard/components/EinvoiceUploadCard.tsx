import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { einvoiceStatusQuery } from '../queries.ts'
import './einvoice-card.css'

const L = zhTW.einvoice
const cardText = L.card
/** Files leave the folder when Turnkey takes them, without any event here: look again every minute. */
const RECHECK_MS = 60_000

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })

/** 電子發票 upload (managers): files waiting or failed, numbers left this period, and the 48-hour warning. */
export function EinvoiceUploadCard({ storeId }: { storeId: number }) {
  const s = useQuery({ ...einvoiceStatusQuery(storeId), staleTime: 0, refetchInterval: RECHECK_MS }).data
  if (s?.mode !== 'einvoice') return null
  const words = L.channels[s.channel]
  return (
    <Card data-testid="dashboard-einvoice">
      <CardHeader
        title={cardText.title}
        actions={
          <Link href="/settings" className="bo-panel-link">
            {L.settings.title} →
          </Link>
        }
      />
      <dl className="einvoice-figures">
        <div>
          <dt>{cardText.waiting}</dt>
          <dd data-testid="einvoice-waiting">{s.waiting}</dd>
        </div>
        <div>
          <dt>{words.failedLabel}</dt>
          <dd data-testid="einvoice-failed" className={s.failed ? 'text-danger' : undefined}>
            {s.failed}
          </dd>
        </div>
        <div>
          <dt>{cardText.numbersLeft}</dt>
          <dd data-testid="einvoice-left" className={s.lowNumbers ? 'text-danger' : undefined}>
            {s.numbersLeft}
          </dd>
        </div>
      </dl>
      {s.waiting === 0 && s.failed === 0 ? <p className="muted">{words.allUploaded}</p> : null}
      {s.deadlineAt ? <p className="muted">{fill(cardText.deadline, { time: when(s.deadlineAt) })}</p> : null}
      {s.warnings.length ? (
        <ul className="bo-list">
          {s.warnings.map((w) => (
            <li key={w}>
              <p className="bo-alert" role="alert">
                {w}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
