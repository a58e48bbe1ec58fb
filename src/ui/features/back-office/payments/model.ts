/** Payments of a day and the close of day (server day-close/routes.ts). */
import { formatMoney, parseMoney } from '../../../../shared/domain/money.ts'
import { expectedCash } from '../../../../shared/domain/cash.ts'
import { withQuery } from '../../../hooks/useBackOffice.ts'

export type MethodTotal = { method: string; count: number; amount: string }

export type PaymentRow = {
  id: number
  orderId: number | null
  orderNumber: string | null
  tableNumber: string | null
  amount: string
  paymentMethod: string
  tendered: string | null
  change: string | null
  receivedByName: string | null
  createdAt: string
}

export type PaymentsOfDay = { date: string; payments: PaymentRow[]; count: number; total: string; byMethod: MethodTotal[]; expectedCash: string; closed: boolean }

export type ZReport = {
  date: string
  closed: boolean
  orderCount: number
  cancelledOrderCount: number
  revenue: string
  paymentTotal: string
  byMethod: MethodTotal[]
  refundTotal: string
  netTotal: string
  grossSales: string
  discountTotal: string
  netSales: string
  cashPayments: string
  cashRefunds: string
  openingFloat: string
  expectedCash: string
  countedCash: string | null
  difference: string | null
  notes: string | null
  closedByName: string | null
  closedAt: string | null
}

export const paymentsKey = (storeId: number, date: string) => withQuery(`/api/stores/${storeId}/payments`, { date })
export const dayCloseKey = (storeId: number, date: string) => withQuery(`/api/stores/${storeId}/day-close`, { date })

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
  const expected = float === null ? null : expectedCash({ openingFloat: float, cashIn: cash, cashRefunds: parseMoney(cashRefunds) ?? 0 })
  const countedCents = counted.trim() === '' ? null : parseCash(counted)
  return { expected, counted: countedCents, difference: expected !== null && countedCents !== null ? countedCents - expected : null }
}

/** "1234.5" → "1234.50" for the API. */
export const toMoneyText = (cents: number) => formatMoney(cents)
