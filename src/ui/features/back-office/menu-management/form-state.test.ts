import { describe, expect, it } from 'vitest'
import { emptyForm, formFromItem, formToInput, splitSpiceLevels } from './form-state.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'

describe('item form', () => {
  it('sends a trimmed name, a 2-decimal price, null for blanks and status with isActive', () => {
    const input = formToInput({
      ...emptyForm(),
      name: ' 牛肉麵 ',
      basePrice: '180.5',
      description: '  ',
      isActive: false,
    })
    expect(input).toMatchObject({
      name: '牛肉麵',
      basePrice: '180.50',
      description: null,
      categoryId: null,
      isActive: false,
      status: 'unavailable',
      // Left blank, takeout pays the base price.
      channelPrices: { takeout: null },
    })
  })
  it('turns a non-numeric price into 0.00 and keeps the chosen category', () => {
    expect(formToInput({ ...emptyForm('food'), name: 'x', basePrice: 'abc' })).toMatchObject({
      basePrice: '0.00',
      categoryId: 'food',
    })
  })
  it('round-trips an item', () => {
    const item = {
      name: '奶茶',
      basePrice: '60.00',
      description: null,
      tags: ['新品'],
      categoryId: 'drink',
      isActive: true,
      costData: { 鮮奶: { inventoryId: 7, quantity: 200 } },
      sizeOptions: [{ name: '大杯', price: '70.00' }],
      spiceLevels: [],
      addOns: [{ name: '加珍珠', price: '10.00' }],
      hours: [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' }],
      channelPrices: { takeout: '55.00', delivery: '75.00' },
    } as unknown as MenuItem
    const form = formFromItem(item)
    expect(form.basePrice).toBe('60')
    expect(form.channelPrices).toEqual({ takeout: '55', delivery: '75' })
    expect(formToInput(form)).toMatchObject({
      hours: item.hours,
      channelPrices: { takeout: '55.00', delivery: '75.00' },
      basePrice: '60.00',
      categoryId: 'drink',
      costData: item.costData,
      sizeOptions: item.sizeOptions,
      addOns: [{ name: '加珍珠', price: '10.00', category: null }],
    })
  })
})

describe('splitSpiceLevels', () => {
  it('splits on ASCII and full-width commas, trims and skips repeats', () => {
    expect(splitSpiceLevels('小辣, 中辣，大辣、小辣', ['不辣'])).toEqual(['小辣', '中辣', '大辣'])
    expect(splitSpiceLevels(' , ', [])).toEqual([])
    expect(splitSpiceLevels('不辣', ['不辣'])).toEqual([])
  })
})
