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
