import type { EventBus } from '../../events'
import { LIVE_EVENT_TYPES, type LiveEvent } from '../../../shared/api/events'

export type { LiveEvent }
type Listener = (e: LiveEvent) => void

/**
 * Fans bus events out to the screens watching a store. Server-sent events are the one live
 * mechanism for every screen (desktop, phones, diners): plain HTTP, reconnects by itself.
 */
export function createLiveHub(events: EventBus) {
  const byStore = new Map<number, Set<Listener>>()
  let unsubscribe: (() => void)[] = []

  return {
    start() {
      unsubscribe = LIVE_EVENT_TYPES.map((type) =>
        events.on(type, (payload) => {
          const e = { type, ...payload } as LiveEvent
          for (const l of byStore.get(payload.storeId) ?? []) l(e)
        }),
      )
    },
    stop() {
      for (const u of unsubscribe) u()
      unsubscribe = []
    },
    subscribe(storeId: number, listener: Listener): () => void {
      if (!byStore.has(storeId)) byStore.set(storeId, new Set())
      byStore.get(storeId)!.add(listener)
      return () => byStore.get(storeId)?.delete(listener)
    },
  }
}
export type LiveHub = ReturnType<typeof createLiveHub>

const HEARTBEAT_MS = 8000
const encoder = new TextEncoder()

/**
 * A text/event-stream of the events that pass `filter`. A comment line every 8 s keeps proxies
 * and Bun's idle timeout from closing a quiet stream; `retry` tells EventSource to come back fast.
 */
export function sseResponse(hub: LiveHub, storeId: number, filter: (e: LiveEvent) => LiveEvent | null = (e) => e, signal?: AbortSignal) {
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      send(`retry: 2000\n: connected\n\n`)
      const off = hub.subscribe(storeId, (e) => {
        const out = filter(e)
        if (out) send(`event: ${out.type}\ndata: ${JSON.stringify(out)}\n\n`)
      })
      const beat = setInterval(() => send(`: ping\n\n`), HEARTBEAT_MS)
      cleanup = () => {
        off()
        clearInterval(beat)
      }
      signal?.addEventListener('abort', () => {
        cleanup()
        try { controller.close() } catch { /* already closed */ }
      })
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' },
  })
}
