import { describe, expect, it } from 'vitest'
import { EMPTY_ADVANCED, filterItems, isAdvancedActive, parseStoredAdvanced, type MenuFilters } from './filters.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'

const item = (over: Partial<MenuItem>): MenuItem => ({
  id: 1,
  storeId: 1,
  name: '牛肉麵',
  description: '紅燒湯頭',
  basePrice: '180.00',
  channelPrices: {},
  hours: [],
  categoryHours: [],
  categoryId: null,
  category: null,
  status: 'available',
  isActive: true,
  tags: [],
  sizeOptions: [],
  spiceLevels: [],
  addOns: [],
  optionGroups: [],
  setSlots: [],
  displayOrder: 0,
  primaryImage: null,
  soldOut: false,
  remaining: null,
  imageUrl: null,
  costData: {},
  calculatedCost: '0.00',
  profitMargin: 50,
  salesQuantity: 0,
  inventoryStatus: 'sufficient',
  createdAt: '',
  updatedAt: '',
  ...over,
})

const items = [
  item({ id: 1, name: '紅燒牛肉麵', tags: ['招牌'], basePrice: '180.00', salesQuantity: 30, profitMargin: 41.4 }),
  item({
    id: 2,
    name: 'Bubble Tea',
    description: '珍珠',
    tags: ['新品', '人氣'],
    basePrice: '60.00',
    salesQuantity: 5,
    profitMargin: 62,
  }),
  item({ id: 3, name: '豆花', isActive: false, status: 'unavailable', basePrice: '40.00', profitMargin: null }),
]
const base: MenuFilters = { search: '', status: 'all', tag: '', advanced: EMPTY_ADVANCED }
const ids = (f: Partial<MenuFilters>) => filterItems(items, { ...base, ...f }).map((i) => i.id)

describe('filterItems', () => {
  it('searches name and description, ignoring case', () => {
    expect(ids({ search: 'bubble' })).toEqual([2])
    expect(ids({ search: '珍珠' })).toEqual([2])
    expect(ids({ search: '  ' })).toEqual([1, 2, 3])
  })
  it('filters by status and by one tag', () => {
    expect(ids({ status: 'active' })).toEqual([1, 2])
    expect(ids({ status: 'inactive' })).toEqual([3])
    expect(ids({ tag: '招牌' })).toEqual([1])
  })
  it('applies price, sales and margin ranges inclusively; blank bounds are open', () => {
    expect(ids({ advanced: { ...EMPTY_ADVANCED, priceMin: '60', priceMax: '180' } })).toEqual([1, 2])
    expect(ids({ advanced: { ...EMPTY_ADVANCED, salesMin: '10' } })).toEqual([1])
    expect(ids({ advanced: { ...EMPTY_ADVANCED, marginMin: '50' } })).toEqual([2])
  })
  it('drops items without a margin only when a margin bound is set', () => {
    expect(ids({ advanced: { ...EMPTY_ADVANCED, marginMax: '100' } })).toEqual([1, 2])
  })
  it('keeps items carrying any of the selected tags', () => {
    expect(ids({ advanced: { ...EMPTY_ADVANCED, tags: ['招牌', '人氣'] } })).toEqual([1, 2])
  })
})

describe('advanced filter state', () => {
  it('is active when any bound or tag is set', () => {
    expect(isAdvancedActive(EMPTY_ADVANCED)).toBe(false)
    expect(isAdvancedActive({ ...EMPTY_ADVANCED, salesMax: '0' })).toBe(true)
    expect(isAdvancedActive({ ...EMPTY_ADVANCED, priceMin: 'abc' })).toBe(false)
    expect(isAdvancedActive({ ...EMPTY_ADVANCED, tags: ['辣'] })).toBe(true)
  })
  it('reads back stored filters and ignores junk', () => {
    expect(parseStoredAdvanced(null)).toEqual(EMPTY_ADVANCED)
    expect(parseStoredAdvanced('{not json')).toEqual(EMPTY_ADVANCED)
    expect(
      parseStoredAdvanced(JSON.stringify({ priceMin: 50, marginMax: '80', tags: ['辣', 'bogus', '辣'], salesMin: {} })),
    ).toEqual({ ...EMPTY_ADVANCED, priceMin: '50', marginMax: '80', tags: ['辣'] })
  })
})
