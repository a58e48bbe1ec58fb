/** A shift's X report: its figures in cents (the Z and the printer take those) and as the API shows them. */
import { eq } from 'drizzle-orm'
import { cashMovements, PAYMENT_METHODS } from '../../db/schema'
import { expectedCash } from '../../../shared/domain/cash'
import { formatMoney } from '../../../shared/domain/money'
import { CASH_MOVEMENT_SIGN, netCashMovements } from '../../../shared/domain/shift'
import type { CashMovement, ShiftReport } from '../../../shared/api/shifts'
import type { MovementRow, ShiftRecord, ShiftRepo, ShiftRow } from './repo'

const iso = (ms: number) => new Date(ms).toISOString()

type Totals = { method: (typeof PAYMENT_METHODS)[number]; count: number; amount: number }[]
export const byMethod = (rows: Totals) => {
  const m = new Map(rows.map((r) => [r.method, r]))
  return PAYMENT_METHODS.map((method) => ({
    method,
    count: m.get(method)?.count ?? 0,
    amount: m.get(method)?.amount ?? 0,
  }))
}
const money = (rows: Totals) => rows.map((r) => ({ ...r, amount: formatMoney(r.amount) }))
export const sum = (rows: Totals) => rows.reduce((s, r) => s + r.amount, 0)

export function presentMovement(m: MovementRow, createdByName: string | null): CashMovement {
  return {
    id: m.id,
    shiftId: m.shiftId,
    reason: m.reason,
    amount: formatMoney(m.amount),
    note: m.note,
    createdBy: m.createdBy,
    createdByName,
    createdAt: iso(m.createdAt),
  }
}

/** The shift's X in cents: the cashier's payments and refunds during it, and the drawer's cash. */
export function shiftFigures(repo: ShiftRepo, s: ShiftRow) {
  const paid = byMethod(repo.paymentsByMethod(s))
  const back = byMethod(repo.refundsByMethod(s))
  const movements = repo.movementsWhere(eq(cashMovements.shiftId, s.id))
  const moved = movements.map((r) => r.m)
  const cashIn = paid.find((m) => m.method === 'cash')!.amount
  const cashRefunds = back.find((m) => m.method === 'cash')!.amount
  const expected =
    s.expectedCash ??
    expectedCash({ openingFloat: s.openingFloat, cashIn, cashRefunds, movements: netCashMovements(moved) })
  const added = moved.filter((m) => CASH_MOVEMENT_SIGN[m.reason] > 0)
  return {
    byMethod: paid,
    refundsByMethod: back,
    paymentTotal: sum(paid),
    refundTotal: sum(back),
    openingFloat: s.openingFloat,
    cashIn,
    cashRefunds,
    cashAdded: added.reduce((t, m) => t + m.amount, 0),
    cashRemoved: moved.filter((m) => !added.includes(m)).reduce((t, m) => t + m.amount, 0),
    movements,
    expectedCash: expected,
    countedCash: s.countedCash,
    difference: s.countedCash === null ? null : s.countedCash - expected,
  }
}

export function presentShift(repo: ShiftRepo, r: ShiftRecord): ShiftReport {
  const s = r.s
  const f = shiftFigures(repo, s)
  return {
    id: s.id,
    storeId: s.storeId,
    cashierId: s.cashierId,
    cashierName: r.cashierName,
    status: s.closedAt === null ? 'open' : 'closed',
    openedAt: iso(s.openedAt),
    closedAt: s.closedAt === null ? null : iso(s.closedAt),
    paymentCount: f.byMethod.reduce((n, m) => n + m.count, 0),
    paymentTotal: formatMoney(f.paymentTotal),
    byMethod: money(f.byMethod),
    refundTotal: formatMoney(f.refundTotal),
    refundsByMethod: money(f.refundsByMethod),
    openingFloat: formatMoney(f.openingFloat),
    cashPayments: formatMoney(f.cashIn),
    cashRefunds: formatMoney(f.cashRefunds),
    cashAdded: formatMoney(f.cashAdded),
    cashRemoved: formatMoney(f.cashRemoved),
    movements: f.movements.map((m) => presentMovement(m.m, m.createdByName)),
    expectedCash: formatMoney(f.expectedCash),
    countedCash: f.countedCash === null ? null : formatMoney(f.countedCash),
    difference: f.difference === null ? null : formatMoney(f.difference),
    notes: s.notes,
    closedByName: r.closedByName,
  }
}
