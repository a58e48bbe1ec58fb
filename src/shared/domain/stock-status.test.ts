import { describe, expect, test } from 'bun:test'
import { isLowStock, menuInventoryStatus, stockStatus, STOCK_STATUS_LABELS } from './stock-status'

describe('stockStatus', () => {
  test('out at zero or below', () => {
    expect(stockStatus(0, 10_000)).toBe('out')
    expect(stockStatus(-500, 10_000)).toBe('out')
    expect(stockStatus(0, 0)).toBe('out')
  })

  test('low just below safety, warning from safety up to just below 1.5 ×', () => {
    expect(stockStatus(9_999, 10_000)).toBe('low')
    expect(stockStatus(10_000, 10_000)).toBe('warning')
    expect(stockStatus(14_999, 10_000)).toBe('warning')
  })

  test('exactly 1.5 × safety is good, as is anything above', () => {
    expect(stockStatus(15_000, 10_000)).toBe('good')
    expect(stockStatus(15_001, 10_000)).toBe('good')
    expect(stockStatus(1, 0)).toBe('good')
  })

  test('an odd safety stock compares exactly (1.5 × 3 = 4.5)', () => {
    expect(stockStatus(4, 3)).toBe('warning')
    expect(stockStatus(5, 3)).toBe('good')
  })

  test('labels and the low filter follow the spec', () => {
    expect(STOCK_STATUS_LABELS).toEqual({ out: '缺貨', low: '偏低', warning: '注意', good: '充足' })
    expect(['out', 'low', 'warning', 'good'].filter((s) => isLowStock(s as never))).toEqual(['out', 'low'])
  })
})

describe('menuInventoryStatus', () => {
  test('sufficient with no recipe or healthy stock', () => {
    expect(menuInventoryStatus([])).toBe('sufficient')
    expect(menuInventoryStatus([{ current: 20_000, safety: 5_000, perServing: 200 }])).toBe('sufficient')
    // a warning-level ingredient still makes the dish
    expect(menuInventoryStatus([{ current: 6_000, safety: 5_000, perServing: 200 }])).toBe('sufficient')
  })

  test('low when one ingredient is below safety', () => {
    expect(
      menuInventoryStatus([
        { current: 20_000, safety: 5_000, perServing: 200 },
        { current: 4_000, safety: 5_000, perServing: 200 },
      ]),
    ).toBe('low')
  })

  test('out when one ingredient is empty or cannot cover one serving', () => {
    expect(menuInventoryStatus([{ current: 0, safety: 0, perServing: 1 }])).toBe('out')
    expect(
      menuInventoryStatus([
        { current: 4_000, safety: 5_000, perServing: 200 },
        { current: 150, safety: 0, perServing: 200 },
      ]),
    ).toBe('out')
  })
})
