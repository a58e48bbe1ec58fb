import { describe, expect, it } from 'vitest'
import {
  addToCart,
  cartCount,
  cartFingerprint,
  cartSubtotal,
  cartTotals,
  choiceSummary,
  decrement,
  decrementItem,
  increment,
  needsChooser,
  orderItems,
  quantityOf,
  removeItem,
  type Cart,
} from './cart.ts'

const plain = { sizeOptions: [], spiceLevels: [], addOns: [], optionGroups: [] }
const rice = { id: 1, name: '滷肉飯', basePrice: '35.00', ...plain }
const tea = { id: 2, name: '珍珠奶茶', basePrice: '55.50', ...plain }
const beef = {
  id: 3,
  name: '紅燒牛肉麵',
  basePrice: '160.00',
  sizeOptions: [
    { name: '小碗', price: '160.00' },
    { name: '大碗', price: '200.00' },
  ],
  spiceLevels: ['不辣', '小辣', '中辣'],
  addOns: [
    { name: '加麵', price: '20.00' },
    { name: '加牛肉', price: '60.00' },
  ],
  optionGroups: [],
}
const big = { size: '大碗', spice: '中辣', addOns: ['加牛肉'] }

describe('phone cart', () => {
  it('adds, counts and totals in cents', () => {
    let cart: Cart = []
    cart = addToCart(addToCart(addToCart(cart, rice), rice), tea)
    expect(quantityOf(cart, 1)).toBe(2)
    expect(cartCount(cart)).toBe(3)
    expect(cartSubtotal(cart)).toBe(12550)
    expect(orderItems(cart)).toEqual([
      { menuItemId: 1, quantity: 2, options: { size: null, spice: null, addOns: [], groups: [] } },
      { menuItemId: 2, quantity: 1, options: { size: null, spice: null, addOns: [], groups: [] } },
    ])
  })

  it('keeps lines with different options apart, prices each by its options and sends them', () => {
    expect(needsChooser(beef)).toBe(true)
    expect(needsChooser(rice)).toBe(false)
    let cart = addToCart([], beef)
    cart = addToCart(cart, beef, big, 2)
    cart = addToCart(cart, beef, { ...big, addOns: ['加牛肉'] })
    expect(cart.map((l) => [choiceSummary(l), l.quantity, l.unitPrice])).toEqual([
      ['小碗 · 不辣', 1, 16000],
      ['大碗 · 中辣 · +加牛肉', 3, 26000],
    ])
    expect(quantityOf(cart, 3)).toBe(4)
    expect(cartSubtotal(cart)).toBe(16000 + 3 * 26000)
    expect(orderItems(cart)[1]).toEqual({
      menuItemId: 3,
      quantity: 3,
      options: { size: '大碗', spice: '中辣', addOns: ['加牛肉'], groups: [] },
    })
    // the card's − takes from the line added last
    expect(decrementItem(cart, 3).map((l) => l.quantity)).toEqual([1, 2])
  })

  it('decreasing from 1 removes the line (staff, QR page)', () => {
    const cart = addToCart([], rice)
    expect(decrement(cart, cart[0]!.key)).toEqual([])
    expect(decrementItem(cart, 1)).toEqual([])
  })

  it('the customer cart page keeps at least 1 and removes with its own button', () => {
    const one = addToCart([], rice)
    const key = one[0]!.key
    expect(decrement(one, key, true)).toEqual(one)
    expect(removeItem(one, key)).toEqual([])
    expect(decrement(increment(one, key), key, true)[0]!.quantity).toBe(1)
  })

  it('adds the 10% service fee to the subtotal, in whole dollars by the store rule', () => {
    const cart = addToCart(addToCart([], rice), tea)
    // 10% of NT$90.50 = NT$9.05 → NT$9 half up, NT$10 with the store rounding up
    expect(cartTotals(cart, { serviceFee: 0.1 })).toMatchObject({ subtotal: 9050, serviceFee: 900, total: 9950 })
    expect(cartTotals(cart, { serviceFee: 0.1, rounding: 'up' })).toMatchObject({
      subtotal: 9050,
      serviceFee: 1000,
      total: 10050,
    })
    expect(cartTotals(cart, undefined).serviceFee).toBe(900)
  })

  it('takes the member discount like the POS (one cart model)', () => {
    const cart = addToCart([], beef, big, 2)
    const plainTotals = cartTotals(cart, { serviceFee: 0.1 })
    const gold = cartTotals(cart, { serviceFee: 0.1 }, 'gold')
    expect(plainTotals.discount).toBe(0)
    expect(gold.discount).toBeGreaterThan(0)
    expect(gold.total).toBe(plainTotals.total - gold.discount)
  })

  it('caps a line at 99', () => {
    let cart: Cart = []
    for (let i = 0; i < 105; i++) cart = addToCart(cart, rice)
    expect(quantityOf(cart, 1)).toBe(99)
  })

  it('fingerprints what is sent', () => {
    const cart = addToCart([], rice)
    expect(cartFingerprint(cart, 't1')).toBe(cartFingerprint(addToCart([], rice), 't1'))
    expect(cartFingerprint(cart, 't1')).not.toBe(cartFingerprint(addToCart(cart, rice), 't1'))
    expect(cartFingerprint(addToCart([], beef), 't1')).not.toBe(cartFingerprint(addToCart([], beef, big), 't1'))
  })
})
