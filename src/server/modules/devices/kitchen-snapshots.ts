import { and, desc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { orders, stores } from '../../db/schema'
import { ALL_STATIONS, topics, type Devices } from '../../../devices'
import { ACTIVE, KITCHEN_PAGE } from '../orders'
import { activePrinters, earlierOrdersOfSession, linesForStation, loadOrderForPrint, toPrintLine } from './data'
import { ticketMessage } from './kitchen'

/**
 * A snapshot holds the newest open tickets, as many as the kitchen screen's page: a store that
 * never marks orders done would otherwise rebuild and send its whole history of open orders.
 */
export const SNAPSHOT_TICKETS = KITCHEN_PAGE
/**
 * Changes within this window share one rebuild: at 20 orders/s a snapshot is built a few times a
 * second, not once per order (each order's own ticket message goes out at once, unaffected).
 */
export const SNAPSHOT_DELAY_MS = 100

/**
 * Retained per-station snapshots (pos/{storeId}/kitchen/{station}/open): every open ticket of the
 * station, rebuilt from the database after each change and at start. A display that connects or
 * reconnects, also after a server restart, gets the whole list at once from the broker, without
 * the server keeping any per-display state.
 */
type Loaded = { updatedAt: number; loaded: ReturnType<typeof loadOrderForPrint> }

export function createKitchenSnapshots({ db, clock, hardware }: { db: DbHandle; clock: Clock; hardware: Devices }) {
  const d = db.db

  const due = new Set<number>()
  let timer: ReturnType<typeof setTimeout> | null = null
  /**
   * Each open order as last read for print, by store and order id, kept while its row's updated_at
   * stands: every write that changes a ticket (lines voided, status, 換桌/併桌) stamps it, so a
   * rebuild reads only what changed. The session's earlier orders are read fresh each time.
   */
  const loadedByStore = new Map<number, Map<number, Loaded>>()

  function flush() {
    timer = null
    const stores = [...due]
    due.clear()
    for (const storeId of stores) publishStore(storeId)
  }

  function publishStore(storeId: number) {
    if (hardware.mqtt.mode === 'off') return
    // Orders a kitchen still works on (ACTIVE, the partial index's condition); paid-and-served,
    // completed and cancelled ones leave the displays.
    const open = d.select({ id: orders.id, updatedAt: orders.updatedAt }).from(orders)
      .where(and(eq(orders.storeId, storeId), ACTIVE)).orderBy(desc(orders.id)).limit(SNAPSHOT_TICKETS).all().reverse()
    const before = loadedByStore.get(storeId)
    const kept = new Map<number, Loaded>()
    for (const { id, updatedAt } of open) {
      const hit = before?.get(id)
      kept.set(id, hit && hit.updatedAt === updatedAt ? hit : { updatedAt, loaded: loadOrderForPrint(d, storeId, id) })
    }
    loadedByStore.set(storeId, kept)
    const stations = activePrinters(d, storeId, 'kitchen')
    const all: ReturnType<typeof ticketMessage>[] = []
    const byStation = new Map(stations.map((p) => [p.id, [] as ReturnType<typeof ticketMessage>[]]))
    for (const { loaded } of kept.values()) {
      if (!loaded || loaded.items.length === 0) continue
      const data = { ...loaded, earlierOrders: earlierOrdersOfSession(d, loaded.order) }
      const lines = data.items.map(toPrintLine)
      all.push(ticketMessage(data, 'new', data.order.createdAt, lines))
      for (const p of stations) {
        const mine = linesForStation(p, lines)
        if (mine.length) byStation.get(p.id)!.push(ticketMessage(data, 'new', data.order.createdAt, mine))
      }
    }
    const at = new Date(clock.now()).toISOString()
    const send = (station: string | number, tickets: typeof all) =>
      hardware.mqtt.publish(topics.kitchenOpen(storeId, station), { storeId, station: String(station), at, tickets }, { qos: 1, retain: true })
    send(ALL_STATIONS, all)
    for (const [id, tickets] of byStation) send(id, tickets)
  }

  return {
    publishStore,
    /** After a change: the store's snapshots are rebuilt once the changes of the next moment are in. */
    schedule(storeId: number) {
      if (hardware.mqtt.mode === 'off') return
      due.add(storeId)
      timer ??= setTimeout(flush, SNAPSHOT_DELAY_MS)
    },
    /** At stop: what is due is sent now, so the broker keeps the last state. */
    flush() {
      if (timer) clearTimeout(timer)
      flush()
    },
    /** At start: the broker (embedded: in memory) has no retained snapshots after a restart. */
    publishAll() {
      for (const { id } of d.select({ id: stores.id }).from(stores).all()) publishStore(id)
    },
    /** A payment closes nothing in the kitchen, but displays show that an order is paid. */
    publishPaid(storeId: number, orderIds: number[]) {
      for (const orderId of orderIds) hardware.mqtt.publish(topics.orderStatus(storeId, orderId), { storeId, orderId, paymentStatus: 'paid', at: new Date(clock.now()).toISOString() })
    },
  }
}
