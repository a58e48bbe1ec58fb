/** A table's check as the counter reads it: its rounds and the figures they add up to, pure. */
import { parseMoney, type Cents } from '../../../shared/domain/money.ts'
import type { Order, Table } from '../../../shared/api/front-of-house.ts'
import { floorState, type FloorState } from '../../../shared/domain/floor-state.ts'
import { compareIsoTimes } from '../../../shared/format/date-time.ts'

export type Round = { n: number; order: Order; live: boolean }
export type CheckFigures = { subtotal: Cents; serviceFee: Cents; discount: Cents; total: Cents }

const cents = (v: string | null | undefined) => parseMoney(v ?? '0') ?? 0

/** Rounds in the order they were sent; a cancelled round keeps its place (struck) but no number. */
export function roundsOf(orders: readonly Order[]): Round[] {
  let n = 0
  return [...orders]
    .sort((a, b) => compareIsoTimes(a.createdAt, b.createdAt) || a.id - b.id)
    .map((order) => {
      const live = order.status !== 'cancelled'
      return { n: live ? ++n : 0, order, live }
    })
}

/** What the live rounds add up to; the session summary's total is the same sum, paid and owed beside it. */
export function checkFigures(orders: readonly Order[]): CheckFigures {
  const live = orders.filter((o) => o.status !== 'cancelled')
  const sum = (pick: (o: Order) => string) => live.reduce((s, o) => s + cents(pick(o)), 0)
  return {
    subtotal: sum((o) => o.subtotal),
    serviceFee: sum((o) => o.serviceFee),
    discount: sum((o) => o.discount),
    total: sum((o) => o.total),
  }
}

/** What a table waits for, from the floor's table row: the tile and its check show the same state. */
export function tableState(t: Table): FloorState {
  return floorState({
    status: t.status,
    sessionId: t.sessionId,
    latestOrderStatus: t.currentOrder?.status ?? null,
    total: cents(t.sessionTotalAmount),
    outstanding: cents(t.sessionOutstanding),
  })
}

/** A line may be voided from the check while its round is unpaid and the line still counts. */
export const canVoidLine = (order: Order, line: Order['items'][number]) =>
  order.status !== 'cancelled' && order.paymentStatus === 'unpaid' && !line.voided
