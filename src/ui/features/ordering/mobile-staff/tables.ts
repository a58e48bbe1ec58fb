/** The waiter's tables view (spec part 2 §2.12): filters and the ready alert badge (§9: caps at 99+). */
import type { Table } from '../../../../shared/api/front-of-house.ts'

export const TABLE_FILTERS = ['occupied', 'needsService', 'all'] as const
export type TableFilter = (typeof TABLE_FILTERS)[number]

export const isSeated = (t: Table) => t.sessionId !== null || t.status === 'occupied'
/** The current order is ready at the pass: someone should carry it to the table. */
export const needsService = (t: Table) => t.currentOrder?.status === 'ready'

export function filterTables(tables: readonly Table[], filter: TableFilter): Table[] {
  if (filter === 'occupied') return tables.filter(isSeated)
  if (filter === 'needsService') return tables.filter(needsService)
  return [...tables]
}

export const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

/** Tables an order can go to: those with an open session. */
export const openSessions = (tables: readonly Table[]) => tables.filter((t) => t.sessionId !== null)
