import { and, asc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { einvoiceAllowances, einvoiceMessages, einvoiceRanges, einvoices } from '../../db/schema/einvoice'
import { payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { businessDate } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { parsePeriodCode, periodLabel, periodOf, type InvoicePeriod } from '../../../shared/domain/einvoice/period'
import {
  periodStock,
  UPLOAD_DEADLINE_MS,
  UPLOAD_WARNING_MS,
  wholeDollars,
} from '../../../shared/domain/einvoice/allocation-rules'
import { invoiceNumberOf } from '../../../shared/domain/einvoice/ids'
import { channelOf, settingsOf, storeOf } from './store-info'
import type { Outbox } from './outbox'
import type { EinvoiceStatus } from '../../../shared/api/einvoice'

type InvoiceRow = typeof einvoices.$inferSelect

/** Unused numbers of a range as runs (the period-end blank-number report lists them this way). */
function unusedRuns(track: string, from: number, to: number) {
  return from > to ? [] : [{ from: invoiceNumberOf(track, from), to: invoiceNumberOf(track, to), count: to - from + 1 }]
}

const sumOf = (rows: InvoiceRow[], f: (r: InvoiceRow) => number) => rows.reduce((n, r) => n + f(r), 0)

/** Reports per invoice period, and the dashboard card for the upload. */
export function createEinvoiceReports({ db, clock, outbox }: { db: DbHandle; clock: Clock; outbox: Outbox }) {
  const d = db.db

  function periodFor(storeId: number, code: string | undefined): InvoicePeriod {
    if (code === undefined) return periodOf(clock.now(), storeOf(d, storeId).timeZone)
    const p = parsePeriodCode(code)
    if (!p) throw new AppError('EINVOICE_PERIOD_INVALID')
    return p
  }

  /**
   * Day by day, what day-close counts (every payment of the business day, whole dollars) against
   * what was invoiced, kept as a 收據 awaiting a number, or paid while invoices were off.
   */
  function reconcile(rows: InvoiceRow[]) {
    const ids = rows.map((r) => r.paymentId)
    if (ids.length === 0) return []
    const days = [...new Set(rows.map((r) => businessDate(r.issuedAt)))].sort()
    const first =
      d
        .select({ at: min(payments.createdAt) })
        .from(payments)
        .where(inArray(payments.id, ids))
        .get()!.at ?? 0
    const storeId = rows[0].storeId
    const paid = d
      .select({ id: payments.id, amount: payments.amount, createdAt: payments.createdAt })
      .from(payments)
      .where(
        and(
          eq(payments.storeId, storeId),
          gte(payments.createdAt, first - 86_400_000),
          lt(payments.createdAt, clock.now() + 1),
        ),
      )
      .all()
    const byPayment = new Map(rows.map((r) => [r.paymentId, r]))
    return days.map((date) => {
      const mine = paid.filter((p) => businessDate(p.createdAt) === date)
      const sum = (f: (p: (typeof mine)[number]) => boolean) =>
        mine.filter(f).reduce((n, p) => n + wholeDollars(p.amount), 0)
      const payments = mine.reduce((n, p) => n + p.amount, 0)
      const invoiced = sum((p) => byPayment.get(p.id)?.status === 'issued' || byPayment.get(p.id)?.status === 'voided')
      const receiptOnly = sum((p) => byPayment.get(p.id)?.status === 'pending')
      const noInvoice = sum((p) => !byPayment.has(p.id))
      return {
        date,
        payments: formatMoney(payments),
        invoiced,
        receiptOnly,
        noInvoice,
        // Invoices carry whole dollars: day-close's cents and the invoices differ only by rounding.
        difference: wholeDollars(payments) - invoiced - receiptOnly - noInvoice,
      }
    })
  }

  return {
    period(storeId: number, code?: string) {
      const p = periodFor(storeId, code)
      const rows = d
        .select()
        .from(einvoices)
        .where(and(eq(einvoices.storeId, storeId), eq(einvoices.period, p.code)))
        .orderBy(asc(einvoices.id))
        .all()
      const issued = rows.filter((r) => r.status === 'issued')
      const voided = rows.filter((r) => r.status === 'voided')
      const pending = rows.filter((r) => r.status === 'pending')
      const allowances = rows.length
        ? d
            .select()
            .from(einvoiceAllowances)
            .where(
              inArray(
                einvoiceAllowances.invoiceId,
                rows.map((r) => r.id),
              ),
            )
            .all()
        : []
      const ranges = d
        .select()
        .from(einvoiceRanges)
        .where(and(eq(einvoiceRanges.storeId, storeId), eq(einvoiceRanges.period, p.code)))
        .orderBy(asc(einvoiceRanges.track), asc(einvoiceRanges.startNo))
        .all()
      return {
        period: p.code,
        periodLabel: periodLabel(p),
        issued: {
          count: issued.length,
          salesAmount: sumOf(issued, (r) => r.salesAmount),
          taxAmount: sumOf(issued, (r) => r.taxAmount),
          totalAmount: sumOf(issued, (r) => r.totalAmount),
        },
        voided: {
          count: voided.length,
          totalAmount: sumOf(voided, (r) => r.totalAmount),
          numbers: voided.map((r) => r.number),
        },
        allowances: {
          count: allowances.length,
          amount: allowances.reduce((n, a) => n + a.amount, 0),
          taxAmount: allowances.reduce((n, a) => n + a.taxAmount, 0),
        },
        pending: { count: pending.length, totalAmount: sumOf(pending, (r) => r.totalAmount) },
        ranges: ranges.map((r) => ({
          id: r.id,
          track: r.track,
          startNo: invoiceNumberOf(r.track, r.startNo),
          endNo: invoiceNumberOf(r.track, r.endNo),
          used: Math.min(r.nextNo, r.endNo + 1) - r.startNo,
          unused: unusedRuns(r.track, r.nextNo, r.endNo),
        })),
        byDay: reconcile(rows),
      }
    },

    /** The dashboard card: messages waiting or failed, and a warning well before the 48-hour limit. */
    status(storeId: number): EinvoiceStatus {
      const s = settingsOf(d, storeId)
      const now = clock.now()
      const counts = d
        .select({ status: einvoiceMessages.status, n: sql<number>`count(*)`, oldest: min(einvoiceMessages.createdAt) })
        .from(einvoiceMessages)
        .where(eq(einvoiceMessages.storeId, storeId))
        .groupBy(einvoiceMessages.status)
        .all()
      const of = (st: string) => counts.find((c) => c.status === st)
      const inFolder = outbox.stillInFolder(storeId)
      const waiting = (of('pending')?.n ?? 0) + inFolder.length
      const failed = of('failed')?.n ?? 0
      const lastError = failed
        ? (d
            .select({ e: einvoiceMessages.lastError })
            .from(einvoiceMessages)
            .where(and(eq(einvoiceMessages.storeId, storeId), eq(einvoiceMessages.status, 'failed')))
            .limit(1)
            .get()?.e ?? '')
        : ''
      const oldestTimes = [of('pending')?.oldest, of('failed')?.oldest, ...inFolder.map((m) => m.createdAt)].filter(
        (x): x is number => typeof x === 'number',
      )
      const oldest = oldestTimes.length ? Math.min(...oldestTimes) : null
      const late = [
        ...d
          .select({ createdAt: einvoiceMessages.createdAt })
          .from(einvoiceMessages)
          .where(
            and(
              eq(einvoiceMessages.storeId, storeId),
              inArray(einvoiceMessages.status, ['pending', 'failed']),
              lt(einvoiceMessages.createdAt, now - (UPLOAD_DEADLINE_MS - UPLOAD_WARNING_MS)),
            ),
          )
          .all(),
        ...inFolder.filter((m) => m.createdAt < now - (UPLOAD_DEADLINE_MS - UPLOAD_WARNING_MS)),
      ].length
      const period = periodOf(now, storeOf(d, storeId).timeZone).code
      const ranges = d
        .select()
        .from(einvoiceRanges)
        .where(and(eq(einvoiceRanges.storeId, storeId), eq(einvoiceRanges.period, period)))
        .all()
      const stock = periodStock(ranges, period)
      const L = zhTW.einvoice
      const channel = channelOf(d, storeId)?.channel ?? 'turnkey'
      const words = L.channels[channel]
      const warnings = [
        late
          ? fill(words.deadline, { count: late, hours: (UPLOAD_DEADLINE_MS - UPLOAD_WARNING_MS) / 3_600_000 })
          : null,
        failed ? fill(words.failed, { count: failed, error: lastError }) : null,
        s?.mode === 'einvoice' && stock.low ? fill(L.lowNumbers, { left: stock.left }) : null,
      ].filter((w): w is string => w !== null)
      return {
        mode: s?.mode ?? 'off',
        channel,
        waiting,
        failed,
        late,
        oldestWaitingAt: oldest === null ? null : new Date(oldest).toISOString(),
        deadlineAt: oldest === null ? null : new Date(oldest + UPLOAD_DEADLINE_MS).toISOString(),
        numbersLeft: stock.left,
        lowNumbers: stock.low,
        warnings,
      }
    },
  }
}
