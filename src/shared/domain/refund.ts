/**
 * Refunds of a paid order (issue 17 item 7): what may still be paid back, and whether an amount
 * asked for fits. Pure, so the server's checks and the dialog's default agree.
 */
import type { Cents } from './money'

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
