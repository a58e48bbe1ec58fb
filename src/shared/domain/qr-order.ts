/**
 * How much one QR order from a diner's phone may hold. Anyone who has scanned a table's code can
 * post (no sign-in), so one post must not be able to flood the kitchen with tickets or tie up
 * the stock of a whole evening. A real round for a full table fits with room to spare: a dozen
 * guests with a main, a side and two drinks each is about 50 portions in well under 30 lines
 * (the same dish with the same options is one line). A larger party orders through the staff,
 * whose orders have no such cap, or sends a second round. One line stays within 99 like any
 * order line; the portion cap is the tighter bound.
 */
export const QR_ORDER_LIMITS = {
  /** Different dishes / option choices in one order. */
  maxLines: 30,
  /** Portions in the whole order. */
  maxPortions: 60,
} as const

/** Whether a QR order's lines are within QR_ORDER_LIMITS (quantities are validated integers ≥ 1). */
export function isWithinQrLimits(items: readonly { quantity: number }[]): boolean {
  const portions = items.reduce((sum, i) => sum + i.quantity, 0)
  return items.length <= QR_ORDER_LIMITS.maxLines && portions <= QR_ORDER_LIMITS.maxPortions
}
