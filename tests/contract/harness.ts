// The spec's §7 tables as a black-box client sees them: a real server process (bun
// src/server/main.ts) on a free loopback port with a fresh data folder, reached over real HTTP.
// Payloads go out verbatim (JSON.stringify of exactly what the test wrote, nothing added), the way
// the spec's React client would send them.
import { expect } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, killAll, startServer, type PosServer } from '../reliability/server-process'

export type Res = { status: number; body: any; text: string; headers: Headers }

/** The owner's password: the first registered account is the owner (a manager). */
export const OWNER = {
  username: 'owner',
  password: 'Owner-pass-2026',
  email: 'owner@example.com',
  firstName: '志明',
  lastName: '陳',
}

/** The smallest PNG as a data URL (the image upload checks the signature). */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42' +
  'mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** Money at the API edge: a decimal string with exactly two decimals ("335.00"). */
export const MONEY = /^-?\d+\.\d{2}$/

export type Client = ReturnType<typeof makeClient>

/** One browser: keeps the session cookie the server sets, sends JSON bodies verbatim. */
export function makeClient(url: string, cookie = '') {
  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res> {
    const h: Record<string, string> = { ...headers }
    if (cookie) h.cookie = cookie
    if (body !== undefined) h['content-type'] ??= 'application/json'
    const res = await fetch(url + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    const setCookie = res.headers.get('set-cookie')
    if (setCookie) {
      const pair = setCookie.split(';')[0]
      // A logout or an expired session clears the cookie with an empty value.
      cookie = pair.endsWith('=') ? '' : pair
    }
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, text, headers: res.headers }
  }
  return {
    send,
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
    del: (path: string) => send('DELETE', path),
    /** Like send, but a status outside 2xx fails the test with the server's answer. */
    async ok(method: string, path: string, body?: unknown): Promise<any> {
      const res = await send(method, path, body)
      if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${res.text}`)
      return res.body
    },
    cookie: () => cookie,
  }
}

export type Contract = {
  server: PosServer
  url: string
  dataDir: string
  /** Signed in as the owner (manager). */
  api: Client
  /** No cookie: the public QR page, a browser not signed in. */
  anon: Client
  /** A store made for the suite (the spec: "{storeId} is the first store's id"). */
  storeId: number
  /**
   * The spec's register payload sent verbatim as the first account, before the owner existed (README deviations:
   * refused without the setup code).
   */
  firstRegistrationWithoutCode: Res
  stop(): Promise<void>
}

/**
 * Starts the server, registers the first account (the owner) with the spec's register payload
 * plus the setup code the server wrote to `<data>/setup-code.txt` (README deviations), and creates
 * the first store. Call in beforeAll; call stop() in afterAll.
 */
export async function startContract(): Promise<Contract> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-contract-'))
  let server: PosServer | undefined
  // freePort closes its probe before the server binds; another process can take the port between.
  for (let attempt = 0; !server; attempt++) {
    try {
      server = await startServer({ dataDir, port: await freePort() })
    } catch (e) {
      if (attempt >= 2) throw e
    }
  }
  const api = makeClient(server.url)
  const firstRegistrationWithoutCode = await makeClient(server.url).post('/api/auth/local/register', OWNER)
  const setupCode = server.setupCode()
  if (!setupCode) throw new Error(`no setup code in ${dataDir}/setup-code.txt:\n${server.log()}`)
  const reg = await api.post('/api/auth/local/register', { ...OWNER, setupCode })
  if (reg.status !== 201 && reg.status !== 200) throw new Error(`register owner → ${reg.status} ${reg.text}`)
  const store = await api.ok('POST', '/api/stores', {
    name: '契約測試店',
    code: 'CT01',
    address: '台北市信義路 1 號',
    phone: '02-2345-6789',
  })
  return {
    server,
    url: server.url,
    dataDir,
    api,
    anon: makeClient(server.url),
    storeId: store.id,
    firstRegistrationWithoutCode,
    async stop() {
      await server!.stop()
      await killAll()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every named §3 field is present on `obj` (null is a value; a missing key is not). */
export function expectFields(obj: unknown, fields: readonly string[]) {
  expect(obj).toBeObject()
  const missing = fields.filter((f) => !(f in (obj as object)))
  expect(missing).toEqual([])
}

/** Every named field is money at the API edge: a 2-decimal string. */
export function expectMoney(obj: any, fields: readonly string[]) {
  const wrong = fields
    .filter((f) => typeof obj?.[f] !== 'string' || !MONEY.test(obj[f]))
    .map((f) => `${f}=${JSON.stringify(obj?.[f])}`)
  expect(wrong).toEqual([])
}

/** A refusal as the house answers it: the status, a code, and a message in Traditional Chinese. */
export function expectRefusal(res: Res, status: number, code?: string) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: code ? { code } : {} })
  expect(typeof res.body?.code).toBe('string')
  expect(res.body?.message).toMatch(/[\u4e00-\u9fff]/)
}

/** 201 or 200 for a create (the spec names no status; both are a success to its client). */
export function expectCreated(res: Res) {
  if (res.status !== 200 && res.status !== 201) throw new Error(`expected a success, got ${res.status} ${res.text}`)
  return res.body
}

/** A list answer: an array (optionally of at least `min` rows). */
export function expectList(res: Res, min = 0): any[] {
  if (res.status !== 200) throw new Error(`expected 200 with a list, got ${res.status} ${res.text}`)
  expect(Array.isArray(res.body)).toBe(true)
  expect(res.body.length).toBeGreaterThanOrEqual(min)
  return res.body
}
