import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { inventoryItems, orders, refunds, reportItemSalesDaily as items, reportPaidSalesHourly as paid, reportPaymentsDaily as pays, reportSalesHourly as hourly, reportStockDaily as stock } from '../../db/schema'
import { HOUR_MS, TAIPEI_OFFSET_MS } from '../../../shared/domain/business-day'

const sumOf = (col: SQLiteColumn | SQL) => sql<number>`coalesce(sum(${col}), 0)`
const within = (storeCol: SQLiteColumn, timeCol: SQLiteColumn, storeId: number, start: number, end: number) =>
  and(eq(storeCol, storeId), gte(timeCol, start), lt(timeCol, end))

/**
 * Report figures read from the rollup tables that triggers keep (schema/reports.ts): a year is a
 * few thousand rows per store. Range bounds are Taipei midnights, so they fall on rollup edges.
 */
export function createReportsRepo(db: Db) {
  return {
    /**
     * Money paid back in the range, and the part on orders still standing: a wholly refunded order
     * is cancelled and already out of revenue, so only partial refunds come off it again.
     */
    refunds(storeId: number, start: number, end: number): { total: number; partial: number } {
      return db.select({ total: sumOf(refunds.amount), partial: sumOf(sql`case when ${orders.status} <> 'cancelled' then ${refunds.amount} else 0 end`) })
        .from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(within(refunds.storeId, refunds.createdAt, storeId, start, end)).get()!
    },

    summary(storeId: number, start: number, end: number) {
      return db.select({ revenue: sumOf(hourly.revenue), cost: sumOf(hourly.cost), count: sumOf(hourly.orderCount) })
        .from(hourly).where(within(hourly.storeId, hourly.hourStart, storeId, start, end)).get()!
    },

    /** Paid orders' gross (subtotal + service fee) and discounts, by creation time as day-close counts them. */
    paidSales(storeId: number, start: number, end: number): { gross: number; discounts: number } {
      return db.select({ gross: sumOf(paid.gross), discounts: sumOf(paid.discount) })
        .from(paid).where(within(paid.storeId, paid.hourStart, storeId, start, end)).get()!
    },

    /** Revenue and count per hour of Taipei's clock (0–23); hours without orders may be absent. */
    hourly(storeId: number, start: number, end: number) {
      const hour = sql<number>`((${hourly.hourStart} + ${TAIPEI_OFFSET_MS}) / ${HOUR_MS}) % 24`
      return db.select({ hour, revenue: sumOf(hourly.revenue), count: sumOf(hourly.orderCount) })
        .from(hourly).where(within(hourly.storeId, hourly.hourStart, storeId, start, end)).groupBy(hour).all()
    },

    topProducts(storeId: number, start: number, end: number, limit: number) {
      const quantity = sumOf(items.quantity)
      const revenue = sumOf(items.revenue)
      return db.select({
        // With exactly one max() in the query, SQLite takes the bare name from that row: the latest day's name.
        latestDay: sql<number>`max(${items.dayStart})`,
        menuItemId: items.menuItemId,
        name: items.name,
        quantity,
        revenue,
      })
        .from(items)
        .where(within(items.storeId, items.dayStart, storeId, start, end))
        .groupBy(items.itemKey)
        .having(sql`${quantity} > 0`)
        .orderBy(desc(quantity), desc(revenue))
        .limit(limit)
        .all()
        .map(({ latestDay: _, ...p }) => p)
    },

    paymentsByMethod(storeId: number, start: number, end: number) {
      return db.select({ method: pays.method, amount: sumOf(pays.amount), count: sumOf(pays.paymentCount) })
        .from(pays).where(within(pays.storeId, pays.dayStart, storeId, start, end)).groupBy(pays.method).all()
    },

    firstInventoryItems(storeId: number, limit: number) {
      return db.select().from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(asc(inventoryItems.id)).limit(limit).all()
    },

    /** Per item: net change and consumption inside [start, end), and the net change from `end` on. */
    movementTotals(itemIds: number[], start: number, end: number) {
      if (itemIds.length === 0) return []
      const inRange = sql`${stock.dayStart} < ${end}`
      return db.select({
        itemId: stock.inventoryItemId,
        netInRange: sumOf(sql`case when ${inRange} then ${stock.netMilli} else 0 end`),
        consumedInRange: sumOf(sql`case when ${inRange} then ${stock.consumedMilli} else 0 end`),
        netAfter: sumOf(sql`case when ${inRange} then 0 else ${stock.netMilli} end`),
      })
        .from(stock)
        .where(and(inArray(stock.inventoryItemId, itemIds), gte(stock.dayStart, start)))
        .groupBy(stock.inventoryItemId).all()
    },
  }
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>
