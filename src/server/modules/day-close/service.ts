import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { PAYMENT_METHODS } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { dayCutoff, type BusinessDay } from '../../../shared/domain/business-day'
import { expectedCash as drawerExpects } from '../../../shared/domain/cash'
import { cashChange } from '../../../shared/domain/table-session'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { displayName } from '../../../shared/format/display-name'
import { blankToNull } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import { createDashboardRepo } from '../dashboard'
import type { StoreService } from '../stores'
import { createDayCloseRepo } from './repo'
import { paidSales } from '../adjustments'
import { netSales } from '../../../shared/domain/discounts'
import type { DayClosePreview, PaymentsOfDay, ZReport } from '../../../shared/api/day-close'
import { openDayOf, spanOfDay } from './day'
import { openChecksOf } from './open-checks'

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

  /** The business day asked for (the open one when omitted), validated, with its span. */
  function day(storeId: number, date: string | undefined): BusinessDay {
    const cutoff = dayCutoff(stores.get(storeId).settings)
    const span = spanOfDay(d, storeId, cutoff, date ?? openDayOf(d, storeId, cutoff, clock.now()).date)
    if (!span) throw new AppError('INVALID_DATE')
    return span
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

  type Closing = {
    openingFloat: number
    expectedCash: number
    countedCash: number
    notes: string | null
    closedBy: number | null
    closedByName: string | null
    closedAt: number
  }

  /** The day's figures from its rows: an open day's, or a closing day's at its close instant. */
  function liveReport(storeId: number, { date, start, end }: BusinessDay, close: Closing | null): ZReport {
    const totals = methodTotals(storeId, start, end)
    const sold = sales.totals(storeId, start, end)
    const paid = paidSales(d, storeId, start, end)
    const openingFloat = close?.openingFloat ?? 0
    const expectedCash =
      close?.expectedCash ?? drawerExpects({ openingFloat, cashIn: totals.cash, cashRefunds: totals.cashRefunds })
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
      countedCash: close ? formatMoney(close.countedCash) : null,
      difference: close ? formatMoney(close.countedCash - close.expectedCash) : null,
      notes: close?.notes ?? null,
      closedBy: close?.closedBy ?? null,
      closedByName: close?.closedByName ?? null,
      closedAt: close ? iso(close.closedAt) : null,
      carriedOver: [],
      pendingInvoices: null,
    }
  }

  /** A closed day is its snapshot; one closed before snapshots were kept is read from its rows up to its close. */
  function zReport(storeId: number, day: BusinessDay): ZReport {
    const close = repo.closeOf(storeId, day.date)
    if (!close) return liveReport(storeId, day, null)
    if (close.c.snapshot) return close.c.snapshot as ZReport
    const { c } = close
    return liveReport(storeId, day, { ...c, closedByName: close.closedByName, closedAt: c.createdAt })
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

    report(storeId: number, date?: string): ZReport {
      return zReport(storeId, day(storeId, date))
    },

    /** What closing the day now would carry into the next business day. */
    preview(storeId: number, date?: string): DayClosePreview {
      const span = day(storeId, date)
      return {
        date: span.date,
        from: iso(span.start),
        to: iso(span.end),
        ...openChecksOf(d, storeId, span.start, span.end),
      }
    },

    /** The Z report in cents for the receipt printer: the same figures the screen shows. */
    printable(storeId: number, date?: string) {
      const z = this.report(storeId, date)
      const cents = (v: string) => parseMoney(v)!
      return {
        businessDate: z.date,
        closed: z.closed,
        closedAt: z.closedAt === null ? null : Date.parse(z.closedAt),
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
        carriedOver: z.carriedOver.map((c) => ({
          label: c.tableNumber === null ? c.orderNumber! : fill(zhTW.print.tableBig, { number: c.tableNumber }),
          amount: cents(c.outstanding),
        })),
      }
    },

    /**
     * One close per business day. The day ends at this instant: its figures are stored as its
     * snapshot, and what comes after (open checks carried over too) belongs to the next day.
     */
    close(storeId: number, input: DayCloseInput, actor: Actor): ZReport {
      const asked = day(storeId, input.date)
      const now = clock.now()
      const cutoff = dayCutoff(stores.get(storeId).settings)
      if (asked.date > openDayOf(d, storeId, cutoff, now).date)
        throw new AppError('DAY_NOT_ENDED', { date: asked.date })
      const countedCash = nonNegativeMoney(input.countedCash, '實點現金')
      const openingFloat =
        input.openingFloat === undefined || input.openingFloat === null
          ? 0
          : nonNegativeMoney(input.openingFloat, '開店零用金')
      return db.write(() => {
        const { date } = asked
        if (repo.closeOf(storeId, date)) throw new AppError('DAY_ALREADY_CLOSED', { date })
        const span = { ...asked, end: Math.min(asked.end, now) }
        const cash = methodTotals(storeId, span.start, span.end)
        const expectedCash = drawerExpects({ openingFloat, cashIn: cash.cash, cashRefunds: cash.cashRefunds })
        const closing = {
          openingFloat,
          expectedCash,
          countedCash,
          notes: blankToNull(input.notes),
          closedBy: actor.user?.id ?? null,
          closedByName: actor.user ? displayName(actor.user) : null,
          closedAt: now,
        }
        const left = openChecksOf(d, storeId, span.start, span.end)
        const snapshot: ZReport = {
          ...liveReport(storeId, span, closing),
          carriedOver: left.openChecks,
          pendingInvoices: left.pendingInvoices,
        }
        const row = repo.insertClose({
          storeId,
          businessDate: date,
          expectedCash,
          countedCash,
          openingFloat,
          notes: closing.notes,
          closedBy: closing.closedBy,
          snapshot,
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
              carriedOver: left.openChecks.length,
            },
          },
          now,
        )
        return snapshot
      })
    },
  }
}
export type DayCloseService = ReturnType<typeof createDayCloseService>
