/**
 * A cashier's shift (交班): the drawer they open with a float, the cash they move in and out of it
 * during the shift, and what it should hold when they count it at the end (the X report).
 */
import { parseMoney, type Cents } from './money'

/**
 * Why cash left or entered the drawer: 投庫 (to the safe) and 雜支 (a paid-out) take cash out,
 * 找零金補充 (more change) puts it in. The free-text note says the rest.
 */
export const CASH_MOVEMENT_REASONS = ['drop', 'float_top_up', 'paid_out'] as const
export type CashMovementReason = (typeof CASH_MOVEMENT_REASONS)[number]

/** +1 when the cash goes into the drawer, −1 when it leaves it. */
export const CASH_MOVEMENT_SIGN: Record<CashMovementReason, 1 | -1> = { drop: -1, float_top_up: 1, paid_out: -1 }

/** Signed total of the shift's movements: what they added to the drawer (negative: took out). */
export const netCashMovements = (movements: { reason: CashMovementReason; amount: Cents }[]): Cents =>
  movements.reduce((sum, m) => sum + CASH_MOVEMENT_SIGN[m.reason] * m.amount, 0)

/**
 * Cash counted and moved by hand is whole dollars (no coin below NT$1 circulates): the cents of
 * "500" or 500 when it is that, else null. Zero only where `allowZero` (a float or count of nothing).
 */
export function wholeDollars(value: string | number, allowZero: boolean): Cents | null {
  const cents = parseMoney(value)
  if (cents === null || cents % 100 !== 0 || cents < 0 || (!allowZero && cents === 0)) return null
  return cents
}
