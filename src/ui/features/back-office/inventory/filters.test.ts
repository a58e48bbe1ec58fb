import { describe, expect, it } from 'vitest'
import { checkMaterial, filterInventory, qty } from './filters.ts'
import type { InventoryItem } from '../../../../shared/api/inventory.ts'

const item = (id: number, over: Partial<InventoryItem>) =>
  ({ id, name: `m${id}`, categoryId: 1, supplier: null, stockStatus: 'good', ...over }) as InventoryItem
const items = [
  item(1, { name: '牛腱肉', supplier: '大成', stockStatus: 'good' }),
  item(2, { name: '麵條', categoryId: 2, stockStatus: 'out' }),
  item(3, { name: '青江菜', stockStatus: 'low' }),
  item(4, { name: '白米', stockStatus: 'warning' }),
]
const ids = (f: Partial<Parameters<typeof filterInventory>[1]>) =>
  filterInventory(items, { search: '', categoryId: 'all', status: 'all', ...f }).map((i) => i.id)

describe('filterInventory', () => {
  it('normal shows only good; low shows low and out', () => {
    expect(ids({ status: 'normal' })).toEqual([1])
    expect(ids({ status: 'low' })).toEqual([2, 3])
    expect(ids({})).toEqual([1, 2, 3, 4])
  })
  it('searches name and supplier and filters by category', () => {
    expect(ids({ search: '大成' })).toEqual([1])
    expect(ids({ search: '麵' })).toEqual([2])
    expect(ids({ categoryId: 2 })).toEqual([2])
  })
})

describe('material form', () => {
  const ok = { name: '鹽', categoryId: '1', currentStock: '1.5', safetyStock: '0', unitCost: '12.50' }
  it('accepts a complete form', () => expect(checkMaterial(ok)).toEqual({}))
  it('flags missing and invalid fields', () => {
    expect(
      checkMaterial({ ...ok, name: ' ', categoryId: '', currentStock: '-1', safetyStock: 'x', unitCost: '1.234' }),
    ).toEqual({
      name: '請輸入名稱',
      categoryId: '請選擇分類',
      currentStock: '目前庫存請輸入 0 以上的數量，最多三位小數',
      safetyStock: '安全庫存請輸入 0 以上的數量，最多三位小數',
      unitCost: '單位成本（NT$）請輸入 0 以上的金額，最多兩位小數',
    })
  })
  it('shows quantities without trailing zeros', () => {
    expect(qty('12.500')).toBe('12.5')
    expect(qty('3.000')).toBe('3')
  })
})
