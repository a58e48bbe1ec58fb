import { describe, expect, test } from 'bun:test'
import {
  businessDate,
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
