import { describe, expect, it } from 'vitest'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { canClearNow, floorCounts, seatsOf } from './session.ts'

const start = '2026-11-22T04:00:00.000Z'

const table = (over: Partial<Table>): Table => ({
  id: 1,
  storeId: 1,
  number: 'A-01',
  seats: 4,
  status: 'available',
  qrVersion: 1,
  sessionId: null,
  guestCount: null,
  sessionStartTime: null,
  sessionTotalAmount: null,
  sessionPaidAmount: null,
  sessionOutstanding: null,
  currentOrder: null,
  createdAt: start,
  updatedAt: start,
  ...over,
})

describe('floor', () => {
  it('counts tables by status and the open sessions', () => {
    const counts = floorCounts([
      table({}),
      table({ status: 'occupied', sessionId: 3 }),
      table({ status: 'reserved' }),
      table({ status: 'cleaning' }),
    ])
    expect(counts).toEqual({ total: 4, available: 1, occupied: 1, reserved: 1, openSessions: 1 })
  })

  it('lets a table be cleared only when nothing is outstanding', () => {
    expect(canClearNow(table({ sessionOutstanding: '0.00' }))).toBe(true)
    expect(canClearNow(table({ sessionOutstanding: '-5.00' }))).toBe(true)
    expect(canClearNow(table({ sessionOutstanding: '120.50' }))).toBe(false)
  })

  it('reads seats as a whole number of at least 1, default 4', () => {
    expect(seatsOf('6')).toBe(6)
    expect(seatsOf('0')).toBe(1)
    expect(seatsOf('')).toBe(4)
    expect(seatsOf('abc')).toBe(4)
  })
})
