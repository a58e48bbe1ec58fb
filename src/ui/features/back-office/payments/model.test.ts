import { describe, expect, it } from 'vitest'
import { cashFieldText, cashPreview, parseCash, toMoneyText } from './model.ts'

describe('close of day', () => {
  it('accepts non-negative amounts with up to two decimals', () => {
    expect(parseCash('1234.5')).toBe(123450)
    expect(parseCash('')).toBe(0)
    expect(parseCash('-1')).toBeNull()
    expect(parseCash('1.234')).toBeNull()
    expect(toMoneyText(123450)).toBe('1234.50')
  })

  it('swaps the float typed for the one the Z counted, and shows counted minus expected', () => {
    // The Z expects 1,000 float + 3,668.95 cash − 200 refunds − 100 paid out = 4,368.95.
    const z = { expectedCash: '4368.95', openingFloat: '1000.00' }
    expect(cashPreview(z, '500', '3870')).toEqual({ expected: 386895, counted: 387000, difference: 105 })
    expect(cashPreview(z, '1000', '').difference).toBeNull()
    expect(cashPreview(z, 'x', '100').expected).toBeNull()
    expect(cashFieldText('5000.00')).toBe('5000')
  })
})
