/**
 * Live updates: one shared EventSource per stream URL (a store's events, or a diner's table
 * stream: api/urls.ts), however many components listen. We reconnect ourselves with exponential
 * backoff capped at RECONNECT_CAP_MS instead of relying on EventSource's own retry, which gives up
 * for good on a non-200 answer (e.g. a server restart mid-request). After a reconnect listeners get
 * a synthetic `reconnected` event, because events sent while we were away are lost: refetch then.
 *
 *   useLiveEvents(storeId, (e) => ...)     raw events of a store
 *   useLiveRefresh(storeId)                refetch the store's orders/tables/... queries on events
 *   useLiveState(storeId)                  'connecting' | 'open' | 'closed' for a status display
 */
import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { storeKey, type StoreResource } from './api/keys.ts'
import { refreshStore } from './api/refresh.ts'
import { storeEventsUrl } from './api/urls.ts'
import { LIVE_EVENT_TYPES, type EventName } from '../shared/api/events.ts'

export { LIVE_EVENT_TYPES }
export type LiveEventType = EventName

/** Server events carry storeId and ids (orderId, tableId, sessionId, ...); diner streams only `type`. */
export type LiveEvent = { type: LiveEventType | 'reconnected' } & Record<string, unknown>
export type LiveListener = (event: LiveEvent) => void
export type LiveState = 'connecting' | 'open' | 'closed'

export const RECONNECT_BASE_MS = 500
export const RECONNECT_CAP_MS = 4000
/** Events often come in bursts (an order and its table change); refetch once per burst. */
export const REFRESH_DEBOUNCE_MS = 120

export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_CAP_MS)
}

export function parseLiveEvent(type: string, data: string): LiveEvent {
  try {
    const parsed: unknown = JSON.parse(data)
    if (parsed && typeof parsed === 'object')
      return { ...(parsed as Record<string, unknown>), type: type as LiveEventType }
  } catch {
    // a malformed payload still tells us that something of this type happened
  }
  return { type: type as LiveEventType }
}

/** The store resources an event makes stale. `reconnected` refreshes all of them. */
export function staleResources(event: LiveEvent): StoreResource[] {
  if (event.type.startsWith('order.')) return ['orders', 'tables', 'sessions', 'kitchen']
  if (event.type === 'payment.recorded') return ['orders', 'tables', 'sessions']
  // A split made or cancelled, a 換桌 or 併桌: the session's bill and its orders' table change too.
  if (event.type === 'table.changed') return ['tables', 'sessions', 'orders']
  if (event.type === 'menu.portions_changed' || event.type === 'menu.changed') return ['menu']
  return ['orders', 'tables', 'sessions', 'kitchen']
}

type SourceLike = Pick<EventSource, 'addEventListener' | 'close'> & {
  onopen: EventSource['onopen']
  onerror: EventSource['onerror']
}
export type SourceFactory = (url: string) => SourceLike

type Connection = {
  source: SourceLike | null
  listeners: Set<LiveListener>
  attempt: number
  timer: ReturnType<typeof setTimeout> | null
  hadError: boolean
}

/** Connection state per URL, for status displays. */
export const liveStates = signal<Record<string, LiveState>>({})

function setState(url: string, state: LiveState) {
  if (liveStates.value[url] !== state) liveStates.value = { ...liveStates.value, [url]: state }
}

/** The connection registry; a factory other than EventSource is only for tests. */
export function createLiveHub(factory: SourceFactory = (url) => new EventSource(url, { withCredentials: true })) {
  const connections = new Map<string, Connection>()

  function connect(url: string, c: Connection) {
    c.timer = null
    setState(url, 'connecting')
    const source = factory(url)
    c.source = source
    const deliver = (e: LiveEvent) => {
      for (const l of c.listeners) l(e)
    }
    source.onopen = () => {
      setState(url, 'open')
      c.attempt = 0
      if (c.hadError) deliver({ type: 'reconnected' })
      c.hadError = false
    }
    source.onerror = () => {
      source.close()
      if (c.source !== source) return
      c.source = null
      c.hadError = true
      setState(url, 'closed')
      if (c.listeners.size > 0) c.timer = setTimeout(() => connect(url, c), reconnectDelayMs(c.attempt++))
    }
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (ev) => deliver(parseLiveEvent(type, String((ev as MessageEvent).data ?? ''))))
    }
  }

  return {
    subscribe(url: string, listener: LiveListener): () => void {
      let c = connections.get(url)
      if (!c) {
        c = { source: null, listeners: new Set(), attempt: 0, timer: null, hadError: false }
        connections.set(url, c)
      }
      c.listeners.add(listener)
      if (!c.source && !c.timer) connect(url, c)
      const conn = c
      return () => {
        conn.listeners.delete(listener)
        if (conn.listeners.size > 0) return
        conn.source?.close()
        if (conn.timer) clearTimeout(conn.timer)
        connections.delete(url)
        setState(url, 'closed')
      }
    },
    listenerCount: (url: string) => connections.get(url)?.listeners.size ?? 0,
  }
}

let sharedHub: ReturnType<typeof createLiveHub> | null = null
const hub = () => (sharedHub ??= createLiveHub())

/** Subscribes to any event stream URL (store or diner) for the component's lifetime. */
export function useLiveStream(url: string | null, onEvent: LiveListener): void {
  const latest = useRef(onEvent)
  latest.current = onEvent
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return
    return hub().subscribe(url, (e) => latest.current(e))
  }, [url])
}

export function useLiveEvents(storeId: number | null | undefined, onEvent: LiveListener): void {
  useLiveStream(storeId ? storeEventsUrl(storeId) : null, onEvent)
}

/** Collects stale items (a store's resources, query keys) and runs `run` on each once per burst. */
export function createRefresher<T>(run: (item: T) => unknown, delayMs = REFRESH_DEBOUNCE_MS) {
  const pending = new Set<T>()
  let timer: ReturnType<typeof setTimeout> | null = null
  return (items: T[]) => {
    for (const item of items) pending.add(item)
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      const batch = [...pending]
      pending.clear()
      for (const p of batch) void run(p)
    }, delayMs)
  }
}

/** Cached store data older than this is refetched when a live screen mounts (no events reached it meanwhile). */
export const MOUNT_MAX_AGE_MS = 2000

/** Keeps this screen's store queries fresh while it is mounted; `extra` reacts to events too. */
export function useLiveRefresh(storeId: number | null | undefined, extra?: LiveListener): void {
  const queryClient = useQueryClient()
  const refresh = useMemo(
    () => (storeId ? createRefresher((resource: StoreResource) => refreshStore(storeId, resource)) : null),
    [storeId],
  )
  useEffect(() => {
    if (!storeId) return
    const old = (q: { state: { dataUpdatedAt: number } }) => Date.now() - q.state.dataUpdatedAt > MOUNT_MAX_AGE_MS
    for (const resource of staleResources({ type: 'reconnected' })) {
      const queryKey = storeKey(storeId, resource)
      void queryClient.refetchQueries({ queryKey, type: 'active', predicate: old }, { cancelRefetch: false })
    }
  }, [storeId, queryClient])
  useLiveEvents(storeId, (event) => {
    refresh?.(staleResources(event))
    extra?.(event)
  })
}

export function useLiveState(storeId: number | null | undefined): LiveState {
  useSignals()
  return storeId ? (liveStates.value[storeEventsUrl(storeId)] ?? 'closed') : 'closed'
}
