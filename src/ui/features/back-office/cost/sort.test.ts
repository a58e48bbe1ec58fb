import { describe, expect, it } from 'vitest'
import { nextSort, sortCostRows } from './sort.ts'
import type { CostRow } from '../../../../shared/api/cost.ts'

const row = (id: number, over: Partial<CostRow>) =>
  ({
    id,
    name: `n${id}`,
    category: null,
    price: '0.00',
    cost: '0.00',
    profit: '0.00',
    margin: null,
    salesQuantity: 0,
    hasRecipe: true,
    ...over,
  }) as CostRow
const rows = [
  row(1, { name: '滷肉飯', margin: 55.7, price: '45.00', salesQuantity: 10 }),
  row(2, { name: '牛肉麵', margin: 41.4, price: '180.00', salesQuantity: 3 }),
  row(3, { name: '酸辣湯', margin: 100, price: '35.00', hasRecipe: false }),
  row(4, { name: '免費茶', margin: null, price: '0.00' }),
]
const ids = (key: Parameters<typeof sortCostRows>[1], dir: 'asc' | 'desc') =>
  sortCostRows(rows, key, dir).map((r) => r.id)

describe('sortCostRows', () => {
  it('sorts margins with no-recipe and no-margin rows last either way', () => {
    expect(ids('margin', 'desc')).toEqual([1, 2, 4, 3])
    expect(ids('margin', 'asc')).toEqual([2, 1, 4, 3])
  })
  it('sorts prices and sales as numbers', () => {
    expect(ids('price', 'desc')).toEqual([2, 1, 3, 4])
    expect(ids('sales', 'desc')).toEqual([1, 2, 3, 4])
  })
  it('sorts names by Chinese collation', () => {
    expect(ids('name', 'asc')).toHaveLength(4)
  })
})

describe('nextSort', () => {
  it('flips the same column and starts numbers descending', () => {
    expect(nextSort({ key: 'margin', dir: 'desc' }, 'margin')).toEqual({ key: 'margin', dir: 'asc' })
    expect(nextSort({ key: 'margin', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'desc' })
    expect(nextSort({ key: 'margin', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' })
  })
})
