import { useQuery } from '@tanstack/react-query'
import { formatNtd, formatNtdCents } from '../../../shared/format/money.ts'
import { oneLine } from '../../../shared/domain/text-rules.ts'
import { generalMessages } from '../../../shared/i18n/catalog/general.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { Badge } from '../../components/Badge.tsx'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { ORDER_STATUS_TONES, orderStatusLabel } from '../../labels.ts'
import type { OrderStatus } from '../../../shared/api/front-of-house.ts'
import { choiceSummary, lineSubtotal, type Cart } from '../../components/mobile/cart.ts'
import { OrderLines } from '../../components/mobile/OrderLines.tsx'
import { clockTime } from '../../components/mobile/time.ts'
import type { DinerQueries } from './queries.ts'

const d = mobileMessages.diner
const mobileText = mobileMessages.common

/** 確認訂單: the lines, the total with service fee, optional notes, 確認送出 (送出中...). */
export function ConfirmDialog({
  cart,
  totals,
  notes,
  onNotes,
  pending,
  onSend,
  onClose,
}: {
  cart: Cart
  totals: { subtotal: number; serviceFee: number; total: number }
  notes: string
  onNotes: (v: string) => void
  pending: boolean
  onSend: () => void
  onClose: () => void
}) {
  return (
    <Dialog open title={d.confirmTitle} onClose={() => !pending && onClose()}>
      <ul className="order-lines confirm-lines">
        {cart.map((l) => (
          <li key={l.key} className="order-line-main" data-testid="confirm-line">
            <span>
              {l.name} × {l.quantity}
              {choiceSummary(l) ? <small className="muted"> {choiceSummary(l)}</small> : null}
            </span>
            <span>{formatNtdCents(lineSubtotal(l))}</span>
          </li>
        ))}
      </ul>
      <div className="m-row muted-row">
        <span>{mobileText.subtotal}</span>
        <span>{formatNtdCents(totals.subtotal)}</span>
      </div>
      {totals.serviceFee ? (
        <div className="m-row muted-row">
          <span>{d.serviceFee}</span>
          <span>{formatNtdCents(totals.serviceFee)}</span>
        </div>
      ) : null}
      <div className="m-total">
        <span>{mobileText.total}</span>
        <span>{formatNtdCents(totals.total)}</span>
      </div>
      <label className="m-label" htmlFor="diner-notes">
        {d.notes}
      </label>
      <textarea
        id="diner-notes"
        className="m-textarea"
        maxLength={300}
        placeholder={d.notesPlaceholder}
        value={notes}
        onChange={(e) => onNotes(oneLine(e.target.value))}
      />
      <div className="m-dialog-actions" style={{ marginTop: 14 }}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={onClose}>
          {generalMessages.cancel}
        </Button>
        <Button size="lg" disabled={pending} onClick={onSend}>
          {pending ? d.sending : d.send}
        </Button>
      </div>
    </Dialog>
  )
}

/** 訂單已送出！ with the order number, 查看訂單 and 繼續點餐. */
export function SentDialog({
  orderNumber,
  onOrders,
  onClose,
}: {
  orderNumber: string
  onOrders: () => void
  onClose: () => void
}) {
  return (
    <Dialog open title={d.sentTitle} onClose={onClose}>
      <p className="sent-label">{d.sentNumber}</p>
      <p className="sent-number">#{orderNumber}</p>
      <p className="muted">{d.sentBody}</p>
      <div className="m-dialog-actions" style={{ marginTop: 16 }}>
        <Button variant="secondary" size="lg" onClick={onOrders}>
          {d.viewOrders}
        </Button>
        <Button size="lg" onClick={onClose}>
          {d.continue}
        </Button>
      </div>
    </Dialog>
  )
}

/** 本桌訂單: this session's orders, kept current by the table's event stream. */
export function OrdersDialog({ ordersQuery, onClose }: { ordersQuery: DinerQueries['orders']; onClose: () => void }) {
  const orders = useQuery(ordersQuery)
  return (
    <Dialog open title={d.ordersTitle} onClose={onClose}>
      <div className="m-dialog-list">
        {orders.isPending ? <Spinner /> : null}
        {orders.data?.length === 0 ? <p className="m-empty">{d.noOrders}</p> : null}
        {orders.data?.map((o) => (
          <article key={o.id} className="m-card counter-order" aria-label={o.orderNumber} data-testid="diner-order">
            <div className="m-card-head">
              <strong>#{o.orderNumber}</strong>
              <Badge tone={ORDER_STATUS_TONES[o.status as OrderStatus] ?? 'neutral'}>
                {orderStatusLabel(o.status)}
              </Badge>
            </div>
            <span className="muted">{clockTime(o.createdAt)}</span>
            <OrderLines items={o.items} />
            {o.notes ? (
              <p className="order-line-note">
                {mobileText.notes}：{o.notes}
              </p>
            ) : null}
            <div className="m-total">
              <span>{mobileText.total}</span>
              <span>{formatNtd(o.total)}</span>
            </div>
          </article>
        ))}
      </div>
      <Button variant="secondary" size="lg" className="btn-block" onClick={onClose}>
        {generalMessages.close}
      </Button>
    </Dialog>
  )
}
