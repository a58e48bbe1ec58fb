/**
 * Typed in-process event bus. Money is committed first, then events fire; subscribers
 * (printing, MQTT, live screens) must never throw back into the sale.
 */
import type { EventMap } from '../shared/api/events'

export type { EventMap }

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
