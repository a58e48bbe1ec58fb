import { describe, expect, it } from 'vitest'
import { cashPreview, parseCash, toMoneyText } from './model.ts'

describe('close of day', () => {
  it('accepts non-negative amounts with up to two decimals', () => {
    expect(parseCash('1234.5')).toBe(123450)
    expect(parseCash('')).toBe(0)
    expect(parseCash('-1')).toBeNull()
    expect(parseCash('1.234')).toBeNull()
    expect(toMoneyText(123450)).toBe('1234.50')
  })

  it('expects the opening float plus cash payments and shows counted minus expected', () => {
    expect(cashPreview('3668.95', '500', '4170')).toEqual({ expected: 416895, counted: 417000, difference: 105 })
    expect(cashPreview('100.00', '', '').difference).toBeNull()
    // Cash refunds came out of the drawer: 500 + 3668.95 − 200 expected.
    expect(cashPreview('3668.95', '500', '3970', '200.00')).toEqual({
      expected: 396895,
      counted: 397000,
      difference: 105,
    })
    expect(cashPreview('100.00', 'x', '100').expected).toBeNull()
  })
})
