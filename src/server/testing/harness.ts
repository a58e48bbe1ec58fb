import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig, type Config } from '../config'
import { closeDatabase, openDatabase } from '../db/client'
import { createServices, type CoreDeps } from '../services'
import { createApp } from '../app'
import type { Clock } from '../clock'
import { capturedLog } from './log'

export type TestClock = Clock & { set(ms: number): void; advance(ms: number): void }

export function testClock(start = Date.UTC(2026, 10, 22, 4, 0, 0)): TestClock {
  let t = start
  return {
    now: () => t,
    set: (ms) => {
      t = ms
    },
    advance: (ms) => {
      t += ms
    },
  }
}

export type Res = { status: number; body: any; headers: Headers }

/**
 * A fresh server on a real SQLite file in a temp dir, driven through real HTTP requests
 * (`app.handle`). Each signed-in client is a cookie string.
 */
export function createTestContext(
  opts: { config?: Partial<Config>; clock?: TestClock; deviceTuning?: CoreDeps['deviceTuning'] } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'pos-test-'))
  const config = { ...loadConfig(['--data', dir], {})!, ...opts.config } as Config
  const clock = opts.clock ?? testClock()
  const { log, lines: logLines } = capturedLog(clock)
  const db = openDatabase(dir, { log })
  const services = createServices({ config, db, clock, log, deviceTuning: opts.deviceTuning })
  const app = createApp(
    services,
    () => new Response('<div id="root"></div>', { headers: { 'content-type': 'text/html' } }),
  )
  // As main.ts does at start: an empty database gets a setup code (logged, written to dir), which
  // register() hands in like the technician who read it from the console.
  const setupCode = services.setupCode.start()

  async function request(
    method: string,
    path: string,
    opts2: { body?: unknown; cookie?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Res> {
    const headers: Record<string, string> = { ...opts2.headers }
    if (opts2.cookie) headers.cookie = opts2.cookie
    let body: string | undefined
    if (opts2.raw !== undefined) body = opts2.raw
    else if (opts2.body !== undefined) {
      body = JSON.stringify(opts2.body)
      headers['content-type'] ??= 'application/json'
    }
    const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }))
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }

  const cookieOf = (res: Res) => res.headers.get('set-cookie')?.split(';')[0] ?? ''

  /** Registers; the first account (the owner) brings this start's setup code, as the UI does when asked for it. */
  async function register(username: string, password = 'secret123', extra: Record<string, string> = {}) {
    const code = setupCode && services.auth.setupCodeRequired() ? { setupCode } : {}
    const res = await request('POST', '/api/auth/local/register', { body: { username, password, ...code, ...extra } })
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.body)}`)
    return { cookie: cookieOf(res), user: res.body }
  }

  /** The first user (a manager) and one store. */
  async function managerWithStore(storeName = '測試店') {
    const manager = await register('manager')
    const store = await request('POST', '/api/stores', {
      cookie: manager.cookie,
      body: { name: storeName, code: `S${Date.now() % 100000}` },
    })
    return { manager, store: store.body as { id: number; name: string } }
  }

  /**
   * A staff account at every store the manager sees: registered while the manager opens
   * registration, then assigned those stores by the manager (a new account has none).
   */
  async function staff(managerCookie: string, username = 'staff1') {
    await request('PATCH', '/api/settings/system', { cookie: managerCookie, body: { registrationOpen: true } })
    const s = await register(username)
    await request('PATCH', '/api/settings/system', { cookie: managerCookie, body: { registrationOpen: false } })
    const storeIds = ((await request('GET', '/api/stores', { cookie: managerCookie })).body as { id: number }[]).map(
      (x) => x.id,
    )
    const assigned = await request('PATCH', `/api/users/${s.user.id}`, { cookie: managerCookie, body: { storeIds } })
    if (assigned.status !== 200)
      throw new Error(`assign ${username}: ${assigned.status} ${JSON.stringify(assigned.body)}`)
    return s
  }

  return {
    dir,
    config,
    clock,
    db,
    services,
    app,
    request,
    cookieOf,
    register,
    managerWithStore,
    staff,
    /** The setup code this context's start printed (null: the database had an account). */
    setupCode,
    /** What the operations log said so far, one line each (text format). */
    logLines,
    close() {
      closeDatabase(db)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
export type TestContext = ReturnType<typeof createTestContext>
