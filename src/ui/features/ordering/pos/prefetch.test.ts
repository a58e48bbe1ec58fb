import { afterEach, describe, expect, it, vi } from 'vitest'
import { querySignal } from '../../../query.ts'
import { loadUser } from '../../../state/auth.ts'
import { prefetchPosData } from './prefetch.ts'

/** The network is the only stand-in: a signed-in user whose chosen store is 2 of stores 1 and 2. */
function serve(user: unknown) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url)
    const body = url === '/api/auth/session' ? { user }
      : url === '/api/stores' ? [{ id: 1, name: 'A' }, { id: 2, name: 'B' }]
      : []
    return new Response(JSON.stringify(body), { status: 200 })
  })
  return calls
}
afterEach(() => vi.unstubAllGlobals())

describe('prefetchPosData', () => {
  it('asks for the current store\'s menu, categories and tables once the session and stores are known', async () => {
    const calls = serve({ id: 7, username: 'a', currentStoreId: 2 })
    await prefetchPosData()
    await vi.waitFor(() => expect(querySignal('/api/stores/2/tables').value.fetchedAt).toBeGreaterThan(0))
    expect(calls).toEqual(['/api/auth/session', '/api/stores', '/api/stores/2/menu', '/api/stores/2/menu-categories', '/api/stores/2/tables'])
  })

  it('reads nothing more when nobody is signed in', async () => {
    const calls = serve(null)
    void loadUser() // as main.tsx does at load; the prefetch waits for this check
    await prefetchPosData()
    expect(calls).toEqual(['/api/auth/session'])
  })
})
