// The real server as a child process (bun src/server/main.ts), killed and restarted by the
// reliability tests, and a small HTTP client that speaks to it like a POS terminal.
import type { Subprocess } from 'bun'
import { Database } from 'bun:sqlite'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { escposToText } from '../../src/devices/testing/escpos-text'
import { freePort } from '../../src/devices/testing/mosquitto'

export { freePort }
export const root = resolve(import.meta.dir, '../..')
const PATH = `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`

/** Every child any test started; `killAll()` in afterAll. */
const children = new Set<Subprocess>()

export async function killAll() {
  for (const c of children) c.kill('SIGKILL')
  await Promise.all([...children].map((c) => c.exited))
  children.clear()
}

/** Spawns a tracked child process; stdout and stderr are collected into `log()`. */
export function spawnTracked(cmd: string[], opts: { env?: Record<string, string> } = {}) {
  let log = ''
  const proc = Bun.spawn(cmd, {
    cwd: root,
    env: { ...process.env, PATH, ...opts.env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  children.add(proc)
  void proc.exited.then(() => children.delete(proc))
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) log += decoder.decode(r.value, { stream: true })
  }
  const done = Promise.all([collect(proc.stdout), collect(proc.stderr)])
  return { proc, log: () => log, done }
}

export type ServerOptions = {
  dataDir: string
  port: number
  /** MQTT off (default: no broker port taken), or an external broker's URL. */
  mqttUrl?: string
  /** The embedded broker on this TCP port (instead of MQTT off). */
  mqttPort?: number
  env?: Record<string, string>
  /** Runs the server under another command (e.g. a shell that sets a resource limit first). */
  wrap?: string[]
  /** More flags (e.g. `--demo`). */
  args?: string[]
}

/**
 * The one-time setup code a server started on an empty `dataDir` wrote to `<data>/setup-code.txt`
 * (its first line, `4821-7730`), as a technician at the box would read it; null once an owner exists.
 */
/** Polls `check` until it holds (a log line, a state), failing with `what` after `ms`. */
export async function waitUntil(check: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`)
    await Bun.sleep(20)
  }
}

export function readSetupCode(dataDir: string): string | null {
  const path = join(dataDir, 'setup-code.txt')
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n')[0]!.trim() : null
}

export type PosServer = Awaited<ReturnType<typeof startServer>>

/** Starts `bun src/server/main.ts` on a loopback port and waits (bounded) for /api/health. */
export async function startServer(o: ServerOptions) {
  const args = [
    '--port',
    String(o.port),
    '--host',
    '127.0.0.1',
    '--data',
    o.dataDir,
    '--backup-interval-hours',
    '0',
    ...(o.mqttUrl ? [] : o.mqttPort ? ['--mqtt-port', String(o.mqttPort)] : ['--no-mqtt']),
    ...(o.args ?? []),
  ]
  const env = { ...o.env, ...(o.mqttUrl ? { POS_MQTT_URL: o.mqttUrl } : {}) }
  const child = spawnTracked([...(o.wrap ?? []), process.execPath, join(root, 'src/server/main.ts'), ...args], { env })
  const url = `http://127.0.0.1:${o.port}`
  await waitHealthy(url, child.proc, child.log)
  return {
    url,
    port: o.port,
    dataDir: o.dataDir,
    proc: child.proc,
    log: child.log,
    /** The setup code this server wrote (null: the database has an owner). */
    setupCode: () => readSetupCode(o.dataDir),
    /** SIGKILL: no shutdown handler runs, like a pulled plug (for the process, not the disk). */
    async crash() {
      child.proc.kill('SIGKILL')
      await child.proc.exited
    },
    async stop() {
      child.proc.kill('SIGTERM')
      const exited = await Promise.race([child.proc.exited.then(() => true), Bun.sleep(5000).then(() => false)])
      if (!exited) await this.crash()
    },
  }
}

async function waitHealthy(url: string, proc: Subprocess, log: () => string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (proc.exitCode !== null || proc.signalCode)
      throw new Error(`pos-server exited (${proc.exitCode ?? proc.signalCode}):\n${log()}`)
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await Bun.sleep(20)
  }
  proc.kill('SIGKILL')
  throw new Error(`pos-server not healthy within ${timeoutMs} ms:\n${log()}`)
}

