import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { orders, stores } from '../../db/schema'
import { ALL_STATIONS, topics, type Devices } from '../../../devices'
import { activePrinters, earlierOrdersOfSession, linesForStation, loadOrderForPrint, toPrintLine } from './data'
import { ticketMessage } from './kitchen'

/** Orders a kitchen still works on; paid-and-served, completed and cancelled ones leave the displays. */
const OPEN = ['pending', 'confirmed', 'preparing', 'ready'] as const

/**
 * Retained per-station snapshots (pos/{storeId}/kitchen/{station}/open): every open ticket of the
 * station, rebuilt from the database after each change and at start. A display that connects or
 * reconnects, also after a server restart, gets the whole list at once from the broker, without
 * the server keeping any per-display state.
 */
export function createKitchenSnapshots({ db, clock, hardware }: { db: DbHandle; clock: Clock; hardware: Devices }) {
  const d = db.db

  function publishStore(storeId: number) {
    if (hardware.mqtt.mode === 'off') return
    const open = d.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...OPEN]))).orderBy(asc(orders.id)).all()
    const stations = activePrinters(d, storeId, 'kitchen')
    const all: ReturnType<typeof ticketMessage>[] = []
    const byStation = new Map(stations.map((p) => [p.id, [] as ReturnType<typeof ticketMessage>[]]))
    for (const { id } of open) {
      const loaded = loadOrderForPrint(d, storeId, id)
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
