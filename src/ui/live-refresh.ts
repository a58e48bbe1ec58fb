/**
 * Live events → refetches: `useLiveRefresh(storeId)` keeps a screen's store queries fresh while it is
 * mounted. Each event names the resources it makes stale; their query keys (`[storeId, resource]`,
 * src/ui/api/keys.ts) are invalidated once per burst, and a reconnect (events were lost meanwhile)
 * or a mount (no events reached the screen while it was away) refreshes them all.
 */
import { useEffect, useRef } from 'react'
import { type StoreResource, storeKey } from './api/keys.ts'
import { queryClient } from './api/query-client.ts'
import { createRefresher, type LiveEvent, type LiveListener, useLiveEvents } from './live.ts'
import { invalidate, revalidate } from './query.ts'

/** The store resources an event makes stale (query keys `[storeId, resource]`). `reconnected` refreshes all of them. */
export function staleResources(event: LiveEvent): StoreResource[] {
  if (event.type.startsWith('order.')) return ['orders', 'tables', 'sessions', 'kitchen']
  if (event.type === 'payment.recorded') return ['orders', 'tables', 'sessions']
  // A split made or cancelled, a 換桌 or 併桌: the session's bill and its orders' table change too.
  if (event.type === 'table.changed') return ['tables', 'sessions', 'orders']
  return ['orders', 'tables', 'sessions', 'kitchen']
}

/**
 * Refetches a store resource in both caches: TanStack Query's, and query.ts's (keyed by API path)
 * for the screens not yet moved onto the typed client. `maxAgeMs` spares results fresher than that.
 */
function refreshResource(storeId: number, resource: StoreResource, maxAgeMs?: number): void {
  const path = `/api/stores/${storeId}/${resource}`
  void (maxAgeMs === undefined ? invalidate(path, true) : revalidate(path, maxAgeMs))
  const now = Date.now()
  void queryClient.invalidateQueries(
    {
      queryKey: storeKey(storeId, resource),
      predicate: (q) =>
        maxAgeMs === undefined ||
        (q.state.dataUpdatedAt > 0 && q.state.fetchStatus === 'idle' && now - q.state.dataUpdatedAt > maxAgeMs),
    },
    // An event's change may postdate a fetch under way: that one starts again. A mount's may not.
    { cancelRefetch: maxAgeMs === undefined },
  )
}

/** Cached store data older than this is refetched when a live screen mounts (no events reached it meanwhile). */
export const MOUNT_MAX_AGE_MS = 2000

/** Keeps this screen's store queries fresh while it is mounted; `extra` reacts to events too. */
export function useLiveRefresh(storeId: number | null | undefined, extra?: LiveListener): void {
  const store = useRef(storeId)
  store.current = storeId
  const refresher = useRef<ReturnType<typeof createRefresher<StoreResource>> | null>(null)
  refresher.current ??= createRefresher<StoreResource>((r) => store.current && refreshResource(store.current, r))
  useEffect(() => {
    if (storeId) staleResources({ type: 'reconnected' }).forEach((r) => refreshResource(storeId, r, MOUNT_MAX_AGE_MS))
  }, [storeId])
  useLiveEvents(storeId, (event) => {
    if (storeId) refresher.current!(staleResources(event))
    extra?.(event)
  })
}