export type Reply = { status: number; body: any; ms: number }

/** One signed-in terminal. Every call is bounded; a dead server is a thrown error. */
export function client(url: string, cookie = '') {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 5000,
  ): Promise<Reply> {
    const t0 = performance.now()
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    const setCookie = res.headers.get('set-cookie')
    if (setCookie && !cookie) cookie = setCookie.split(';')[0]
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, ms: performance.now() - t0 }
  }
  async function ok(method: string, path: string, body?: unknown, expected = [200, 201]) {
    const r = await call(method, path, body)
    if (!expected.includes(r.status)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body
  }
  return { call, ok, cookie: () => cookie }
}
export type Client = ReturnType<typeof client>

/** The order number a kitchen ticket's bytes carry (20261122-007). */
export const orderNumberOnTicket = (bytes: Buffer) => /\d{8}-\d{3,}/.exec(escposToText(bytes))?.[0]

/** Recipes in thousandths of the unit per bowl/cup, as the menu items are set up below. */
export const RECIPES = { beefNoodle: { beef: 150, noodles: 200 }, tea: { leaves: 10 } } as const
export const INITIAL_STOCK_MILLI = 1_000_000_000

/**
 * Through the real API: the first user (a manager, with the server's setup code), a store, three
 * ingredients with a huge stock, beef noodles and black tea with recipes, and table A1 opened for two.
 */
export async function setupShop(server: { url: string; setupCode(): string | null }, storeCode = 'REL1') {
  const url = server.url
  const c = client(url)
  const code = server.setupCode()
  await c.ok('POST', '/api/auth/local/register', {
    username: 'manager',
    password: 'secret123',
    ...(code && { setupCode: code }),
  })
  const store = await c.ok('POST', '/api/stores', { name: '可靠度測試店', code: storeCode })
  const s = `/api/stores/${store.id}`
  const cat = await c.ok('POST', `${s}/inventory-categories`, { name: '食材' })
  const stock = String(INITIAL_STOCK_MILLI / 1000)
  const ingredient = (name: string, unit: string) =>
    c.ok('POST', `${s}/inventory`, {
      name,
      categoryId: cat.id,
      unit,
      currentStock: stock,
      safetyStock: '1',
      unitCost: '1.00',
    })
  const [beef, noodles, leaves] = [
    await ingredient('牛腱', '公斤'),
    await ingredient('麵條', '公斤'),
    await ingredient('茶葉', '克'),
  ]
  const beefNoodle = await c.ok('POST', `${s}/menu`, {
    name: '紅燒牛肉麵',
    basePrice: '180.00',
    costData: {
      牛腱: { inventoryId: beef.id, quantity: RECIPES.beefNoodle.beef },
      麵條: { inventoryId: noodles.id, quantity: RECIPES.beefNoodle.noodles },
    },
  })
  const tea = await c.ok('POST', `${s}/menu`, {
    name: '紅茶',
    basePrice: '30.00',
    costData: { 茶葉: { inventoryId: leaves.id, quantity: RECIPES.tea.leaves } },
  })
  const table = await c.ok('POST', `${s}/tables`, { number: 'A1', seats: 4 })
  await c.ok('POST', `${s}/tables/${table.id}/open`, { guestCount: 2 })
  return {
    c,
    storeId: store.id as number,
    base: s,
    tableId: table.id as number,
    items: { beefNoodle: beefNoodle.id as number, tea: tea.id as number },
    stock: { beef: beef.id as number, noodles: noodles.id as number, leaves: leaves.id as number },
  }
}
export type Shop = Awaited<ReturnType<typeof setupShop>>

