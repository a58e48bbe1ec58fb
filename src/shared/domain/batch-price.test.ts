import { describe, expect, test } from 'bun:test'
import { adjustPrice, parseAdjustment } from './batch-price'

const pct = (v: unknown) => parseAdjustment('percentage', v)!
const fixed = (v: unknown) => parseAdjustment('fixed', v)!

describe('batch price', () => {
  test('percentage raises and lowers, rounded half up to cents', () => {
    expect(adjustPrice(12_000, pct(10))).toBe(13_200)
    expect(adjustPrice(12_345, pct(10))).toBe(13_580) // 13579.5 → 13580
    expect(adjustPrice(12_345, pct('-10'))).toBe(11_111) // 11110.5 → 11111
    expect(adjustPrice(9_999, pct('12.5'))).toBe(11_249) // 11248.875
    expect(adjustPrice(100, pct(33.3333))).toBe(133)
  })

  test('fixed adds NT$ amounts', () => {
    expect(adjustPrice(12_000, fixed(5))).toBe(12_500)
    expect(adjustPrice(12_000, fixed('-0.55'))).toBe(11_945)
  })

  test('never below 0', () => {
    expect(adjustPrice(5_000, fixed(-80))).toBe(0)
    expect(adjustPrice(5_000, pct(-150))).toBe(0)
    expect(adjustPrice(5_000, pct(-100))).toBe(0)
    expect(adjustPrice(0, pct(10))).toBe(0)
  })

  test('refuses values that are not numbers or carry too many decimals', () => {
    for (const bad of ['', 'abc', '1e2', NaN, Infinity, null, {}]) {
      expect(parseAdjustment('percentage', bad)).toBeNull()
      expect(parseAdjustment('fixed', bad)).toBeNull()
    }
    expect(parseAdjustment('fixed', '1.234')).toBeNull()
    expect(parseAdjustment('percentage', '1.23456')).toBeNull()
  })

  test('for a store of whole-dollar prices a percentage lands on whole dollars by its rule', () => {
    expect(adjustPrice(33_500, pct(10))).toBe(36_850) // cents allowed: NT$368.50
    expect(adjustPrice(33_500, pct(10), 'half-up')).toBe(36_900)
    expect(adjustPrice(33_500, pct(10), 'down')).toBe(36_800)
    expect(adjustPrice(33_400, pct(0.01), 'up')).toBe(33_500)
    expect(adjustPrice(5_000, pct(-150), 'up')).toBe(0)
  })
})
