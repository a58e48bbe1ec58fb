import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { fetchQuery, useQuery, type QueryState } from '../query.ts'
import { authUser } from '../state/auth.ts'
import { currentStore } from '../state/stores.ts'
import { isManager, isOwner } from '../state/user-display.ts'

/** The current store (every screen follows it) and whether the user is a manager, or the owner. */
export function useBackOffice() {
  useSignals()
  const store = currentStore.value
  const user = authUser.value
  return { store, storeId: store?.id ?? null, manager: isManager(user), owner: isOwner(user), user }
}

/** `/api/stores/1/members?search=x&tier=vip`: empty values are left out, so keys stay stable. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const text = q.toString()
  return text ? `${path}?${text}` : path
}

/**
 * useQuery that also refetches when the screen opens: figures that change all day (today's
 * stats, the activity log) show the cached value at once and the fresh one a moment later.
 */
export function useFreshQuery<T>(key: string | null): QueryState<T> {
  useEffect(() => {
    if (key) void fetchQuery(key, true)
  }, [key])
  return useQuery<T>(key)
}
