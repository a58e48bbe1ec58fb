/**
 * Invoice numbers: taking the next one from a range, issuing the invoices a store left waiting when
 * its numbers ran out (before sales were refused instead), and the warnings before they run out.
 */
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { einvoiceMessages, einvoiceRanges, einvoices } from '../../db/schema/einvoice'
import { payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { invoiceNumberOf } from '../../../shared/domain/einvoice/ids'
import { migDateTime, periodLabel, periodOf, parsePeriodCode } from '../../../shared/domain/einvoice/period'
import { periodStock, pickRange } from '../../../shared/domain/einvoice/allocation-rules'
import { NEXT_PERIOD_WARNING_DAYS, nextPeriod, numbersNeededToday } from '../../../shared/domain/einvoice/number-stock'
import { businessDayAt } from '../../../shared/domain/business-day'
import { f0401, type MigInvoice } from './mig'
import { settingsOf, storeOf, type SettingsRow } from './store-info'

type InvoiceRow = typeof einvoices.$inferSelect
type RangeRow = typeof einvoiceRanges.$inferSelect

export const rangesOf = (d: Db, storeId: number, period: string) =>
  d
    .select()
    .from(einvoiceRanges)
    .where(and(eq(einvoiceRanges.storeId, storeId), eq(einvoiceRanges.period, period)))
    .all()

/**
 * The period's next number, taken inside the caller's write transaction (the UPDATE commits with
 * the invoice or not at all, so numbers have no gaps and no repeats). None left: 409, and the
 * caller's transaction rolls back, so the sale stays unpaid.
 */
export function takeNumber(d: Db, storeId: number, period: string, now: number) {
  const taken = nextNumber(d, storeId, period, now)
  if (taken) return taken
  const p = parsePeriodCode(period)
  throw new AppError('EINVOICE_NUMBERS_EXHAUSTED', { period: p ? periodLabel(p) : period })
}

/** As takeNumber, null when none is left (the caller says why in its own words). */
export function nextNumber(d: Db, storeId: number, period: string, now: number) {
  const ranges = rangesOf(d, storeId, period)
  const range = pickRange(ranges, period)
  if (!range) return null
  const taken = d
    .update(einvoiceRanges)
    .set({ nextNo: range.nextNo + 1, updatedAt: now })
    .where(and(eq(einvoiceRanges.id, range.id), eq(einvoiceRanges.nextNo, range.nextNo)))
    .returning({ id: einvoiceRanges.id })
    .all()
  if (taken.length !== 1) throw new Error('einvoice range moved inside a write transaction')
  return { rangeId: range.id, number: invoiceNumberOf(range.track, range.nextNo) }
}

/** The F0401 of an invoice; `printed` once its 證明聯 job is queued (printing.ts), so not at issue. */
export function migInvoiceOf(inv: InvoiceRow, s: SettingsRow, timeZone: string, printed = false): MigInvoice {
  const { date, time } = migDateTime(inv.issuedAt, timeZone)
  return {
    number: inv.number!,
    date,
    time,
    seller: { id: s.sellerId!, name: s.sellerName! },
    buyerId: inv.buyerId,
    buyerName: inv.buyerName,
    kind: inv.kind,
    carrier: inv.carrier,
    donationCode: inv.donationCode,
    randomCode: inv.randomCode,
    printed,
    salesAmount: inv.salesAmount,
    taxAmount: inv.taxAmount,
    totalAmount: inv.totalAmount,
    items: inv.items,
  }
}

/** The F0401 of an issued invoice, into the outbox (the writer puts it in Turnkey's folder after commit). */
export function queueF0401(d: Db, inv: InvoiceRow, s: SettingsRow, timeZone: string, now: number) {
  const xml = f0401(migInvoiceOf(inv, s, timeZone))
  d.insert(einvoiceMessages)
    .values({
      storeId: inv.storeId,
      invoiceId: inv.id,
      type: 'F0401',
      fileName: `F0401_${inv.number}.xml`,
      xml,
      createdAt: now,
    })
    .run()
}

/**
 * Inside the write that added `range`: invoices left waiting for a number take its numbers in the
 * order of their dates. Those of the range's own period keep their sale's date, in sale order; those
 * of an earlier period are issued now, in the current period, when the range is the current period's.
 */
export function issuePending(d: Db, range: RangeRow, now: number): number[] {
  const s = settingsOf(d, range.storeId)
  if (!s?.sellerId || !s.sellerName) return []
  const { timeZone } = storeOf(d, range.storeId)
  const current = periodOf(now, timeZone).code
  const waiting = d
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.storeId, range.storeId), eq(einvoices.status, 'pending')))
    .orderBy(asc(einvoices.issuedAt), asc(einvoices.id))
    .all()
    .filter((inv) => inv.period === range.period || (range.period === current && (inv.period ?? '') < current))
  // Numbers follow the dates on the invoices: the period's own (dated at their sale) before the late ones (dated now).
  const late = (inv: InvoiceRow) => inv.period !== range.period
  waiting.sort((a, b) => Number(late(a)) - Number(late(b)))
  const left = periodStock(rangesOf(d, range.storeId, range.period), range.period).left
  const issued: number[] = []
  for (const inv of waiting.slice(0, left)) {
    const { rangeId, number } = takeNumber(d, range.storeId, range.period, now)
    const row = d
      .update(einvoices)
      .set({ status: 'issued', rangeId, number, period: range.period, ...(late(inv) ? { issuedAt: now } : {}) })
      .where(eq(einvoices.id, inv.id))
      .returning()
      .get()
    queueF0401(d, row, s, timeZone, now)
    issued.push(row.id)
  }
  return issued
}

/**
 * Numbers taken so far in the store's business day of the period, found through the day's payments
 * (each invoice is its payment's, taken at the same instant): the (store, time) index of payments
 * reads one day, where the invoices' own index would read the whole period.
 */
function dayUse(d: Db, storeId: number, period: string, dayStart: number) {
  return d
    .select({ count: sql<number>`count(*)`, firstAt: sql<number | null>`min(${payments.createdAt})` })
    .from(payments)
    .innerJoin(einvoices, eq(einvoices.paymentId, payments.id))
    .where(
      and(
        eq(payments.storeId, storeId),
        gte(payments.createdAt, dayStart),
        eq(einvoices.period, period),
        isNotNull(einvoices.number),
      ),
    )
    .get()!
}

/**
 * What staff must hear before the numbers run out (zh-TW): numbers left too few for the rest of
 * the business day at today's pace, or under the low mark; the next period near with no range.
 */
export function numberWarnings(d: Db, storeId: number, now: number): string[] {
  if (settingsOf(d, storeId)?.mode !== 'einvoice') return []
  const { timeZone, cutoff } = storeOf(d, storeId)
  const period = periodOf(now, timeZone).code
  const stock = periodStock(rangesOf(d, storeId, period), period)
  const day = businessDayAt(now, cutoff)
  const need = numbersNeededToday(dayUse(d, storeId, period, day.start), now, day.end)
  const L = zhTW.einvoice
  const out: string[] = []
  if (need !== null && stock.left < need) out.push(fill(L.paceShort, { left: stock.left, need }))
  else if (stock.low) out.push(fill(L.lowNumbers, { left: stock.left }))
  const next = nextPeriod(now, timeZone)
  if (next.days <= NEXT_PERIOD_WARNING_DAYS && rangesOf(d, storeId, next.period.code).length === 0)
    out.push(fill(L.nextPeriodMissing, { period: periodLabel(next.period), days: next.days }))
  return out
}
