import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import {
  inventoryItems,
  orders,
  refunds,
  reportItemSalesHourly as items,
  reportItemSalesMonthly as itemsByMonth,
  reportPaidSalesHourly as paid,
  reportPaymentsHourly as pays,
  reportPaymentsMonthly as paysByMonth,
  reportRefundsMonthly as refundsByMonth,
  reportSalesHourly as hourly,
  reportSalesMonthly as salesByMonth,
  reportStockHourly as stock,
} from '../../db/schema'
import { DAY_MS, HOUR_MS, TAIPEI_OFFSET_MS, monthStart } from '../../../shared/domain/business-day'

const sumOf = (col: SQLiteColumn | SQL) => sql<number>`coalesce(sum(${col}), 0)`
const within = (storeCol: SQLiteColumn, timeCol: SQLiteColumn, storeId: number, start: number, end: number) =>
  and(eq(storeCol, storeId), gte(timeCol, start), lt(timeCol, end))
/** Whole Taipei months (a month, quarter or year report) are read from the monthly rollups. */
const wholeMonths = (start: number, end: number) => monthStart(start) === start && monthStart(end) === end

/** The whole Taipei months inside [start, end), as [first month's start, end of the last], or null. */
function innerMonths(start: number, end: number): [number, number] | null {
  const first = monthStart(start) === start ? start : monthStart(monthStart(start) + 32 * DAY_MS)
  const last = monthStart(end)
  return first < last ? [first, last] : null
}

/**
 * Report figures read from the rollup tables that triggers keep (schema/reports.ts): hourly ones,
 * whose edges fall on any 換日時間, and for a range of whole months a few hundred monthly rows.
 */
