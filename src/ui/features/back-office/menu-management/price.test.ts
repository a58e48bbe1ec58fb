import { describe, expect, it } from 'vitest'
import {
  marginBadgeTone,
  normalisePrice,
  parseInlinePrice,
  parseOptionPrice,
  recipeRows,
  recipeSummary,
} from './price.ts'

describe('prices', () => {
  it('normalises the form price to two decimals, non-numbers to 0.00', () => {
    expect(normalisePrice('120')).toBe('120.00')
    expect(normalisePrice('99.999')).toBe('100.00')
    expect(normalisePrice('12.5')).toBe('12.50')
    expect(normalisePrice('abc')).toBe('0.00')
    expect(normalisePrice('')).toBe('0.00')
  })
  it('accepts inline prices of at least 0 only', () => {
    expect(parseInlinePrice('85')).toBe('85.00')
    expect(parseInlinePrice('0')).toBe('0.00')
    expect(parseInlinePrice('-1')).toBeNull()
    expect(parseInlinePrice('十元')).toBeNull()
    expect(parseInlinePrice(' ')).toBeNull()
  })
  it('accepts option prices with at most two decimals', () => {
    expect(parseOptionPrice('10')).toBe('10.00')
    expect(parseOptionPrice('10.555')).toBeNull()
    expect(parseOptionPrice('-5')).toBeNull()
  })
  it('colours margins at 50 and 30', () => {
    expect(marginBadgeTone(50)).toBe('success')
    expect(marginBadgeTone(49.9)).toBe('warning')
    expect(marginBadgeTone(30)).toBe('warning')
    expect(marginBadgeTone(29.9)).toBe('danger')
    expect(marginBadgeTone(null)).toBe('neutral')
  })
})

describe('recipe cost', () => {
  const beef = { id: 1, name: '牛腱肉', unit: '公斤', unitCost: '450.00', category: null }
  const noodles = { id: 4, name: '麵條', unit: '包', unitCost: '35.00', category: null }
  it('costs unitCost × quantity / 1000 per line and sums before rounding', () => {
    const rows = recipeRows({ 牛腱肉: { inventoryId: 1, quantity: 150 }, 麵條: { inventoryId: 4, quantity: 1000 } }, [
      beef,
      noodles,
    ])
    expect(rows.map((r) => r.lineCents)).toEqual([6750, 3500])
    expect(recipeSummary(rows, '180')).toEqual({ costCents: 10250, margin: 43.1 })
  })
  it('costs a vanished ingredient 0 and has no margin at price 0', () => {
    const rows = recipeRows({ 鹽: { inventoryId: 99, quantity: 5 } }, [beef])
    expect(rows[0]?.ingredient).toBeNull()
    expect(recipeSummary(rows, '0')).toEqual({ costCents: 0, margin: null })
  })
})
