import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { PAYMENT_METHODS } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { businessDate, parseBusinessDate } from '../../../shared/domain/business-day'
import { expectedCash as drawerExpects } from '../../../shared/domain/cash'
import { cashChange } from '../../../shared/domain/table-session'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { blankToNull } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import { createDashboardRepo } from '../dashboard'
import type { StoreService } from '../stores'
import { createDayCloseRepo } from './repo'
import { paidSales } from '../adjustments'
import { netSales } from '../../../shared/domain/discounts'
import type { PaymentsOfDay, ZReport } from '../../../shared/api/day-close'

export type DayCloseInput = {
  date: string
  countedCash: string | number
  openingFloat?: string | number | null
  notes?: string | null
}

const iso = (ms: number) => new Date(ms).toISOString()

function nonNegativeMoney(v: string | number, field: string): number {
  const cents = parseMoney(v)
  if (cents === null || cents < 0)
    throw new AppError('VALIDATION', { detail: `${field}須為 0 以上、最多兩位小數的金額` })
  assertBoundedMoney(cents)
  return cents
}

/** Payments of a business day and its close (Z report): expected cash from payments against counted cash. */
export function createDayCloseService({ db, clock, stores }: { db: DbHandle; clock: Clock; stores: StoreService }) {
  const d = db.db
  const repo = createDayCloseRepo(d)
  const sales = createDashboardRepo(d)

  /** The Taipei day asked for (today when omitted), validated. */
  function day(storeId: number, date: string | undefined) {
    stores.get(storeId)
    const text = date ?? businessDate(clock.now())
    const bounds = parseBusinessDate(text)
    if (!bounds) throw new AppError('INVALID_DATE')
    return { date: text, ...bounds }
  }

  function methodTotals(storeId: number, start: number, end: number) {
    const rows = new Map(repo.byMethod(storeId, start, end).map((r) => [r.method, r]))
    const back = new Map(repo.refundsByMethod(storeId, start, end).map((r) => [r.method, r]))
    const byMethod = PAYMENT_METHODS.map((method) => ({
      method,
      count: rows.get(method)?.count ?? 0,
      amount: rows.get(method)?.amount ?? 0,
    }))
    const refundsByMethod = PAYMENT_METHODS.map((method) => ({
      method,
      count: back.get(method)?.count ?? 0,
      amount: back.get(method)?.amount ?? 0,
    }))
    return {
      byMethod,
      refundsByMethod,
      total: byMethod.reduce((s, m) => s + m.amount, 0),
      refunds: refundsByMethod.reduce((s, m) => s + m.amount, 0),
      cash: rows.get('cash')?.amount ?? 0,
      cashRefunds: back.get('cash')?.amount ?? 0,
    }
  }
  const moneyRows = <R extends { amount: number }>(rows: R[]) =>
    rows.map((r) => ({ ...r, amount: formatMoney(r.amount) }))

  function zReport(storeId: number, date: string, start: number, end: number): ZReport {
    const totals = methodTotals(storeId, start, end)
    const sold = sales.totals(storeId, start, end)
    const paid = paidSales(d, storeId, start, end)
    const close = repo.closeOf(storeId, date)
    const openingFloat = close?.c.openingFloat ?? 0
    const expectedCash = close
      ? close.c.expectedCash
      : drawerExpects({ openingFloat, cashIn: totals.cash, cashRefunds: totals.cashRefunds })
    return {
      date,
      closed: close !== null,
      orderCount: sold.count,
      cancelledOrderCount: repo.cancelledOrders(storeId, start, end),
      revenue: formatMoney(sold.revenue),
      paymentTotal: formatMoney(totals.total),
      byMethod: moneyRows(totals.byMethod),
      // Gross takings, money paid back, and what stays: gross − refunds = net.
      refundTotal: formatMoney(totals.refunds),
      refundsByMethod: moneyRows(totals.refundsByMethod),
      netTotal: formatMoney(totals.total - totals.refunds),
      // The paid orders' sales side: gross − discounts − refunds = net.
      grossSales: formatMoney(paid.gross),
      discountTotal: formatMoney(paid.discounts),
      netSales: formatMoney(netSales({ ...paid, refunds: totals.refunds })),
      cashPayments: formatMoney(totals.cash),
      cashRefunds: formatMoney(totals.cashRefunds),
      openingFloat: formatMoney(openingFloat),
      expectedCash: formatMoney(expectedCash),
      countedCash: close ? formatMoney(close.c.countedCash) : null,
      difference: close ? formatMoney(close.c.countedCash - close.c.expectedCash) : null,
      notes: close?.c.notes ?? null,
      closedBy: close?.c.closedBy ?? null,
      closedByName: close?.closedByName ?? null,
      closedAt: close ? iso(close.c.createdAt) : null,
    }
  }

  return {
    paymentsOfDay(storeId: number, date?: string): PaymentsOfDay {
      const { date: text, start, end } = day(storeId, date)
      const totals = methodTotals(storeId, start, end)
      const close = repo.closeOf(storeId, text)
      return {
        date: text,
        from: iso(start),
        to: iso(end),
        payments: repo.payments(storeId, start, end).map(({ p, ...r }) => ({
          id: p.id,
          orderId: p.orderId,
          orderNumber: r.orderNumber,
          sessionId: p.sessionId,
          tableNumber: r.tableNumber,
          amount: formatMoney(p.amount),
          paymentMethod: p.method,
          tendered: p.tendered === null ? null : formatMoney(p.tendered),
          change: p.tendered === null ? null : formatMoney(cashChange(p.amount, p.tendered)!),
          receivedBy: p.receivedBy,
          receivedByName: r.receivedByName,
          createdAt: iso(p.createdAt),
        })),
        count: totals.byMethod.reduce((s, m) => s + m.count, 0),
        total: formatMoney(totals.total),
        byMethod: moneyRows(totals.byMethod),
        refundTotal: formatMoney(totals.refunds),
        netTotal: formatMoney(totals.total - totals.refunds),
        expectedCash: formatMoney(
          drawerExpects({ openingFloat: 0, cashIn: totals.cash, cashRefunds: totals.cashRefunds }),
        ),
        closed: close !== null,
      }
    },

    report(storeId: number, date?: string) {
      const { date: text, start, end } = day(storeId, date)
      return zReport(storeId, text, start, end)
    },

    /** The Z report in cents for the receipt printer: the same figures the screen shows. */
    printable(storeId: number, date?: string) {
      const z = this.report(storeId, date)
      const cents = (v: string) => parseMoney(v)!
      return {
        businessDate: z.date,
        closed: z.closed,
        grossSales: cents(z.grossSales),
        discounts: cents(z.discountTotal),
        refunds: cents(z.refundTotal),
        netSales: cents(z.netSales),
        byMethod: z.byMethod.map((m) => ({ method: m.method, count: m.count, amount: cents(m.amount) })),
        openingFloat: cents(z.openingFloat),
        cashIn: cents(z.cashPayments),
        cashRefunds: cents(z.cashRefunds),
        expectedCash: cents(z.expectedCash),
        countedCash: z.countedCash === null ? null : cents(z.countedCash),
        difference: z.difference === null ? null : cents(z.difference),
      }
    },

    /** One close per business day; the expected cash is fixed at the moment of closing. */
    close(storeId: number, input: DayCloseInput, actor: Actor) {
      const { date, start, end } = day(storeId, input.date)
      if (date > businessDate(clock.now())) throw new AppError('DAY_NOT_ENDED', { date })
      const countedCash = nonNegativeMoney(input.countedCash, '實點現金')
      const openingFloat =
        input.openingFloat === undefined || input.openingFloat === null
          ? 0
          : nonNegativeMoney(input.openingFloat, '開店零用金')
      const now = clock.now()
      return db.write(() => {
        if (repo.closeOf(storeId, date)) throw new AppError('DAY_ALREADY_CLOSED', { date })
        const day = methodTotals(storeId, start, end)
        const expectedCash = drawerExpects({ openingFloat, cashIn: day.cash, cashRefunds: day.cashRefunds })
        const row = repo.insertClose({
          storeId,
          businessDate: date,
          expectedCash,
          countedCash,
          openingFloat,
          notes: blankToNull(input.notes),
          closedBy: actor.user?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'close_day',
            entityType: 'day_close',
            entityId: row.id,
            details: {
              date,
              expectedCash: formatMoney(expectedCash),
              countedCash: formatMoney(countedCash),
              difference: formatMoney(countedCash - expectedCash),
            },
          },
          now,
        )
        return zReport(storeId, date, start, end)
      })
    },
  }
}
export type DayCloseService = ReturnType<typeof createDayCloseService>
