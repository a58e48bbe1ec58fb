import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../money.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import type { Order, OrderLine } from '../../../../shared/api/front-of-house.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { OrderLines } from '../../../components/mobile/OrderLines.tsx'
import { ReprintButtons } from '../../../components/ReprintButtons.tsx'
import { refundableOf } from '../../../components/adjust/refund-form.ts'
import { canVoid, canVoidLine } from '../../../components/adjust/void-form.ts'
import { ORDER_STATUS_TONES, orderStatusLabel } from '../../../labels.ts'

const a = zhTW.adjust
const f = zhTW.frontOfHouse

type Props = {
  storeId: number
  order: Order
  /** 作廢 a line, or the whole unpaid order (line null). */
  onVoid: (order: Order, line: OrderLine | null) => void
  onRefund: (order: Order) => void
}

/**
 * One order of the table on the counter's phone: its lines (each voidable while the order is
 * unpaid), total, and 作廢訂單 / 退款 / 補印 through the desktop's dialogs.
 */
export function CounterOrder({ storeId, order, onVoid, onRefund }: Props) {
  const voidable = canVoid(order)
  const refundable = refundableOf(order) > 0
  return (
    <article className="m-card counter-order" aria-label={order.orderNumber}>
      <div className="m-card-head">
        <strong>#{order.orderNumber}</strong>
        <span className="m-actions-inline">
          <Badge tone={order.paymentStatus === 'paid' ? 'success' : 'warning'}>
            {f.paymentStatus[order.paymentStatus]}
          </Badge>
          <Badge tone={ORDER_STATUS_TONES[order.status]}>{orderStatusLabel(order.status)}</Badge>
        </span>
      </div>
      <OrderLines
        items={order.items}
        action={(line) =>
          canVoidLine(order, line) ? (
            <Button
              variant="secondary"
              size="sm"
              className="counter-line-void"
              aria-label={fill(a.voidLineOf, { name: line.name })}
              onClick={() => onVoid(order, line)}
            >
              {a.void}
            </Button>
          ) : null
        }
      />
      <div className="m-total">
        <span>{zhTW.mobile.common.total}</span>
        <span>{formatNtd(order.total)}</span>
      </div>
      {parseMoney(order.refunded) ? (
        <div className="m-row counter-refunded">
          <span>{zhTW.pay.refund.refunded}</span>
          <span>−{formatNtd(order.refunded)}</span>
        </div>
      ) : null}
      <div className="counter-order-actions">
        {voidable ? (
          <Button variant="destructive" size="sm" onClick={() => onVoid(order, null)}>
            {a.voidOrder}
          </Button>
        ) : null}
        {refundable ? (
          <Button variant="secondary" size="sm" onClick={() => onRefund(order)}>
            {zhTW.pay.refund.action}
          </Button>
        ) : null}
        {/* 補印: the server prints 補印 on the paper and logs it. */}
        <ReprintButtons storeId={storeId} orderId={order.id} size="sm" />
      </div>
    </article>
  )
}
