import { effect } from '@preact/signals-react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { authUser } from '../state/auth.ts'
import { provideQueryClient } from './query-client.ts'

/** Provides the query cache; a different user signing in never sees the previous one's data. */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  provideQueryClient(client)
  useEffect(() => {
    let userId = authUser.peek()?.id
    return effect(() => {
      const next = authUser.value?.id
      if (next === userId) return
      userId = next
      client.clear()
    })
  }, [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
