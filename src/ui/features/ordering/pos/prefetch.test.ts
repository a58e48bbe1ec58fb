import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeKey } from '../../../api/keys.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { authLoading, authUser, loadUser } from '../../../state/auth.ts'
import { posDataSettled, prefetchPosData } from './prefetch.ts'

/**
 * The network is the only stand-in: a signed-in user and stores 1 and 2. With `listAfterTables` the
 * store list answers only once a store's tables have been asked for, with `sessionAfterTables` the
 * session check (a prefetch that waited for that answer would wait for ever: the test times out).
 */
function serve(user: unknown, { listAfterTables = false, sessionAfterTables = false } = {}) {
  const calls: string[] = []
  let tablesAsked = () => {}
  const tablesRequested = new Promise<void>((resolve) => {
    tablesAsked = resolve
  })
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url)
    if (/^\/api\/stores\/\d+\/tables$/.test(url)) tablesAsked()
    const body =
      url === '/api/auth/session'
        ? { user }
        : url === '/api/stores'
          ? [
              { id: 1, name: 'A' },
              { id: 2, name: 'B' },
            ]
          : []
    if ((url === '/api/stores' && listAfterTables) || (url === '/api/auth/session' && sessionAfterTables)) {
      await tablesRequested
      calls.push(`answered ${url}`)
    }
    return new Response(JSON.stringify(body), { status: 200 })
  })
  return calls
}
/** The browser's localStorage (Node has none), holding what an earlier visit left. */
function rememberInBrowser(entries: Record<string, string>) {
  const stored = new Map(Object.entries(entries))
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  })
  return stored
}
afterEach(() => {
  vi.unstubAllGlobals()
  currentQueryClient().clear()
})

describe('prefetchPosData', () => {
  it(`asks for the remembered store's menu, categories and tables with the store list, once the session is \
known`, async () => {
    const calls = serve({ id: 7, username: 'a', currentStoreId: 2 }, { listAfterTables: true })
    void loadUser()
    await prefetchPosData()
    expect(currentQueryClient().getQueryState(storeKey(2, 'tables'))?.dataUpdatedAt).toBeGreaterThan(0)
    // The store's reads went out before the store list answered, not after it.
    const answered = calls.indexOf('answered /api/stores')
    expect(calls.slice(0, answered).sort()).toEqual([
      '/api/auth/session',
      '/api/stores',
      '/api/stores/2/menu',
      '/api/stores/2/menu-categories',
      '/api/stores/2/tables',
    ])
  })

  it(`asks for the store this browser worked at last beside the session check, and keeps what it read when \
the session answers`, async () => {
    const stored = rememberInBrowser({ 'pos.lastStoreId': '2' })
    const calls = serve({ id: 11, username: 'e', currentStoreId: 2 }, { sessionAfterTables: true })
    // a fresh page: nobody was signed in before this check
    authLoading.value = true
    authUser.value = null
    void loadUser()
    await prefetchPosData()
    expect(currentQueryClient().getQueryState(storeKey(2, 'menu'))?.dataUpdatedAt).toBeGreaterThan(0)
    const answered = calls.indexOf('answered /api/auth/session')
    expect(calls.slice(0, answered)).toEqual(
      expect.arrayContaining(['/api/stores/2/menu', '/api/stores/2/menu-categories', '/api/stores/2/tables']),
    )
    // the store list read before the answer was kept, not read again
    expect(calls.filter((c) => c === '/api/stores')).toHaveLength(1)
    expect(stored.get('pos.lastStoreId')).toBe('2')
  })

  it('forgets the remembered store when nobody is signed in', async () => {
    const stored = rememberInBrowser({ 'pos.lastStoreId': '2' })
    serve(null)
    await loadUser()
    expect(stored.get('pos.lastStoreId')).toBe('')
  })

  it("reads the first store when the remembered one is not among the user's stores", async () => {
    const calls = serve({ id: 8, username: 'b', currentStoreId: 9 })
    void loadUser()
    await prefetchPosData()
    expect(currentQueryClient().getQueryState(storeKey(1, 'tables'))?.dataUpdatedAt).toBeGreaterThan(0)
    expect(calls.slice(-3)).toEqual(['/api/stores/1/menu', '/api/stores/1/menu-categories', '/api/stores/1/tables'])
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
    vi.stubGlobal('fetch', (url: string) => (url.endsWith('/menu') ? new Promise(() => undefined) : hanging(url)))
    void loadUser()
    const started = Date.now()
    await posDataSettled(80)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(calls).toContain('/api/stores')
  })
})