export function createReportsRepo(db: Db) {
  /** The name on the item's latest hourly row in the range, the one the hourly query shows. */
  const latestName = (storeId: number, itemKey: string, start: number, end: number) =>
    db
      .select({ name: items.name })
      .from(items)
      .where(and(within(items.storeId, items.hourStart, storeId, start, end), eq(items.itemKey, itemKey)))
      .orderBy(desc(items.hourStart))
      .limit(1)
      .get()!.name

  return {
    /**
     * Money paid back in the range, and the part on orders still standing: a wholly refunded order
     * is cancelled and already out of revenue, so only partial refunds come off it again.
     */
    refunds(storeId: number, start: number, end: number): { total: number; partial: number } {
      if (wholeMonths(start, end)) {
        return db
          .select({ total: sumOf(refundsByMonth.total), partial: sumOf(refundsByMonth.partial) })
          .from(refundsByMonth)
          .where(within(refundsByMonth.storeId, refundsByMonth.monthStart, storeId, start, end))
          .get()!
      }
      return db
        .select({
          total: sumOf(refunds.amount),
          partial: sumOf(sql`case when ${orders.status} <> 'cancelled' then ${refunds.amount} else 0 end`),
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(within(refunds.storeId, refunds.createdAt, storeId, start, end))
        .get()!
    },

    summary(storeId: number, start: number, end: number): { revenue: number; cost: number; count: number } {
      if (wholeMonths(start, end)) {
        return db
          .select({
            revenue: sumOf(salesByMonth.revenue),
            cost: sumOf(salesByMonth.cost),
            count: sumOf(salesByMonth.orderCount),
          })
          .from(salesByMonth)
          .where(within(salesByMonth.storeId, salesByMonth.monthStart, storeId, start, end))
          .get()!
      }
      return db
        .select({ revenue: sumOf(hourly.revenue), cost: sumOf(hourly.cost), count: sumOf(hourly.orderCount) })
        .from(hourly)
        .where(within(hourly.storeId, hourly.hourStart, storeId, start, end))
        .get()!
    },

    /** Paid orders' gross (subtotal + service fee) and discounts, by the hour their payment settled them (as the Z). */
    paidSales(storeId: number, start: number, end: number): { gross: number; discounts: number } {
      if (wholeMonths(start, end)) {
        return db
          .select({ gross: sumOf(salesByMonth.gross), discounts: sumOf(salesByMonth.discount) })
          .from(salesByMonth)
          .where(within(salesByMonth.storeId, salesByMonth.monthStart, storeId, start, end))
          .get()!
      }
      return db
        .select({ gross: sumOf(paid.gross), discounts: sumOf(paid.discount) })
        .from(paid)
        .where(within(paid.storeId, paid.hourStart, storeId, start, end))
        .get()!
    },

    /** Revenue and count per hour of Taipei's clock (0–23); hours without orders may be absent. */
    hourly(storeId: number, start: number, end: number): { hour: number; revenue: number; count: number }[] {
      if (wholeMonths(start, end)) {
        return db
          .select({
            hour: salesByMonth.taipeiHour,
            revenue: sumOf(salesByMonth.revenue),
            count: sumOf(salesByMonth.orderCount),
          })
          .from(salesByMonth)
          .where(within(salesByMonth.storeId, salesByMonth.monthStart, storeId, start, end))
          .groupBy(salesByMonth.taipeiHour)
          .all()
      }
      const hour = sql<number>`((${hourly.hourStart} + ${TAIPEI_OFFSET_MS}) / ${HOUR_MS}) % 24`
      return db
        .select({ hour, revenue: sumOf(hourly.revenue), count: sumOf(hourly.orderCount) })
        .from(hourly)
        .where(within(hourly.storeId, hourly.hourStart, storeId, start, end))
        .groupBy(hour)
        .all()
    },

    /**
     * The range's best sellers: the whole Taipei months inside it from the monthly rollup, the hours
     * before and after them (a 換日時間 of 05:00 starts a month at 05:00 on the 1st) from the hourly one.
     * A year costs a few hundred monthly rows and two edges, never a year of hourly rows.
     */
    topProducts(
      storeId: number,
      start: number,
      end: number,
      limit: number,
    ): { menuItemId: number | null; name: string; quantity: number; revenue: number }[] {
      const [m1, m2] = innerMonths(start, end) ?? [end, end]
      const rows = db.all<{ itemKey: string; menuItemId: number | null; quantity: number; revenue: number }>(sql`
        SELECT item_key AS itemKey, max(menu_item_id) AS menuItemId, sum(quantity) AS quantity, sum(revenue) AS revenue
        FROM (
          SELECT item_key, menu_item_id, quantity, revenue FROM ${itemsByMonth}
          WHERE ${itemsByMonth.storeId} = ${storeId} AND ${itemsByMonth.monthStart} >= ${m1}
            AND ${itemsByMonth.monthStart} < ${m2}
          UNION ALL
          SELECT item_key, menu_item_id, quantity, revenue FROM ${items}
          WHERE ${items.storeId} = ${storeId} AND ${items.hourStart} >= ${start} AND ${items.hourStart} < ${m1}
          UNION ALL
          SELECT item_key, menu_item_id, quantity, revenue FROM ${items}
          WHERE ${items.storeId} = ${storeId} AND ${items.hourStart} >= ${m2} AND ${items.hourStart} < ${end}
        )
        GROUP BY item_key HAVING sum(quantity) > 0
        ORDER BY sum(quantity) DESC, sum(revenue) DESC
        LIMIT ${limit}`)
      return rows.map(({ itemKey, ...p }) => ({ ...p, name: latestName(storeId, itemKey, start, end) }))
    },

    /**
     * Parts sold inside 套餐 (each set's lines of the range, by set and part): read from the set
     * lines themselves rather than a rollup, through the menu-item index, so a store selling no
     * sets pays nothing. A set since deleted from the menu, or sold alone again, is left out.
     */
    setParts(storeId: number, start: number, end: number): { set: string; part: string; quantity: number }[] {
      return db.all(sql`
        SELECT i.name AS "set", json_extract(p.value, '$.name') AS part, sum(i.quantity) AS quantity
        FROM menu_items m
        JOIN order_items i ON i.menu_item_id = m.id
        JOIN orders o ON o.id = i.order_id, json_each(i.options, '$.parts') p
        WHERE m.store_id = ${storeId} AND m.set_slots <> '[]'
          AND o.created_at >= ${start} AND o.created_at < ${end} AND o.status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
        GROUP BY i.name, part
        ORDER BY i.name, quantity DESC, part`)
    },

    paymentsByMethod(storeId: number, start: number, end: number): { method: string; amount: number; count: number }[] {
      if (wholeMonths(start, end)) {
        return db
          .select({
            method: paysByMonth.method,
            amount: sumOf(paysByMonth.amount),
            count: sumOf(paysByMonth.paymentCount),
          })
          .from(paysByMonth)
          .where(within(paysByMonth.storeId, paysByMonth.monthStart, storeId, start, end))
          .groupBy(paysByMonth.method)
          .all()
      }
      return db
        .select({ method: pays.method, amount: sumOf(pays.amount), count: sumOf(pays.paymentCount) })
        .from(pays)
        .where(within(pays.storeId, pays.hourStart, storeId, start, end))
        .groupBy(pays.method)
        .all()
    },

    firstInventoryItems(storeId: number, limit: number) {
      return db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.storeId, storeId))
        .orderBy(asc(inventoryItems.id))
        .limit(limit)
        .all()
    },

    /** Per item: net change and consumption inside [start, end), and the net change from `end` on. */
    movementTotals(itemIds: number[], start: number, end: number) {
      if (itemIds.length === 0) return []
      const inRange = sql`${stock.hourStart} < ${end}`
      return db
        .select({
          itemId: stock.inventoryItemId,
          netInRange: sumOf(sql`case when ${inRange} then ${stock.netMilli} else 0 end`),
          consumedInRange: sumOf(sql`case when ${inRange} then ${stock.consumedMilli} else 0 end`),
          netAfter: sumOf(sql`case when ${inRange} then 0 else ${stock.netMilli} end`),
        })
        .from(stock)
        .where(and(inArray(stock.inventoryItemId, itemIds), gte(stock.hourStart, start)))
        .groupBy(stock.inventoryItemId)
        .all()
    },
  }
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>
