/**
 * The UI's one QueryClient. Reads are cached for 5 minutes (live events and mutations refresh what
 * changed sooner), failed reads are retried up to 3 times unless the server said no (4xx), and a
 * mutation's `meta` does what every write did by hand: `errorTitle` toasts the server's message,
 * `invalidates` refetches those keys before `mutateAsync` resolves.
 */
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { toastError } from '../notify.ts'
import { onUserChange } from '../state/auth.ts'
import { retryDelayMs, STALE_MS, shouldRetry } from './retry.ts'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorTitle?: string; invalidates?: readonly QueryKey[] }
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
        const title = mutation.meta?.errorTitle
        if (title) toastError(title, error)
      },
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
      },
    }),
  })
  return client
}

export const queryClient = createQueryClient()
onUserChange(() => queryClient.clear())
