import { and, desc, eq, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningTables, orders } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { afterCursor, decodeCursor, encodeCursor, notOlderThan, page } from '../../http/cursor'
import { DAY_MS, parseBusinessDate } from '../../../shared/domain/business-day'
import { KITCHEN_STATUSES, type OrderStatus } from '../../../shared/domain/order-status'
import { loadOrders, ofStoreByOtherIndex, type OrderJson } from './present'
import type { OrderType } from '../../../shared/domain/order-type'

export type OrderFilters = {
  status?: OrderStatus
  date?: string
  tableId?: number
  sessionId?: number
  /** One type or several joined by commas (takeout,delivery). */
  orderType?: string
  search?: string
  limit?: number
  /** From the previous page's X-Next-Cursor. */
  cursor?: string
}

/**
 * The very condition of the partial index orders_active_idx (schema/orders.ts): SQLite uses that
 * index only for a query that repeats it word for word, not for bound parameters. With it the
 * kitchen's screen reads the few orders still cooking, however many a year of trade left behind.
 */
export const ACTIVE = sql.raw(`(${KITCHEN_STATUSES.map((s) => `"orders"."status" = '${s}'`).join(' OR ')})`)

/** Spec part 2 §2.13: the kitchen's 待製作 tab also holds orders a manager has confirmed. */
export type KitchenTab = 'pending' | 'preparing' | 'ready'
const KITCHEN_TAB: Record<KitchenTab, OrderStatus[]> = {
  pending: ['pending', 'confirmed'],
  preparing: ['preparing'],
  ready: ['ready'],
}

/** The kitchen screen's list, like its displays' snapshots (devices/kitchen-snapshots.ts). */
export const KITCHEN_PAGE = 300

/** A page of orders when the caller names no limit: about 50 KB of JSON. */
export const ORDER_PAGE = 50

/** A search looks at this many orders per page (newest first), so a rare term costs no more than a common one. */
export const SEARCH_WINDOW = 2_000

function filterWhere(storeId: number, f: OrderFilters): SQL {
  // a session's orders by the session's index, not a walk down the store's year of orders
  const conds: (SQL | undefined)[] = [f.sessionId ? ofStoreByOtherIndex(storeId) : eq(orders.storeId, storeId)]
  if (f.status) conds.push(eq(orders.status, f.status), KITCHEN_STATUSES.includes(f.status) ? ACTIVE : undefined)
  if (f.date !== undefined) {
    const calendar = parseBusinessDate(f.date)
    if (!calendar) throw new AppError('INVALID_DATE')
    // A day's orders were created on its calendar day, after its 換日時間 (≤ 12:00) or, once the day
    // before closed early, on the day before. The time bound keeps the walk down the (store, time)
    // index SQLite picks to a few days, however quiet the day and however long the history.
    conds.push(
      eq(orders.businessDate, f.date),
      gte(orders.createdAt, calendar.start - 2 * DAY_MS),
      lt(orders.createdAt, calendar.end + DAY_MS),
    )
  }
  if (f.tableId) conds.push(eq(orders.tableId, f.tableId))
  if (f.sessionId) conds.push(eq(orders.sessionId, f.sessionId))
  if (f.orderType) conds.push(inArray(orders.orderType, f.orderType.split(',') as OrderType[]))
  return and(...conds)!
}

const keyOf = (o: OrderJson) => ({ at: Date.parse(o.createdAt), id: o.id })

/**
 * Newest first, a page at a time. A search (order number or table number, anywhere in the text)
 * looks through the next SEARCH_WINDOW orders only: a page may hold fewer matches than `limit`,
 * and the cursor then continues after the last order looked at.
 */
export function listOrders(d: Db, storeId: number, f: OrderFilters): { items: OrderJson[]; next: string | null } {
  const limit = f.limit ?? ORDER_PAGE
  const where = and(filterWhere(storeId, f), afterCursor(orders.createdAt, orders.id, decodeCursor(f.cursor)))
  const q = f.search?.trim()
  if (!q) return page(loadOrders(d, where, { limit: limit + 1 }), limit, keyOf)
  // The window's oldest order, found down the (store, time) index; the matches are read within it.
  const oldest = d
    .select({ at: orders.createdAt, id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
    .offset(SEARCH_WINDOW - 1)
    .get()
  const matches = loadOrders(
    d,
    and(
      where,
      oldest ? notOlderThan(orders.createdAt, orders.id, oldest) : undefined,
      or(sql`instr(${orders.orderNumber}, ${q}) > 0`, sql`instr(${diningTables.number}, ${q}) > 0`),
    ),
    { limit: limit + 1 },
  )
  const found = page(matches, limit, keyOf)
  if (found.next || !oldest) return found
  return { items: found.items, next: encodeCursor(oldest) }
}

/**
 * Which active orders a kitchen tab shows (from the index of active orders only): the newest
 * KITCHEN_PAGE, shown oldest first, so orders nobody marked done do not push new ones off the screen.
 */
export function kitchenWhere(storeId: number | Placeholder, tab?: KitchenTab): SQL {
  return and(eq(orders.storeId, storeId), ACTIVE, tab ? inArray(orders.status, KITCHEN_TAB[tab]) : undefined)!
}
