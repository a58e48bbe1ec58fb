import { and, desc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { orders, stores } from '../../db/schema'
import { ALL_STATIONS, displayJson, JsonText, topics, type Devices } from '../../../devices'
import { ACTIVE, KITCHEN_PAGE } from '../orders'
import {
  activePrinters,
  earlierOrdersOfSession,
  linesForStation,
  loadOrderForPrint,
  toKitchenLines,
  type OrderForPrint,
} from './data'
import { ticketMessage } from './kitchen'
import { $, preparedFor } from '../../db/prepared'

/**
 * A snapshot holds the newest open tickets, as many as the kitchen screen's page: a store that
 * never marks orders done would otherwise rebuild and send its whole history of open orders.
 */
export const SNAPSHOT_TICKETS = KITCHEN_PAGE
/**
 * Changes within this window share one rebuild (each order's own ticket message goes out at once,
 * unaffected).
 */
export const SNAPSHOT_DELAY_MS = 100
/**
 * Under a stream of changes a store's snapshots are rebuilt at most this often: a rebuild sends up
 * to a page of tickets per station, and at 20 orders/s ten of them a second held the event loop
 * long enough to show in the menu's and the orders' p99 (docs/PERFORMANCE.md). A display only
 * reads a snapshot when it (re)connects; the tickets themselves are live.
 */
export const SNAPSHOT_INTERVAL_MS = 1000

/**
 * Retained per-station snapshots (pos/{storeId}/kitchen/{station}/open): every open ticket of the
 * station, rebuilt from the database after each change and at start. A display that connects or
 * reconnects, also after a server restart, gets the whole list at once from the broker, without
 * the server keeping any per-display state.
 */
/** An open order as last read for print, and its ticket messages as last encoded, in JSON (null: not yet). */
type Loaded = {
  updatedAt: number
  loaded: OrderForPrint | null
  built: { earlier: string; stations: string; all: string; byStation: Map<number, string> } | null
}

/**
 * A store's open orders, newest first, as [id, updatedAt]: prepared, and not mapped row by row.
 * In the active orders' index order (created_at, then id), so the newest page is read off its end;
 * ordered by id alone, every open order was read and sorted: 14 ms a rebuild with 18,000 open.
 */
const openOrders = preparedFor((d) =>
  d
    .select({ id: orders.id, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.storeId, $('storeId')), ACTIVE))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SNAPSHOT_TICKETS)
    .prepare(),
)

export function createKitchenSnapshots({ db, clock, hardware }: { db: DbHandle; clock: Clock; hardware: Devices }) {
  const d = db.db

  const due = new Set<number>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastRebuild = -Infinity
  /**
   * Each open order as last read for print and its messages as last built, by store and order id,
   * kept while its row's updated_at stands: every write that changes a ticket (lines voided,
   * status, 換桌/併桌) stamps it, so a rebuild reads and builds only what changed. The session's
   * earlier orders (加點) are read fresh each time, and a change of stations builds every message again.
   */
  const loadedByStore = new Map<number, Map<number, Loaded>>()

  function flush() {
    timer = null
    lastRebuild = performance.now()
    const stores = [...due]
    due.clear()
    for (const storeId of stores) publishStore(storeId)
  }

  function publishStore(storeId: number) {
    if (hardware.mqtt.mode === 'off') return
    // Orders a kitchen still works on (ACTIVE, the partial index's condition); paid-and-served,
    // completed and cancelled ones leave the displays.
    const open = (openOrders(d).values({ storeId }) as [number, number][]).reverse()
    const before = loadedByStore.get(storeId)
    const kept = new Map<number, Loaded>()
    for (const [id, updatedAt] of open) {
      const hit = before?.get(id)
      kept.set(
        id,
        hit && hit.updatedAt === updatedAt
          ? hit
          : { updatedAt, loaded: loadOrderForPrint(d, storeId, id), built: null },
      )
    }
    loadedByStore.set(storeId, kept)
    const stations = activePrinters(d, storeId, 'kitchen')
    const stationsKey = JSON.stringify(stations.map((p) => [p.id, p.categoryIds]))
    const all: string[] = []
    const byStation = new Map(stations.map((p) => [p.id, [] as string[]]))
    for (const entry of kept.values()) {
      const { loaded } = entry
      if (!loaded || loaded.items.length === 0) continue
      const earlierOrders = earlierOrdersOfSession(d, loaded.order)
      const earlier = earlierOrders.join()
      if (entry.built?.earlier !== earlier || entry.built.stations !== stationsKey)
        entry.built = build({ ...loaded, earlierOrders }, stations, earlier, stationsKey)
      all.push(entry.built.all)
      for (const [id, message] of entry.built.byStation) byStation.get(id)!.push(message)
    }
    const at = JSON.stringify(new Date(clock.now()).toISOString())
    // { storeId, station, at, tickets }, the tickets joined from their kept JSON rather than encoded again
    const send = (station: string | number, tickets: string[]) =>
      hardware.mqtt.publish(
        topics.kitchenOpen(storeId, station),
        new JsonText(
          `{"storeId":${storeId},"station":${JSON.stringify(String(station))},"at":${at},` +
            `"tickets":[${tickets.join(',')}]}`,
        ),
        { qos: 1, retain: true },
      )
    send(ALL_STATIONS, all)
    for (const [id, tickets] of byStation) send(id, tickets)
  }

  function build(
    data: OrderForPrint & { earlierOrders: string[] },
    stations: ReturnType<typeof activePrinters>,
    earlier: string,
    stationsKey: string,
  ): NonNullable<Loaded['built']> {
    const lines = toKitchenLines(data.items)
    const voided = toKitchenLines(data.voided ?? [])
    const encoded = (mine: typeof lines, gone: typeof lines) =>
      displayJson(ticketMessage(data, 'new', data.order.createdAt, mine, null, gone))
    const byStation = new Map<number, string>()
    for (const p of stations) {
      const mine = linesForStation(p, lines)
      if (mine.length) byStation.set(p.id, encoded(mine, linesForStation(p, voided)))
    }
    return { earlier, stations: stationsKey, all: encoded(lines, voided), byStation }
  }

  return {
    publishStore,
    /** After a change: the store's snapshots are rebuilt once the changes of the next moment are in. */
    schedule(storeId: number) {
      if (hardware.mqtt.mode === 'off') return
      due.add(storeId)
      timer ??= setTimeout(flush, Math.max(SNAPSHOT_DELAY_MS, lastRebuild + SNAPSHOT_INTERVAL_MS - performance.now()))
    },
    /**
     * A new order as its kitchen tickets just read it, after its commit: the next rebuild takes
     * it from here instead of reading it again.
     */
    remember(loaded: OrderForPrint) {
      if (hardware.mqtt.mode === 'off') return
      const store = loadedByStore.get(loaded.order.storeId) ?? new Map<number, Loaded>()
      loadedByStore.set(loaded.order.storeId, store)
      store.set(loaded.order.id, { updatedAt: loaded.order.updatedAt, loaded, built: null })
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
      for (const orderId of orderIds)
        hardware.mqtt.publish(topics.orderStatus(storeId, orderId), {
          storeId,
          orderId,
          paymentStatus: 'paid',
          at: new Date(clock.now()).toISOString(),
        })
    },
  }
}
