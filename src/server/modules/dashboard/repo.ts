import { and, count, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inventoryItems, orders, storeUsers } from '../../db/schema'
import { ACTIVE } from '../orders'

export const ACTIVE_ORDER_STATUSES = ['pending', 'confirmed', 'preparing'] as const

/** Orders of a store created in [start, end), cancelled ones excluded: the base of every revenue figure. */
export function soldIn(storeId: number, start: number, end: number) {
  return and(
    eq(orders.storeId, storeId),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
    ne(orders.status, 'cancelled'),
  )
}

export function createDashboardRepo(db: Db) {
  return {
    /** Revenue (cents) and order count over [start, end). */
    totals(storeId: number, start: number, end: number): { revenue: number; count: number } {
      const r = db
        .select({ revenue: sql<number>`coalesce(sum(${orders.total}), 0)`, count: count() })
        .from(orders)
        .where(soldIn(storeId, start, end))
        .get()!
      return { revenue: r.revenue, count: r.count }
    },

    /** ACTIVE first, so that only the kitchen's few orders are read, not a year of them. */
    activeOrderCount(storeId: number): number {
      return db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), ACTIVE, inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
        .get()!.n
    },

    /** Mean ms from creation to ready (or to now, while still active) over the day's orders; null when none. */
    averageWaitMs(storeId: number, start: number, end: number, now: number): number | null {
      const r = db
        .select({ avg: sql<number | null>`avg(coalesce(${orders.readyAt}, ${now}) - ${orders.createdAt})` })
        .from(orders)
        .where(
          and(
            soldIn(storeId, start, end),
            or(isNotNull(orders.readyAt), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])),
          ),
        )
        .get()!
      return r.avg
    },

    lowStockCount(storeId: number): number {
      return db
        .select({ n: count() })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.storeId, storeId),
            lt(inventoryItems.currentStockMilli, inventoryItems.safetyStockMilli),
          ),
        )
        .get()!.n
    },

    staffCount(storeId: number): number {
      return db.select({ n: count() }).from(storeUsers).where(eq(storeUsers.storeId, storeId)).get()!.n
    },
  }
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>
