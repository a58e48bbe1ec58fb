import { describe, expect, test } from 'bun:test'
import { applyDecision, type ChainItem, itemForStore, matchRows, retiredRows, storePricesWithTiers } from './chain-menu'

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

describe("a store's own price", () => {
  const noodles: ChainItem = {
    key: 'i7',
    categoryKey: null,
    name: '牛肉麵',
    description: null,
    basePrice: 16_000,
    isActive: true,
    tags: [],
    sizeOptions: [
      { name: '小碗', price: 16_000 },
      { name: '大碗', price: 19_000 },
    ],
    spiceLevels: [],
    addOns: [{ name: '加麵', price: 2_000 }],
    setSlots: [{ name: '飲料', choices: [{ itemKey: 'i9', price: 1_500 }] }],
    hours: [],
    channelPrices: { takeout: 15_000 },
    displayOrder: 0,
    groupKeys: [],
  }
  test('moves the base price, the sizes and the 外帶 price together; add-ons and set parts stay', () => {
    const taipei = itemForStore(noodles, 18_000)
    expect(taipei.basePrice).toBe(18_000)
    expect(taipei.sizeOptions.map((s) => s.price)).toEqual([18_000, 21_000])
    expect(taipei.channelPrices).toEqual({ takeout: 17_000 })
    expect(taipei.addOns).toEqual(noodles.addOns)
    expect(taipei.setSlots).toEqual(noodles.setSlots)
  })
  test('no price of its own, or the template price: the template item itself', () => {
    expect(itemForStore(noodles, undefined)).toBe(noodles)
    expect(itemForStore(noodles, 16_000)).toBe(noodles)
    expect(itemForStore(noodles, 0).sizeOptions.map((s) => s.price)).toEqual([0, 3_000])
  })
})

test("a store's prices: its own first, then its tier's; a store in no tier has only its own", () => {
  const tiers = { 1: { i1: 20000, i2: 9000 }, 2: { i1: 17000 } }
  expect(
    storePricesWithTiers({
      own: { S1: { i1: 18000 }, S3: { i2: 8500 } },
      storeTiers: { S1: 1, S2: 1, S4: 2 },
      tiers,
    }),
  ).toEqual({
    S1: { i1: 18000, i2: 9000 },
    S2: { i1: 20000, i2: 9000 },
    S3: { i2: 8500 },
    S4: { i1: 17000 },
  })
  // A tier with no prices yet, and no store prices at all: nothing to carry.
  expect(storePricesWithTiers({ own: {}, storeTiers: { S1: 3 }, tiers })).toEqual({})
})
