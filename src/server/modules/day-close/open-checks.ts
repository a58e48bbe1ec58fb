/**
 * What a close would leave open: seated tables' checks with what they still owe, the day's unpaid
 * takeout orders, and invoices still waiting for a number. A close carries them into the next
 * business day (their later payments count there) and lists them in its snapshot.
 */
import { and, asc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningTables, orders, payments, tableSessions } from '../../db/schema'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import type { OpenCheck, PendingInvoices } from '../../../shared/api/day-close'
import { balancesOf } from '../tables'
import { pendingInvoicesOf } from '../einvoice'

const iso = (ms: number) => new Date(ms).toISOString()

function seatedTables(d: Db, storeId: number): OpenCheck[] {
  const open = d
    .select({ id: tableSessions.id, tableNumber: diningTables.number, startedAt: tableSessions.startedAt })
    .from(tableSessions)
    .innerJoin(diningTables, eq(diningTables.id, tableSessions.tableId))
    .where(and(eq(tableSessions.storeId, storeId), eq(tableSessions.status, 'open')))
    .orderBy(asc(tableSessions.startedAt))
    .all()
  const balances = balancesOf(
    d,
    open.map((s) => s.id),
  )
  // A table whose check is settled is only waiting to be cleared: nothing is carried over for it.
  return open
    .filter((s) => balances.get(s.id)!.outstanding > 0)
    .map((s) => ({
      sessionId: s.id,
      orderId: null,
      tableNumber: s.tableNumber,
      orderNumber: null,
      outstanding: formatMoney(balances.get(s.id)!.outstanding),
      since: iso(s.startedAt),
    }))
}

/** Takeout orders of [start, end) not yet paid, less what was paid toward them. */
function unpaidTakeout(d: Db, storeId: number, start: number, end: number): OpenCheck[] {
  const paid = sql<number>`coalesce((select sum(${payments.amount}) from ${payments}
    where ${payments.orderId} = ${orders.id}), 0)`
  return d
    .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total, paid, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        isNull(orders.sessionId),
        eq(orders.paymentStatus, 'unpaid'),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .all()
    .map((o) => ({
      sessionId: null,
      orderId: o.id,
      tableNumber: null,
      orderNumber: o.orderNumber,
      outstanding: formatMoney(o.total - o.paid),
      since: iso(o.createdAt),
    }))
}

export function openChecksOf(d: Db, storeId: number, start: number, end: number) {
  const checks = [...seatedTables(d, storeId), ...unpaidTakeout(d, storeId, start, end)]
  const invoices = pendingInvoicesOf(d, storeId)
  const pendingInvoices: PendingInvoices = { count: invoices.count, amount: formatMoney(invoices.amount) }
  const owed = checks.reduce((s, c) => s + parseMoney(c.outstanding)!, 0)
  return { openChecks: checks, openTotal: formatMoney(owed), pendingInvoices }
}
