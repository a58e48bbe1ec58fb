import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../../shared/api/front-of-house.ts'
import {
  addToCart,
  cartCount,
  cartTotals,
  changeQuantity,
  choiceSummary,
  clientOrderIdFor,
  defaultChoice,
  feePercent,
  fingerprint,
  choiceProblem,
  listPrice,
  isSoldOut,
  lineKey,
  lineSubtotal,
  needsChooser,
  orderBody,
  removeLine,
  replaceLine,
  repriceCart,
  validateSubmit,
  type Cart,
} from './cart.ts'

const item = (over: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  name: '紅燒牛肉麵',
  description: null,
  basePrice: '160.00',
  channelPrices: {},
  hours: [],
  categoryHours: [],
  categoryId: 'food',
  category: '主食',
  status: 'available',
  tags: [],
  isActive: true,
  sizeOptions: [
    { name: '小碗', price: '160.00' },
    { name: '大碗', price: '200.00' },
  ],
  spiceLevels: ['不辣', '小辣'],
  addOns: [
    { name: '加麵', price: '20.00' },
    { name: '加牛肉', price: '60.00' },
  ],
  optionGroups: [],
  setSlots: [],
  displayOrder: 0,
  soldOut: false,
  remaining: null,
  primaryImage: null,
  imageUrl: null,
  ...over,
})
const tea = item({ id: 2, name: '紅茶', basePrice: '30.00', sizeOptions: [], spiceLevels: [], addOns: [] })

describe('adding items', () => {
  it('new lines default to the first size and the first spice level', () => {
    expect(defaultChoice(item())).toEqual({ size: '小碗', spice: '不辣', addOns: [], groups: [] })
    expect(defaultChoice(tea)).toEqual({ size: null, spice: null, addOns: [], groups: [] })
  })

  it('identical size, spice and add-ons (in any order) merge into one line', () => {
    let cart: Cart = []
    cart = addToCart(cart, item(), { size: '大碗', spice: '小辣', addOns: ['加麵', '加牛肉'] })
    cart = addToCart(cart, item(), { size: '大碗', spice: '小辣', addOns: ['加牛肉', '加麵'] })
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(2)
    cart = addToCart(cart, item(), { size: '小碗', spice: '小辣', addOns: ['加麵', '加牛肉'] })
    expect(cart).toHaveLength(2)
    expect(cartCount(cart)).toBe(3)
  })

  it('prices a line as (size price or base price) plus add-ons, times quantity', () => {
    let cart = addToCart([], item(), { size: '大碗', spice: null, addOns: ['加牛肉'] }, 2)
    cart = addToCart(cart, tea, defaultChoice(tea))
    expect(cart.map(lineSubtotal)).toEqual([2 * 26000, 3000])
  })

  it('ignores a choice that is not on the menu', () => {
    expect(addToCart([], item(), { size: '特大碗', spice: null, addOns: [] })).toEqual([])
  })

  it('opens the chooser only when there is something to choose', () => {
    expect(needsChooser(item())).toBe(true)
    expect(needsChooser(tea)).toBe(false)
    expect(
      needsChooser(item({ sizeOptions: [{ name: '一份', price: '10.00' }], spiceLevels: ['小辣'], addOns: [] })),
    ).toBe(false)
  })

  it('treats unavailable, switched-off or out-of-stock items as sold out', () => {
    expect(isSoldOut(item())).toBe(false)
    expect(isSoldOut(item({ status: 'unavailable' }))).toBe(true)
    expect(isSoldOut(item({ isActive: false }))).toBe(true)
    expect(isSoldOut(item({ soldOut: true }))).toBe(true)
    // recorded stock at zero never stops a sale by itself
    expect(isSoldOut(item({ inventoryStatus: 'out' }))).toBe(false)
    expect(isSoldOut(item({ inventoryStatus: 'low' }))).toBe(false)
  })
})

describe('quantities', () => {
  const one = addToCart([], tea, defaultChoice(tea))
  const key = lineKey(2, defaultChoice(tea))

  it('decreasing to 0 removes the line', () => {
    const two = changeQuantity(one, key, 1)
    expect(two[0]!.quantity).toBe(2)
    expect(changeQuantity(changeQuantity(two, key, -1), key, -1)).toEqual([])
  })

  it('never goes above 99 per line', () => {
    expect(changeQuantity(one, key, 500)[0]!.quantity).toBe(99)
  })

  it('remove drops the line at once', () => {
    expect(removeLine(changeQuantity(one, key, 3), key)).toEqual([])
  })
})

