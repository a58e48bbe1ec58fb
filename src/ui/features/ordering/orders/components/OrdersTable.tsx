import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { placeLabel } from '../../../../../shared/format/place.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { formatTime, ORDER_STATUS_TONES, orderStatusLabel, tendersLabel } from '../../../../labels.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'
import { AdvanceButton } from './OrderActions.tsx'
import { canPay } from '../../../../components/pay/PayOrderAction.tsx'

const o = zhTW.frontOfHouse.orders
const m = zhTW.frontOfHouse

export function OrdersTable({
  storeId,
  orders,
  onOpen,
  onPay,
}: {
  storeId: number
  orders: Order[]
  onOpen: (order: Order) => void
  onPay: (order: Order) => void
}) {
  if (orders.length === 0)
    return (
      <div className="card empty-state">
        <p className="muted">{o.empty}</p>
      </div>
    )
  return (
    <div className="card orders-table-wrap">
      <table className="orders-table">
        <thead>
          <tr>
            <th>{o.colNumber}</th>
            <th>{o.colTable}</th>
            <th className="orders-col-items">{o.colItems}</th>
            <th className="num">{o.colTotal}</th>
            <th>{o.colStatus}</th>
            <th>{o.colPayment}</th>
            <th>{o.colTime}</th>
            <th>{m.common.actions}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row">
              <td className="orders-col-number">
                <button type="button" className="orders-link" onClick={() => onOpen(order)}>
                  {order.orderNumber}
                </button>
              </td>
              <td className="orders-col-table">{placeLabel(order)}</td>
              <td className="orders-col-items">
                {fill(o.itemsCount, { n: order.items.reduce((n, l) => n + l.quantity, 0) })}
              </td>
              <td className="num orders-col-total">{formatNtd(order.total)}</td>
              <td className="orders-col-status">
                <Badge tone={ORDER_STATUS_TONES[order.status] ?? 'neutral'}>{orderStatusLabel(order.status)}</Badge>
              </td>
              <td className="orders-col-payment">
                <Badge tone={order.paymentStatus === 'paid' ? 'success' : 'neutral'}>
                  {m.paymentStatus[order.paymentStatus] ?? order.paymentStatus}
                </Badge>
                {/* an unpaid order's method is only the one picked when it was sent: nothing was taken yet */}
                {order.paymentStatus === 'paid' ? (
                  <small className="muted orders-pay-method"> {tendersLabel(order)}</small>
                ) : null}
              </td>
              <td className="orders-col-time">{formatTime(order.createdAt)}</td>
              <td className="orders-col-actions">
                <div className="orders-actions">
                  <Button size="sm" variant="secondary" onClick={() => onOpen(order)}>
                    {o.detail}
                  </Button>
                  {canPay(order) ? (
                    <Button size="sm" onClick={() => onPay(order)} data-testid="pay-order">
                      {zhTW.pay.payOrder}
                    </Button>
                  ) : null}
                  <AdvanceButton storeId={storeId} order={order} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
