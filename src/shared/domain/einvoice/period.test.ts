import { describe, expect, test } from 'bun:test'
import { migDateTime, parsePeriodCode, periodClose, periodLabel, periodOf } from './period'

describe('the two-month invoice period in ROC years', () => {
  test('November and December 2025 are 114年11-12月, code 11412', () => {
    for (const at of ['2025-11-01T00:00:00+08:00', '2025-12-31T23:59:59+08:00']) {
      const p = periodOf(new Date(at), 'Asia/Taipei')
      expect(p.code).toBe('11412')
      expect(periodLabel(p)).toBe('114年11-12月')
    }
  })
  test('the store clock decides: 2025-12-31 16:30 UTC is already 2026-01-01 in Taipei (115年01-02月)', () => {
    const p = periodOf(new Date('2025-12-31T16:30:00Z'), 'Asia/Taipei')
    expect(p.code).toBe('11502')
    expect(periodLabel(p)).toBe('115年01-02月')
  })
  test('every odd month shares the period of the even month after it', () => {
    for (let m = 1; m <= 12; m++) {
      const p = periodOf(new Date(Date.UTC(2026, m - 1, 15, 4)), 'Asia/Taipei')
      expect(p.endMonth).toBe(m % 2 ? m + 1 : m)
      expect(p.code).toBe(`115${String(p.endMonth).padStart(2, '0')}`)
    }
  })
  test('period codes typed by staff', () => {
    expect(parsePeriodCode('11412')?.startMonth).toBe(11)
    for (const bad of ['11411', '11400', '11414', '1141', 'abcde', '00012']) expect(parsePeriodCode(bad)).toBeNull()
  })
  test('MIG date and time in the store zone', () => {
    expect(migDateTime(Date.parse('2025-12-31T16:30:05Z'), 'Asia/Taipei')).toEqual({
      date: '20260101',
      time: '00:30:05',
    })
  })
  test("a period closes at the next one's first midnight in the store zone; blank numbers are due by the 10th", () => {
    expect(periodClose(parsePeriodCode('11512')!, 'Asia/Taipei')).toEqual({
      endsAt: Date.parse('2027-01-01T00:00:00+08:00'),
      blankDueBy: '2027-01-10',
    })
    expect(periodClose(parsePeriodCode('11504')!, 'America/New_York')).toEqual({
      endsAt: Date.parse('2026-05-01T00:00:00-04:00'),
      blankDueBy: '2026-05-10',
    })
  })
})
