import { Link } from 'wouter'
import { formatNtd } from '../../../../../shared/format/money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { useQuery } from '../../../../query.ts'
import { formatTime, ORDER_STATUS_TONES, orderStatusLabel } from '../../../../labels.ts'
import { keys, today } from '../../../../front-of-house-api.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'

const p = zhTW.frontOfHouse.pos
const c = zhTW.frontOfHouse.common

/** Today's orders of the store, newest first; the full screen is /orders. */
export function OrderHistoryDialog({ storeId, open, onClose }: { storeId: number; open: boolean; onClose: () => void }) {
  const orders = useQuery<Order[]>(open ? keys.ordersOfDay(storeId, today()) : null)
  const list = orders.data ?? []
  return (
    <Dialog open={open} onClose={onClose} title={p.historyTitle}>
      {orders.loading && !orders.data ? <Spinner /> : null}
      {!orders.loading && list.length === 0 ? <p className="muted">{p.historyEmpty}</p> : null}
      <ul className="pos-history">
        {list.map((o) => (
          <li key={o.id} data-testid="history-order">
            <div>
              <strong>{o.orderNumber}</strong>
              <small className="muted"> {formatTime(o.createdAt)} · {o.tableNumber ?? c.takeout}</small>
            </div>
            <Badge tone={ORDER_STATUS_TONES[o.status] ?? 'neutral'}>{orderStatusLabel(o.status)}</Badge>
            <span className="pos-history-total">{formatNtd(o.total)}</span>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Link href="/orders" className="btn btn-secondary btn-md" onClick={onClose}>{zhTW.nav.orders}</Link>
      </div>
    </Dialog>
  )
}
