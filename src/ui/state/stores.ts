/**
 * The stores the user may see and the one every screen works on. The server remembers the
 * choice per user (`currentStoreId`); when it is missing or not visible, the first store is used.
 * The list lives in the query cache (`storesQuery`); `currentStore` follows it as a signal, since
 * screens and helpers outside components (receipts, the POS prefetch) read it.
 */
import { computed, signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { hashKey, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query'
import type { NewStore, Store, User } from '../../shared/api/stores.ts'
import { api, unwrap } from '../api/client.ts'
import { currentQueryClient, followQueryClient } from '../api/query-client.ts'
import { authUser, setUser } from './auth.ts'

/** Data outside any store: under its resource name alone (api/keys.ts). */
export const storesQuery = queryOptions({
  queryKey: ['stores'] as const,
  queryFn: () => unwrap(api.api.stores.get()),
})

/** The store list, for a component that shows it or waits for it; asked only while someone is signed in. */
export function useStores() {
  useSignals()
  return useQuery({ ...storesQuery, enabled: authUser.value !== null })
}

export function pickCurrentStore(
  stores: readonly Store[] | undefined,
  currentStoreId: number | null | undefined,
): Store | null {
  if (!stores || stores.length === 0) return null
  return stores.find((s) => s.id === currentStoreId) ?? stores[0] ?? null
}

/**
 * A signed-in account with no store to work at (self-registered, not yet assigned by a manager):
 * it waits for one. The owner opens every store, and with none yet is shown how to add one.
 */
export function awaitsStore(user: Pick<User, 'isOwner'> | null, stores: readonly Store[] | undefined): boolean {
  return user !== null && user.isOwner !== true && stores !== undefined && stores.length === 0
}

/** What the current cache holds under storesQuery, kept in step with it (dropped with it, refetched with it). */
const cachedStores = signal<Store[] | undefined>(undefined)
const STORES_HASH = hashKey(storesQuery.queryKey)
let unfollow = () => {}
followQueryClient((client: QueryClient) => {
  unfollow()
  const sync = () => {
    cachedStores.value = client.getQueryData(storesQuery.queryKey)
  }
  sync()
  unfollow = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === STORES_HASH) sync()
  })
})

export const currentStore = computed(() => pickCurrentStore(cachedStores.value, authUser.value?.currentStoreId))

/** Makes `storeId` the user's current store; every store-scoped read then follows the new store. */
export async function switchStore(storeId: number): Promise<void> {
  setUser(await unwrap(api.api.users.me['current-store'].patch({ storeId })))
  // Store data (keys starting with a store id) cached before may be older than the live events it missed.
  await currentQueryClient().invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'number' })
}

/** Switching stores from a control: a failure toasts `errorTitle`; `onSuccess` gets the new store's id. */
export function useSwitchStore(errorTitle: string, onSuccess?: (storeId: number) => void) {
  return useMutation({ mutationFn: switchStore, meta: { errorTitle }, onSuccess: (_, storeId) => onSuccess?.(storeId) })
}

/** Empty optional fields are omitted, as the spec asks of every optional form field. */
export function newStoreBody(input: { name: string; code: string; address: string; phone: string }): NewStore {
  const body: NewStore = { name: input.name.trim(), code: input.code.trim() }
  if (input.address.trim()) body.address = input.address.trim()
  if (input.phone.trim()) body.phone = input.phone.trim()
  return body
}

export async function createStore(input: NewStore): Promise<Store> {
  const store = await unwrap(api.api.stores.post(input))
  await currentQueryClient().invalidateQueries({ queryKey: storesQuery.queryKey })
  return store
}
