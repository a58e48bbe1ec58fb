import { aliasedTable, and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { displayNameSql } from '../../db/display-name'
import { dayCloses, diningTables, orders, payments, refunds, tableSessions, users } from '../../db/schema'

const receiver = aliasedTable(users, 'receiver')
const closer = aliasedTable(users, 'closer')
const inDay = (storeId: number, start: number, end: number) =>
  and(eq(payments.storeId, storeId), gte(payments.createdAt, start), lt(payments.createdAt, end))

export function createDayCloseRepo(db: Db) {
  return {
    /** The day's payments with what they paid for (order number, table) and who took them. */
    payments(storeId: number, start: number, end: number) {
      return db
        .select({
          p: payments,
          orderNumber: orders.orderNumber,
          orderType: orders.orderType,
          tableNumber: diningTables.number,
          receivedByName: displayNameSql(receiver),
        })
        .from(payments)
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .leftJoin(tableSessions, eq(tableSessions.id, payments.sessionId))
        .leftJoin(diningTables, eq(diningTables.id, tableSessions.tableId))
        .leftJoin(receiver, eq(receiver.id, payments.receivedBy))
        .where(inDay(storeId, start, end))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .all()
    },

    byMethod(storeId: number, start: number, end: number) {
      return db
        .select({ method: payments.method, count: count(), amount: sql<number>`coalesce(sum(${payments.amount}), 0)` })
        .from(payments)
        .where(inDay(storeId, start, end))
        .groupBy(payments.method)
        .all()
    },

    /** Money paid back in the day, by the method it went back by (cash leaves the drawer). */
    refundsByMethod(storeId: number, start: number, end: number) {
      return db
        .select({ method: refunds.method, count: count(), amount: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.storeId, storeId), gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
        .groupBy(refunds.method)
        .all()
    },

    cancelledOrders(storeId: number, start: number, end: number): number {
      return db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            gte(orders.createdAt, start),
            lt(orders.createdAt, end),
            eq(orders.status, 'cancelled'),
          ),
        )
        .get()!.n
    },

    closeOf(storeId: number, date: string) {
      return (
        db
          .select({ c: dayCloses, closedByName: displayNameSql(closer) })
          .from(dayCloses)
          .leftJoin(closer, eq(closer.id, dayCloses.closedBy))
          .where(and(eq(dayCloses.storeId, storeId), eq(dayCloses.businessDate, date)))
          .get() ?? null
      )
    },

    insertClose(values: typeof dayCloses.$inferInsert) {
      return db.insert(dayCloses).values(values).returning().get()
    },
  }
}
export type DayCloseRepo = ReturnType<typeof createDayCloseRepo>
