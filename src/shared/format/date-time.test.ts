import { describe, expect, test } from 'bun:test'
import { compareIsoTimes, formatClockIn, formatDateIn, formatDateTimeIn } from './date-time'

// 2026-11-22 12:05:09 UTC = 20:05:09 in Taipei.
const AT = Date.UTC(2026, 10, 22, 12, 5, 9)

describe('store-clock time formatter', () => {
  test('shows the store zone, whatever zone the device is in', () => {
    // A device set to New York (and a test process in any TZ) still reads Taipei's clock.
    const saved = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(new Date(AT).getHours()).toBe(7) // the device's own clock
      expect(formatDateTimeIn(AT)).toBe('2026-11-22 20:05:09')
      expect(formatClockIn(AT)).toBe('20:05')
      expect(formatDateIn(Date.UTC(2026, 10, 22, 17))).toBe('2026-11-23') // 01:00 on the 23rd in Taipei
    } finally {
      process.env.TZ = saved
    }
  })

  test('another store zone is honoured; midnight is 00, not 24', () => {
    expect(formatDateTimeIn(AT, 'Asia/Tokyo')).toBe('2026-11-22 21:05:09')
    expect(formatDateTimeIn(AT, 'Europe/London')).toBe('2026-11-22 12:05:09')
    expect(formatClockIn(Date.UTC(2026, 10, 22, 16, 0), 'Asia/Taipei')).toBe('00:00')
  })

  test('an unknown zone falls back to Taipei instead of failing', () => {
    expect(formatDateTimeIn(AT, 'Mars/Olympus')).toBe('2026-11-22 20:05:09')
  })
})

test('API instants order by their characters, as in time', () => {
  const times = ['2026-11-22T12:05:09.100Z', '2026-11-21T23:59:59.999Z', '2026-11-22T12:05:09.010Z']
  expect([...times].sort(compareIsoTimes)).toEqual([times[1], times[2], times[0]])
  expect(compareIsoTimes(times[0]!, times[0]!)).toBe(0)
})
