import { describe, expect, test } from 'bun:test'
import { MIN_PACE_WINDOW_MS, nextPeriod, numbersNeededToday } from './number-stock'

const MIN = 60_000

describe("numbers the rest of the day needs at today's pace", () => {
  test('11 invoices over 68 minutes, 652 minutes to go: 10 gaps → 96 more', () =>
    expect(numbersNeededToday({ count: 11, firstAt: 0 }, 68 * MIN, 720 * MIN)).toBe(96))
  test('no pace yet: one invoice, or a first one less than a quarter of an hour ago; none after the day ends', () => {
    expect(numbersNeededToday({ count: 1, firstAt: 0 }, 60 * MIN, 720 * MIN)).toBeNull()
    expect(numbersNeededToday({ count: 0, firstAt: null }, 60 * MIN, 720 * MIN)).toBeNull()
    expect(numbersNeededToday({ count: 5, firstAt: 0 }, MIN_PACE_WINDOW_MS - 1, 720 * MIN)).toBeNull()
    expect(numbersNeededToday({ count: 5, firstAt: 0 }, MIN_PACE_WINDOW_MS, 720 * MIN)).toBe(188)
    expect(numbersNeededToday({ count: 5, firstAt: 0 }, 720 * MIN, 720 * MIN)).toBeNull()
  })
})

describe('the next period and the days to its first day, on the store clock', () => {
  const at = (iso: string) => nextPeriod(Date.parse(iso), 'Asia/Taipei')
  test('December 22 → 116年01-02月 in 10 days; the year turns', () =>
    expect(at('2026-12-22T00:00:00+08:00')).toMatchObject({ period: { code: '11602' }, days: 10 }))
  test('an odd month counts to the first of the month after next', () =>
    expect(at('2026-03-31T23:59:00+08:00')).toMatchObject({ period: { code: '11506' }, days: 31 }))
  test("Taipei's date, not UTC's: 2026-10-31 16:30 UTC is November 1 in Taipei", () =>
    expect(at('2026-10-31T16:30:00Z')).toMatchObject({ period: { code: '11602' }, days: 61 }))
})
