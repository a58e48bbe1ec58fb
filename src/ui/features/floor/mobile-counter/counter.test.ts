import { describe, expect, it } from 'vitest'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { checkoutTables, goOrderHref, isOwed, seatingOptions, toggleCount } from './counter.ts'

const table = (id: number, seats: number, extra: Partial<Table> = {}) =>
  ({
    id,
    storeId: 1,
    number: `A${id}`,
    seats,
    status: 'available',
    sessionId: null,
    guestCount: null,
    sessionStartTime: null,
    sessionTotalAmount: null,
    sessionPaidAmount: null,
    sessionOutstanding: null,
    currentOrder: null,
    ...extra,
  }) as Table

const tables = [
  table(1, 6),
  table(2, 4),
  table(3, 2),
  table(4, 4, { status: 'occupied', sessionId: 9, sessionStartTime: '2025-01-01T05:00:00Z' }),
  table(5, 4, { status: 'reserved' }),
  table(6, 8, { status: 'occupied', sessionId: 10, sessionStartTime: '2025-01-01T04:00:00Z' }),
]

describe('counter seating', () => {
  it('toggles the guest count off when tapped again', () => {
    expect(toggleCount(null, 4)).toBe(4)
    expect(toggleCount(4, 4)).toBeNull()
    expect(toggleCount(4, 2)).toBe(2)
  })

  it('lists free tables with enough seats, exact fits recommended first', () => {
    const opts = seatingOptions(tables, 4)
    expect(opts.map((o) => [o.table.id, o.fit])).toEqual([
      [2, 'recommended'],
      [1, 'canSeat'],
    ])
    expect(seatingOptions(tables, 12)).toEqual([])
    expect(seatingOptions(tables, null).map((o) => o.table.id)).toEqual([1, 2, 3])
  })

  it('go order opens the POS with store and table, or the phone ordering screen where /pos is redirected', () => {
    expect(goOrderHref(3, 7, false)).toBe('/pos?storeId=3&tableId=7')
    expect(goOrderHref(3, 7, true)).toBe('/mobile/staff?tableId=7')
  })

  it('checkout lists open sessions, longest seated first', () => {
    expect(checkoutTables(tables).map((t) => t.id)).toEqual([6, 4])
  })
})

describe('counter payment', () => {
  it('knows when money is owed', () => {
    expect(isOwed('0.00')).toBe(false)
    expect(isOwed('12.00')).toBe(true)
    expect(isOwed(null)).toBe(false)
  })
})
