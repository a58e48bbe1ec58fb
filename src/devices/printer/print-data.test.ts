import { expect, test } from 'bun:test'
import { formatPrintTime } from './print-data'

test("print time is the store zone's minute, kept per zone, and moves on with the minute and the zone", () => {
  const noon = Date.UTC(2026, 10, 22, 4, 0, 0) // 12:00 in Taipei
  expect(formatPrintTime(noon, 'Asia/Taipei')).toBe('2026-11-22 12:00')
  expect(formatPrintTime(noon + 59_999, 'Asia/Taipei')).toBe('2026-11-22 12:00')
  expect(formatPrintTime(noon + 60_000, 'Asia/Taipei')).toBe('2026-11-22 12:01')
  expect(formatPrintTime(noon + 60_000, 'Asia/Tokyo')).toBe('2026-11-22 13:01')
  expect(formatPrintTime(noon + 60_000, 'Asia/Taipei')).toBe('2026-11-22 12:01')
  expect(formatPrintTime(noon - 1, 'Asia/Taipei')).toBe('2026-11-22 11:59')
  // 16:00 UTC is midnight in Taipei: the date turns with the minute
  expect(formatPrintTime(Date.UTC(2026, 10, 22, 16, 0), 'Asia/Taipei')).toBe('2026-11-23 00:00')
})
