import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import {
  applyRate,
  applyRateWhole,
  formatMoney,
  isBoundedMoney,
  isWholeDollars,
  MAX_MONEY,
  parseMoney,
  splitEqually,
  toWholeDollars,
} from './money'

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
    for (const bad of [
      MAX_MONEY + 1,
      -MAX_MONEY - 1,
      0.5,
      NaN,
      Infinity,
      3.7974983354526585e24,
      Number.MAX_SAFE_INTEGER + 2,
    ]) {
      expect(isBoundedMoney(bad)).toBe(false)
    }
  })

  test('any bounded cents value formats as plain digits and reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY, max: MAX_MONEY }), (cents) => {
        const text = formatMoney(cents)
        expect(text).toMatch(/^-?\d{1,7}\.\d{2}$/)
        expect(parseMoney(text)).toBe(cents)
      }),
      { numRuns: 5000 },
    )
  })

  test('a value past the safe range still formats without an exponent; a non-number is refused', () => {
    // the exact value of the double, in plain digits
    expect(formatMoney(3.7974983354526585e24)).toBe('37974983354526584914575.36')
    expect(formatMoney(-1e21)).toBe('-10000000000000000000.00')
    for (const bad of [NaN, Infinity, -Infinity]) expect(() => formatMoney(bad)).toThrow(RangeError)
  })
})

describe('whole dollars', () => {
  test('an amount rounds to whole dollars by the rule, signs symmetric', () => {
    expect(toWholeDollars(3350)).toBe(3400)
    expect(toWholeDollars(3349)).toBe(3300)
    expect(toWholeDollars(3350, 'down')).toBe(3300)
    expect(toWholeDollars(3301, 'up')).toBe(3400)
    expect(toWholeDollars(3300, 'up')).toBe(3300)
    expect(toWholeDollars(-3350)).toBe(-3400)
    expect(toWholeDollars(-3301, 'up')).toBe(-3400)
    expect(toWholeDollars(0, 'up')).toBe(0)
  })

  test('a rate of an amount lands on whole dollars exactly, without float drift', () => {
    expect(applyRateWhole(33500, 0.1)).toBe(3400)
    expect(applyRateWhole(33500, 1 - 0.92)).toBe(2700) // 1 − 0.92 is 0.07999… in floating point
    expect(applyRateWhole(50000, 0.07, 'up')).toBe(3500) // 0.07 × 50000 = 3500.0000000000005 in floats
    expect(applyRateWhole(MAX_MONEY, 0.3, 'down')).toBe(299_999_900)
  })

  test('whole dollars means a multiple of 100 cents', () => {
    expect([0, 100, 33500, -200].every(isWholeDollars)).toBe(true)
    expect([50, 33550, 1.5].some(isWholeDollars)).toBe(false)
  })
})

describe('split in equal parts', () => {
  test('NT$1,000 in 3: NT$334 + NT$333 + NT$333', () => {
    expect(splitEqually(100000, 3)).toEqual([33400, 33300, 33300])
    expect(splitEqually(36900, 2)).toEqual([18500, 18400])
    expect(splitEqually(100, 4)).toEqual([100, 0, 0, 0])
    expect(splitEqually(10050, 2)).toEqual([5000, 5050]) // a total with cents: they go to the last part
  })

  test('refuses a part count below 1 or a negative total', () => {
    expect(() => splitEqually(1000, 0)).toThrow()
    expect(() => splitEqually(-1000, 2)).toThrow()
    expect(() => splitEqually(1000, 1.5)).toThrow()
  })

  test(`for any total and 1-10 parts: the parts sum to the total, are whole dollars (cents on the last only) and \
differ by at most NT$1`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY }), fc.integer({ min: 1, max: 10 }), (total, n) => {
        const parts = splitEqually(total, n)
        expect(parts).toHaveLength(n)
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
        for (const p of parts.slice(0, -1)) expect(isWholeDollars(p)).toBe(true)
        expect(parts.at(-1)! % 100).toBe(total % 100)
        const dollars = parts.map((p) => Math.floor(p / 100))
        expect(Math.max(...dollars) - Math.min(...dollars)).toBeLessThanOrEqual(1)
        for (const p of parts) expect(p).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
