import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orderItems, orders, tableSessions } from '../../db/schema'
import { formatMoney } from '../../../shared/domain/money'
import { balancesOf, type SessionRow, type TableRow } from './sessions-repo'
import type { Table } from '../../../shared/api/front-of-house'

const iso = (ms: number) => new Date(ms).toISOString()

/** The newest order of each session that is not cancelled, with its number of portions. */
function currentOrders(d: Db, sessionIds: number[]) {
  const latest = new Map<number, typeof orders.$inferSelect>()
  if (sessionIds.length === 0) return { latest, itemCounts: new Map<number, number>() }
  const rows = d
    .select()
    .from(orders)
    .where(and(inArray(orders.sessionId, sessionIds), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .all()
  for (const o of rows) if (!latest.has(o.sessionId!)) latest.set(o.sessionId!, o)
  const ids = [...latest.values()].map((o) => o.id)
  const counts = ids.length
    ? d
        .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .groupBy(orderItems.orderId)
        .all()
    : []
  return { latest, itemCounts: new Map(counts.map((c) => [c.orderId, c.n])) }
}

/**
 * Tables as spec part 2 §3 shows them: with the open session (guests, start, running total)
 * and the current order, so the floor and checkout screens need one call.
 */
export function presentTables(d: Db, tables: TableRow[]): Table[] {
  const ids = tables.map((t) => t.id)
  const sessions: SessionRow[] = ids.length
    ? d
        .select()
        .from(tableSessions)
        .where(and(inArray(tableSessions.tableId, ids), eq(tableSessions.status, 'open')))
        .all()
    : []
  const sessionIds = sessions.map((s) => s.id)
  const balances = balancesOf(d, sessionIds)
  const { latest, itemCounts } = currentOrders(d, sessionIds)

  return tables.map((t) => {
    const s = sessions.find((x) => x.tableId === t.id) ?? null
    const b = s ? balances.get(s.id)! : null
    const o = s ? (latest.get(s.id) ?? null) : null
    return {
      id: t.id,
      storeId: t.storeId,
      number: t.number,
      seats: t.seats,
      status: t.status,
      qrVersion: t.qrVersion,
      sessionId: s?.id ?? null,
      guestCount: s?.guestCount ?? null,
      sessionStartTime: s ? iso(s.startedAt) : null,
      sessionTotalAmount: b ? formatMoney(b.total) : null,
      sessionPaidAmount: b ? formatMoney(b.paid) : null,
      sessionOutstanding: b ? formatMoney(b.outstanding) : null,
      currentOrder: o
        ? {
            id: o.id,
            orderNumber: o.orderNumber,
            orderTime: iso(o.createdAt),
            itemCount: itemCounts.get(o.id) ?? 0,
            total: formatMoney(o.total),
            status: o.status,
          }
        : null,
      createdAt: iso(t.createdAt),
      updatedAt: iso(t.updatedAt),
    }
  })
}
export type TableJson = Table

export function presentTable(d: Db, table: TableRow): TableJson {
  return presentTables(d, [table])[0]
}
