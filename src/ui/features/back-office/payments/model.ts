/** Payments of a day and the close of day (server day-close/routes.ts). */
import { formatMoney, parseMoney } from '../../../../shared/domain/money.ts'
import { expectedCash } from '../../../../shared/domain/cash.ts'
import type { DayPayment as PaymentRow, MethodTotal, PaymentsOfDay, ZReport } from '../../../../shared/api/day-close.ts'

export type { MethodTotal, PaymentRow, PaymentsOfDay, ZReport }

/** A non-negative amount with at most two decimals, in cents; '' counts as 0. */
export function parseCash(text: string): number | null {
  if (text.trim() === '') return 0
  const cents = parseMoney(text)
  return cents === null || cents < 0 ? null : cents
}

/** Preview before closing: expected = opening float + cash taken; difference = counted − expected. */
export function cashPreview(cashPayments: string, openingFloat: string, counted: string, cashRefunds = '0') {
  const float = parseCash(openingFloat)
  const cash = parseMoney(cashPayments) ?? 0
  const expected =
    float === null
      ? null
      : expectedCash({ openingFloat: float, cashIn: cash, cashRefunds: parseMoney(cashRefunds) ?? 0 })
  const countedCents = counted.trim() === '' ? null : parseCash(counted)
  return {
    expected,
    counted: countedCents,
    difference: expected !== null && countedCents !== null ? countedCents - expected : null,
  }
}

/** "1234.5" → "1234.50" for the API. */
export const toMoneyText = (cents: number) => formatMoney(cents)