describe('changing a line', () => {
  const small = defaultChoice(item())
  const big = { ...small, size: '大碗', addOns: ['加麵'] }
  const cart = addToCart(addToCart([], item(), small, 2), tea, defaultChoice(tea))

  it('changes its options and quantity in place, repriced', () => {
    const changed = replaceLine(cart, lineKey(1, small), item(), big, 3)
    expect(changed.map((l) => [l.name, l.choice.size, l.quantity, l.unitPrice])).toEqual([
      ['紅燒牛肉麵', '大碗', 3, 22_000],
      ['紅茶', null, 1, 3_000],
    ])
    expect(changed[0]!.key).toBe(lineKey(1, big))
  })

  it('merges into the line that already has the new choice', () => {
    const both = addToCart(cart, item(), big, 1)
    const merged = replaceLine(both, lineKey(1, small), item(), big, 2)
    expect(merged.filter((l) => l.menuItemId === 1).map((l) => [l.choice.size, l.quantity])).toEqual([['大碗', 3]])
  })

  it('leaves the cart as it was for a choice not on the menu or a line not in it', () => {
    expect(replaceLine(cart, lineKey(1, small), item(), { ...small, size: '特大碗' }, 1)).toBe(cart)
    expect(replaceLine(cart, 'gone', item(), big, 1)).toBe(cart)
  })
})

describe('totals', () => {
  const cart = addToCart(addToCart([], item(), { size: '大碗', spice: '不辣', addOns: [] }), tea, defaultChoice(tea), 2)

  const table = { kind: 'table', tableId: 3 } as const
  const takeout = { kind: 'takeout' } as const

  it('adds a 10% service fee at a table by default and the store rate when set', () => {
    expect(cartTotals(cart, { pricing: undefined, place: table })).toEqual({
      subtotal: 26000,
      serviceFee: 2600,
      discount: 0,
      total: 28600,
    })
    expect(cartTotals(cart, { pricing: { serviceFee: 0.05 }, place: table }).serviceFee).toBe(1300)
    // no place chosen yet: priced as dine-in, the usual case
    expect(cartTotals(cart, { pricing: undefined, place: null }).serviceFee).toBe(2600)
    expect(feePercent({ serviceFee: 0.05 }, table)).toBe(5)
  })

  it('charges no service fee on takeout unless the store adds it there', () => {
    expect(cartTotals(cart, { pricing: { serviceFee: 0.1 }, place: takeout })).toEqual({
      subtotal: 26000,
      serviceFee: 0,
      discount: 0,
      total: 26000,
    })
    expect(feePercent({ serviceFee: 0.1 }, takeout)).toBe(0)
    expect(cartTotals(cart, { pricing: { serviceFee: 0.1, feeOnTakeout: true }, place: takeout }).serviceFee).toBe(2600)
    expect(feePercent({ serviceFee: 0.1, feeOnTakeout: true }, takeout)).toBe(10)
  })

  it('takes the member tier discount off the items, not the fee, in whole dollars (gold ×0.92)', () => {
    // 8% of NT$260 = NT$20.80 → NT$21 (half up)
    expect(cartTotals(cart, { pricing: { serviceFee: 0.1 }, place: table, tier: 'gold' })).toEqual({
      subtotal: 26000,
      serviceFee: 2600,
      discount: 2100,
      total: 26500,
    })
    expect(
      cartTotals(cart, { pricing: { serviceFee: 0.1, rounding: 'down' }, place: table, tier: 'gold' }).discount,
    ).toBe(2000)
    expect(cartTotals(cart, { pricing: { serviceFee: 0.1 }, place: table, tier: 'silver' }).discount).toBe(2600)
    expect(cartTotals(cart, { pricing: { serviceFee: 0.1 }, place: table, tier: 'regular' }).discount).toBe(0)
  })

  it('reprices lines from the current menu', () => {
    const menu = new Map([[2, { ...tea, basePrice: '35.00' }]])
    expect(repriceCart(cart, menu).map(lineSubtotal)).toEqual([20000, 7000])
  })
})

describe('sending', () => {
  it('needs a table (or takeout), then a non-empty cart', () => {
    expect(validateSubmit([], null)).toBe('noTable')
    expect(validateSubmit([], { kind: 'takeout' })).toBe('empty')
    expect(validateSubmit(addToCart([], tea, defaultChoice(tea)), { kind: 'table', tableId: 3 })).toBeNull()
  })

  const cart = addToCart([], item(), { size: '大碗', spice: '小辣', addOns: ['加麵'] })
  const totals = cartTotals(cart, { pricing: { serviceFee: 0.1 }, place: { kind: 'table', tableId: 3 } })
  const body = (
    clientOrderId: string,
    place: { kind: 'takeout' } | { kind: 'table'; tableId: number } = { kind: 'table', tableId: 3 },
  ) => orderBody({ cart, place, sessionId: 9, memberId: null, paymentMethod: 'cash', totals, clientOrderId })

  it('sends lines with their options, 2-decimal money and the key', () => {
    expect(body('k1')).toEqual({
      orderType: 'dine_in',
      tableId: 3,
      sessionId: 9,
      memberId: null,
      items: [{ menuItemId: 1, quantity: 1, options: { size: '大碗', spice: '小辣', addOns: ['加麵'], groups: [] } }],
      subtotal: '220.00',
      serviceFee: '22.00',
      discount: '0.00',
      total: '242.00',
      paymentMethod: 'cash',
      clientOrderId: 'k1',
    })
    expect(body('k1', { kind: 'takeout' })).toMatchObject({ orderType: 'takeout', tableId: null, sessionId: null })
  })

  it('reuses the key of an unconfirmed send of the same cart, and only of the same cart', () => {
    let n = 0
    const fresh = () => `id-${++n}`
    const first = clientOrderIdFor(null, fingerprint(body('x')), fresh)
    const unconfirmed = { fingerprint: fingerprint(body(first)), clientOrderId: first }
    expect(clientOrderIdFor(unconfirmed, fingerprint(body('ignored')), fresh)).toBe(first)
    expect(clientOrderIdFor(unconfirmed, fingerprint(body('y', { kind: 'takeout' })), fresh)).toBe('id-2')
  })

  it('summarises a choice for the cart line', () => {
    const chosen = [{ groupId: 1, name: '甜度', choices: [{ name: '半糖', price: 0 }] }]
    expect(choiceSummary({ choice: { size: '大碗', spice: null, addOns: ['加麵', '加蛋'] }, chosen: [] })).toBe(
      '大碗 · +加麵 · +加蛋',
    )
    expect(choiceSummary({ choice: { size: '中杯', spice: null, addOns: [] }, chosen })).toBe('中杯 · 半糖')
  })
})

