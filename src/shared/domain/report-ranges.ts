import { DAY_MS, DEFAULT_DAY_CUTOFF, cutoffOffset, dayBounds, taipeiMidnight, taipeiParts } from './business-day'

export const REPORT_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const
export type ReportRange = (typeof REPORT_RANGES)[number]

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  today: '今日',
  week: '本週',
  month: '本月',
  quarter: '本季',
  year: '本年',
}

/**
 * The current period of business days containing `now`: [start, end), each edge at the store's
 * 換日時間 (businessDayAt), so with 05:00 a month runs from the 1st 05:00 to the next 1st 05:00.
 * Weeks start on Monday (spec part 2 §9); quarters are Jan/Apr/Jul/Oct.
 */
export function reportRangeBounds(
  range: ReportRange,
  now: number,
  cutoff = DEFAULT_DAY_CUTOFF,
): { start: number; end: number } {
  const shift = cutoffOffset(cutoff)
  const { start, end } = calendarRange(range, now - shift)
  return { start: start + shift, end: end + shift }
}

function calendarRange(range: ReportRange, now: number): { start: number; end: number } {
  const p = taipeiParts(now)
  switch (range) {
    case 'today':
      return dayBounds(now)
    case 'week': {
      const start = dayBounds(now).start - (p.weekday - 1) * DAY_MS
      return { start, end: start + 7 * DAY_MS }
    }
    case 'month':
      return { start: taipeiMidnight(p.year, p.month, 1), end: taipeiMidnight(p.year, p.month + 1, 1) }
    case 'quarter': {
      const first = Math.floor((p.month - 1) / 3) * 3 + 1
      return { start: taipeiMidnight(p.year, first, 1), end: taipeiMidnight(p.year, first + 3, 1) }
    }
    case 'year':
      return { start: taipeiMidnight(p.year, 1, 1), end: taipeiMidnight(p.year + 1, 1, 1) }
  }
}
