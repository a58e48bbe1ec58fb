/**
 * Refunds of a paid order: what may still be paid back, and whether an amount
 * asked for fits. Pure, so the server's checks and the dialog's default agree.
 */
import type { Cents } from './money'
import { PAYMENT_METHODS } from './order-payment'

/** The fixed reasons a cashier picks from (labels in the zh-TW catalog); 其他 (other) needs a note. */
export const REFUND_REASONS = ['complaint', 'wrong_order', 'food_issue', 'other'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** What was paid for the order less what has already gone back; never below zero. */
export function refundable(paid: Cents, refunded: Cents): Cents {
  return Math.max(0, paid - refunded)
}

export type RefundCheck =
  | { ok: true; fullyRefunded: boolean }
  | { ok: false; reason: 'invalid' | 'nothing_left' | 'exceeds'; refundable: Cents }

/** An amount above zero and within what is left; taking all of it leaves the order fully refunded. */
export function checkRefund(amount: Cents, paid: Cents, refunded: Cents): RefundCheck {
  const left = refundable(paid, refunded)
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'invalid', refundable: left }
  if (left === 0) return { ok: false, reason: 'nothing_left', refundable: left }
  if (amount > left) return { ok: false, reason: 'exceeds', refundable: left }
  return { ok: true, fullyRefunded: amount === left }
}

type Method = (typeof PAYMENT_METHODS)[number]
export type Tender = { method: Method; amount: Cents }
/** A payment into the order's bill; `toOrder` when it names this order or no order, so it may have paid this one. */
export type BillPayment = Tender & { toOrder: boolean }
/** A method the order may go back by, and up to how much. */
export type RefundTender = { method: Method; refundable: Cents }

const sumOf = (list: Tender[], method: Method) => list.reduce((s, t) => s + (t.method === method ? t.amount : 0), 0)

/**
 * How an order goes back without a manager's say: by each method that paid toward it, up to what
 * that method brought into the bill (a table's session, or the takeout order alone) less what went
 * back by it, so no more cash leaves a bill than came in as cash. With no payment of it on record
 * (its table deleted), the method it reads as paid with, up to what is left of the order.
 */
export function refundTenders(
  bill: { paid: BillPayment[]; refunded: Tender[] },
  order: { method: Method | null; left: Cents },
): RefundTender[] {
  const methods = PAYMENT_METHODS.filter((m) => bill.paid.some((p) => p.toOrder && p.method === m))
  if (!methods.length) return order.method ? [{ method: order.method, refundable: order.left }] : []
  return methods.map((method) => ({
    method,
    refundable: Math.min(order.left, Math.max(0, sumOf(bill.paid, method) - sumOf(bill.refunded, method))),
  }))
}

export type TenderCheck =
  | { ok: true; otherMethod: boolean }
  | { ok: false; reason: 'not_paid_by'; methods: Method[] }
  | { ok: false; reason: 'exceeds_method'; refundable: Cents }

/**
 * A refund by `method` fits when the order was paid by it and that method has `amount` left;
 * anything else needs a manager's approval (`approved`), and is then marked as another method.
 */
export function checkRefundTender(
  method: Method,
  amount: Cents,
  tenders: RefundTender[],
  approved: boolean,
): TenderCheck {
  const tender = tenders.find((t) => t.method === method)
  if (tender && amount <= tender.refundable) return { ok: true, otherMethod: false }
  if (approved) return { ok: true, otherMethod: true }
  if (!tender) return { ok: false, reason: 'not_paid_by', methods: tenders.map((t) => t.method) }
  return { ok: false, reason: 'exceeds_method', refundable: tender.refundable }
}
