/**
 * The one place the Z report's figures are built (README, 日結 definitions). The API answers them,
 * the close freezes them as the snapshot, the screen and the printer only format them.
 */
import type { Db } from '../../db/client'
import { PAYMENT_METHODS } from '../../db/schema'
import type { BusinessDay } from '../../../shared/domain/business-day'
import { expectedCash } from '../../../shared/domain/cash'
import { netSales } from '../../../shared/domain/discounts'
import { formatMoney } from '../../../shared/domain/money'
import type { ZReport, ZSections } from '../../../shared/api/day-close'
import { createDashboardRepo } from '../dashboard'
import { paidSales } from '../adjustments'
import type { ShiftService } from '../shifts'
import { createDayCloseRepo } from './repo'
import { createSectionsRepo } from './sections-repo'
import { cashierSections, invoiceSection } from './z-sections'

const iso = (ms: number) => new Date(ms).toISOString()
type Counted = { method: (typeof PAYMENT_METHODS)[number]; count: number; amount: number }
const everyMethod = (rows: Counted[]) => {
  const m = new Map(rows.map((r) => [r.method, r]))
  return PAYMENT_METHODS.map((method) => ({
    method,
    count: m.get(method)?.count ?? 0,
    amount: m.get(method)?.amount ?? 0,
  }))
}
export const moneyRows = <R extends { amount: number }>(rows: R[]) =>
  rows.map((r) => ({ ...r, amount: formatMoney(r.amount) }))

/** The detail sections of a day closed before they existed: nothing recorded. */
export const NO_SECTIONS: ZSections = {
  serviceFeeTotal: '0.00',
  voids: { count: 0, amount: '0.00' },
  discountsByReason: [],
  invoices: null,
  cashMovements: [],
  netCashMovements: '0.00',
  cashiers: [],
  unshifted: { byMethod: [], paymentTotal: '0.00' },
}

/** What a close fixed: the float (null: the shifts'), the count, who and when. Null while the day is open. */
export type Closing = {
  openingFloat: number | null
  countedCash: number
  notes: string | null
  closedBy: number | null
  closedByName: string | null
  closedAt: number
}

export function createZFigures(d: Db, shifts: Pick<ShiftService, 'shiftsInRange'>) {
  const repo = createDayCloseRepo(d)
  const sales = createDashboardRepo(d)
  const sections = createSectionsRepo(d)

  /** Payments and refunds of [start, end) by method, and the cash of each. */
  function methodTotals(storeId: number, start: number, end: number) {
    const byMethod = everyMethod(repo.byMethod(storeId, start, end))
    const refundsByMethod = everyMethod(repo.refundsByMethod(storeId, start, end))
    const sum = (rows: Counted[]) => rows.reduce((s, m) => s + m.amount, 0)
    const cashOf = (rows: Counted[]) => rows.find((m) => m.method === 'cash')!.amount
    return {
      byMethod,
      refundsByMethod,
      total: sum(byMethod),
      refunds: sum(refundsByMethod),
      cash: cashOf(byMethod),
      cashRefunds: cashOf(refundsByMethod),
    }
  }

  /** The day's Z from its rows: an open day's now, or a closing day's at its close instant. */
  function build(storeId: number, { date, start, end }: BusinessDay, close: Closing | null): ZReport {
    const totals = methodTotals(storeId, start, end)
    const sold = sales.totals(storeId, start, end)
    const paid = paidSales(d, storeId, start, end)
    const day = shifts.shiftsInRange(storeId, start, end)
    // The drawers' floats: what the day's shifts opened with, unless the close says otherwise.
    const openingFloat = close?.openingFloat ?? day.shifts.reduce((s, x) => s + x.openingFloat, 0)
    const expected = expectedCash({
      openingFloat,
      cashIn: totals.cash,
      cashRefunds: totals.cashRefunds,
      movements: day.netMovements,
    })
    const voids = sections.voids(storeId, start, end)
    return {
      date,
      closed: close !== null,
      from: iso(start),
      to: iso(end),
      orderCount: sold.count,
      cancelledOrderCount: repo.cancelledOrders(storeId, start, end),
      revenue: formatMoney(sold.revenue),
      paymentTotal: formatMoney(totals.total),
      byMethod: moneyRows(totals.byMethod),
      refundTotal: formatMoney(totals.refunds),
      refundsByMethod: moneyRows(totals.refundsByMethod),
      netTotal: formatMoney(totals.total - totals.refunds),
      grossSales: formatMoney(paid.gross),
      discountTotal: formatMoney(paid.discounts),
      netSales: formatMoney(netSales({ ...paid, refunds: totals.refunds })),
      cashPayments: formatMoney(totals.cash),
      cashRefunds: formatMoney(totals.cashRefunds),
      openingFloat: formatMoney(openingFloat),
      expectedCash: formatMoney(expected),
      countedCash: close ? formatMoney(close.countedCash) : null,
      difference: close ? formatMoney(close.countedCash - expected) : null,
      notes: close?.notes ?? null,
      closedBy: close?.closedBy ?? null,
      closedByName: close?.closedByName ?? null,
      closedAt: close ? iso(close.closedAt) : null,
      carriedOver: [],
      pendingInvoices: null,
      serviceFeeTotal: formatMoney(sections.serviceFee(storeId, start, end)),
      voids: { count: voids.count, amount: formatMoney(voids.amount) },
      discountsByReason: moneyRows(sections.discountsByReason(storeId, start, end)),
      invoices: invoiceSection(sections, storeId, start, end),
      ...cashierSections(day),
    }
  }

  return { methodTotals, build }
}
export type ZFigures = ReturnType<typeof createZFigures>
