/** Table-session figures for the floor cards (spec part 2 §2.11, §4), pure. */
import { parseMoney, type Cents } from '../../../../shared/domain/money.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'

export function outstandingOf(table: Pick<Table, 'sessionOutstanding'>): Cents {
  return parseMoney(table.sessionOutstanding) ?? 0
}

/** The clear button leads when nothing is owed; with a balance the server refuses with its 409 message. */
export const canClearNow = (table: Pick<Table, 'sessionOutstanding'>) => outstandingOf(table) <= 0

export type FloorCounts = { total: number; available: number; occupied: number; reserved: number; openSessions: number }

export function floorCounts(tables: readonly Table[]): FloorCounts {
  return {
    total: tables.length,
    available: tables.filter((t) => t.status === 'available').length,
    occupied: tables.filter((t) => t.status === 'occupied').length,
    reserved: tables.filter((t) => t.status === 'reserved').length,
    openSessions: tables.filter((t) => t.sessionId !== null).length,
  }
}

/** Spec part 2 §5: seats is a whole number ≥ 1; anything unreadable becomes 4. */
export function seatsOf(text: string): number {
  const n = Number.parseInt(text, 10)
  return Number.isFinite(n) ? Math.max(1, n) : 4
}
