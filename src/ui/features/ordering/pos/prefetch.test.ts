import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../api/query-client.ts'
import { queries } from '../../../front-of-house-api.ts'
import { loadUser } from '../../../state/auth.ts'
import { posDataSettled, prefetchPosData } from './prefetch.ts'

/** The network is the only stand-in: a signed-in user and stores 1 and 2. */
function serve(user: unknown) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    // the typed client asks by absolute URL, the old wrapper by path
    const url = new URL(input, 'http://localhost').pathname
    calls.push(url)
    const body =
      url === '/api/auth/session'
        ? { user }
        : url === '/api/stores'
          ? [
              { id: 1, name: 'A' },
              { id: 2, name: 'B' },
            ]
          : []
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return calls
}
afterEach(() => vi.unstubAllGlobals())

describe('prefetchPosData', () => {
  it("asks for the remembered store's menu, categories and tables with the store list, once the session is known", async () => {
    const calls = serve({ id: 7, username: 'a', currentStoreId: 2 })
    void loadUser()
    await prefetchPosData()
    expect(queryClient.getQueryState(queries.tables(2).queryKey)?.dataUpdatedAt).toBeGreaterThan(0)
    expect(calls[0]).toBe('/api/auth/session')
    expect(calls.slice(1).sort()).toEqual([
      '/api/stores',
      '/api/stores/2/menu',
      '/api/stores/2/menu-categories',
      '/api/stores/2/tables',
    ])
  })

  it("reads the first store when the remembered one is not among the user's stores", async () => {
    const calls = serve({ id: 8, username: 'b', currentStoreId: 9 })
    void loadUser()
    await prefetchPosData()
    expect(queryClient.getQueryState(queries.tables(1).queryKey)?.dataUpdatedAt).toBeGreaterThan(0)
    expect(calls.slice(-3).sort()).toEqual([
      '/api/stores/1/menu',
      '/api/stores/1/menu-categories',
      '/api/stores/1/tables',
    ])
  })

  it('reads nothing more when nobody is signed in', async () => {
    const calls = serve(null)
    void loadUser() // as main.tsx does at load; the prefetch waits for this check
    await prefetchPosData()
    expect(calls).toEqual(['/api/auth/session'])
  })

  it('holds the screen back at most the given time when a read hangs', async () => {
    const calls = serve({ id: 10, username: 'd', currentStoreId: 1 })
    const hanging = globalThis.fetch
    vi.stubGlobal('fetch', (url: string) =>
      String(url).endsWith('/menu') ? new Promise(() => undefined) : hanging(url),
    )
    void loadUser()
    const started = Date.now()
    await posDataSettled(80)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(calls).toContain('/api/stores')
  })
})
