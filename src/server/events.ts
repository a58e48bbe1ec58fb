/**
 * Typed in-process event bus. Money is committed first, then events fire; subscribers
 * (printing, MQTT, live screens) must never throw back into the sale.
 */
export type EventMap = {
  'order.created': { storeId: number; orderId: number }
  'order.status_changed': { storeId: number; orderId: number; from: string; to: string }
  'order.items_added': { storeId: number; orderId: number; itemIds: number[] }
  /** Lines of a live order voided (issue 17 item 7): the kitchen gets a 作廢 ticket of them. */
  'order.items_voided': { storeId: number; orderId: number; itemIds: number[] }
  'payment.recorded': { storeId: number; paymentId: number; sessionId: number | null; orderId: number | null }
  'refund.recorded': { storeId: number; refundId: number; orderId: number; method: string }
  'table.opened': { storeId: number; tableId: number; sessionId: number }
  'table.cleared': { storeId: number; tableId: number; sessionId: number }
  'table.changed': { storeId: number; tableId: number }
}

type Handler<K extends keyof EventMap> = (payload: EventMap[K]) => void

export function createEventBus() {
  const handlers = new Map<keyof EventMap, Set<Handler<any>>>()
  return {
    on<K extends keyof EventMap>(name: K, handler: Handler<K>): () => void {
      if (!handlers.has(name)) handlers.set(name, new Set())
      handlers.get(name)!.add(handler)
      return () => handlers.get(name)?.delete(handler)
    },
    emit<K extends keyof EventMap>(name: K, payload: EventMap[K]): void {
      for (const h of handlers.get(name) ?? []) {
        try {
          h(payload)
        } catch (e) {
          console.error(`[events] ${String(name)} handler failed:`, e)
        }
      }
    },
  }
}
export type EventBus = ReturnType<typeof createEventBus>
