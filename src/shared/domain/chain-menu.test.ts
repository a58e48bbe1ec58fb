import { expect, test } from 'bun:test'
import { applyDecision, type ChainItem, type ChainMenu, matchRows, menuForStore, retiredRows } from './chain-menu'

const row = (id: number, chainKey: string | null, name: string) => ({ id, chainKey, name })

test('a snapshot row updates the row with its key, even renamed at HQ', () => {
  const match = matchRows([{ key: 'i1', name: '招牌滷肉飯' }], [row(7, 'i1', '滷肉飯'), row(8, null, '招牌滷肉飯')])
  expect([...match]).toEqual([['i1', 7]])
})

test("a new chain row adopts the store's unkeyed row of its name, once; otherwise it is new", () => {
  const existing = [row(1, null, '主餐 '), row(2, null, '飲料'), row(3, 'c9', '湯品')]
  const match = matchRows(
    [
      { key: 'c1', name: '主餐' },
      { key: 'c2', name: '主餐' },
      { key: 'c3', name: '湯品' },
    ],
    existing,
  )
  // 湯品 is claimed by chain key c9 already: c3 is a new row, and so is the second 主餐.
  expect([...match]).toEqual([
    ['c1', 1],
    ['c2', null],
    ['c3', null],
  ])
})

test("only chain rows the snapshot no longer has are retired; the store's own rows never", () => {
  const existing = [row(1, 'i1', 'a'), row(2, 'i2', 'b'), row(3, null, '本店限定')]
  expect(retiredRows([{ key: 'i1' }], existing)).toEqual([2])
})

test('applying: newer applies, the same is a no-op, older is refused', () => {
  expect(applyDecision(1, null)).toBe('apply')
  expect(applyDecision(3, 2)).toBe('apply')
  expect(applyDecision(2, 2)).toBe('same')
  expect(applyDecision(1, 2)).toBe('older')
})

const item = (key: string, basePrice: number, more: Partial<ChainItem> = {}): ChainItem => ({
  key,
  categoryKey: null,
  name: key,
  description: null,
  basePrice,
  isActive: true,
  tags: [],
  sizeOptions: [],
  spiceLevels: [],
  addOns: [],
  setSlots: [],
  hours: [],
  channelPrices: {},
  displayOrder: 0,
  groupKeys: [],
  ...more,
})

test("a store's own prices: base, sizes shifted alike, 外帶 its own or the template's; others untouched", () => {
  const noodles = item('i1', 16000, {
    sizeOptions: [
      { name: '小', price: 14000 },
      { name: '大', price: 19000 },
    ],
    channelPrices: { takeout: 15000 },
  })
  const rice = item('i2', 8000, { channelPrices: { takeout: 7500 } })
  const tea = item('i3', 3000)
  const menu: ChainMenu = {
    version: 4,
    publishedAt: 1,
    categories: [],
    optionGroups: [],
    items: [noodles, rice, tea],
    storePrices: {
      TPE: { i1: { price: 18000, takeout: null }, i2: { price: 9000, takeout: 8500 }, i9: { price: 1, takeout: null } },
      KHH: { i3: { price: 0, takeout: null } },
    },
  }
  const tpe = menuForStore(menu, 'TPE')
  expect(tpe.storePrices).toBeUndefined()
  expect(tpe.items.map((i) => [i.basePrice, i.sizeOptions.map((o) => o.price), i.channelPrices])).toEqual([
    [18000, [16000, 21000], { takeout: 15000 }],
    [9000, [], { takeout: 8500 }],
    [3000, [], {}],
  ])
  // A store HQ priced nothing for sells at the template's prices; a size never goes below zero.
  expect(menuForStore(menu, 'TCH').items).toEqual([noodles, rice, tea])
  const cheap = menuForStore({ ...menu, storePrices: { TPE: { i1: { price: 1000, takeout: null } } } }, 'TPE')
  expect(cheap.items[0]!.sizeOptions.map((o) => o.price)).toEqual([0, 4000])
})