describe('option groups', () => {
  const group = (id: number, name: string, options: [string, string][], min: number, max: number, dflt?: string) => ({
    id,
    name,
    options: options.map(([n, price]) => ({ name: n, price })),
    required: min > 0,
    minChoices: min,
    maxChoices: max,
    defaultOption: dflt ?? null,
  })
  const sugar = group(
    7,
    '甜度',
    [
      ['正常', '0.00'],
      ['半糖', '0.00'],
    ],
    1,
    1,
    '正常',
  )
  const ice = group(
    8,
    '冰塊',
    [
      ['正常冰', '0.00'],
      ['少冰', '0.00'],
    ],
    1,
    1,
  )
  const toppings = group(
    9,
    '加料',
    [
      ['珍珠', '10.00'],
      ['椰果', '10.00'],
    ],
    0,
    3,
  )
  const milkTea = item({
    id: 5,
    name: '珍珠奶茶',
    basePrice: '55.00',
    sizeOptions: [],
    spiceLevels: [],
    addOns: [],
    optionGroups: [sugar, ice, toppings],
  })
  const picks = (ice: string, ...extra: string[]) => [
    { groupId: 9, choices: extra },
    { groupId: 8, choices: [ice] },
    { groupId: 7, choices: ['半糖'] },
  ]

  it('starts from the defaults, and a required group without one keeps the line out of the cart', () => {
    expect(defaultChoice(milkTea).groups).toEqual([{ groupId: 7, choices: ['正常'] }])
    expect(needsChooser(milkTea)).toBe(true)
    expect(addToCart([], milkTea)).toEqual([])
    expect(choiceProblem(milkTea, defaultChoice(milkTea))).toEqual({ kind: 'required', group: '冰塊' })
    expect(listPrice(milkTea)).toBe(5500)
  })

  it('prices picks, merges the same picks in any order and sends them in the menu order', () => {
    const choice = { size: null, spice: null, addOns: [] }
    let cart = addToCart([], milkTea, { ...choice, groups: picks('少冰', '椰果', '珍珠') })
    cart = addToCart(cart, milkTea, { ...choice, groups: picks('少冰', '珍珠', '椰果').reverse() })
    cart = addToCart(cart, milkTea, { ...choice, groups: picks('少冰', '珍珠') })
    expect(cart.map((l) => [choiceSummary(l), l.quantity, l.unitPrice])).toEqual([
      ['半糖少冰 加珍珠、加椰果', 2, 7500],
      ['半糖少冰 加珍珠', 1, 6500],
    ])
    const body = orderBody({
      cart: cart.slice(1),
      place: { kind: 'takeout' },
      sessionId: null,
      memberId: null,
      paymentMethod: 'cash',
      totals: cartTotals(cart.slice(1), { pricing: undefined, place: { kind: 'takeout' } }),
      clientOrderId: 'k',
    })
    expect(body.items[0]!.options!.groups).toEqual([
      { groupId: 7, choices: ['半糖'] },
      { groupId: 8, choices: ['少冰'] },
      { groupId: 9, choices: ['珍珠'] },
    ])
  })

  it('refuses more picks than a group allows', () => {
    const one = group(
      9,
      '加料',
      [
        ['珍珠', '10.00'],
        ['椰果', '10.00'],
      ],
      0,
      1,
    )
    const tea = { ...milkTea, optionGroups: [one] }
    const choice = { size: null, spice: null, addOns: [], groups: [{ groupId: 9, choices: ['珍珠', '椰果'] }] }
    expect(choiceProblem(tea, choice)).toEqual({ kind: 'count', group: '加料', min: 0, max: 1 })
    expect(addToCart([], tea, choice)).toEqual([])
  })
})
