import { useEffect, useState } from 'react'
import { formatNtd, formatNtdCents } from '../../../../../shared/format/money.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { checkRefund, REFUND_REASONS, refundable, type RefundReason } from '../../../../../shared/domain/refund.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { newRequestId } from '../../../../ids.ts'
import { toastError } from '../../../../notify.ts'
import { ALL_PAYMENT_METHODS } from '../../../../labels.ts'
import { MethodPicker } from '../../../../components/pay/MethodPicker.tsx'
import { tenderText } from '../../../../components/pay/tender.ts'
import { refundOrder } from '../../../../front-of-house-api.ts'
import type { Order, PaymentMethod } from '../../../../../shared/api/front-of-house.ts'
import { lineRefundAmount } from '../../../../../shared/domain/voids.ts'
import '../../../../components/pay/pay.css'
import './refund.css'
import './void.css'

const r = zhTW.pay.refund

/** What is left to refund on an order: paid total less earlier refunds (nothing when unpaid). */
export function refundableOf(order: Order): number {
  if (order.paymentStatus !== 'paid') return 0
  return refundable(parseMoney(order.total) ?? 0, parseMoney(order.refunded ?? '0') ?? 0)
}

/** The first problem with the form, in zh-TW, or null when it may be sent. */
function problemOf(order: Order, amountText: string, reason: RefundReason | null, note: string, pin: string, needsPin: boolean): string | null {
  const amount = parseMoney(amountText.trim())
  if (amount === null || amount <= 0) return r.amountInvalid
  const check = checkRefund(amount, parseMoney(order.total) ?? 0, parseMoney(order.refunded ?? '0') ?? 0)
  if (!check.ok) return check.reason === 'invalid' ? r.amountInvalid : fill(r.amountTooMuch, { refundable: formatNtdCents(check.refundable) })
  if (!reason) return r.reasonRequired
  if (reason === 'other' && !note.trim()) return r.noteRequired
  if (needsPin && !/^\d{4,6}$/.test(pin)) return r.pinRequired
  return null
}

type Props = { storeId: number; order: Order | null; needsPin: boolean; onClose: () => void }

const adj = zhTW.adjust
const cents = (v: string | number | null | undefined) => parseMoney(v ?? '0') ?? 0

/** Lines that may still go back: not voided, with some quantity not yet refunded. */
const refundableLines = (order: Order) => order.items.filter((l) => !l.voided && l.quantity - (l.refundedQuantity ?? 0) > 0)

/** The server's share of the picked lines (refund by lines, issue 17 item 7), for the dialog to show before sending. */
export function linesAmount(order: Order, picks: Map<number, number>): number {
  const live = order.items.filter((l) => !l.voided)
  const off = (id: number) => (order.discounts ?? []).filter((x) => x.lineId === id).reduce((n, x) => n + cents(x.amount), 0)
  const left = (l: Order['items'][number]) => Math.max(0, cents(l.subtotal) - off(l.id))
  const everything = live.every((l) => l.quantity - (l.refundedQuantity ?? 0) === (picks.get(l.id) ?? 0))
  return lineRefundAmount(
    live.filter((l) => (picks.get(l.id) ?? 0) > 0).map((l) => ({ left: left(l), of: l.quantity, quantity: picks.get(l.id)! })),
    { itemsNet: live.reduce((n, l) => n + left(l), 0), total: cents(order.total), refundable: refundableOf(order), everything },
  )
}

/**
 * 退款 on a paid order: amount (all that is left by default), reason, method, and a manager's PIN
 * when staff do it. One clientRefundId per opening, so a retry after a lost answer is a replay.
 */
