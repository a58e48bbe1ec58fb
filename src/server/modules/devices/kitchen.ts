import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm'
import { withoutFsync, type DbHandle } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { transact } from '../../db/transact'
import type { Clock } from '../../clock'
import { orders, printJobs, stores } from '../../db/schema'
import type { EventMap } from '../../events'
import { ALL_STATIONS, isAddOn, parseBumpTopic, renderKitchenTicket, topics, type Devices, type KitchenTicketData, type KitchenTicketMessage } from '../../../devices'
import { AppError } from '../../http/app-error'
import { activePrinters, earlierOrdersOfSession, linesForStation, loadOrderForPrint, loadOrderHead, profileOf, timeZoneOf, toPrintLine, type OrderForPrint } from './data'

type Deps = {
  db: DbHandle
  clock: Clock
  hardware: Devices
  /** The orders module's kitchen move (preparing → ready), so a bump obeys the same rules. */
  markReady(storeId: number, orderId: number): void
}

type Line = ReturnType<typeof toPrintLine>
/** An order as its kitchen tickets show it: with the session's earlier order numbers (加點). */
type TicketSource = OrderForPrint & { earlierOrders: string[] }

/** How far back a restart looks for orders whose kitchen ticket was never queued. */
const RECOVERY_WINDOW_MS = 12 * 3600_000

/** A kitchen ticket's dedupe keys are `kitchen:{orderId}:p{printerId}`: the range of one order's. */
const kitchenKey = (end: ':' | ';') => sql`'kitchen:' || ${orders.id} || ${end}`

const q = preparedFor((d) => ({
  /** A void goes only to stations that were sent the order. */
  printedFor: d.select({ id: printJobs.id }).from(printJobs)
    .where(and(eq(printJobs.orderId, $('orderId')), eq(printJobs.printerId, $('printerId')), eq(printJobs.kind, 'kitchen'))).prepare(),
}))

/**
 * Kitchen side of the events: tickets to station printers (routed by menu category) and to
 * kitchen displays over MQTT, void tickets on cancellation, status changes, and bumps back.
 * Each order is its own ticket with a dedupe key per order and printer, so a table's second
 * order prints only its own lines and nothing prints twice.
 */
