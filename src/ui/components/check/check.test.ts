import { describe, expect, test } from 'vitest'
import type { Order, Table } from '../../../shared/api/front-of-house.ts'
import { canVoidLine, checkFigures, roundsOf, tableState } from './check.ts'

const order = (id: number, createdAt: string, over: Partial<Order> = {}): Order =>
  ({
    id,
    createdAt,
    status: 'pending',
    paymentStatus: 'unpaid',
    subtotal: '505.00',
    serviceFee: '51.00',
    discount: '0.00',
    total: '556.00',
    items: [],
    ...over,
  }) as Order

describe('a table check', () => {
  const first = order(2, '2026-11-28T04:00:00.000Z', { status: 'served' })
  const cancelled = order(3, '2026-11-28T04:05:00.000Z', { status: 'cancelled', total: '99.00' })
  const second = order(4, '2026-11-28T04:10:00.000Z', {
    status: 'preparing',
    subtotal: '115.00',
    serviceFee: '11.00',
    total: '126.00',
  })

  test('numbers the rounds in the order they were sent, skipping a cancelled one', () => {
    const rounds = roundsOf([second, cancelled, first])
    expect(rounds.map((r) => [r.order.id, r.n, r.live])).toEqual([
      [2, 1, true],
      [3, 0, false],
      [4, 2, true],
    ])
  })

  test('adds up the live rounds only', () => {
    expect(checkFigures([first, cancelled, second])).toEqual({
      subtotal: 62_000,
      serviceFee: 6_200,
      discount: 0,
      total: 68_200,
    })
  })

  test('the tile and the check follow the latest live round and what is owed', () => {
    const table = {
      status: 'occupied',
      sessionId: 3,
      sessionTotalAmount: '682.00',
      sessionOutstanding: '682.00',
      currentOrder: { status: 'preparing' },
    } as Table
    expect(tableState(table)).toBe('cooking')
    expect(tableState({ ...table, sessionOutstanding: '0.00' })).toBe('paid')
    expect(tableState({ ...table, currentOrder: null, sessionTotalAmount: '0.00', sessionOutstanding: '0.00' })).toBe(
      'seated',
    )
  })

  test('only an unpaid, live line of a live round can be voided', () => {
    const line = { voided: false } as Order['items'][number]
    expect(canVoidLine(second, line)).toBe(true)
    expect(canVoidLine(second, { ...line, voided: true })).toBe(false)
    expect(canVoidLine({ ...second, paymentStatus: 'paid' }, line)).toBe(false)
    expect(canVoidLine(cancelled, line)).toBe(false)
  })
})
