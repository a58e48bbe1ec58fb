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
  /** How each open stream ends itself, for `closeStreams`. */
  const enders = new Map<Listener, () => void>()
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
    subscribe(storeId: number, listener: Listener, end?: () => void): () => void {
      if (!byStore.has(storeId)) byStore.set(storeId, new Set())
      byStore.get(storeId)!.add(listener)
      if (end) enders.set(listener, end)
      return () => {
        byStore.get(storeId)?.delete(listener)
        enders.delete(listener)
      }
    },
    /**
     * Ends every open stream, at shutdown: a screen's stream lasts as long as the screen is open and
     * would hold up the server's drain; EventSource reconnects by itself once a server is back.
     */
    closeStreams() {
      for (const end of [...enders.values()]) end()
    },
  }
}
export type LiveHub = ReturnType<typeof createLiveHub>

const HEARTBEAT_MS = 8000
const encoder = new TextEncoder()

export type StreamOptions = {
  /** What of an event this stream may see, or null to skip it. */
  filter?: (e: LiveEvent) => LiveEvent | null
  /** The request's signal: the stream ends when its client goes. */
  signal?: AbortSignal
  /**
   * Whether what opened the stream (a sign-in, a table's QR token) still holds. Asked once the
   * stream listens, before each event and at each heartbeat; at the first no the stream sends
   * `farewell` (so the client refetches and hears why) and closes, before that event or any later
   * one goes out: a stream outlives neither a sign-out nor the table's next party.
   */
  stillValid?: () => boolean
  farewell?: LiveEvent
}

const frame = (e: LiveEvent) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`

/**
 * A text/event-stream of the events that pass `filter`. A comment line every 8 s keeps proxies
 * and Bun's idle timeout from closing a quiet stream; `retry` tells EventSource to come back fast.
 */
export function sseResponse(
  hub: LiveHub,
  storeId: number,
  { filter = (e) => e, signal, stillValid = () => true, farewell }: StreamOptions = {},
) {
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const end = () => {
        if (!open) return
        open = false
        cleanup()
        try {
          controller.close()
        } catch {
          /* already closed */
        }
      }
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          end()
        }
      }
      /** False, after the farewell and the close, once the stream's credential has ended. */
      const valid = () => {
        if (!open) return false
        if (stillValid()) return true
        if (farewell) send(frame(farewell))
        end()
        return false
      }
      send(`retry: 2000\n: connected\n\n`)
      const off = hub.subscribe(
        storeId,
        (e) => {
          if (!valid()) return
          const out = filter(e)
          if (out) send(frame(out))
        },
        end,
      )
      const beat = setInterval(() => valid() && send(`: ping\n\n`), HEARTBEAT_MS)
      cleanup = () => {
        off()
        clearInterval(beat)
      }
      signal?.addEventListener('abort', end)
      // It may have ended while the request was being authorized (the token checked, then the table cleared).
      valid()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    },
  })
}
