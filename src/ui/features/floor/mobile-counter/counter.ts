/** Counter rules (spec part 2 §2.11, §4, §5, §9): guest counts, which tables fit, what is owed. */
import { parseMoney } from '../../../../shared/domain/money.ts'
import { compareIsoTimes } from '../../../../shared/format/date-time.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'

export const GUEST_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const

/** Tapping the chosen count again clears it. */
export const toggleCount = (current: number | null, tapped: number) => (current === tapped ? null : tapped)

export type SeatOption = { table: Table; fit: 'recommended' | 'canSeat' | null }

/**
 * Seating lists available tables. With a count: those with at least that many seats, the exact fits
 * first (推薦), then the smallest that still fit (可入座). Without a count: every available table.
 */
export function seatingOptions(tables: readonly Table[], count: number | null): SeatOption[] {
  const free = tables.filter((t) => t.status === 'available' && t.sessionId === null)
  if (count === null) return free.map((table) => ({ table, fit: null }))
  return free
    .filter((t) => t.seats >= count)
    .map((table): SeatOption => ({ table, fit: table.seats === count ? 'recommended' : 'canSeat' }))
    .sort((a, b) => a.table.seats - b.table.seats)
}

/** Checkout lists the tables with an open session, longest seated first. */
export function checkoutTables(tables: readonly Table[]): Table[] {
  return tables
    .filter((t) => t.sessionId !== null)
    .sort((a, b) => compareIsoTimes(a.sessionStartTime ?? '', b.sessionStartTime ?? ''))
}

/** Spec §4: the clear option appears once the outstanding balance is 0 or less. */
export const isOwed = (outstanding: string | null | undefined) => (parseMoney(outstanding) ?? 0) > 0

/**
 * 去點餐: the POS with the table chosen (spec part 2 §2.11). A phone is sent away from /pos by the
 * mobile redirect (§2.1), so there the waiter's ordering screen opens with the table instead.
 */
export function goOrderHref(storeId: number, tableId: number, posRedirected: boolean): string {
  return posRedirected ? `/mobile/staff?tableId=${tableId}` : `/pos?storeId=${storeId}&tableId=${tableId}`
}
