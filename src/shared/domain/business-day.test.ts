import { describe, expect, test } from 'bun:test'
import {
  businessDate,
  businessDayAt,
  businessDayRange,
  closedDayBounds,
  dayCutoff,
  nextDate,
  openBusinessDay,
  previousDate,
  dayBounds,
  formatTaipeiDateTime,
  monthStart,
  parseBusinessDate,
  taipeiHour,
  taipeiParts,
} from './business-day'

describe('business day in Asia/Taipei', () => {
  test('an instant after 16:00 UTC belongs to the next Taipei day', () => {
    expect(businessDate(Date.UTC(2026, 10, 22, 15, 59, 59))).toBe('2026-11-22')
    expect(businessDate(Date.UTC(2026, 10, 22, 16, 0, 0))).toBe('2026-11-23')
  })

  test('day bounds start at Taipei midnight', () => {
    const { start, end } = dayBounds(Date.UTC(2026, 10, 22, 4))
    expect(start).toBe(Date.UTC(2026, 10, 21, 16))
    expect(end - start).toBe(86_400_000)
  })

  test('parses real dates only', () => {
    expect(parseBusinessDate('2026-11-22')).toEqual({
      start: Date.UTC(2026, 10, 21, 16),
      end: Date.UTC(2026, 10, 22, 16),
    })
    expect(parseBusinessDate('2026-02-30')).toBeNull()
    expect(parseBusinessDate('2026-2-3')).toBeNull()
    expect(parseBusinessDate('yesterday')).toBeNull()
  })

  test('hour and weekday on the Taipei clock', () => {
    expect(taipeiHour(Date.UTC(2026, 10, 22, 23, 30))).toBe(7)
    // 2026-11-23 is a Monday in Taipei while still Sunday in UTC.
    expect(taipeiParts(Date.UTC(2026, 10, 22, 17)).weekday).toBe(1)
    expect(taipeiParts(Date.UTC(2026, 10, 22, 15)).weekday).toBe(7)
  })

  test('date-time text and month start on the Taipei clock', () => {
    expect(formatTaipeiDateTime(Date.UTC(2026, 10, 22, 16, 5, 9))).toBe('2026-11-23 00:05:09')
    expect(monthStart(Date.UTC(2026, 10, 30, 17))).toBe(Date.UTC(2026, 10, 30, 16))
    expect(monthStart(Date.UTC(2026, 10, 30, 15))).toBe(Date.UTC(2026, 9, 31, 16))
  })
})

describe('換日時間 (the business day cutoff)', () => {
  // Taipei 2026-11-28 23:58 is 15:58 UTC.
  const at = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 8, m)

  test('with 05:00 a table ordered 23:58, added to at 00:00 and paid 00:01 is one day', () => {
    const days = [at(28, 23, 58), at(29, 0, 0), at(29, 0, 1)].map((ms) => businessDayAt(ms, '05:00').date)
    expect(days).toEqual(['2026-11-28', '2026-11-28', '2026-11-28'])
    expect(businessDayAt(at(29, 5), '05:00').date).toBe('2026-11-29')
    expect(businessDayAt(at(29, 4, 59), '05:00')).toEqual({ date: '2026-11-28', start: at(28, 5), end: at(29, 5) })
  })

  test('midnight is the calendar day', () => {
    expect(businessDayAt(at(29, 0, 1), '00:00')).toEqual({ date: '2026-11-29', ...dayBounds(at(29, 0, 1)) })
    expect(businessDayRange('2026-11-28', '05:00')).toEqual({ date: '2026-11-28', start: at(28, 5), end: at(29, 5) })
    expect(businessDayRange('2026-02-30', '05:00')).toBeNull()
  })

  test('a store setting reads as a cutoff, whole hours up to noon, else midnight', () => {
    expect(dayCutoff({ dayCutoff: '05:00' })).toBe('05:00')
    expect(dayCutoff({ dayCutoff: '05:30' })).toBe('00:00')
    expect(dayCutoff({ dayCutoff: '13:00' })).toBe('00:00')
    expect(dayCutoff({})).toBe('00:00')
    expect(dayCutoff(null)).toBe('00:00')
  })

  test('after a close the next day is open from the close instant', () => {
    const closed = { date: '2026-11-28', closedAt: at(28, 23) }
    expect(openBusinessDay(at(28, 22, 59), '05:00', closed).date).toBe('2026-11-28')
    expect(openBusinessDay(at(28, 23, 30), '05:00', closed)).toEqual({
      date: '2026-11-29',
      start: at(28, 23),
      end: at(30, 5),
    })
    // A day closed after its cutoff leaves the next day as it was.
    const late = { date: '2026-11-28', closedAt: at(29, 6) }
    expect(openBusinessDay(at(29, 7), '05:00', late)).toEqual(businessDayAt(at(29, 7), '05:00'))
    expect(nextDate('2026-12-31')).toBe('2027-01-01')
    expect(previousDate('2027-01-01')).toBe('2026-12-31')
  })

  test("a day's bounds end at its close and start at the previous close when those come first", () => {
    const day = businessDayRange('2026-11-29', '05:00')!
    expect(closedDayBounds(day, at(28, 23), null)).toEqual({ start: at(28, 23), end: at(30, 5) })
    expect(closedDayBounds(day, at(29, 6), at(29, 22))).toEqual({ start: at(29, 5), end: at(29, 22) })
    expect(closedDayBounds(day, null, at(30, 9))).toEqual({ start: at(29, 5), end: at(30, 5) })
  })
})
