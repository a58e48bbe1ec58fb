import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { printJobs } from '../../db/schema'
import type { EventMap, Written } from '../../events'
import {
  ALL_STATIONS,
  isAddOn,
  parseBumpTopic,
  renderKitchenTicket,
  topics,
  type Devices,
  type KitchenTicketData,
  type KitchenTicketMessage,
} from '../../../devices'
import { compactChoices } from '../../../shared/domain/option-groups'
import { AppError } from '../../http/app-error'
import {
  activePrinters,
  earlierOrdersOfSession,
  linesForStation,
  loadOrderForPrint,
  loadOrderHead,
  profileOf,
  timeZoneOf,
  toKitchenLines,
  type toPrintLine,
  writtenForPrint,
  type OrderForPrint,
} from './data'

type Deps = {
  db: DbHandle
  clock: Clock
  log: Logger
  hardware: Devices
  /** The orders module's kitchen move (preparing → ready), so a bump obeys the same rules. */
  markReady(storeId: number, orderId: number): void
  /** After a new order's commit: hands its print read to the displays' snapshots (read once, not twice). */
  remember?(loaded: OrderForPrint): void
}

type Line = ReturnType<typeof toPrintLine>
/** An order as its kitchen tickets show it: with the session's earlier order numbers (加點). */
type TicketSource = OrderForPrint & { earlierOrders: string[] }
/** A void ticket's reach: the lines named (the rest of the order is still to cook), or the whole order. */
export type VoidScope = KitchenTicketMessage['scope']

const q = preparedFor((d) => ({
  /** A void goes only to stations that were sent the order. */
  printedFor: d
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(eq(printJobs.orderId, $('orderId')), eq(printJobs.printerId, $('printerId')), eq(printJobs.kind, 'kitchen')),
    )
    .prepare(),
}))

/**
 * Kitchen side of the money writes: tickets to station printers (routed by menu category) and to
 * kitchen displays over MQTT, void tickets for a voided line or a cancelled order, status changes,
 * and bumps back. Each order is its own ticket with a dedupe key per order and printer, so a
 * table's second order prints only its own lines and nothing prints twice.
 */
