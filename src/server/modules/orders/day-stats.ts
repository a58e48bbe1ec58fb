import { and, count, eq, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { parseBusinessDate } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { ACTIVE_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../shared/domain/order-status'
import type { OrderDayStats } from '../../../shared/api/front-of-house'

/**
 * Grouped by `status || ''`, not the column: grouping by the column itself lets SQLite walk the
 * (store, status) index for its order, which reads every order the store ever had.
 */
export const dayStatsQuery = (d: Db, storeId: number, day: string) =>
  d
    .select({ status: orders.status, n: count(), total: sum(orders.total).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.businessDate, day)))
    .groupBy(sql`${orders.status} || ''`)

/**
 * The orders screen's figures for one Taipei business day: counts and totals by status from one
 * grouped read of that day's orders on the (store, business day) index, so a day costs the same
 * after a year of trade and the screen no longer needs the day's orders to count them.
 * Revenue is the day's order totals without the cancelled ones (as the dashboard counts).
 */
export function orderDayStats(d: Db, storeId: number, day: string): OrderDayStats {
  if (!parseBusinessDate(day)) throw new AppError('INVALID_DATE')
  const rows = dayStatsQuery(d, storeId, day).all()
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, { count: 0, total: formatMoney(0) }]),
  ) as OrderDayStats['byStatus']
  let all = 0
  let active = 0
  let revenue = 0
  for (const r of rows) {
    byStatus[r.status] = { count: r.n, total: formatMoney(r.total ?? 0) }
    all += r.n
    if ((ACTIVE_STATUSES as readonly OrderStatus[]).includes(r.status)) active += r.n
    if (r.status !== 'cancelled') revenue += r.total ?? 0
  }
  return { date: day, count: all, active, completed: byStatus.completed.count, revenue: formatMoney(revenue), byStatus }
}
