import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { applyRate, formatMoney, isBoundedMoney, MAX_MONEY, parseMoney } from './money'

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

  test('the bound is NT$9,999,999.99 (999,999,999 cents) either way, in whole safe cents', () => {
    expect(formatMoney(MAX_MONEY)).toBe('9999999.99')
    for (const ok of [0, 1, -1, MAX_MONEY, -MAX_MONEY]) expect(isBoundedMoney(ok)).toBe(true)
    for (const bad of [MAX_MONEY + 1, -MAX_MONEY - 1, 0.5, NaN, Infinity, 3.7974983354526586e24, Number.MAX_SAFE_INTEGER + 2]) {
      expect(isBoundedMoney(bad)).toBe(false)
    }
  })

  test('any bounded cents value formats as plain digits and reads back the same', () => {
    fc.assert(fc.property(fc.integer({ min: -MAX_MONEY, max: MAX_MONEY }), (cents) => {
      const text = formatMoney(cents)
      expect(text).toMatch(/^-?\d{1,7}\.\d{2}$/)
      expect(parseMoney(text)).toBe(cents)
    }), { numRuns: 5000 })
  })

  test('a value past the safe range still formats without an exponent; a non-number is refused', () => {
    // the exact value of the double, in plain digits
    expect(formatMoney(3.7974983354526586e24)).toBe('37974983354526584914575.36')
    expect(formatMoney(-1e21)).toBe('-10000000000000000000.00')
    for (const bad of [NaN, Infinity, -Infinity]) expect(() => formatMoney(bad)).toThrow(RangeError)
  })
})