export function createKitchenPrinting({ db, clock, log, hardware, markReady, remember }: Deps) {
  const d = db.db

  /**
   * Inside the write's transaction (the outbox): queues the tickets, once per
   * order and printer by dedupe key, so they commit with the order or the void, or not at all; a
   * crash can no longer leave an order the kitchen never hears of. Returns the MQTT publishing,
   * for after the commit. MQTT keeps no outbox: a display that missed a ticket to a crash gets it
   * from the retained per-station snapshot, which the server republishes at every start.
   */
  function queueTickets(
    storeId: number,
    orderId: number,
    kind: KitchenTicketData['kind'],
    itemIds?: number[],
    written?: Written['order.created'],
  ): (() => void) | undefined {
    const loaded = written ? writtenForPrint(d, storeId, written) : loadOrderForPrint(d, storeId, orderId, itemIds)
    if (!loaded || loaded.items.length === 0) return
    const data = { ...loaded, earlierOrders: kind === 'new' ? earlierOrdersOfSession(d, loaded.order) : [] }
    const lines = toKitchenLines(data.items)
    const scope: VoidScope = kind !== 'void' ? null : itemIds ? 'line' : 'order'
    const key =
      kind === 'added'
        ? `added:${orderId}:${itemIds!.join('.')}`
        : scope === 'line'
          ? `void:${orderId}:${itemIds!.join('.')}`
          : `${kind === 'void' ? 'void' : 'kitchen'}:${orderId}`
    const time = kind === 'new' ? data.order.createdAt : clock.now()
    const stations = activePrinters(d, storeId, 'kitchen')
    for (const printer of stations) {
      if (kind === 'void' && !printedFor(orderId, printer.id)) continue
      const mine = linesForStation(printer, lines)
      if (mine.length === 0) continue
      const ticket = { ...ticketBase(data, kind, time), station: printer.name, lines: mine, lineVoid: scope === 'line' }
      hardware.queue.enqueue({
        storeId,
        printerId: printer.id,
        kind: kind === 'void' ? 'void' : 'kitchen',
        orderId,
        dedupeKey: `${key}:p${printer.id}`,
        payload: renderKitchenTicket(ticket, profileOf(printer)),
      })
    }
    return () => {
      publishTickets(data, kind, time, lines, stations, scope)
      if (kind === 'new') remember?.(loaded)
    }
  }

  const printedFor = (orderId: number, printerId: number) => !!q(d).printedFor.get({ orderId, printerId })

  function publishTickets(
    data: TicketSource,
    kind: KitchenTicketData['kind'],
    time: number,
    lines: Line[],
    stations: ReturnType<typeof activePrinters>,
    scope: VoidScope,
  ) {
    const storeId = data.order.storeId
    const voided = toKitchenLines(data.voided ?? [])
    const message = (mine: Line[], gone: Line[]) => ticketMessage(data, kind, time, mine, scope, gone)
    hardware.mqtt.publish(topics.kitchenTickets(storeId, ALL_STATIONS), message(lines, voided))
    for (const printer of stations) {
      const mine = linesForStation(printer, lines)
      if (mine.length)
        hardware.mqtt.publish(
          topics.kitchenTickets(storeId, printer.id),
          message(mine, linesForStation(printer, voided)),
        )
    }
  }

  function publishStatus(e: EventMap['order.status_changed']) {
    const data = loadOrderHead(d, e.storeId, e.orderId)
    if (!data) return
    hardware.mqtt.publish(topics.orderStatus(e.storeId, e.orderId), {
      storeId: e.storeId,
      orderId: e.orderId,
      orderNumber: data.order.orderNumber,
      table: data.table,
      from: e.from,
      to: e.to,
      at: new Date(clock.now()).toISOString(),
    })
  }

  /** 補印: the whole order's ticket again on its stations (one printer or all), marked 補印; not sent to displays. */
  function reprint(storeId: number, orderId: number, printerId: number | null) {
    const loaded = loadOrderForPrint(d, storeId, orderId)
    if (!loaded) throw new AppError('ORDER_NOT_FOUND')
    const data = { ...loaded, earlierOrders: earlierOrdersOfSession(d, loaded.order) }
    const lines = toKitchenLines(data.items)
    const targets = activePrinters(d, storeId, 'kitchen')
      .filter((p) => printerId === null || p.id === printerId)
      .map((printer) => ({ printer, mine: linesForStation(printer, lines) }))
      .filter((t) => t.mine.length > 0)
    if (targets.length === 0) throw new AppError(printerId === null ? 'NO_KITCHEN_PRINTER' : 'PRINTER_NOT_FOUND')
    const base = ticketBase(data, 'new', clock.now())
    return db.write(() =>
      targets.map(
        ({ printer, mine }) =>
          hardware.queue.enqueue({
            storeId,
            printerId: printer.id,
            kind: 'kitchen',
            orderId,
            dedupeKey: `reprint-kitchen:${orderId}:p${printer.id}:${clock.now()}:${crypto.randomUUID()}`,
            payload: renderKitchenTicket(
              { ...base, station: printer.name, lines: mine, reprint: true },
              profileOf(printer),
            ),
          })!,
      ),
    )
  }

  return {
    reprint,
    /** The outbox writers: each runs inside the write's transaction and returns its MQTT step. */
    onOrderCreated: (e: EventMap['order.created'], written?: Written['order.created']) =>
      queueTickets(e.storeId, e.orderId, 'new', undefined, written),
    onItemsAdded: (e: EventMap['order.items_added']) =>
      e.itemIds.length
        ? queueTickets(
            e.storeId,
            e.orderId,
            'added',
            [...e.itemIds].sort((a, b) => a - b),
          )
        : undefined,
    /** Lines voided on a live order: a 作廢 ticket of just those lines, to the stations that had them. */
    onItemsVoided: (e: EventMap['order.items_voided']) =>
      e.itemIds.length
        ? queueTickets(
            e.storeId,
            e.orderId,
            'void',
            [...e.itemIds].sort((a, b) => a - b),
          )
        : undefined,
    /** A cancelled order (a cancel, a void of the order, a whole refund): a 作廢 ticket of the whole order. */
    onStatusChanged(e: EventMap['order.status_changed']) {
      const publishVoid = e.to === 'cancelled' ? queueTickets(e.storeId, e.orderId, 'void') : undefined
      return () => {
        publishStatus(e)
        publishVoid?.()
      }
    },
    /** pos/{storeId}/kitchen/{station}/bump {orderId}: the broker already checked the device's store. */
    onBump(topic: string, payload: Buffer) {
      const target = parseBumpTopic(topic)
      const orderId = parseOrderId(payload)
      if (!target || orderId === null) return
      try {
        markReady(target.storeId, orderId)
      } catch (e) {
        log.warn('display.bump_ignored', `kitchen display bump of order ${orderId} ignored: ${(e as Error).message}`, {
          storeId: target.storeId,
          orderId,
        })
      }
    },
  }
}

function ticketBase(data: TicketSource, kind: KitchenTicketData['kind'], time: number) {
  return {
    orderNumber: data.order.orderNumber,
    table: data.table,
    orderType: data.order.orderType,
    time,
    timeZone: timeZoneOf(data.store),
    notes: data.order.notes,
    kind,
    earlierOrders: data.earlierOrders,
  }
}

export function ticketMessage(
  data: TicketSource,
  kind: KitchenTicketData['kind'],
  time: number,
  lines: Line[],
  scope: VoidScope = null,
  voided: Line[] = [],
): KitchenTicketMessage {
  return {
    type: kind,
    scope,
    storeId: data.order.storeId,
    orderId: data.order.id,
    orderNumber: data.order.orderNumber,
    table: data.table,
    status: data.order.status,
    createdAt: new Date(time).toISOString(),
    lines: lines.map(lineMessage),
    notes: data.order.notes,
    addOn: isAddOn({ kind, earlierOrders: data.earlierOrders }),
    earlierOrders: data.earlierOrders,
    voidedLines: voided.map(lineMessage),
  }
}

const lineMessage = (l: Line): KitchenTicketMessage['lines'][number] => ({
  id: l.id,
  name: l.name,
  quantity: l.quantity,
  size: l.options.size?.name ?? null,
  spice: l.options.spice ?? null,
  addOns: (l.options.addOns ?? []).map((a) => a.name),
  choices: compactChoices(l.options.groups ?? []),
  notes: l.notes,
})

function parseOrderId(payload: Buffer): number | null {
  try {
    const id = (JSON.parse(payload.toString('utf8')) as { orderId?: unknown })?.orderId
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null
  } catch {
    return null
  }
}
