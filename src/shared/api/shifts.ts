/** A cashier's shift (交班) and its X report, as shifts/service.ts presents them; money is "120.00". */
import type { CashMovementReason } from '../domain/shift.ts'
import type { MethodTotal } from './day-close.ts'

export type CashMovement = {
  id: number
  shiftId: number
  reason: CashMovementReason
  /** Positive; `reason` says which way the cash went. */
  amount: string
  note: string | null
  createdBy: number | null
  createdByName: string | null
  createdAt: string
}

/**
 * A shift with its X report: the cashier's own payments and refunds while it was open, and the cash
 * the drawer should hold: float + cash taken − cash refunds + cash put in − cash taken out.
 * While open, the figures are as of now and nothing is counted yet.
 */
export type ShiftReport = {
  id: number
  storeId: number
  cashierId: number
  cashierName: string | null
  status: 'open' | 'closed'
  openedAt: string
  closedAt: string | null
  paymentCount: number
  paymentTotal: string
  byMethod: MethodTotal[]
  refundTotal: string
  refundsByMethod: MethodTotal[]
  openingFloat: string
  cashPayments: string
  cashRefunds: string
  cashAdded: string
  cashRemoved: string
  movements: CashMovement[]
  expectedCash: string
  countedCash: string | null
  difference: string | null
  notes: string | null
  closedByName: string | null
}

/** GET /shifts?date=: the business day's shifts, newest first. */
export type ShiftList = { date: string; shifts: ShiftReport[] }

/** POST /shifts/:id/movements: the movement recorded (or, for a retried key, the first one). */
export type CashMovementResult = { movement: CashMovement; replay: boolean }
