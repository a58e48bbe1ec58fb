// The staff UI's typed client (src/ui/api/client.ts) against the real app: what it sends, and how
// the server's answers come back to a screen (data, ApiError, the session-ended signal, cursors).
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createApiClient, unwrap, unwrapPage } from '../../src/ui/api/client'
import { ApiError, onUnauthorized } from '../../src/ui/api/errors'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'

let ctx: TestContext
let storeId = 0
const sent: Request[] = []

/** The browser's part: keeps the session cookie the server sets, and lets the test see each request. */
function browser() {
  let cookie = ''
  const fetcher = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('cookie', cookie)
    const request = new Request(String(input), { ...init, headers })
    sent.push(new Request(String(input), init))
    const response = await ctx.app.handle(request)
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return response
  }) as typeof fetch
  return createApiClient('http://localhost', fetcher)
}

beforeAll(async () => {
  ctx = createTestContext()
  storeId = (await ctx.managerWithStore()).store.id
})
afterAll(() => ctx.close())

/** A signed-in client, in an object: a bare Eden client below its root is a thenable that never settles. */
async function signedIn() {
  const api = browser()
  await unwrap(api.auth.local.login.post({ username: 'manager', password: 'secret123' }))
  return { api }
}

describe('the typed client', () => {
  it('sends JSON on a state-changing request, with "{}" when the route takes no body', async () => {
    const { api } = await signedIn()
    sent.length = 0
    const table = await unwrap(api.stores({ storeId }).tables.post({ number: 'A1', seats: 4 }))
    await unwrap(api.stores({ storeId }).tables({ tableId: table.id }).delete())
    expect(sent.map((r) => [r.method, r.headers.get('content-type')])).toEqual([
      ['POST', 'application/json'],
      ['DELETE', 'application/json'],
    ])
    expect(await sent[1]!.text()).toBe('{}')
  })

  it('hands back the data as the server wrote it: dates stay strings', async () => {
    const { api } = await signedIn()
    const stores = await unwrap(api.stores.get())
    expect(stores.map((s) => s.id)).toContain(storeId)
    const [log] = await unwrap(api.stores({ storeId })['activity-logs'].get({ query: { limit: 1 } }))
    expect(typeof log!.createdAt).toBe('string')
  })

  it("turns an error answer into an ApiError with the server's code and zh-TW message", async () => {
    const { api } = await signedIn()
    const error = await unwrap(api.stores({ storeId: 999_999 }).tables.get()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const e = error as ApiError
    expect([e.status, e.code]).toEqual([404, 'STORE_NOT_FOUND'])
    expect(e.message).toMatch(/[\u3400-\u9fff]/)
    expect(e.body?.message).toBe(e.message)
    expect(e.toString()).toBe(`404: ${JSON.stringify(e.body)}`)
  })

  it('signals the end of the session on a 401, except from the sign-in calls', async () => {
    let ended = 0
    const stop = onUnauthorized(() => ended++)
    const api = browser()
    const wrongPassword = await unwrap(api.auth.local.login.post({ username: 'manager', password: 'nope-nope' })).catch(
      (e: unknown) => e,
    )
    expect((wrongPassword as ApiError).status).toBe(401)
    expect(ended).toBe(0)
    const signedOut = await unwrap(api.stores({ storeId }).tables.get()).catch((e: unknown) => e)
    expect((signedOut as ApiError).status).toBe(401)
    expect(ended).toBe(1)
    stop()
  })

  it("reads a list a page at a time by the server's cursor", async () => {
    const { api } = await signedIn()
    const logs = api.stores({ storeId })['activity-logs']
    const first = await unwrapPage(logs.get({ query: { limit: 1 } }))
    expect(first.data).toHaveLength(1)
    expect(first.next).toBeString()
    const second = await unwrapPage(logs.get({ query: { limit: 1, cursor: first.next! } }))
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id)
    const all = await unwrapPage(logs.get({ query: { limit: 100 } }))
    expect(all.next).toBeNull()
  })

  it('rethrows a network failure as fetch threw it, not as an answer from the server', async () => {
    const down = new TypeError('Failed to fetch')
    const api = createApiClient('http://localhost', (async () => {
      throw down
    }) as unknown as typeof fetch)
    expect(await unwrap(api.stores.get()).catch((e: unknown) => e)).toBe(down)
  })
})
