import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, unwrap, unwrapPage } from './client.ts'
import { ApiError, errorMessage, onUnauthorized, readable } from './errors.ts'
import { retryDelayMs, shouldRetry } from './retry.ts'

// A real HTTP server plays the API: it records what the client sends and answers per path.
type Seen = { method: string; path: string; contentType: string | undefined; body: string }
type Reply = { status: number; headers?: Record<string, string>; body?: string }
const seen: Seen[] = []
const replies = new Map<string, Reply>()
let server: Server
let client: ReturnType<typeof createApiClient>

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
})

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req)
    const path = (req.url ?? '').split('?')[0] ?? ''
    seen.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'], body })
    const reply = replies.get(`${req.method} ${path}`) ?? json(200, { ok: true })
    res.writeHead(reply.status, reply.headers).end(reply.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address && typeof address === 'object') client = createApiClient(`http://127.0.0.1:${address.port}`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  seen.length = 0
  replies.clear()
})

describe('the API client', () => {
  it('sends JSON on every state-changing request, `{}` when the call has no body', async () => {
    await unwrap(client.api.stores({ storeId: 2 }).devices.drawer.open.post())
    await unwrap(client.api.auth.local.login.post({ username: 'amy', password: 'secret-1' }))
    expect(seen.map(({ method, path, contentType, body }) => ({ method, path, contentType, body }))).toEqual([
      { method: 'POST', path: '/api/stores/2/devices/drawer/open', contentType: 'application/json', body: '{}' },
      {
        method: 'POST',
        path: '/api/auth/local/login',
        contentType: 'application/json',
        body: '{"username":"amy","password":"secret-1"}',
      },
    ])
  })

  it(
    'sends a GET without a body (Eden labels it JSON: harmless on a GET), ' +
      'its query in the URL, and keeps date-like strings as strings',
    async () => {
      replies.set('GET /api/stores/3/orders', json(200, [{ createdAt: '2026-01-02T03:04:05.000Z', total: '120.00' }]))
      const orders = await unwrap(client.api.stores({ storeId: 3 }).orders.get({ query: { date: '2026-01-02' } }))
      expect(orders).toEqual([{ createdAt: '2026-01-02T03:04:05.000Z', total: '120.00' }])
      expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/stores/3/orders?date=2026-01-02', body: '' })
    },
  )

  it('reads an empty answer as null', async () => {
    replies.set('POST /api/stores/2/devices/drawer/open', { status: 204 })
    expect(await unwrap(client.api.stores({ storeId: 2 }).devices.drawer.open.post())).toBeNull()
  })

  it('throws ApiError with the server code and zh-TW message', async () => {
    const answer = { code: 'USERNAME_TAKEN', message: '此帳號名稱已被使用' }
    replies.set('POST /api/auth/local/login', json(409, answer))
    const error = await unwrap(client.api.auth.local.login.post({ username: 'a', password: 'b' })).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    const e = error as ApiError
    expect([e.status, e.code, e.message, e.body]).toEqual([409, 'USERNAME_TAKEN', '此帳號名稱已被使用', answer])
    expect(e.toString()).toBe('409: {"code":"USERNAME_TAKEN","message":"此帳號名稱已被使用"}')
    expect(errorMessage(e, '失敗')).toBe('此帳號名稱已被使用')
  })

  it('copes with a non-JSON error body', async () => {
    replies.set('GET /api/stores/3/orders', { status: 502, body: 'Bad Gateway' })
    const e = (await unwrap(client.api.stores({ storeId: 3 }).orders.get({ query: {} })).catch((x) => x)) as ApiError
    expect([e.status, e.code, e.toString()]).toEqual([502, 'HTTP_502', '502: Bad Gateway'])
    expect(errorMessage(e, '連線失敗')).toBe('連線失敗')
  })

  it('hands a network failure on as the fetch error, not an ApiError', async () => {
    const offline = createApiClient('http://127.0.0.1:1')
    const error = await unwrap(offline.api.stores({ storeId: 3 }).orders.get({ query: {} })).catch((e) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(shouldRetry(error, 0)).toBe(true)
  })

  it('signals the end of a session on a 401, except from /api/auth/*', async () => {
    let ended = 0
    const stop = onUnauthorized(() => ended++)
    replies.set('GET /api/auth/user', json(401, { code: 'UNAUTHORIZED', message: '請先登入' }))
    replies.set('GET /api/stores/3/orders', json(401, { code: 'UNAUTHORIZED', message: '請先登入' }))
    await unwrap(client.api.auth.user.get()).catch(() => undefined)
    expect(ended).toBe(0)
    const e = await unwrap(client.api.stores({ storeId: 3 }).orders.get({ query: {} })).catch((x) => x)
    expect(ended).toBe(1)
    expect((e as ApiError).status).toBe(401)
    stop()
  })

  it('reads the next page cursor of a list, null on the last page', async () => {
    replies.set('GET /api/stores/3/members', json(200, [{ id: 1 }], { 'x-next-cursor': 'MTIzLjQ1' }))
    const first = await unwrapPage(client.api.stores({ storeId: 3 }).members.get({ query: {} }))
    expect(first).toEqual({ data: [{ id: 1 }], next: 'MTIzLjQ1' })
    replies.set('GET /api/stores/3/members', json(200, [{ id: 2 }]))
    const last = await unwrapPage(client.api.stores({ storeId: 3 }).members.get({ query: { cursor: 'MTIzLjQ1' } }))
    expect(last).toEqual({ data: [{ id: 2 }], next: null })
    expect(seen[1]?.path).toBe('/api/stores/3/members?cursor=MTIzLjQ1')
  })
})

describe('query retries', () => {
  it('retries server and network failures up to 3 times, never client errors', () => {
    expect(shouldRetry(new ApiError(401, '', null), 0)).toBe(false)
    expect(shouldRetry(new ApiError(404, '', null), 0)).toBe(false)
    expect(shouldRetry(new ApiError(503, '', null), 2)).toBe(true)
    expect(shouldRetry(new ApiError(503, '', null), 3)).toBe(false)
    expect(retryDelayMs(0)).toBe(500)
    expect(retryDelayMs(10)).toBe(4000)
  })
})

describe('error text shown to users', () => {
  it('is the server zh-TW message, never a raw English one', () => {
    expect(errorMessage(new ApiError(422, '', { code: 'VALIDATION', message: '電子郵件格式不正確' }), '失敗')).toBe(
      '電子郵件格式不正確',
    )
    expect(errorMessage(new ApiError(502, 'Bad Gateway', { message: 'Bad Gateway' }), '連線失敗')).toBe('連線失敗')
    expect(errorMessage(new TypeError('Failed to fetch'), '連線失敗')).toBe('連線失敗')
    expect(readable('connect ECONNREFUSED 10.0.0.9:9100', '印表機連線失敗')).toBe('印表機連線失敗')
    expect(readable(undefined, '無')).toBe('無')
  })
})
