import { describe, expect, it } from 'vitest'
import { menuCsv } from './export.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'

describe('menuCsv', () => {
  it('writes a BOM, a Chinese header and one quoted row per item', () => {
    const item = {
      name: '牛肉麵, 大',
      category: '主食',
      description: null,
      basePrice: '180.00',
      calculatedCost: '105.50',
      profitMargin: 41.4,
      salesQuantity: 3,
      inventoryStatus: 'low',
      isActive: false,
      tags: ['招牌', '人氣'],
    } as unknown as MenuItem
    const lines = menuCsv([item]).split('\r\n')
    expect(lines[0]).toBe('\uFEFF名稱,分類,描述,價格,成本,毛利率(%),銷量,庫存,狀態,標籤')
    expect(lines[1]).toBe('"牛肉麵, 大",主食,,180.00,105.50,41.4,3,庫存偏低,已停售,招牌、人氣')
  })
})
