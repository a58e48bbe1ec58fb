import { describe, expect, it } from 'vitest'
import { ALL, categoryChips, filterMenu, orderable, type MenuItem } from './menu.ts'

const item = (id: number, name: string, categoryId: number | null, category: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, name, description: null, basePrice: '50.00', categoryId, category, status: 'available', isActive: true,
  tags: [], sizeOptions: [], spiceLevels: [], addOns: [], imageUrl: null, ...extra,
})

const menu = [
  item(1, '滷肉飯', 1, '主食'),
  item(2, '珍珠奶茶', 3, '飲品'),
  item(3, 'Beef Noodles', 1, '主食'),
  item(4, '蚵仔煎', 2, '小吃', { status: 'unavailable' }),
  item(5, '豆花', 4, '甜點', { isActive: false }),
]
const categories = [
  { id: 3, name: '飲品', displayOrder: 2 },
  { id: 1, name: '主食', displayOrder: 0 },
  { id: 2, name: '小吃', displayOrder: 1 },
  { id: 4, name: '甜點', displayOrder: 3 },
]

describe('phone menu', () => {
  it('lists only available, active items', () => {
    expect(orderable(menu).map((i) => i.id)).toEqual([1, 2, 3])
    expect(orderable(undefined)).toEqual([])
  })

  it('builds chips from the menu categories in display order, only those with items', () => {
    const chips = categoryChips(orderable(menu), categories)
    expect(chips.map((c) => c.label)).toEqual(['全部', '主食', '飲品'])
    expect(chips[1]).toEqual({ key: '1', label: '主食' })
  })

  it('falls back to the items own category names without a category list', () => {
    expect(categoryChips(orderable(menu), undefined).map((c) => c.label)).toEqual(['全部', '主食', '飲品'])
  })

  it('the chips do filter, and search is a case-insensitive name match', () => {
    const list = orderable(menu)
    expect(filterMenu(list, { search: '', category: '3' }).map((i) => i.name)).toEqual(['珍珠奶茶'])
    expect(filterMenu(list, { search: 'beef', category: ALL }).map((i) => i.id)).toEqual([3])
    expect(filterMenu(list, { search: 'beef', category: '3' })).toEqual([])
    expect(filterMenu(list, { search: '  ', category: ALL })).toHaveLength(3)
  })
})
