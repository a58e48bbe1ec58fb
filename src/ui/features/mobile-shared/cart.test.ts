import { describe, expect, it } from 'vitest'
import { addItem, cartCount, cartFingerprint, cartSubtotal, cartTotals, decrement, newClientOrderId, orderItems, quantityOf, removeItem, type Cart } from './cart.ts'

const rice = { id: 1, name: '滷肉飯', basePrice: '35.00' }
const tea = { id: 2, name: '珍珠奶茶', basePrice: '55.50' }

describe('phone cart', () => {
  it('adds, counts and totals in cents', () => {
    let cart: Cart = []
    cart = addItem(addItem(addItem(cart, rice), rice), tea)
    expect(quantityOf(cart, 1)).toBe(2)
    expect(cartCount(cart)).toBe(3)
    expect(cartSubtotal(cart)).toBe(12550)
    expect(orderItems(cart)).toEqual([{ menuItemId: 1, quantity: 2 }, { menuItemId: 2, quantity: 1 }])
  })

  it('decreasing from 1 removes the line (staff, QR page)', () => {
    const cart = decrement(addItem([], rice), 1)
    expect(cart).toEqual([])
  })

  it('the customer cart page keeps at least 1 and removes with its own button', () => {
    const one = addItem([], rice)
    expect(decrement(one, 1, true)).toEqual(one)
    expect(removeItem(one, 1)).toEqual([])
    expect(decrement(addItem(one, rice), 1, true)[0]!.quantity).toBe(1)
  })

  it('adds the 10% service fee to the subtotal, in whole dollars by the store rule', () => {
    const cart = addItem(addItem([], rice), tea)
    // 10% of NT$90.50 = NT$9.05 → NT$9 half up, NT$10 with the store rounding up
    expect(cartTotals(cart, { serviceFee: 0.1 })).toEqual({ subtotal: 9050, serviceFee: 900, total: 9950 })
    expect(cartTotals(cart, { serviceFee: 0.1, rounding: 'up' })).toEqual({ subtotal: 9050, serviceFee: 1000, total: 10050 })
    expect(cartTotals(cart, undefined).serviceFee).toBe(900)
  })

  it('caps a line at 99', () => {
    let cart: Cart = []
    for (let i = 0; i < 105; i++) cart = addItem(cart, rice)
    expect(quantityOf(cart, 1)).toBe(99)
  })

  it('fingerprints what is sent and makes distinct ids', () => {
    const cart = addItem([], rice)
    expect(cartFingerprint(cart, 't1')).toBe(cartFingerprint(addItem([], rice), 't1'))
    expect(cartFingerprint(cart, 't1')).not.toBe(cartFingerprint(addItem(cart, rice), 't1'))
    expect(newClientOrderId()).toMatch(/^[0-9a-f]{32}$/)
    expect(newClientOrderId()).not.toBe(newClientOrderId())
  })
})
