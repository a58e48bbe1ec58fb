import { describe, expect, it } from 'vitest'
import { formatChange, formatDateTime, formatPercent, formatTime, paymentMethodLabel, truncate } from './format.ts'

describe('back-office formatting', () => {
  it('shows times on Taipei clock as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2026-11-22T16:05:09.000Z')).toBe('2026-11-23 00:05:09')
    expect(formatTime('2026-11-22T03:07:00.000Z')).toBe('11:07')
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('not a date')).toBe('—')
  })

  it('shows times on the store zone it is given, not the device zone', () => {
    expect(formatDateTime('2026-11-22T16:05:09.000Z', 'Asia/Tokyo')).toBe('2026-11-23 01:05:09')
    expect(formatTime('2026-11-22T16:05:09.000Z', 'Europe/London')).toBe('16:05')
    expect(formatDateTime('2026-11-22T16:05:09.000Z', 'Asia/Taipei')).toBe('2026-11-23 00:05:09')
  })

  it('truncates by characters and marks the cut with an ellipsis', () => {
    expect(truncate('短', 50)).toBe('短')
    expect(truncate('一二三四五六', 5)).toBe('一二三四五…')
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50))
  })

  it('captions percent changes, with null meaning nothing to compare', () => {
    expect(formatChange(12.5)).toEqual({ text: '較昨日 +12.5%', tone: 'up' })
    expect(formatChange(-3)).toEqual({ text: '較昨日 -3.0%', tone: 'down' })
    expect(formatChange(0).tone).toBe('flat')
    expect(formatChange(null).text).toBe('昨日無資料可比較')
    expect(formatPercent(29.5)).toBe('29.5%')
    expect(formatPercent(null)).toBe('—')
  })

  it('labels payment methods in zh-TW and shows unknown ones as they are', () => {
    expect(paymentMethodLabel('cash')).toBe('現金')
    expect(paymentMethodLabel('jko_pay')).toBe('jko_pay')
    expect(paymentMethodLabel(null)).toBe('未設定')
  })
})
