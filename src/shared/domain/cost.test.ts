import { describe, expect, test } from 'bun:test'
import { lineCost, marginTone, profitMargin, recipeCost } from './cost'

describe('recipe cost', () => {
  test('unitCost × quantity / 1000 per line, in cents', () => {
    // NT$300.00 per 公斤, 150 thousandths (150 g) → NT$45.00
    expect(lineCost({ unitCost: 30_000, quantity: 150 })).toBe(4_500)
    // NT$0.05 per 個 × 10/1000 = 0.0005 NT$ → rounds to 0 cents
    expect(lineCost({ unitCost: 5, quantity: 10 })).toBe(0)
    expect(lineCost({ unitCost: 5, quantity: 100 })).toBe(1) // 0.5 cent rounds half up
  })

  test('sums exactly before rounding once', () => {
    const lines = [
      { unitCost: 5, quantity: 100 },
      { unitCost: 5, quantity: 100 },
      { unitCost: 5, quantity: 100 },
    ]
    expect(lines.map(lineCost)).toEqual([1, 1, 1])
    expect(recipeCost(lines)).toBe(2) // 1.5 cents → 2, not 3
    expect(recipeCost([])).toBe(0)
    expect(
      recipeCost([
        { unitCost: 30_000, quantity: 150 },
        { unitCost: 1_200, quantity: 2_000 },
      ]),
    ).toBe(4_500 + 2_400)
  })
})

describe('profit margin', () => {
  test('percent with one decimal', () => {
    expect(profitMargin(12_000, 4_500)).toBe(62.5)
    expect(profitMargin(30_000, 10_000)).toBe(66.7)
    expect(profitMargin(10_000, 0)).toBe(100)
    expect(profitMargin(10_000, 15_000)).toBe(-50)
  })

  test('null when the price is 0', () => {
    expect(profitMargin(0, 100)).toBeNull()
    expect(profitMargin(0, 0)).toBeNull()
  })

  test('colour bands at 50 and 30', () => {
    expect(marginTone(50)).toBe('green')
    expect(marginTone(49.9)).toBe('yellow')
    expect(marginTone(30)).toBe('yellow')
    expect(marginTone(29.9)).toBe('red')
    expect(marginTone(-10)).toBe('red')
    expect(marginTone(null)).toBeNull()
  })
})
