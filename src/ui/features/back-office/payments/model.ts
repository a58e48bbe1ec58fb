/** Payments of a day and the close of day (server day-close/routes.ts). */
import { formatMoney, parseMoney } from '../../../../shared/domain/money.ts'
import type { DayPayment as PaymentRow, MethodTotal, PaymentsOfDay, ZReport } from '../../../../shared/api/day-close.ts'

export type { MethodTotal, PaymentRow, PaymentsOfDay, ZReport }

/** A non-negative amount with at most two decimals, in cents; '' counts as 0. */
export function parseCash(text: string): number | null {
  if (text.trim() === '') return 0
  const cents = parseMoney(text)
  return cents === null || cents < 0 ? null : cents
}

/**
 * Before closing: the Z's expected cash with the float the manager typed in place of the one the
 * server counted (the shifts' floats); difference = counted − expected.
 */
export function cashPreview(z: Pick<ZReport, 'expectedCash' | 'openingFloat'>, openingFloat: string, counted: string) {
  const float = parseCash(openingFloat)
  const expected = float === null ? null : parseMoney(z.expectedCash)! - parseMoney(z.openingFloat)! + float
  const countedCents = counted.trim() === '' ? null : parseCash(counted)
  return {
    expected,
    counted: countedCents,
    difference: expected !== null && countedCents !== null ? countedCents - expected : null,
  }
}

/** "1234.5" → "1234.50" for the API. */
export const toMoneyText = (cents: number) => formatMoney(cents)

/** "5000.00" → "5000" for a cash field (cash is counted in whole dollars). */
export const cashFieldText = (amount: string) => String(Math.round(parseMoney(amount)! / 100))
