import { describe, expect, it } from 'vitest'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { badgeText, filterTables, openSessions } from './tables.ts'

const table = (id: number, extra: Partial<Table> = {}) =>
  ({
    id,
    number: `A${id}`,
    seats: 4,
    status: 'available',
    sessionId: null,
    currentOrder: null,
    ...extra,
  }) as Table
const order = (status: string) =>
  ({ id: 1, orderNumber: 'x', orderTime: '', itemCount: 1, total: '1.00', status }) as Table['currentOrder']

const tables = [
  table(1),
  table(2, { status: 'occupied', sessionId: 5, currentOrder: order('ready') }),
  table(3, { status: 'occupied', sessionId: 6, currentOrder: order('preparing') }),
  table(4, { status: 'occupied', sessionId: 7 }),
]

describe('staff tables', () => {
  it('filters occupied, needing service and all', () => {
    expect(filterTables(tables, 'occupied').map((t) => t.id)).toEqual([2, 3, 4])
    expect(filterTables(tables, 'needsService').map((t) => t.id)).toEqual([2])
    expect(filterTables(tables, 'all')).toHaveLength(4)
  })

  it('caps the badge at 99+', () => {
    expect(badgeText(5)).toBe('5')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('orders go only to tables with an open session', () => {
    expect(openSessions(tables).map((t) => t.id)).toEqual([2, 3, 4])
  })
})
