/**
 * Business days follow Asia/Taipei (UTC+8, no daylight saving) whatever zone the machine is in.
 * Every "today", calendar day and hour bucket is computed from an epoch-ms instant here.
 */
export const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000
export const HOUR_MS = 60 * 60 * 1000

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Calendar fields of an instant as seen on a clock in Taipei. */
export function taipeiParts(ms: number) {
  const d = new Date(ms + TAIPEI_OFFSET_MS)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    /** 1 = Monday … 7 = Sunday (ISO). */
    weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay(),
  }
}

/** The instant Taipei's clock reads 00:00 on that calendar date (month may overflow, as in Date.UTC). */
export function taipeiMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - TAIPEI_OFFSET_MS
}

/** "2026-11-22" for the Taipei calendar day that contains `ms`. */
export function businessDate(ms: number): string {
  const { year, month, day } = taipeiParts(ms)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Start (inclusive) and end (exclusive) of the Taipei day containing `ms`. */
export function dayBounds(ms: number): { start: number; end: number } {
  const { year, month, day } = taipeiParts(ms)
  const start = taipeiMidnight(year, month, day)
  return { start, end: start + DAY_MS }
}

/** Bounds of a "YYYY-MM-DD" Taipei calendar day, or null when it is not a real date. */
export function parseBusinessDate(text: string): { start: number; end: number } | null {
  const m = DATE_RE.exec(text)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const start = taipeiMidnight(year, month, day)
  if (businessDate(start) !== text) return null
  return { start, end: start + DAY_MS }
}

/** Hour 0–23 on Taipei's clock. */
export function taipeiHour(ms: number): number {
  return taipeiParts(ms).hour
}

/** "2026-11-22 20:05:09" on Taipei's clock (spec part 2 §9 time format), for exports and paper. */
export function formatTaipeiDateTime(ms: number): string {
  const iso = new Date(ms + TAIPEI_OFFSET_MS).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
}

/** Start of the Taipei calendar month containing `ms`. */
export function monthStart(ms: number): number {
  const { year, month } = taipeiParts(ms)
  return taipeiMidnight(year, month, 1)
}

/**
 * 換日時間: a store's business day runs from this time on Taipei's clock to the same time the next
 * day, so a night shop's 23:58 order and its 00:01 payment share one day. Whole hours 00:00–12:00
 * only: the report rollups are hourly, and a day is named by the calendar date it starts on.
 */
export const DAY_CUTOFFS = Array.from({ length: 13 }, (_, h) => `${String(h).padStart(2, '0')}:00`)
export const DEFAULT_DAY_CUTOFF = '00:00'

/** A store's cutoff from its settings; a missing or unknown value reads as midnight. */
export function dayCutoff(settings: object | null | undefined): string {
  const c = (settings as { dayCutoff?: unknown } | null | undefined)?.dayCutoff
  return typeof c === 'string' && DAY_CUTOFFS.includes(c) ? c : DEFAULT_DAY_CUTOFF
}

/** How far past Taipei midnight the business day turns, in ms. */
export const cutoffOffset = (cutoff: string) => Number(cutoff.slice(0, 2)) * HOUR_MS

export type BusinessDay = { date: string; start: number; end: number }

/** The business day (its date and [start, end)) that contains `ms` for a store whose day turns at `cutoff`. */
export function businessDayAt(ms: number, cutoff: string): BusinessDay {
  const shift = cutoffOffset(cutoff)
  const { start, end } = dayBounds(ms - shift)
  return { date: businessDate(ms - shift), start: start + shift, end: end + shift }
}

/** Bounds of the business day named "YYYY-MM-DD" for that cutoff, or null when it is not a real date. */
export function businessDayRange(date: string, cutoff: string): BusinessDay | null {
  const day = parseBusinessDate(date)
  if (!day) return null
  const shift = cutoffOffset(cutoff)
  return { date, start: day.start + shift, end: day.end + shift }
}

/** "2026-11-23" for "2026-11-22" (a real date). */
export function nextDate(date: string): string {
  return businessDate(parseBusinessDate(date)!.end)
}

/** "2026-11-21" for "2026-11-22" (a real date). */
export function previousDate(date: string): string {
  return businessDate(parseBusinessDate(date)!.start - 1)
}

/** A business day's close (日結): which day, and the instant it was closed. */
export type DayClosed = { date: string; closedAt: number }

/**
 * The day a sale at `ms` belongs to once closes count: a closed day takes nothing more, so from its
 * close instant on the next day is open (it starts there, not at the cutoff). `lastClose` is the
 * store's latest close.
 */
export function openBusinessDay(ms: number, cutoff: string, lastClose: DayClosed | null): BusinessDay {
  const day = businessDayAt(ms, cutoff)
  if (!lastClose || lastClose.date < day.date || ms < lastClose.closedAt) return day
  const date = nextDate(lastClose.date)
  return { date, start: lastClose.closedAt, end: businessDayRange(date, cutoff)!.end }
}

/**
 * What a named day covers: from the cutoff, or from the previous day's close if that came earlier,
 * to the next cutoff, or to its own close if that came earlier. The days stay back to back.
 */
export function closedDayBounds(day: BusinessDay, previousClosedAt: number | null, closedAt: number | null) {
  return {
    start: previousClosedAt === null ? day.start : Math.min(day.start, previousClosedAt),
    end: closedAt === null ? day.end : Math.min(day.end, closedAt),
  }
}