/** The order a key stands for: always the same body for the same key, so a retry is a true replay. */
export function orderBody(shop: Shop, n: number) {
  return {
    tableId: shop.tableId,
    items: [
      { menuItemId: shop.items.beefNoodle, quantity: 1 + (n % 3) },
      ...(n % 2 ? [{ menuItemId: shop.items.tea, quantity: 1 + (n % 4) }] : []),
    ],
  }
}

/**
 * Submits one order with its idempotency key until the server acknowledges it (201 or a 200
 * replay). Network errors and 5xx are retried; any other answer is a test failure.
 */
export async function submitUntilAck(c: Client, shop: Shop, key: string, body: unknown, deadline: number) {
  for (let attempt = 1; ; attempt++) {
    if (Date.now() > deadline) throw new Error(`order ${key} not acknowledged before the deadline`)
    try {
      const r = await c.call('POST', `${shop.base}/orders`, body, { 'idempotency-key': key })
      if (r.status === 201 || r.status === 200)
        return { key, orderId: r.body.id as number, orderNumber: r.body.orderNumber as string, attempts: attempt }
      if (r.status < 500) throw new Error(`order ${key}: unexpected ${r.status} ${JSON.stringify(r.body)}`)
    } catch (e) {
      if ((e as Error).message.startsWith(`order ${key}`)) throw e
      // connection refused or reset: the server is down; try again
    }
    await Bun.sleep(15)
  }
}

/** What the database file says, read directly (the server must be stopped or crashed). */
export function inspectDatabase(dataDir: string) {
  const db = new Database(join(dataDir, 'pos.db'))
  try {
    const q = <T>(sql: string) => db.query(sql).all() as T[]
    return {
      integrity: q<{ integrity_check: string }>('PRAGMA integrity_check').map((r) => r.integrity_check),
      foreignKeyProblems: q('PRAGMA foreign_key_check').length,
      orders: q<{ id: number; order_number: string; status: string }>(
        'SELECT id, order_number, status FROM orders ORDER BY id',
      ),
      keys: q<{ key: string; order_id: number }>('SELECT key, order_id FROM idempotency_keys'),
      items: q<{ order_id: number; menu_item_id: number; quantity: number }>(
        'SELECT order_id, menu_item_id, quantity FROM order_items',
      ),
      stock: q<{ id: number; current_stock_milli: number }>('SELECT id, current_stock_milli FROM inventory_items'),
      movements: q<{ inventory_item_id: number; total: number }>(
        'SELECT inventory_item_id, sum(delta_milli) AS total FROM stock_movements ' +
          "WHERE reason IN ('order', 'order_cancel') GROUP BY inventory_item_id",
      ),
      printJobs: q<{ order_id: number; kind: string; status: string; attempts: number; last_error: string | null }>(
        'SELECT order_id, kind, status, attempts, last_error FROM print_jobs',
      ),
    }
  } finally {
    db.close()
  }
}

/** Stock each ingredient should have after these order lines (every order here is live, none cancelled). */
export function expectedStock(shop: Shop, lines: { menu_item_id: number; quantity: number }[]) {
  const used = { [shop.stock.beef]: 0, [shop.stock.noodles]: 0, [shop.stock.leaves]: 0 }
  for (const l of lines) {
    if (l.menu_item_id === shop.items.beefNoodle) {
      used[shop.stock.beef] += RECIPES.beefNoodle.beef * l.quantity
      used[shop.stock.noodles] += RECIPES.beefNoodle.noodles * l.quantity
    } else if (l.menu_item_id === shop.items.tea) used[shop.stock.leaves] += RECIPES.tea.leaves * l.quantity
  }
  return Object.fromEntries(Object.entries(used).map(([id, milli]) => [Number(id), INITIAL_STOCK_MILLI - milli]))
}
