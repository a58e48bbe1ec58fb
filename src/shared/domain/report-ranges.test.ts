import { describe, expect, test } from 'bun:test'
import { reportRangeBounds } from './report-ranges'

const taipei = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 8 * 3_600_000

describe('report ranges on the Taipei calendar', () => {
  // Sunday 2026-11-22 20:00 in Taipei.
  const now = taipei(2026, 11, 22, 20)

  test('today is the Taipei calendar day', () => {
    expect(reportRangeBounds('today', now)).toEqual({ start: taipei(2026, 11, 22), end: taipei(2026, 11, 23) })
  })

  test('a week starts on Monday, so Sunday belongs to the week before', () => {
    expect(reportRangeBounds('week', now)).toEqual({ start: taipei(2026, 11, 16), end: taipei(2026, 11, 23) })
    // Monday 00:30 in Taipei, still Sunday in UTC, opens a new week.
    expect(reportRangeBounds('week', taipei(2026, 11, 23, 0) + 30 * 60_000).start).toBe(taipei(2026, 11, 23))
  })

  test('month, quarter and year', () => {
    expect(reportRangeBounds('month', now)).toEqual({ start: taipei(2026, 11, 1), end: taipei(2026, 12, 1) })
    expect(reportRangeBounds('quarter', now)).toEqual({ start: taipei(2026, 10, 1), end: taipei(2027, 1, 1) })
    expect(reportRangeBounds('year', now)).toEqual({ start: taipei(2026, 1, 1), end: taipei(2027, 1, 1) })
    expect(reportRangeBounds('quarter', taipei(2026, 3, 31, 23))).toEqual({
      start: taipei(2026, 1, 1),
      end: taipei(2026, 4, 1),
    })
  })

  test('the first hours of January 1st in Taipei are already the new year', () => {
    expect(reportRangeBounds('year', taipei(2027, 1, 1, 1)).start).toBe(taipei(2027, 1, 1))
    expect(reportRangeBounds('month', taipei(2027, 1, 1, 1)).start).toBe(taipei(2027, 1, 1))
  })
})

test('with 換日時間 05:00 every period turns at 05:00 and 00:30 is still the day before', () => {
  const night = taipei(2026, 12, 1, 0) + 30 * 60_000
  const five = 5 * 3_600_000
  expect(reportRangeBounds('today', night, '05:00')).toEqual({
    start: taipei(2026, 11, 30) + five,
    end: taipei(2026, 12, 1) + five,
  })
  expect(reportRangeBounds('month', night, '05:00')).toEqual({
    start: taipei(2026, 11, 1) + five,
    end: taipei(2026, 12, 1) + five,
  })
})
