import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders, payments, refunds } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import { checkRefundTender, refundable, refundTenders, type RefundTender } from '../../../shared/domain/refund'
import { zhTW } from '../../../shared/i18n/zh-TW'
import type { OrderRow } from '../orders'

const label = (method: RefundTender['method']) => zhTW.frontOfHouse.paymentMethods[method]

/**
 * The methods `order` may go back by and how much by each, from its bill: a table's session (its
 * payments, and the refunds of all its orders) or, for a takeout order, the order alone.
 */
export function tendersOf(d: Db, order: OrderRow, refunded: number): RefundTender[] {
  const paid = d
    .select({ method: payments.method, amount: payments.amount, orderId: payments.orderId })
    .from(payments)
    .where(order.sessionId ? eq(payments.sessionId, order.sessionId) : eq(payments.orderId, order.id))
    .all()
  const back = { method: refunds.method, amount: refunds.amount }
  const refundedOnBill = order.sessionId
    ? d
        .select(back)
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(orders.sessionId, order.sessionId))
        .all()
    : d.select(back).from(refunds).where(eq(refunds.orderId, order.id)).all()
  return refundTenders(
    {
      paid: paid.map((p) => ({
        method: p.method,
        amount: p.amount,
        toOrder: p.orderId === null || p.orderId === order.id,
      })),
      refunded: refundedOnBill,
    },
    { method: order.paymentMethod, left: refundable(order.total, refunded) },
  )
}

/**
 * A card sale refunded as cash would open the drawer for money that never went in: a refund goes
 * back by a method that paid the order, no more by it than it brought. Another method, or more,
 * only with `override` asked for on purpose, on a refund a manager approves (every one does: their
 * own, or staff's with their PIN). Returns whether the refund goes back by another method.
 */
export function assertTender(
  method: RefundTender['method'],
  amount: number,
  tenders: RefundTender[],
  override: boolean,
): boolean {
  const check = checkRefundTender(method, amount, tenders, override)
  if (check.ok) return check.otherMethod
  if (check.reason === 'not_paid_by') {
    const methods = check.methods.map(label)
    throw new AppError(
      'REFUND_METHOD_NOT_PAID',
      { methods: methods.join('、'), method: label(method) },
      { paidWith: check.methods },
    )
  }
  const refundableText = formatMoney(check.refundable)
  throw new AppError(
    'REFUND_METHOD_EXCEEDS',
    { method: label(method), refundable: refundableText },
    { refundable: refundableText },
  )
}

/** The dialog's choices: each original method with what may still go back by it. */
export function presentTenders(tenders: RefundTender[]) {
  return tenders.map((t) => ({ paymentMethod: t.method, refundable: formatMoney(t.refundable) }))
}
