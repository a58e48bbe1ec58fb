import { describe, expect, it } from 'vitest'
import { percentToRate, rateToPercent } from './rates.ts'

describe('store rates', () => {
  it('turns percentages into fractions within 0–30%', () => {
    expect(percentToRate('10')).toBe(0.1)
    expect(percentToRate('5.25')).toBe(0.0525)
    expect(percentToRate('0')).toBe(0)
    expect(percentToRate('31')).toBeNull()
    expect(percentToRate('-1')).toBeNull()
    expect(percentToRate('1.234')).toBeNull()
    expect(percentToRate('')).toBeNull()
  })

  it('shows fractions as percentages', () => {
    expect(rateToPercent(0.1)).toBe('10')
    expect(rateToPercent('0.05')).toBe('5')
    expect(rateToPercent(0.0525)).toBe('5.25')
  })
})
