/**
 * Every MQTT topic the POS uses is built here (documented in docs/mqtt.md). Layout:
 *   pos/server/status                       retained {state: online|offline}, last will = offline
 *   pos/{storeId}/kitchen/{station}/tickets QoS 1 kitchen tickets (station = all or a kitchen printer id)
 *   pos/{storeId}/kitchen/{station}/bump    a kitchen display marks an order ready: {orderId}
 *   pos/{storeId}/kitchen/{station}/open    QoS 1 retained: every open ticket of the station (snapshot)
 *   pos/{storeId}/orders/{orderId}/status   QoS 1 order status changes
 */
export const ALL_STATIONS = 'all'
const STATION_RE = /^[A-Za-z0-9_-]{1,40}$/

export const topics = {
  serverStatus: () => 'pos/server/status',
  kitchenTickets: (storeId: number, station: string | number) => `pos/${storeId}/kitchen/${station}/tickets`,
  kitchenBump: (storeId: number, station: string | number) => `pos/${storeId}/kitchen/${station}/bump`,
  kitchenOpen: (storeId: number, station: string | number) => `pos/${storeId}/kitchen/${station}/open`,
  orderStatus: (storeId: number, orderId: number) => `pos/${storeId}/orders/${orderId}/status`,
  /** What the server subscribes to: every store's bumps. */
  anyBump: () => 'pos/+/kitchen/+/bump',
  storePrefix: (storeId: number) => `pos/${storeId}/`,
}

export function parseBumpTopic(topic: string): { storeId: number; station: string } | null {
  const m = /^pos\/([1-9]\d{0,9})\/kitchen\/([^/]+)\/bump$/.exec(topic)
  if (!m || !STATION_RE.test(m[2])) return null
  return { storeId: Number(m[1]), station: m[2] }
}

/** A display may read its own store's topics and the server status, nothing else. */
export function deviceMaySubscribe(storeId: number, filter: string): boolean {
  if (filter === topics.serverStatus()) return true
  const prefix = topics.storePrefix(storeId)
  return filter.startsWith(prefix) && filter.length > prefix.length
}

/** Nothing a device sends may change an order except its store's bump topic (docs/mqtt.md), never retained. */
export function deviceMayPublish(storeId: number, topic: string, retain: boolean): boolean {
  return !retain && parseBumpTopic(topic)?.storeId === storeId
}

export type TicketLineMessage = {
  /** The order line's id: a line void's ticket names the line a display already shows by it. */
  id: number
  name: string
  quantity: number
  size: string | null
  spice: string | null
  addOns: string[]
  /** Option group picks as tickets print them ("半糖少冰 加珍珠"); "" when the line has none. */
  choices: string
  notes: string | null
}

export type KitchenTicketMessage = {
  type: 'new' | 'added' | 'void'
  /**
   * What a void takes back: `line`, only the lines in `lines` (the rest of the order is still to
   * be made); `order`, the whole order (it was cancelled). null for new and added tickets.
   */
  scope: 'line' | 'order' | null
  storeId: number
  orderId: number
  orderNumber: string
  table: string | null
  status: string
  createdAt: string
  lines: TicketLineMessage[]
  notes: string | null
  /** 加點: more lines on an order, or a later order of the table session (then `earlierOrders` names the others). */
  addOn: boolean
  /** Order numbers of the table session's earlier orders, oldest first (new orders only). */
  earlierOrders: string[]
  /**
   * The order's lines voided earlier, not to be made (a display strikes them, 已作廢): in the `open`
   * snapshot and a whole order's tickets; empty in tickets of some lines (`added`, a line void).
   * Apart from `lines`, so a display that does not read it still shows only what is to be made.
   */
  voidedLines: TicketLineMessage[]
}

export type OrderStatusMessage = {
  storeId: number
  orderId: number
  orderNumber: string
  table: string | null
  from: string
  to: string
  at: string
}

export type ServerStatusMessage = { state: 'online' | 'offline'; at: string }
