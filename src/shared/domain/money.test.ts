import { describe, expect, test } from 'bun:test'
import { applyRate, formatMoney, parseMoney } from './money'

describe('money', () => {
  test('parses decimal strings and numbers to cents', () => {
    expect(parseMoney('120.00')).toBe(12000)
    expect(parseMoney('120.5')).toBe(12050)
    expect(parseMoney('0.07')).toBe(7)
    expect(parseMoney(' 35 ')).toBe(3500)
    expect(parseMoney(12.34)).toBe(1234)
    expect(parseMoney('-1.50')).toBe(-150)
  })

  test('refuses what is not money', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,000', null, undefined, {}, NaN, Infinity, '12.']) {
      expect(parseMoney(bad)).toBeNull()
    }
  })

  test('formats cents with two decimals', () => {
    expect(formatMoney(12000)).toBe('120.00')
    expect(formatMoney(5)).toBe('0.05')
    expect(formatMoney(-150)).toBe('-1.50')
    expect(formatMoney(0)).toBe('0.00')
  })

  test('applies a rate with half-up rounding to whole cents', () => {
    expect(applyRate(12345, 0.1)).toBe(1235)
    expect(applyRate(1005, 0.1)).toBe(101)
    expect(applyRate(10000, 0.9)).toBe(9000)
  })
})
