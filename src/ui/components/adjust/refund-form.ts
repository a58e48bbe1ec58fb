/**
 * The 退款 dialog's rules, pure: one model for the orders screen and the phone
 * counter. What is left to refund, the server's share of picked lines, and the first thing wrong
 * with the form; the server checks all of it again.
 */
import { parseMoney, type Cents } from '../../../shared/domain/money.ts'
import { checkRefund, checkRefundTender, refundable, type RefundReason } from '../../../shared/domain/refund.ts'
import { lineRefundAmount } from '../../../shared/domain/voids.ts'
import { formatNtdCentsExact as formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order, PaymentMethod, RefundTenderOption } from '../../../shared/api/front-of-house.ts'
import { paymentMethodLabel } from '../../labels.ts'

const r = zhTW.pay.refund
const cents = (v: string | number | null | undefined) => parseMoney(v ?? '0') ?? 0

/** What is left to refund on an order: paid total less earlier refunds (nothing when unpaid). */
export function refundableOf(order: Order): Cents {
  if (order.paymentStatus !== 'paid') return 0
  return refundable(cents(order.total), cents(order.refunded))
}

/** Lines that may still go back: not voided, with some quantity not yet refunded. */
export const refundableLines = (order: Order) =>
  order.items.filter((l) => !l.voided && l.quantity - (l.refundedQuantity ?? 0) > 0)

/** The server's share of the picked lines (refund by lines), for the dialog to show before sending. */
export function linesAmount(order: Order, picks: ReadonlyMap<number, number>): Cents {
  const live = order.items.filter((l) => !l.voided)
  const off = (id: number) =>
    (order.discounts ?? []).filter((x) => x.lineId === id).reduce((n, x) => n + cents(x.amount), 0)
  const left = (l: Order['items'][number]) => Math.max(0, cents(l.subtotal) - off(l.id))
  const everything = live.every((l) => l.quantity - (l.refundedQuantity ?? 0) === (picks.get(l.id) ?? 0))
  return lineRefundAmount(
    live
      .filter((l) => (picks.get(l.id) ?? 0) > 0)
      .map((l) => ({ left: left(l), of: l.quantity, quantity: picks.get(l.id)! })),
    {
      itemsNet: live.reduce((n, l) => n + left(l), 0),
      total: cents(order.total),
      refundable: refundableOf(order),
      everything,
    },
  )
}

/**
 * Where the dialog starts: the method the order reads as paid with if it may still take money back,
 * else the first original that may; the amount, all that is left, no more than that method brought.
 */
export function defaultRefund(
  order: Order,
  tenders: RefundTenderOption[] | null,
): { method: PaymentMethod; amount: Cents } {
  const left = refundableOf(order)
  const open = (tenders ?? []).filter((t) => cents(t.refundable) > 0)
  const own = open.find((t) => t.paymentMethod === order.paymentMethod)
  const first = own ?? open[0] ?? tenders?.[0]
  if (!first) return { method: order.paymentMethod ?? 'cash', amount: left }
  return { method: first.paymentMethod, amount: Math.min(left, cents(first.refundable)) }
}

export type RefundForm = {
  amount: string
  reason: RefundReason | null
  note: string
  pin: string
  needsPin: boolean
  /** The method picked, the order's original methods as the server listed them, and whether another was asked for. */
  method?: PaymentMethod
  tenders?: RefundTenderOption[] | null
  otherMethod?: boolean
}

/** The methods the order was paid with, with what may go back by each: 「現金 NT$135、信用卡 NT$200」. */
export const tendersText = (tenders: RefundTenderOption[]) =>
  tenders
    .map((t) =>
      fill(r.methodLeft, {
        method: paymentMethodLabel(t.paymentMethod),
        refundable: formatNtdCents(cents(t.refundable)),
      }),
    )
    .join('、')

/**
 * The server's tender rule (a method the order was paid with, no more than it brought) unless another method is asked
 * for.
 */
function tenderProblem(amount: Cents, form: RefundForm): string | null {
  if (!form.method || !form.tenders || form.otherMethod) return null
  const tenders = form.tenders.map((t) => ({ method: t.paymentMethod, refundable: cents(t.refundable) }))
  const check = checkRefundTender(form.method, amount, tenders, false)
  if (check.ok) return null
  if (check.reason === 'not_paid_by')
    return fill(r.methodNotPaid, { methods: check.methods.map(paymentMethodLabel).join('、') })
  return fill(r.methodTooMuch, {
    method: paymentMethodLabel(form.method),
    refundable: formatNtdCents(check.refundable),
  })
}

/** The first thing wrong with the form, in zh-TW, or null when it may be sent. */
export function refundProblem(order: Order, form: RefundForm): string | null {
  const amount = parseMoney(form.amount.trim())
  if (amount === null || amount <= 0) return r.amountInvalid
  const check = checkRefund(amount, cents(order.total), cents(order.refunded))
  if (!check.ok)
    return check.reason === 'invalid'
      ? r.amountInvalid
      : fill(r.amountTooMuch, { refundable: formatNtdCents(check.refundable) })
  const tender = tenderProblem(amount, form)
  if (tender) return tender
  if (!form.reason) return r.reasonRequired
  if (form.reason === 'other' && !form.note.trim()) return r.noteRequired
  if (form.needsPin && !/^\d{4,6}$/.test(form.pin)) return r.pinRequired
  return null
}
