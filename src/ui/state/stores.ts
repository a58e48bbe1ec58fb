/**
 * The stores the user may see and the one every screen works on. The server remembers the
 * choice per user (`currentStoreId`); when it is missing or not visible, the first store is used.
 */
import { computed } from '@preact/signals-react'
import { api } from '../api.ts'
import { invalidate, querySignal } from '../query.ts'
import type { NewStore, Store, User } from '../../shared/api/stores.ts'
import { authUser, setUser } from './auth.ts'

export const STORES_KEY = '/api/stores'

export const storesQuery = querySignal<Store[]>(STORES_KEY)

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

export const currentStore = computed(() => pickCurrentStore(storesQuery.value.data, authUser.value?.currentStoreId))

export async function switchStore(storeId: number): Promise<void> {
  setUser(await api.patch<User>('/api/users/me/current-store', { storeId }))
  // Store-scoped caches (/api/stores/{id}/...) now belong to another store.
  await invalidate(`${STORES_KEY}/`)
}

/** Empty optional fields are omitted, as the spec asks of every optional form field. */
export function newStoreBody(input: { name: string; code: string; address: string; phone: string }): NewStore {
  const body: NewStore = { name: input.name.trim(), code: input.code.trim() }
  if (input.address.trim()) body.address = input.address.trim()
  if (input.phone.trim()) body.phone = input.phone.trim()
  return body
}

export async function createStore(input: NewStore): Promise<Store> {
  const store = await api.post<Store>(STORES_KEY, input)
  await invalidate(STORES_KEY)
  return store
}
