import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, api } from './api.ts'

// A real HTTP server records what the wrapper sends and answers per path.
type Seen = { method: string; contentType: string | undefined; body: string }
let server: Server
let base = ''
const seen: Seen[] = []

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method ?? '', contentType: req.headers['content-type'], body: await readBody(req) })
    if (req.url === '/empty') return res.writeHead(204).end()
    if (req.url === '/fail') {
      res.writeHead(409, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ code: 'USERNAME_TAKEN', message: '此帳號名稱已被使用' }))
    }
    if (req.url === '/plain-fail') return res.writeHead(502).end('Bad Gateway')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ ok: true }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address && typeof address === 'object') base = `http://127.0.0.1:${address.port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('api', () => {
  it('sends JSON with a content type on every non-GET request, even without a body', async () => {
    seen.length = 0
    await api.post(`${base}/ok`)
    await api.patch(`${base}/ok`, { storeId: 2 })
    await api.delete(`${base}/ok`)
    expect(seen).toEqual([
      { method: 'POST', contentType: 'application/json', body: '{}' },
      { method: 'PATCH', contentType: 'application/json', body: '{"storeId":2}' },
      { method: 'DELETE', contentType: 'application/json', body: '{}' },
    ])
  })

  it('sends GET without a body and parses JSON', async () => {
    seen.length = 0
    expect(await api.get(`${base}/ok`)).toEqual({ ok: true })
    expect(seen[0]).toEqual({ method: 'GET', contentType: undefined, body: '' })
  })

  it('reads an empty body as null', async () => {
    expect(await api.get(`${base}/empty`)).toBeNull()
  })

  it('throws ApiError with the server code and zh-TW message', async () => {
    const error = await api.post(`${base}/fail`, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const e = error as ApiError
    expect([e.status, e.code, e.message]).toEqual([409, 'USERNAME_TAKEN', '此帳號名稱已被使用'])
    expect(e.toString()).toBe('409: {"code":"USERNAME_TAKEN","message":"此帳號名稱已被使用"}')
  })

  it('copes with a non-JSON error body', async () => {
    const e = (await api.get(`${base}/plain-fail`).catch((x: unknown) => x)) as ApiError
    expect([e.status, e.code, e.toString()]).toEqual([502, 'HTTP_502', '502: Bad Gateway'])
  })
})
