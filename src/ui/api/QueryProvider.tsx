import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { provideQueryClient } from './query-client.ts'

/** Provides the query cache (a different user's data is dropped when the user changes: state/auth.ts setUser). */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  provideQueryClient(client)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
