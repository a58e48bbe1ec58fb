/**
 * The UI's one QueryClient. Reads are cached for 5 minutes (live events and mutations refresh what
 * changed sooner), failed reads are retried up to 3 times unless the server said no (4xx), and a
 * mutation's `meta` does what every write did by hand: `errorTitle` toasts the server's message
 * (`errorFallback` when it has none in Chinese),
 * `invalidates` refetches those keys before `mutateAsync` resolves.
 */
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { toastError } from '../notify.ts'
import { invalidate, onInvalidate } from '../query.ts'
import { onUserChange } from '../state/auth.ts'
import { retryDelayMs, STALE_MS, shouldRetry } from './retry.ts'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorTitle?: string; errorFallback?: string; invalidates?: readonly QueryKey[] }
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const { errorTitle, errorFallback } = mutation.meta ?? {}
        if (errorTitle) toastError(errorTitle, error, errorFallback)
      },
      onSuccess: async (_data, _variables, _context, mutation) => refresh(client, mutation.meta?.invalidates ?? []),
    }),
  })
  return client
}

/**
 * Refetches `keys` here and, while some screens still read through src/ui/query.ts (keyed by API
 * path), the same data there: a store's `[storeId, resource]` is `/api/stores/:storeId/:resource`.
 */
export async function refresh(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const old = keys.map((k) => (typeof k[0] === 'number' ? `/api/stores/${k[0]}/${String(k[1] ?? '')}` : null))
  await Promise.all([
    ...keys.map((queryKey) => client.invalidateQueries({ queryKey })),
    ...old.flatMap((path) => (path ? [invalidate(path, true)] : [])),
  ])
}

export const queryClient = createQueryClient()
onUserChange(() => queryClient.clear())
// The other way: what query.ts's callers invalidate by path is invalidated here by key.
onInvalidate((prefix) => {
  // '/api/stores' (the store list) covers every store's data, as it does in query.ts.
  if (prefix === '/api/stores') return void queryClient.invalidateQueries()
  const store = /^\/api\/stores\/(\d+)(?:\/([^/?]+))?/.exec(prefix)
  if (store)
    void queryClient.invalidateQueries({ queryKey: store[2] ? [Number(store[1]), store[2]] : [Number(store[1])] })
})
