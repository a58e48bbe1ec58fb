import { describe, expect, test } from 'bun:test'
import { inventoryTurnover, reportStockLevel } from './inventory-turnover'

describe('report stock level', () => {
  test('ratio bands', () => {
    expect(reportStockLevel(4, 10)).toEqual({ ratio: 0.4, level: 'low' })
    expect(reportStockLevel(5, 10)).toEqual({ ratio: 0.5, level: 'medium' })
    expect(reportStockLevel(10, 10)).toEqual({ ratio: 1, level: 'high' })
  })
  test('a minimum below 1 counts as 1, a missing one as 10', () => {
    expect(reportStockLevel(0.6, 0.2)).toEqual({ ratio: 0.6, level: 'medium' })
    expect(reportStockLevel(6, null)).toEqual({ ratio: 0.6, level: 'medium' })
    expect(reportStockLevel(6, 0)).toEqual({ ratio: 0.6, level: 'medium' })
  })
})

describe('turnover', () => {
  test('consumption over average stock', () => {
    expect(inventoryTurnover(3000, 5000, 3000)).toBe(0.75)
    expect(inventoryTurnover(1000, 0, 0)).toBeNull()
  })
})
