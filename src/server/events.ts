/**
 * Typed in-process event bus. Money is committed first, then events fire; subscribers
 * (printing, MQTT, live screens) must never throw back into the sale.
 *
 * Its outbox side: what a write owes the outside world and must not lose to a
 * crash (print jobs, drawer pulses, their activity log) is written by `onWrite` handlers inside
 * the write's own transaction, through `stage`; a crash then leaves both or neither, so nothing
 * has to be repaired at the next start. What they send out (MQTT) runs after the commit.
 */
import type { EventMap } from '../shared/api/events'
import type { orderItems, orders } from './db/schema'
import { describeError, type Logger } from './log'

export type { EventMap }

type Handler<K extends keyof EventMap> = (payload: EventMap[K]) => void
/**
 * What a write hands its outbox writers besides the event, so they need not read back rows it has
 * just written (a new order's kitchen tickets); never announced, and optional: without it they read.
 */
export type Written = {
  'order.created': {
    order: typeof orders.$inferSelect
    items: (typeof orderItems.$inferSelect)[]
    table: string | null
  }
}
type WrittenOf<K> = K extends keyof Written ? Written[K] : never
/** Runs inside the write's transaction (a throw rolls the write back); may return a step for after the commit. */
// biome-ignore lint/suspicious/noConfusingVoidType: a writer with no after-commit step is a plain void function.
type Writer<K extends keyof EventMap> = (payload: EventMap[K], written?: WrittenOf<K>) => (() => void) | void
/** After the commit: the writers' steps, then the event to every subscriber. Never for a replay. */
export type Announce = () => void

export function createEventBus(log: Logger) {
  // One map holds every event's handlers; on() and onWrite() pair each handler with its event's payload type.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const handlers = new Map<keyof EventMap, Set<Handler<any>>>()
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const writers = new Map<keyof EventMap, Set<Writer<any>>>()
  const logged = (name: keyof EventMap, e: unknown) =>
    log.error('events.handler_failed', `${String(name)} handler failed: ${describeError(e)}`, {
      eventName: String(name),
    })
  const subscribe = <H>(map: Map<keyof EventMap, Set<H>>, name: keyof EventMap, h: H) => {
    if (!map.has(name)) map.set(name, new Set())
    map.get(name)!.add(h)
    return () => void map.get(name)?.delete(h)
  }

  function emit<K extends keyof EventMap>(name: K, payload: EventMap[K]): void {
    for (const h of handlers.get(name) ?? []) {
      try {
        h(payload)
      } catch (e) {
        logged(name, e)
      }
    }
  }

  return {
    on<K extends keyof EventMap>(name: K, handler: Handler<K>): () => void {
      return subscribe(handlers, name, handler)
    },
    /** An outbox writer for `name`: its rows commit with every write that stages the event. */
    onWrite<K extends keyof EventMap>(name: K, writer: Writer<K>): () => void {
      return subscribe(writers, name, writer)
    },
    /**
     * Inside a write's transaction: runs the event's outbox writers now, so their rows commit or
     * roll back with the write, and returns what to announce once it has committed.
     */
    stage<K extends keyof EventMap>(name: K, payload: EventMap[K], written?: WrittenOf<K>): Announce {
      const after: (() => void)[] = []
      for (const w of writers.get(name) ?? []) {
        const step = w(payload, written)
        if (step) after.push(step)
      }
      return () => {
        for (const step of after) {
          try {
            step()
          } catch (e) {
            logged(name, e)
          }
        }
        emit(name, payload)
      }
    },
    emit,
  }
}
export type EventBus = ReturnType<typeof createEventBus>