export function createKitchenPrinting({ db, clock, hardware, markReady }: Deps) {
  const d = db.db

  /**
   * Queues the tickets (once per order and printer, by dedupe key) and publishes them. Returns
   * how many print jobs were new. `recovering`: only printers that existed when the order was
   * placed, and nothing published unless a ticket had really been missing.
   */
  function printTickets(storeId: number, orderId: number, kind: KitchenTicketData['kind'], itemIds?: number[], recovering = false): number {
    const loaded = loadOrderForPrint(d, storeId, orderId, itemIds)
    if (!loaded || loaded.items.length === 0) return 0
    const data = { ...loaded, earlierOrders: kind === 'new' ? earlierOrdersOfSession(d, loaded.order) : [] }
    const lines = data.items.map(toPrintLine)
    const key = kind === 'added' ? `added:${orderId}:${itemIds!.join('.')}`
      : kind === 'void' && itemIds ? `void:${orderId}:${itemIds.join('.')}` : `${kind === 'void' ? 'void' : 'kitchen'}:${orderId}`
    const time = kind === 'new' ? data.order.createdAt : clock.now()
    const stations = activePrinters(d, storeId, 'kitchen').filter((p) => !recovering || p.createdAt <= data.order.createdAt)
    let queued = 0
    // No fsync of its own (one per sale is the budget): a job lost to a power cut is queued
    // again by recoverMissedTickets at the next start; a crash of the process loses nothing.
    withoutFsync(db.sqlite, () => transact(db.sqlite, () => {
      for (const printer of stations) {
        if (kind === 'void' && !printedFor(orderId, printer.id)) continue
        const mine = linesForStation(printer, lines)
        if (mine.length === 0) continue
        const ticket = { ...ticketBase(data, kind, time), station: printer.name, lines: mine, lineVoid: kind === 'void' && itemIds !== undefined }
        const job = hardware.queue.enqueue({
          storeId, printerId: printer.id, kind: kind === 'void' ? 'void' : 'kitchen', orderId,
          dedupeKey: `${key}:p${printer.id}`, payload: renderKitchenTicket(ticket, profileOf(printer)),
        })
        if (job) queued++
      }
    }))
    if (!recovering || queued > 0) publishTickets(data, kind, time, lines, stations)
    return queued
  }

  /**
   * Recent orders the kitchen has not started that have no kitchen job at all, in one query. The
   * condition on every store lets orders_store_created_idx find the recent ones; the jobs are
   * looked up by dedupe key range (print_jobs_dedupe_uq).
   */
  const ordersWithoutTickets = (since: number) => d.select({ id: orders.id, storeId: orders.storeId }).from(orders)
    .where(and(
      inArray(orders.storeId, d.select({ id: stores.id }).from(stores)),
      gte(orders.createdAt, since),
      inArray(orders.status, ['pending', 'confirmed']),
      notExists(d.select({ id: printJobs.id }).from(printJobs)
        .where(and(gte(printJobs.dedupeKey, kitchenKey(':')), lt(printJobs.dedupeKey, kitchenKey(';'))))),
    ))
    .orderBy(asc(orders.id)).all()

  const printedFor = (orderId: number, printerId: number) => !!q(d).printedFor.get({ orderId, printerId })

  function publishTickets(data: TicketSource, kind: KitchenTicketData['kind'], time: number, lines: Line[], stations: ReturnType<typeof activePrinters>) {
    const storeId = data.order.storeId
    hardware.mqtt.publish(topics.kitchenTickets(storeId, ALL_STATIONS), ticketMessage(data, kind, time, lines))
    for (const printer of stations) {
      const mine = linesForStation(printer, lines)
      if (mine.length) hardware.mqtt.publish(topics.kitchenTickets(storeId, printer.id), ticketMessage(data, kind, time, mine))
    }
  }

  function publishStatus(e: EventMap['order.status_changed']) {
    const data = loadOrderHead(d, e.storeId, e.orderId)
    if (!data) return
    hardware.mqtt.publish(topics.orderStatus(e.storeId, e.orderId), {
      storeId: e.storeId, orderId: e.orderId, orderNumber: data.order.orderNumber, table: data.table,
      from: e.from, to: e.to, at: new Date(clock.now()).toISOString(),
    })
  }

  /** 補印: the whole order's ticket again on its stations (one printer or all), marked 補印; not sent to displays. */
  function reprint(storeId: number, orderId: number, printerId: number | null) {
    const loaded = loadOrderForPrint(d, storeId, orderId)
    if (!loaded) throw new AppError('ORDER_NOT_FOUND')
    const data = { ...loaded, earlierOrders: earlierOrdersOfSession(d, loaded.order) }
    const lines = data.items.map(toPrintLine)
    const targets = activePrinters(d, storeId, 'kitchen')
      .filter((p) => printerId === null || p.id === printerId)
      .map((printer) => ({ printer, mine: linesForStation(printer, lines) }))
      .filter((t) => t.mine.length > 0)
    if (targets.length === 0) throw new AppError(printerId === null ? 'NO_KITCHEN_PRINTER' : 'PRINTER_NOT_FOUND')
    const base = ticketBase(data, 'new', clock.now())
    return db.sqlite.transaction(() => targets.map(({ printer, mine }) => hardware.queue.enqueue({
      storeId, printerId: printer.id, kind: 'kitchen', orderId,
      dedupeKey: `reprint-kitchen:${orderId}:p${printer.id}:${clock.now()}:${crypto.randomUUID()}`,
      payload: renderKitchenTicket({ ...base, station: printer.name, lines: mine, reprint: true }, profileOf(printer)),
    })!))()
  }

  return {
    reprint,
    onOrderCreated: (e: EventMap['order.created']) => printTickets(e.storeId, e.orderId, 'new'),
    /**
     * Tickets are queued just after the order commits. A crash (or a full disk) in between would
     * lose the ticket for good: the terminal's retry is an idempotent replay and prints nothing.
     * So at start-up, orders without a kitchen job get theirs. Returns how many were recovered.
     */
    recoverMissedTickets(): number {
      let recovered = 0
      for (const o of ordersWithoutTickets(clock.now() - RECOVERY_WINDOW_MS)) {
        if (printTickets(o.storeId, o.id, 'new', undefined, true) > 0) recovered++
      }
      return recovered
    },
    onItemsAdded: (e: EventMap['order.items_added']) => {
      if (e.itemIds.length) printTickets(e.storeId, e.orderId, 'added', [...e.itemIds].sort((a, b) => a - b))
    },
    /** Lines voided on a live order: a 作廢 ticket of just those lines, to the stations that had them. */
    onItemsVoided: (e: EventMap['order.items_voided']) => {
      if (e.itemIds.length) printTickets(e.storeId, e.orderId, 'void', [...e.itemIds].sort((a, b) => a - b))
    },
    onStatusChanged(e: EventMap['order.status_changed']) {
      publishStatus(e)
      if (e.to === 'cancelled') printTickets(e.storeId, e.orderId, 'void')
    },
    /** pos/{storeId}/kitchen/{station}/bump {orderId}: the broker already checked the device's store. */
    onBump(topic: string, payload: Buffer) {
      const target = parseBumpTopic(topic)
      const orderId = parseOrderId(payload)
      if (!target || orderId === null) return
      try {
        markReady(target.storeId, orderId)
      } catch (e) {
        console.warn(`[mqtt] bump of order ${orderId} ignored: ${(e as Error).message}`)
      }
    },
  }
}

function ticketBase(data: TicketSource, kind: KitchenTicketData['kind'], time: number) {
  return { orderNumber: data.order.orderNumber, table: data.table, time, timeZone: timeZoneOf(data.store), notes: data.order.notes, kind, earlierOrders: data.earlierOrders }
}

export function ticketMessage(data: TicketSource, kind: KitchenTicketData['kind'], time: number, lines: Line[]): KitchenTicketMessage {
  return {
    type: kind,
    storeId: data.order.storeId,
    orderId: data.order.id,
    orderNumber: data.order.orderNumber,
    table: data.table,
    status: data.order.status,
    createdAt: new Date(time).toISOString(),
    lines: lines.map((l) => ({
      name: l.name, quantity: l.quantity, size: l.options.size?.name ?? null, spice: l.options.spice ?? null,
      addOns: (l.options.addOns ?? []).map((a) => a.name), notes: l.notes,
    })),
    notes: data.order.notes,
    addOn: isAddOn({ kind, earlierOrders: data.earlierOrders }),
    earlierOrders: data.earlierOrders,
  }
}

function parseOrderId(payload: Buffer): number | null {
  try {
    const id = (JSON.parse(payload.toString('utf8')) as { orderId?: unknown })?.orderId
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null
  } catch {
    return null
  }
}
