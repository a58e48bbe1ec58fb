import { describe, expect, it } from 'vitest'
import type { Order, OrderStatus } from '../../../../shared/api/front-of-house.ts'
import { foldItems, nextKitchenStatus, ordersOfTab, tabCounts } from './kitchen.ts'

const order = (id: number, status: OrderStatus) => ({ id, status }) as Order
const orders = [
  order(1, 'pending'),
  order(2, 'confirmed'),
  order(3, 'preparing'),
  order(4, 'ready'),
  order(5, 'served'),
  order(6, 'cancelled'),
]

describe('kitchen tabs', () => {
  it('counts each tab; confirmed orders wait with the pending ones', () => {
    expect(tabCounts(orders)).toEqual({ pending: 2, preparing: 1, ready: 1, all: 4 })
  })

  it('filters a tab; served and cancelled tickets leave the kitchen', () => {
    expect(ordersOfTab(orders, 'pending').map((o) => o.id)).toEqual([1, 2])
    expect(ordersOfTab(orders, 'ready').map((o) => o.id)).toEqual([4])
    expect(ordersOfTab(orders, 'all').map((o) => o.id)).toEqual([1, 2, 3, 4])
  })

  it('moves pending → preparing → ready → served', () => {
    expect(nextKitchenStatus('pending')).toBe('preparing')
    expect(nextKitchenStatus('confirmed')).toBe('preparing')
    expect(nextKitchenStatus('preparing')).toBe('ready')
    expect(nextKitchenStatus('ready')).toBe('served')
    expect(nextKitchenStatus('served')).toBeNull()
  })
})

describe('long tickets fold', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => i)
  it('shows the first 5 of a 14-item order and counts the rest; open shows all', () => {
    expect(foldItems(lines(14), false)).toEqual({ shown: [0, 1, 2, 3, 4], hidden: 9 })
    expect(foldItems(lines(14), true)).toEqual({ shown: lines(14), hidden: 0 })
  })
  it('never folds away a single line', () => {
    expect(foldItems(lines(6), false)).toEqual({ shown: lines(6), hidden: 0 })
    expect(foldItems(lines(7), false).hidden).toBe(2)
  })
})
