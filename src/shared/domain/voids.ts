/**
 * Voids and refunds by lines, pure: the reasons a cashier picks from and the
 * paid share of the lines a refund gives back.
 */
import { toWholeDollars, DEFAULT_ROUNDING, type Cents, type RoundingRule } from './money'

/** The fixed reasons for voiding a line or an unpaid order (labels in the zh-TW catalog); 其他 needs a note. */
export const VOID_REASONS = ['wrong_order', 'customer_cancel', 'sold_out', 'other'] as const
export type VoidReason = (typeof VOID_REASONS)[number]

export const isVoidReason = (v: unknown): v is VoidReason =>
  typeof v === 'string' && (VOID_REASONS as readonly string[]).includes(v)

/** One line a refund takes back: what is left of its price after its discounts, its quantity, how many go back. */
export type LinePick = { left: Cents; of: number; quantity: number }

/**
 * The paid share of the picked lines: the order's total × their part of the items (after line
 * discounts), so the service fee and order discounts are shared out too, in whole dollars.
 * `everything`: these picks are all that is left unrefunded, so all that is left goes back.
 */
export function lineRefundAmount(
  picks: LinePick[],
  order: { itemsNet: Cents; total: Cents; refundable: Cents; everything: boolean },
  rounding: RoundingRule = DEFAULT_ROUNDING,
): Cents {
  if (order.everything) return order.refundable
  if (order.itemsNet <= 0) return 0
  const part = picks.reduce((sum, p) => sum + (p.of > 0 ? (p.left * p.quantity) / p.of : 0), 0)
  const share = toWholeDollars(Math.round((order.total * part) / order.itemsNet), rounding)
  return Math.min(order.refundable, Math.max(0, share))
}
