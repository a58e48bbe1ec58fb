import { desc } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { createChangeCache } from '../../db/change-cache'
import { orders } from '../../db/schema'
import { $, preparedFor } from '../../db/prepared'
import { KITCHEN_PAGE, kitchenWhere, type KitchenTab } from './list'
import { loadOrdersByIds } from './present'

/**
 * Tables an order's kitchen JSON reads besides its own row and lines (voids, discounts, refunds,
 * the table's number). A write to any of them presents every order again; they change far less
 * often than orders come in. Lines are never updated in place (a void is a row of its own).
 */
const BESIDE_ORDERS = ['order_voids', 'order_discounts', 'refunds', 'refund_lines', 'dining_tables'] as const

/**
 * A page's ids and fingerprints, per tab, prepared once per database and read as arrays: built and
 * mapped by drizzle on every poll they cost more than the poll's other work (1.0 vs 0.35 ms in-process
 * with 10,000 open orders).
 */
const headsByTab = preparedFor((d) => {
  const heads = (tab?: KitchenTab) =>
    d
      .select({
        id: orders.id,
        updatedAt: orders.updatedAt,
        status: orders.status,
        paid: orders.paymentStatus,
        total: orders.total,
        tableId: orders.tableId,
        sessionId: orders.sessionId,
      })
      .from(orders)
      .where(kitchenWhere($('storeId'), tab))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(KITCHEN_PAGE)
      .prepare()
  return { all: heads(), pending: heads('pending'), preparing: heads('preparing'), ready: heads('ready') }
})

const utf8 = new TextEncoder()

/**
 * The kitchen screens' list (GET /kitchen/orders), polled by every screen every few seconds.
 * Presenting a full page each time (300 orders with their lines) held the event loop for tens of
 * milliseconds in a rush, so each order's JSON is kept while its row stands: its fingerprint
 * (updated_at, and the columns a write to it changes, in case two writes share a millisecond)
 * and nothing written to the tables beside it. A poll reads the page's ids and fingerprints down
 * the active orders' index, presents only what is new or changed, and joins the kept JSON.
 */
export function createKitchenView(db: DbHandle) {
  const d = db.db
  const byStore = createChangeCache<number, Map<number, { print: string; json: Uint8Array<ArrayBuffer> }>>(
    db.sqlite,
    BESIDE_ORDERS,
  )

  return (storeId: number, tab?: KitchenTab): Blob => {
    // [id, updatedAt, status, paid, total, tableId, sessionId]: the id, then the fingerprint's parts.
    const heads = headsByTab(d)[tab ?? 'all'].values({ storeId }) as [number, ...unknown[]][]
    const kept = byStore(storeId, () => new Map())
    const prints = heads.map((h) => h.join('|'))
    const stale = heads.flatMap((h, i) => (kept.get(h[0])?.print === prints[i] ? [] : [i]))
    if (stale.length) {
      const fresh = new Map(
        loadOrdersByIds(
          d,
          storeId,
          stale.map((i) => heads[i][0]),
        ).map((o) => [o.id, o]),
      )
      for (const i of stale) {
        const o = fresh.get(heads[i][0])
        if (o) kept.set(o.id, { print: prints[i], json: utf8.encode(JSON.stringify(o)) })
      }
    }
    // Orders that left every tab are dropped now and then, not looked for on every poll.
    if (kept.size > KITCHEN_PAGE * 4) {
      const shown = new Set(heads.map((h) => h[0]))
      for (const id of kept.keys()) if (!shown.has(id)) kept.delete(id)
    }
    // Oldest first; kept as UTF-8 and joined by the Blob in one copy, which the Response then shares
    // (joining strings and encoding the page's 350 KB again took a quarter of a poll).
    const parts: (string | Uint8Array<ArrayBuffer>)[] = ['[']
    for (let i = heads.length - 1; i >= 0; i--) {
      const json = kept.get(heads[i][0])?.json
      if (!json) continue
      if (parts.length > 1) parts.push(',')
      parts.push(json)
    }
    parts.push(']')
    return new Blob(parts)
  }
}
