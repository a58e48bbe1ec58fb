/**
 * The events of the in-process bus and the live streams (`/api/stores/:id/events`): one list, read
 * by the server's bus (src/server/events.ts), its live hub and the UI's EventSource. Each payload
 * carries the storeId it belongs to; a live event is its payload plus `type`.
 */
export type EventMap = {
  'order.created': { storeId: number; orderId: number }
  'order.status_changed': { storeId: number; orderId: number; from: string; to: string }
  'order.items_added': { storeId: number; orderId: number; itemIds: number[] }
  /** Lines of a live order voided: the kitchen gets a 作廢 ticket of them. */
  'order.items_voided': { storeId: number; orderId: number; itemIds: number[] }
  /** A discount or 招待 repriced an order: screens showing its total refresh. */
  'order.discounted': { storeId: number; orderId: number; discountId: number }
  'payment.recorded': { storeId: number; paymentId: number; sessionId: number | null; orderId: number | null }
  'refund.recorded': { storeId: number; refundId: number; orderId: number; method: string }
  'table.opened': { storeId: number; tableId: number; sessionId: number }
  'table.cleared': { storeId: number; tableId: number; sessionId: number }
  'table.changed': { storeId: number; tableId: number }
  /** 估清: a dish marked 售完 or 剩 N 份, cleared, or a portion taken by an order. */
  'menu.portions_changed': { storeId: number; menuItemIds: number[] }
  /** The store's menu was replaced wholesale (a chain menu version applied): every menu screen refetches. */
  'menu.changed': { storeId: number }
  /** A business day closed (日結): its Z report is stored; what follows belongs to the next day. */
  'day.closed': { storeId: number; closeId: number }
  /** Stock taken by hand: a restock, waste, or a count's correction (adjustment). */
  'stock.adjusted': { storeId: number; movementId: number }
  /** Invoices that waited for a number (the range ran out) took one from a range just added. */
  'einvoice.issued_late': { storeId: number; invoiceIds: number[] }
  /** An allowance (折讓) voided on its own (作廢折讓): it no longer counts against its invoice. */
  'einvoice.allowance_voided': { storeId: number; allowanceId: number }
}

export type EventName = keyof EventMap

/**
 * Every event reaches the live screens; the object's keys must be exactly EventMap's, so a new event cannot be left
 * out.
 */
const FORWARDED: { [K in EventName]: true } = {
  'order.created': true,
  'order.status_changed': true,
  'order.items_added': true,
  'order.items_voided': true,
  'order.discounted': true,
  'payment.recorded': true,
  'refund.recorded': true,
  'table.opened': true,
  'table.cleared': true,
  'table.changed': true,
  'menu.portions_changed': true,
  'menu.changed': true,
  'day.closed': true,
  'stock.adjusted': true,
  'einvoice.issued_late': true,
  'einvoice.allowance_voided': true,
}

/** The event names forwarded to live screens (server hub) and listened for (UI EventSource). */
export const LIVE_EVENT_TYPES = Object.keys(FORWARDED) as readonly EventName[]

/** What a live stream sends: the payload and its type. */
export type LiveEvent = { type: EventName } & Record<string, unknown>