export function RefundDialog({ storeId, order, needsPin, onClose }: Props) {
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState<RefundReason | null>(null)
  const [note, setNote] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [pin, setPin] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [clientRefundId, setClientRefundId] = useState(() => newRequestId())
  const [byLines, setByLines] = useState(false)
  const [picks, setPicks] = useState<Map<number, number>>(new Map())

  useEffect(() => {
    if (!order) return
    setAmount(tenderText(refundableOf(order)))
    setReason(null)
    setNote('')
    setMethod(order.paymentMethod ?? 'cash')
    setPin('')
    setProblem(null)
    setClientRefundId(newRequestId())
    setByLines(false)
    setPicks(new Map())
  }, [order?.id])
  const picked = [...picks].filter(([, q]) => q > 0)
  const lineTotal = order && byLines ? linesAmount(order, picks) : 0

  const submit = async () => {
    if (!order) return
    const wrong = byLines
      ? (picked.length === 0 ? adj.linesEmpty : problemOf(order, tenderText(lineTotal), reason, note, pin, needsPin))
      : problemOf(order, amount, reason, note, pin, needsPin)
    setProblem(wrong)
    if (wrong) return
    setPending(true)
    try {
      const done = await refundOrder(storeId, order.id, {
        amount: byLines ? null : amount.trim(), ...(byLines ? { lines: picked.map(([lineId, quantity]) => ({ lineId, quantity })) } : {}), paymentMethod: method, reason: reason!, note: note.trim() || null, managerPin: needsPin ? pin : null, clientRefundId,
      })
      toast({ title: fill(r.done, { amount: formatNtd(done.amount), orderNumber: order.orderNumber }), description: done.order.status === 'cancelled' ? r.doneFull : undefined })
      onClose()
    } catch (error) {
      setPin('')
      toastError(r.failed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={!!order} onClose={pending ? () => {} : onClose} className="pay-dialog refund-dialog" title={fill(r.title, { orderNumber: order?.orderNumber ?? '' })}>
      {order ? (
        <form className="form foh-form" data-testid="refund-form" onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}>
          <dl className="refund-figures">
            <div><dt>{r.paid}</dt><dd>{formatNtd(order.total)}</dd></div>
            <div><dt>{r.refunded}</dt><dd>{formatNtd(order.refunded ?? '0')}</dd></div>
            <div><dt>{r.refundable}</dt><dd data-testid="refundable">{formatNtdCents(refundableOf(order))}</dd></div>
          </dl>
          <fieldset className="foh-fieldset">
            <legend className="field-label">{r.reason}</legend>
            <div className="pay-methods-grid" role="radiogroup" aria-label={r.reason}>
              {REFUND_REASONS.map((code) => (
                <button key={code} type="button" role="radio" aria-checked={reason === code} className="foh-choice" onClick={() => setReason(code)}>
                  {r.reasons[code]}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="pay-methods-grid" role="radiogroup" aria-label={adj.refundBy}>
            <button type="button" role="radio" aria-checked={!byLines} className="foh-choice" onClick={() => setByLines(false)}>{adj.byAmount}</button>
            <button type="button" role="radio" aria-checked={byLines} className="foh-choice" onClick={() => setByLines(true)}>{adj.byLines}</button>
          </div>
          {byLines ? (
            <>
              <ul className="refund-lines" data-testid="refund-lines">
                {refundableLines(order).map((l) => {
                  const left = l.quantity - (l.refundedQuantity ?? 0)
                  return (
                    <li key={l.id}>
                      <label htmlFor={`refund-line-${l.id}`}>{fill(adj.lineQty, { name: l.name, left })}</label>
                      <input id={`refund-line-${l.id}`} className="input" type="number" min={0} max={left} inputMode="numeric" value={picks.get(l.id) ?? 0}
                        onChange={(e) => setPicks((m) => new Map(m).set(l.id, Math.max(0, Math.min(left, Math.floor(Number(e.target.value) || 0)))))} />
                    </li>
                  )
                })}
              </ul>
              <p className="discount-preview" data-testid="refund-lines-amount">{fill(adj.linesAmount, { amount: formatNtdCents(lineTotal) })}</p>
            </>
          ) : null}
          <div className="field-row">
            {byLines ? null : <Field label={r.amount} inputMode="decimal" value={amount} maxLength={12} onChange={(e) => setAmount(e.target.value)} />}
            <Field label={r.note} placeholder={r.notePlaceholder} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </div>
          <MethodPicker label={r.method} methods={ALL_PAYMENT_METHODS} value={method} onChange={setMethod} />
          {needsPin ? (
            <Field label={r.managerPin} placeholder={r.managerPinHint} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={pin} onChange={(e) => setPin(e.target.value)} />
          ) : null}
          {problem ? <p className="cash-problem" role="alert">{problem}</p> : null}
          <div className="pay-actions">
            <Button variant="secondary" onClick={onClose} disabled={pending}>{zhTW.common.cancel}</Button>
            <Button type="submit" variant="destructive" disabled={pending}>{pending ? r.sending : r.confirm}</Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
