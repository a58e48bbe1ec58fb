/**
 * Warnings before the numbers run out. An invoice is issued at the time of sale (營業稅法 §32), so a
 * store with no number left cannot sell with an invoice: staff must hear it while there is still
 * time to add a 字軌 — numbers too few for the rest of the day at today's pace, and a next period
 * about to start with no range for it.
 */
import { periodOfYearMonth, zonedParts, type InvoicePeriod } from './period'

/** The next period's range is asked for this many days before its first day. */
export const NEXT_PERIOD_WARNING_DAYS = 10
/** A pace measured over less than this is too noisy to warn on. */
export const MIN_PACE_WINDOW_MS = 15 * 60_000

/** Numbers taken so far in the business day: how many, and when the first of them was. */
export type DayUse = { count: number; firstAt: number | null }

/**
 * Numbers the rest of the business day needs at today's pace: the day's sales so far spread over
 * the time since its first invoice, carried on to the day's end. Null until the pace is measurable
 * (two invoices, a quarter of an hour apart).
 */
export function numbersNeededToday(use: DayUse, now: number, dayEnd: number): number | null {
  if (use.count < 2 || use.firstAt === null) return null
  const elapsed = now - use.firstAt
  if (elapsed < MIN_PACE_WINDOW_MS || now >= dayEnd) return null
  // count − 1 gaps between count invoices: the rate between the first and the latest.
  return Math.ceil(((use.count - 1) * (dayEnd - now)) / elapsed)
}

/** The period after the one containing `now`, and the whole calendar days until its first day. */
export function nextPeriod(now: number, timeZone: string): { period: InvoicePeriod; days: number } {
  const today = zonedParts(now, timeZone)
  const endMonth = today.month % 2 === 0 ? today.month : today.month + 1
  const year = endMonth === 12 ? today.year + 1 : today.year
  const month = endMonth === 12 ? 1 : endMonth + 1
  const days = (Date.UTC(year, month - 1, 1) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000
  return { period: periodOfYearMonth(year, month), days }
}
