/**
 * The app's query cache (TanStack Query): reads are fresh for 5 minutes (live events and mutations
 * invalidate sooner), a failed read retries up to 3 times unless the server said no (4xx), and a
 * mutation with `meta.errorTitle` toasts its failure, so screens write no try/toast blocks.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { retryDelayMs, STALE_MS, shouldRetry } from './retry.ts'
import { toastError } from '../notify.ts'

declare module '@tanstack/react-query' {
  interface Register {
    /** A failed mutation toasts `errorTitle` with the server's message, or `errorFallback` without one. */
    mutationMeta: { errorTitle?: string; errorFallback?: string }
  }
}

let current: QueryClient | null = null
const followers = new Set<(client: QueryClient) => void>()

/** The cache the app's provider holds, for code outside components (prefetch, a send, a live event). */
export function currentQueryClient(): QueryClient {
  current ??= createQueryClient()
  return current
}

/** Called by QueryProvider: the app's client, or a screen test's fresh one. */
export function provideQueryClient(client: QueryClient): void {
  if (current === client) return
  current = client
  for (const follow of followers) follow(client)
}

/** Calls `follow` with the current cache now and with each one provided later (state/stores.ts mirrors one). */
export function followQueryClient(follow: (client: QueryClient) => void): void {
  followers.add(follow)
  follow(currentQueryClient())
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        retry: (failures, error) => shouldRetry(error, failures),
        retryDelay: retryDelayMs,
        // Live events keep open screens current; a tablet waking up would otherwise refetch everything.
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta
        if (meta?.errorTitle) toastError(meta.errorTitle, error, meta.errorFallback)
      },
    }),
  })
}
