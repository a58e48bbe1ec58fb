import { groupsText, setPartsText } from '../../../../components/group-picks.ts'
import { formatNtd } from '../../../../money.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { FINAL_STATUSES } from '../../../../../shared/domain/order-status.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { awayLabel } from '../../../../../shared/format/place.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { useQuery } from '@tanstack/react-query'
import {
  formatDateTime,
  formatTime,
  ORDER_STATUS_TONES,
  orderStatusLabel,
  paymentMethodLabel,
  tendersLabel,
} from '../../../../labels.ts'
import { sessionPaymentsQuery } from '../../../../front-of-house-api.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'
import { AdvanceButton } from './OrderActions.tsx'
import { canPay } from '../../../../components/pay/PayOrderAction.tsx'
import { ReprintButtons } from '../../../../components/ReprintButtons.tsx'
import { sentOrderBase } from '../../../../components/adjust/discount-form.ts'
import { refundableOf } from '../../../../components/adjust/refund-form.ts'
import { canVoid, canVoidLine } from '../../../../components/adjust/void-form.ts'
import './void.css'

const adj = zhTW.adjust

const o = zhTW.frontOfHouse.orders

const optionText = (l: Order['items'][number]) =>
  [
    l.options.size?.name,
    l.options.spice,
    ...l.options.addOns.map((a) => `+${a.name}`),
    groupsText(l.options.groups),
    setPartsText(l.options.parts),
  ]
    .filter(Boolean)
    .join(' · ')
const m = zhTW.frontOfHouse

function Payments({ storeId, sessionId }: { storeId: number; sessionId: number }) {
  const payments = useQuery(sessionPaymentsQuery(storeId, sessionId))
  const list = payments.data ?? []
  return (
    <section className="orders-detail-section">
      <h3>{o.payments}</h3>
      {list.length === 0 ? <p className="muted">{o.paymentsNone}</p> : null}
      <ul className="orders-payments">
        {list.map((p) => (
          <li key={p.id}>
            <span>
              {formatTime(p.createdAt)} · {paymentMethodLabel(p.paymentMethod)}
            </span>
            <strong>{formatNtd(p.amount)}</strong>
          </li>
        ))}
      </ul>
    </section>
  )
}

type Props = {
  storeId: number
  order: Order | null
  canCancel: boolean
  onClose: () => void
  onCancel: (order: Order) => void
  onPay: (order: Order) => void
  /** 退款; left out where the screen does not take refunds (the floor's takeout list). */
  onRefund?: (order: Order) => void
  /** 作廢 a line (or the whole order: line null) of an unpaid order. */
  onVoid?: (order: Order, line: Order['items'][number] | null) => void
  /** 折扣 / 招待 of a line (or the whole order: line null) of a sent, unpaid order. */
  onDiscount?: (order: Order, line: Order['items'][number] | null) => void
}

