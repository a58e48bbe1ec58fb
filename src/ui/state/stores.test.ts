import { describe, expect, it } from 'vitest'
import { storeKey } from '../api/keys.ts'
import { createQueryClient, provideQueryClient } from '../api/query-client.ts'
import { setUser } from './auth.ts'
import { awaitsStore, currentStore, pickCurrentStore, storesQuery } from './stores.ts'
import type { Store, User } from '../../shared/api/stores.ts'

const store = (id: number) => ({ id, name: `店${id}`, code: `S${id}` }) as Store

describe('awaitsStore', () => {
  it('a signed-in account with no store waits for a manager to assign one', () => {
    expect(awaitsStore({ isOwner: false }, [])).toBe(true)
  })
  it('not while the stores load, not with a store, not for the owner, not signed out', () => {
    expect(awaitsStore({ isOwner: false }, undefined)).toBe(false)
    expect(awaitsStore({ isOwner: false }, [store(1)])).toBe(false)
    expect(awaitsStore({ isOwner: true }, [])).toBe(false)
    expect(awaitsStore(null, [])).toBe(false)
  })
})

describe('pickCurrentStore', () => {
  it('the remembered store when visible, else the first', () => {
    expect(pickCurrentStore([store(1), store(2)], 2)?.id).toBe(2)
    expect(pickCurrentStore([store(1), store(2)], 9)?.id).toBe(1)
    expect(pickCurrentStore([], 1)).toBeNull()
  })
})

describe('currentStore', () => {
  const user = (id: number, currentStoreId: number) => ({ id, currentStoreId }) as User
  // As the API lists a store (its invoice mode always set).
  const listed = (id: number) => ({ ...store(id), invoiceMode: 'off' as const })

  it("follows the cached store list and the user's choice; another user sees nothing of the one before", () => {
    const client = createQueryClient()
    provideQueryClient(client)
    setUser(user(1, 2))
    client.setQueryData(storesQuery.queryKey, [listed(1), listed(2)])
    client.setQueryData(storeKey(2, 'orders'), [])
    expect(currentStore.value?.id).toBe(2)

    setUser(user(1, 1)) // the same person chose another store: the cache stays
    expect(currentStore.value?.id).toBe(1)

    setUser(user(5, 2))
    expect(currentStore.value).toBeNull()
    expect(client.getQueryData(storesQuery.queryKey)).toBeUndefined()
    expect(client.getQueryData(storeKey(2, 'orders'))).toBeUndefined()
  })

  it('follows the cache provided last (a screen test renders each screen with a fresh one)', () => {
    provideQueryClient(createQueryClient())
    setUser(user(1, 3))
    const next = createQueryClient()
    provideQueryClient(next)
    next.setQueryData(storesQuery.queryKey, [listed(3)])
    expect(currentStore.value?.id).toBe(3)
  })
})
