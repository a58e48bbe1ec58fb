/**
 * A table session runs from opening a table to clearing it. Its balance decides whether the
 * table may be cleared (spec part 2 §4: clear when outstanding ≤ 0).
 */
import type { Cents } from './money'

export const TABLE_STATUSES = ['available', 'occupied', 'reserved', 'cleaning'] as const
export type TableStatus = (typeof TABLE_STATUSES)[number]

export const TABLE_STATUS_LABELS: Record<TableStatus, string> = {
  available: '空桌',
  occupied: '使用中',
  reserved: '已預訂',
  cleaning: '清潔中',
}

export const MAX_GUESTS = 99

export type SessionBalance = { total: Cents; paid: Cents; outstanding: Cents }

/** outstanding = Σ totals of the session's orders that are not cancelled − Σ payments. */
export function sessionBalance(
  orders: { total: Cents; status: string }[],
  payments: { amount: Cents }[],
): SessionBalance {
  const total = orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.total, 0)
  const paid = payments.reduce((sum, p) => sum + p.amount, 0)
  return { total, paid, outstanding: total - paid }
}

/**
 * Whether money has been taken toward an order, so that cancelling it would leave a payment with
 * no sale behind it (the close of day would show more payments than revenue): the order reads as
 * paid, a payment names it, or its table's payments are more than the bill without it. `bill` is
 * the order's session balance; null for a takeout order, whose payments all name it.
 */
export function hasPaymentToward(
  order: { total: Cents; paymentStatus: string },
  paidNamingIt: Cents,
  bill: SessionBalance | null,
): boolean {
  if (order.paymentStatus !== 'unpaid' || paidNamingIt > 0) return true
  return bill !== null && bill.paid > bill.total - order.total
}

export function canClear(balance: SessionBalance): boolean {
  return balance.outstanding <= 0
}

/**
 * Whether the payment that settles a table's check also clears the table (結帳後自動清桌): one
 * rule for a whole-bill payment and the last part of a split. On unless the store turned it off.
 */
export function clearsWhenPaid(settings: { autoClearWhenPaid?: unknown } | null | undefined): boolean {
  return settings?.autoClearWhenPaid !== false
}

export function isValidGuestCount(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_GUESTS
}

/**
 * What setting a table's status by hand means. A table is occupied exactly while a session is
 * open, so: available with a session clears it (refused with a balance), occupied without one
 * opens one, and reserved/cleaning are refused while guests are seated.
 */
export type StatusChangePlan =
  | { kind: 'set' }
  | { kind: 'unchanged' }
  | { kind: 'clear' }
  | { kind: 'open' }
  | { kind: 'refuse'; reason: 'in_use' | 'has_balance' }

export function planStatusChange(
  table: { status: TableStatus; hasOpenSession: boolean; outstanding: Cents },
  to: TableStatus,
): StatusChangePlan {
  if (!table.hasOpenSession) {
    if (to === 'occupied') return { kind: 'open' }
    return table.status === to ? { kind: 'unchanged' } : { kind: 'set' }
  }
  if (to === 'occupied') return table.status === 'occupied' ? { kind: 'unchanged' } : { kind: 'set' }
  if (to === 'available') return table.outstanding > 0 ? { kind: 'refuse', reason: 'has_balance' } : { kind: 'clear' }
  return { kind: 'refuse', reason: 'in_use' }
}

/** The amount a payment may take: more than zero and no more than what is owed. */
export type PaymentCheck = { ok: true } | { ok: false; reason: 'not_positive' | 'nothing_due' | 'exceeds' }

export function checkPaymentAmount(amount: Cents, outstanding: Cents): PaymentCheck {
  if (!(amount > 0)) return { ok: false, reason: 'not_positive' }
  if (outstanding <= 0) return { ok: false, reason: 'nothing_due' }
  if (amount > outstanding) return { ok: false, reason: 'exceeds' }
  return { ok: true }
}

/** Change due for cash: tendered − amount; null when no tendered figure was given. */
export function cashChange(amount: Cents, tendered: Cents | null): Cents | null {
  return tendered === null ? null : tendered - amount
}
