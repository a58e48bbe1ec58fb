/**
 * What a table on the floor is waiting for, at a glance: the counter's floor view colours and
 * names each table by it. Derived from the table's status, its open session's balance and the
 * kitchen state of its latest round.
 */
import type { Cents } from './money'

export const FLOOR_STATES = [
  'empty',
  'reserved',
  'cleaning',
  'seated',
  'ordered',
  'cooking',
  'ready',
  'served',
  'paid',
] as const
export type FloorState = (typeof FLOOR_STATES)[number]

export type FloorTableFacts = {
  status: 'available' | 'occupied' | 'reserved' | 'cleaning'
  sessionId: number | null
  /** The latest live round's kitchen status, null before the first round. */
  latestOrderStatus: string | null
  total: Cents
  outstanding: Cents
}

const BY_ORDER_STATUS: Record<string, FloorState> = {
  pending: 'ordered',
  confirmed: 'ordered',
  preparing: 'cooking',
  ready: 'ready',
  served: 'served',
  completed: 'served',
}

export function floorState(t: FloorTableFacts): FloorState {
  if (t.sessionId === null) return t.status === 'reserved' || t.status === 'cleaning' ? t.status : 'empty'
  if (t.total > 0 && t.outstanding <= 0) return 'paid'
  if (t.latestOrderStatus === null) return 'seated'
  return BY_ORDER_STATUS[t.latestOrderStatus] ?? 'seated'
}