export function OrderDetailDialog({
  storeId,
  order,
  canCancel,
  onClose,
  onCancel,
  onPay,
  onRefund,
  onVoid,
  onDiscount,
}: Props) {
  // What can still take a payment can still take a discount; the server refuses once anything is paid.
  const discountable = !!order && !!onDiscount && canPay(order)
  return (
    <Dialog
      open={!!order}
      onClose={onClose}
      className="orders-detail-dialog"
      title={fill(o.detailTitle, { orderNumber: order?.orderNumber ?? '' })}
    >
      {order ? (
        <div className="orders-detail" data-testid="order-detail">
          <div className="orders-detail-meta">
            <Badge tone={ORDER_STATUS_TONES[order.status] ?? 'neutral'}>{orderStatusLabel(order.status)}</Badge>
            <span>
              {order.tableNumber
                ? fill(m.common.tableNumberOf, { number: order.tableNumber })
                : awayLabel(order.orderType)}
            </span>
            {/* takeout and delivery already read 外帶 / 外送; at a table the type tells a staff order from a QR one */}
            {order.tableNumber ? (
              <span className="muted">
                {(m.orderType as Record<string, string>)[order.orderType] ?? order.orderType}
              </span>
            ) : null}
            <span className="muted">{formatDateTime(order.createdAt)}</span>
          </div>
          <ul className="orders-lines">
            {order.items.map((l) => (
              <li key={l.id} className={l.voided ? 'orders-line-voided' : undefined} data-testid="order-line">
                <div>
                  <strong>{l.name}</strong> ×{l.quantity}
                  {l.voided ? <Badge tone="danger">{adj.voided}</Badge> : null}
                  {(order.discounts ?? [])
                    .filter((x) => x.lineId === l.id)
                    .map((x) => (
                      <small key={x.id} className="orders-line-discount">
                        {' '}
                        {x.kind === 'comp'
                          ? adj.comp
                          : fill(adj.discountLine, { reason: x.reason, amount: formatNtd(x.amount) })}
                      </small>
                    ))}
                  {optionText(l) ? <small className="muted"> {optionText(l)}</small> : null}
                  {l.notes ? <small className="muted"> （{l.notes}）</small> : null}
                </div>
                <span>{formatNtd(l.subtotal)}</span>
                {discountable && sentOrderBase(order, l.id) > 0 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(adj.lineActionOf, { name: l.name })}
                    onClick={() => onDiscount!(order, l)}
                  >
                    {adj.lineAction}
                  </Button>
                ) : null}
                {onVoid && canVoidLine(order, l) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(adj.voidLineOf, { name: l.name })}
                    onClick={() => onVoid(order, l)}
                  >
                    {adj.void}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <dl className="foh-kv">
            <dt>{m.common.subtotal}</dt>
            <dd>{formatNtd(order.subtotal)}</dd>
            <dt>{m.common.serviceFee}</dt>
            <dd>{formatNtd(order.serviceFee)}</dd>
            <dt>{order.discounts?.length ? adj.discount : m.common.discount}</dt>
            <dd>−{formatNtd(order.discount)}</dd>
            <dt>
              <strong>{m.common.total}</strong>
            </dt>
            <dd>
              <strong>{formatNtd(order.total)}</strong>
            </dd>
            <dt>{o.colPayment}</dt>
            <dd>
              {m.paymentStatus[order.paymentStatus] ?? order.paymentStatus}
              {order.paymentStatus === 'paid' ? ` · ${tendersLabel(order)}` : ''}
            </dd>
            {parseMoney(order.refunded) ? (
              <>
                <dt>{zhTW.pay.refund.refunded}</dt>
                <dd data-testid="order-refunded">−{formatNtd(order.refunded)}</dd>
              </>
            ) : null}
          </dl>
          {order.notes ? (
            <p>
              <span className="muted">{o.notes}：</span>
              {order.notes}
            </p>
          ) : null}
          {order.cancelReason ? (
            <p>
              <span className="muted">{o.cancelReason}：</span>
              {order.cancelReason}
            </p>
          ) : null}
          {order.sessionId ? <Payments storeId={storeId} sessionId={order.sessionId} /> : null}
          <div className="form-actions">
            <ReprintButtons storeId={storeId} orderId={order.id} />
            {onRefund && refundableOf(order) > 0 ? (
              <Button variant="secondary" onClick={() => onRefund(order)}>
                {zhTW.pay.refund.action}
              </Button>
            ) : null}
            {canCancel && !FINAL_STATUSES.includes(order.status) ? (
              <Button variant="destructive" onClick={() => onCancel(order)}>
                {o.cancel}
              </Button>
            ) : null}
            {discountable ? (
              <Button variant="secondary" onClick={() => onDiscount!(order, null)}>
                {adj.orderAction}
              </Button>
            ) : null}
            {onVoid && canVoid(order) ? (
              <Button variant="destructive" onClick={() => onVoid(order, null)}>
                {adj.voidOrder}
              </Button>
            ) : null}
            {canPay(order) ? <Button onClick={() => onPay(order)}>{zhTW.pay.payOrder}</Button> : null}
            <AdvanceButton storeId={storeId} order={order} size="md" />
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
