import { describe, expect, it } from 'vitest'
import { awaitsStore, pickCurrentStore } from './stores.ts'
import type { Store } from '../../shared/api/stores.ts'

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
