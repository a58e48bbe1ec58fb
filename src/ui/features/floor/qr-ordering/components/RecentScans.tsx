import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { formatDateTime, ORDER_STATUS_TONES } from '../../../../labels.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'
import { scanStatusLabel } from '../scan-orders.ts'

const q = zhTW.frontOfHouse.qr
const counterText = zhTW.frontOfHouse.common

export function RecentScans({ orders }: { orders: Order[] }) {
  return (
    <Card>
      <CardHeader title={q.recent} />
      {orders.length === 0 ? <p className="muted">{q.recentEmpty}</p> : null}
      <ul className="qr-recent">
        {orders.map((o) => (
          <li key={o.id} data-testid="qr-recent-order">
            <div>
              <strong>{o.tableNumber ?? counterText.unknownTable}</strong>
              <small className="muted qr-recent-time">
                {o.orderNumber} · {formatDateTime(o.createdAt)}
              </small>
            </div>
            <Badge tone={ORDER_STATUS_TONES[o.status] ?? 'neutral'}>{scanStatusLabel(o.status)}</Badge>
            <span className="qr-recent-total">{formatNtd(o.total)}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
