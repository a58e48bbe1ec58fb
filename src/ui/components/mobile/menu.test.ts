import { describe, expect, it } from 'vitest'
import { ALL, categoryChips, filterMenu, orderable, type MenuItem } from './menu.ts'

const item = (
  id: number,
  name: string,
  categoryId: string | null,
  category: string | null,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  name,
  description: null,
  basePrice: '50.00',
  channelPrices: {},
  hours: [],
  categoryHours: [],
  categoryId,
  category,
  status: 'available',
  isActive: true,
  tags: [],
  sizeOptions: [],
  spiceLevels: [],
  addOns: [],
  optionGroups: [],
  setSlots: [],
  soldOut: false,
  remaining: null,
  imageUrl: null,
  ...extra,
})

const menu = [
  item(1, '滷肉飯', 'food', '主食'),
  item(2, '珍珠奶茶', 'drink', '飲品'),
  item(3, 'Beef Noodles', 'food', '主食'),
  item(4, '蚵仔煎', 'c7', '小吃', { status: 'unavailable' }),
  item(5, '豆花', 'dessert', '甜點', { isActive: false }),
]
// ids are the categories' keys (spec part 1 §3), the same values as the items' categoryId
const categories = [
  { id: 'drink', name: '飲品', displayOrder: 2 },
  { id: 'food', name: '主食', displayOrder: 0 },
  { id: 'c7', name: '小吃', displayOrder: 1 },
  { id: 'dessert', name: '甜點', displayOrder: 3 },
]

describe('phone menu', () => {
  it('lists only available, active items', () => {
    expect(orderable(menu).map((i) => i.id)).toEqual([1, 2, 3])
    expect(orderable(undefined)).toEqual([])
  })

  it('builds chips from the menu categories in display order, only those with items', () => {
    const chips = categoryChips(orderable(menu), categories)
    expect(chips.map((c) => c.label)).toEqual(['全部', '主食', '飲品'])
    expect(chips[1]).toEqual({ key: 'food', label: '主食' })
  })

  it('falls back to the items own category names without a category list', () => {
    expect(categoryChips(orderable(menu), undefined).map((c) => c.label)).toEqual(['全部', '主食', '飲品'])
  })

  it('the chips do filter, and search is a case-insensitive name match', () => {
    const list = orderable(menu)
    expect(filterMenu(list, { search: '', category: 'drink' }).map((i) => i.name)).toEqual(['珍珠奶茶'])
    expect(filterMenu(list, { search: '', category: 'food' }).map((i) => i.id)).toEqual([1, 3])
    expect(filterMenu(list, { search: 'beef', category: ALL }).map((i) => i.id)).toEqual([3])
    expect(filterMenu(list, { search: 'beef', category: 'drink' })).toEqual([])
    expect(filterMenu(list, { search: '  ', category: ALL })).toHaveLength(3)
  })
})
