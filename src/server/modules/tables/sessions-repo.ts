import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, changesOf, preparedFor } from '../../db/prepared'
import { diningTables, orders, payments, refunds, tableSessions } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { sessionBalance, type SessionBalance } from '../../../shared/domain/table-session'
import { formatMoney } from '../../../shared/domain/money'
import { TABLE_STATUS_LABELS } from '../../../shared/domain/table-session'
import { logActivity, type Actor } from '../activity'
import type { SessionFollowers } from './followers'
import type { PAYMENT_METHODS } from '../../db/schema'

export type TableRow = typeof diningTables.$inferSelect
export type SessionRow = typeof tableSessions.$inferSelect
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Every dine-in order looks these up. */
const q = preparedFor((d) => ({
  table: d
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.id, $('tableId')), eq(diningTables.storeId, $('storeId'))))
    .prepare(),
  openSession: d
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, $('tableId')), eq(tableSessions.status, 'open')))
    .prepare(),
  session: d
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.id, $('sessionId')), eq(tableSessions.storeId, $('storeId'))))
    .prepare(),
}))

/** A table of this store, or 404. */
export function tableOfStore(d: Db, storeId: number, tableId: number): TableRow {
  const row = q(d).table.get({ storeId, tableId })
  if (!row) throw new AppError('TABLE_NOT_FOUND')
  return row
}

export function openSessionOf(d: Db, tableId: number): SessionRow | null {
  return q(d).openSession.get({ tableId }) ?? null
}

/**
 * Seats guests at an available table: a new open session, the table occupied, the opening logged.
 * The caller holds the write transaction (opening a table, or an order at an available table).
 * No RETURNING: the order path opens no ephemeral tables (see orders/hot-path-sql.test.ts).
 */
export function seatTable(d: Db, table: TableRow, guestCount: number, actor: Actor, now: number): SessionRow {
  if (table.status !== 'available' || openSessionOf(d, table.id)) {
    throw new AppError('TABLE_NOT_AVAILABLE', { number: table.number, statusLabel: TABLE_STATUS_LABELS[table.status] })
  }
  const { lastInsertRowid } = changesOf(
    d
      .insert(tableSessions)
      .values({
        storeId: table.storeId,
        tableId: table.id,
        guestCount,
        openedBy: actor.user?.id ?? null,
        startedAt: now,
      })
      .run(),
  )
  const session = d
    .select()
    .from(tableSessions)
    .where(eq(tableSessions.id, Number(lastInsertRowid)))
    .get()!
  d.update(diningTables).set({ status: 'occupied', updatedAt: now }).where(eq(diningTables.id, table.id)).run()
  logActivity(
    d,
    actor,
    {
      storeId: table.storeId,
      action: 'open_table',
      entityType: 'table',
      entityId: table.id,
      details: { number: table.number, guestCount, sessionId: session.id },
    },
    now,
  )
  return session
}

/** A session of this store, or 404. */
export function sessionOfStore(d: Db, storeId: number, sessionId: number): SessionRow {
  const row = q(d).session.get({ storeId, sessionId })
  if (!row) throw new AppError('TABLE_SESSION_NOT_FOUND')
  return row
}

/**
 * A wholly refunded order is cancelled, so its total leaves the bill; the money given back leaves
 * what was paid with it (as a negative payment). A partial refund touches neither side.
 */
function refundsOfCancelled(d: Db, where: SQL | undefined) {
  return d
    .select({ sessionId: orders.sessionId, amount: sql<number>`-${refunds.amount}` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(where, eq(orders.status, 'cancelled')))
    .all()
}

/** Balances of many sessions at once (the table list shows every open table's). */
export function balancesOf(d: Db, sessionIds: number[]): Map<number, SessionBalance> {
  const result = new Map<number, SessionBalance>()
  if (sessionIds.length === 0) return result
  const orderRows = d
    .select({ sessionId: orders.sessionId, total: orders.total, status: orders.status })
    .from(orders)
    .where(inArray(orders.sessionId, sessionIds))
    .all()
  const paymentRows = [
    ...d
      .select({ sessionId: payments.sessionId, amount: payments.amount })
      .from(payments)
      .where(inArray(payments.sessionId, sessionIds))
      .all(),
    ...refundsOfCancelled(d, inArray(orders.sessionId, sessionIds)),
  ]
  for (const id of sessionIds) {
    result.set(
      id,
      sessionBalance(
        orderRows.filter((o) => o.sessionId === id),
        paymentRows.filter((p) => p.sessionId === id),
      ),
    )
  }
  return result
}

export function balanceOf(d: Db, sessionId: number): SessionBalance {
  return balancesOf(d, [sessionId]).get(sessionId)!
}

/** A takeout order is its own bill: its total (unless cancelled) less the payments made for it. */
export function orderBalance(d: Db, order: { id: number; total: number; status: string }): SessionBalance {
  const paid = [
    ...d.select({ amount: payments.amount }).from(payments).where(eq(payments.orderId, order.id)).all(),
    ...refundsOfCancelled(d, eq(orders.id, order.id)),
  ]
  return sessionBalance([order], paid)
}

export function presentBalance(b: SessionBalance) {
  return { total: formatMoney(b.total), paid: formatMoney(b.paid), outstanding: formatMoney(b.outstanding) }
}

/** Ends the session once nothing is owed; the old QR links die with the bumped version. */
export function clearSession(
  d: Db,
  followers: SessionFollowers,
  table: TableRow,
  session: SessionRow,
  actor: Actor,
  now: number,
) {
  const balance = balanceOf(d, session.id)
  if (balance.outstanding > 0) {
    const outstanding = formatMoney(balance.outstanding)
    throw new AppError('TABLE_HAS_BALANCE', { number: table.number, outstanding }, { outstanding })
  }
  followers.settle(d, session.id, now)
  d.update(tableSessions)
    .set({ status: 'closed', endedAt: now, closedBy: actor.user?.id ?? null })
    .where(eq(tableSessions.id, session.id))
    .run()
  freeTable(d, table.id, now)
  logActivity(
    d,
    actor,
    {
      storeId: table.storeId,
      action: 'clear_table',
      entityType: 'table',
      entityId: table.id,
      details: { number: table.number, sessionId: session.id, total: formatMoney(balance.total) },
    },
    now,
  )
}

/** A table its guests left (cleared, moved or merged away): available, and its old QR links dead. */
export function freeTable(d: Db, tableId: number, now: number) {
  d.update(diningTables)
    .set({ status: 'available', qrVersion: sql`${diningTables.qrVersion} + 1`, updatedAt: now })
    .where(eq(diningTables.id, tableId))
    .run()
}
