import { expect } from 'bun:test'
import type { Config } from '../../src/server/config'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'

/**
 * A store world built through the real API for the security tests: the owner (`manager`, the first
 * account, who opened both stores), a manager of store A only, a manager of store B only, a staff
 * member of store A only, and in each of stores A and B one of every entity a route can name
 * (tables with an open session, a menu item with image and SOP, an order with a payment, members,
 * printers ...).
 */

export const PASSWORDS = {
  manager: 'Mgr-needle-pw-4417',
  staff: 'Stf-needle-pw-9023',
  reset: 'Rst-needle-pw-5531',
  managerA: 'MgrA-needle-pw-7730',
  managerB: 'MgrB-needle-pw-2268',
}
export const STAFF_PIN = '482913'

/** The smallest PNG: the image upload checks the signature. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42' +
  'mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

export type Ids = {
  storeId: number
  tableId: number
  otherTableId: number
  sessionId: number
  menuItemId: number
  menuCategoryId: number
  imageId: number
  sopId: number
  inventoryItemId: number
  inventoryCategoryId: number
  memberId: number
  orderId: number
  paymentId: number
  announcementId: number
  handoverId: number
  shiftId: number
  optionGroupId: number
  printerId: number
  printJobId: number
  mqttDeviceId: number
  configurationId: number
  combinationId: number
  token: string
  otherToken: string
  kioskId: number
  kioskToken: string
  backupName: string
}

export type Res = { status: number; body: any; text: string; headers: Headers }
export type SendOpts = {
  cookie?: string
  body?: unknown
  raw?: string
  headers?: Record<string, string>
  https?: boolean
}

export type World = Awaited<ReturnType<typeof createWorld>>

/**
 * Like the harness's request, but never waits on an event stream (it reads the head and lets go), and can come over
 * https.
 */
export function sender(ctx: TestContext) {
  return async function send(method: string, path: string, o: SendOpts = {}): Promise<Res> {
    const headers: Record<string, string> = { ...o.headers }
    if (o.cookie) headers.cookie = o.cookie
    let body: string | undefined = o.raw
    if (body === undefined && o.body !== undefined) {
      body = JSON.stringify(o.body)
      headers['content-type'] ??= 'application/json'
    }
    const abort = new AbortController()
    const url = `${o.https ? 'https' : 'http'}://localhost${path}`
    const res = await ctx.app.handle(new Request(url, { method, headers, body, signal: abort.signal }))
    if (res.headers.get('content-type')?.includes('text/event-stream')) {
      abort.abort()
      await res.body?.cancel().catch(() => {})
      return { status: res.status, body: null, text: '', headers: res.headers }
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
}

export async function createWorld(opts: { config?: Partial<Config> } = {}) {
  const ctx = createTestContext({ config: opts.config })
  // A USB printer at a path the device list allows; the queue is not started, so nothing is written to it.
  const printerFile = '/dev/usb/lp0'

  const send = sender(ctx)

  async function ok(method: string, path: string, cookie: string, body?: unknown) {
    const res = await send(method, path, { cookie, body })
    if (res.status >= 300) throw new Error(`setup ${method} ${path}: ${res.status} ${res.text}`)
    return res.body
  }

  const manager = await ctx.register('manager', PASSWORDS.manager)
  const M = manager.cookie
  const storeA = await ok('POST', '/api/stores', M, { name: '甲店', code: 'A01' })
  const staff = await ctx.staff(M, 'staff1')
  const staffId = staff.user.id as number
  // Store B comes after the staff account, so staff1 belongs to store A only.
  const storeB = await ok('POST', '/api/stores', M, { name: '乙店', code: 'B01' })
  await ok('POST', `/api/users/${staffId}/password`, M, { password: PASSWORDS.staff })
  await ok('POST', `/api/users/${staffId}/pin`, M, { pin: STAFF_PIN })
  const staffCookie = ctx.cookieOf(
    await send('POST', '/api/auth/local/login', { body: { username: 'staff1', password: PASSWORDS.staff } }),
  )
  async function storeManager(username: 'managerA' | 'managerB', storeId: number) {
    const id = (
      await ok('POST', '/api/users/', M, {
        username,
        password: PASSWORDS[username],
        role: 'manager',
        storeIds: [storeId],
      })
    ).id as number
    const cookie = ctx.cookieOf(
      await send('POST', '/api/auth/local/login', { body: { username, password: PASSWORDS[username] } }),
    )
    return { cookie, id }
  }
  const managerA = await storeManager('managerA', storeA.id)
  const managerB = await storeManager('managerB', storeB.id)

  // Ids of different kinds far apart, so a route that reads the wrong parameter finds nothing.
  const autoTables = ctx.db.sqlite
    .query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' " +
        "AND name NOT IN ('users', 'stores') ORDER BY name",
    )
    .all() as { name: string }[]
  for (const [i, { name }] of autoTables.entries()) {
    ctx.db.sqlite.query('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(name, (i + 1) * 1000)
  }

  async function populate(storeId: number, tag: string): Promise<Ids> {
    const s = `/api/stores/${storeId}`
    const menuCategoryId = (await ok('POST', `${s}/menu-categories`, M, { name: `飯類${tag}` })).id
    const menuItemId = (
      await ok('POST', `${s}/menu`, M, { name: `滷肉飯${tag}`, basePrice: '40.00', categoryId: menuCategoryId })
    ).id
    const imageId = (await ok('POST', `${s}/menu/${menuItemId}/images`, M, { imageData: PNG, mimeType: 'image/png' }))
      .id
    const sopId = (
      await ok('POST', `/api/menu-items/${menuItemId}/sop`, M, { title: `SOP${tag}`, steps: [{ text: '盛飯' }] })
    ).id
    const inventoryCategoryId = (await ok('POST', `${s}/inventory-categories`, M, { name: `乾貨${tag}` })).id
    const inventoryItemId = (
      await ok('POST', `${s}/inventory`, M, {
        name: `米${tag}`,
        categoryId: inventoryCategoryId,
        unit: '公斤',
        currentStock: '10',
        safetyStock: '2',
        unitCost: '30.00',
      })
    ).id
    const memberId = (
      await ok('POST', `${s}/members/`, M, { name: `會員${tag}`, phone: `09120000${storeId}${storeId}` })
    ).id
    const tableId = (await ok('POST', `${s}/tables`, M, { number: `${tag}-01`, seats: 4 })).id
    const otherTableId = (await ok('POST', `${s}/tables`, M, { number: `${tag}-02`, seats: 4 })).id
    await ok('POST', `${s}/tables/${tableId}/open`, M, { guestCount: 2 })
    await ok('POST', `${s}/tables/${otherTableId}/open`, M, { guestCount: 3 })
    const printerId = (
      await ok('POST', `${s}/printers`, M, {
        name: `廚房${tag}`,
        role: 'kitchen',
        connection: 'usb',
        address: printerFile,
      })
    ).id
    const order = await ok('POST', `${s}/orders`, M, { tableId, items: [{ menuItemId, quantity: 2 }] })
    const paymentId = (
      await ok('POST', `${s}/payments`, M, { orderId: order.id, amount: '10.00', paymentMethod: 'cash' })
    ).id as number
    const sessionId = order.sessionId as number
    // The device service is not started here, so a test page is what queues a job.
    const printJobId = (await ok('POST', `${s}/printers/${printerId}/test`, M)).id as number
    const announcementId = (
      await ok('POST', '/api/announcements/', M, { storeId, title: `公告${tag}`, content: '今日公休' })
    ).id
    const handoverId = (await ok('POST', `${s}/handover/`, M, { task: `交接${tag}` })).id
    await ok('POST', `${s}/handover/${handoverId}/notes`, M, { content: '已處理' })
    const shiftId = (await ok('POST', `${s}/shifts/`, M, { openingFloat: '1000' })).id
    const optionGroupId = (
      await ok('POST', `${s}/option-groups`, M, { name: `甜度${tag}`, options: [{ name: '正常' }, { name: '半糖' }] })
    ).id
    const mqttDeviceId = (await ok('POST', `${s}/mqtt-devices`, M, { name: `KDS${tag}` })).id
    const configurationId = (await ok('POST', `${s}/table-configurations`, M, { name: `平日${tag}` })).id
    const combinationId = (
      await ok('POST', `/api/table-configurations/${configurationId}/combinations`, M, {
        name: `併桌${tag}`,
        tableIds: [tableId, otherTableId],
      })
    ).id
    const token = (await ok('GET', `${s}/tables/${tableId}/qr`, M)).token as string
    const otherToken = (await ok('GET', `${s}/tables/${otherTableId}/qr`, M)).token as string
    const kiosk = await ok('POST', `${s}/kiosks`, M, { name: `自助點餐機${tag}` })
    return {
      storeId,
      tableId,
      otherTableId,
      sessionId,
      menuItemId,
      menuCategoryId,
      imageId,
      sopId,
      inventoryItemId,
      inventoryCategoryId,
      memberId,
      orderId: order.id,
      paymentId,
      announcementId,
      handoverId,
      shiftId,
      optionGroupId,
      printerId,
      printJobId,
      mqttDeviceId,
      configurationId,
      combinationId,
      token,
      otherToken,
      kioskId: kiosk.id as number,
      kioskToken: kiosk.token as string,
      backupName: '',
    }
  }

  const a = await populate(storeA.id, 'A')
  const b = await populate(storeB.id, 'B')
  expect(a.printJobId).toBeGreaterThan(0)
  // Backups hold every store; one file serves both.
  a.backupName = b.backupName = (await ok('POST', '/api/backups', M)).name
  return {
    ctx,
    send,
    manager: { cookie: M, id: manager.user.id as number },
    managerA,
    managerB,
    staff: { cookie: staffCookie, id: staffId },
    a,
    b,
  }
}

export type ApiRoute = { method: string; path: string; role: 'staff' | 'manager' | undefined }

/** Every API route the app serves (HTTP only; the /mqtt WebSocket checks device credentials itself). */
export function apiRoutes(ctx: TestContext): ApiRoute[] {
  return ctx.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'WS')
    .map((r) => ({
      method: r.method,
      path: r.path,
      role: (r.hooks.detail as Record<string, unknown> | undefined)?.['x-role'] as ApiRoute['role'],
    }))
}

export const routeName = (r: { method: string; path: string }) => `${r.method} ${r.path}`

/**
 * Which fixture id a path parameter names, told by the path segment before it. A new route with a
 * parameter nobody knows fails here, so it gets a real id (and a real check) before it ships.
 */
const PARAM_IDS: Record<string, (ids: Ids, w: { staffId: number }) => number | string> = {
  'stores/:storeId': (i) => i.storeId,
  'announcements/:storeId': (i) => i.storeId,
  'tables/:tableId': (i) => i.tableId,
  'kiosks/:kioskId': (i) => i.kioskId,
  'menu/:itemId': (i) => i.menuItemId,
  'menu-items/:id': (i) => i.menuItemId,
  'images/:imageId': (i) => i.imageId,
  'menu-images/:imageId': (i) => i.imageId,
  'menu-categories/:categoryId': (i) => i.menuCategoryId,
  'inventory/:itemId': (i) => i.inventoryItemId,
  'inventory-categories/:categoryId': (i) => i.inventoryCategoryId,
  'recipe-sops/:sopId': (i) => i.sopId,
  'members/:id': (i) => i.memberId,
  'orders/:orderId': (i) => i.orderId,
  'payments/:paymentId': (i) => i.paymentId,
  'sessions/:sessionId': (i) => i.sessionId,
  'announcements/:id': (i) => i.announcementId,
  'handover/:id': (i) => i.handoverId,
  'shifts/:id': (i) => i.shiftId,
  'option-groups/:groupId': (i) => i.optionGroupId,
  'printers/:id': (i) => i.printerId,
  'print-jobs/:id': (i) => i.printJobId,
  'mqtt-devices/:id': (i) => i.mqttDeviceId,
  'table-configurations/:id': (i) => i.configurationId,
  'table-combinations/:id': (i) => i.combinationId,
  'users/:userId': (_, w) => w.staffId,
  'callback/:provider': () => 'oidc',
  'backups/:name': (i) => i.backupName,
  // HQ's stores are named by code; a store server has none (owners get 409, others 403).
  'stores/:code': () => 'S1',
  // Nor HQ's price tiers (a store server has none: owners get 409, others 403).
  'tiers/:tierId': () => 1,
  // No range is set up in the world: an allowed caller gets 404, a refused one 403.
  'ranges/:id': () => 999_999,
  'allowances/:allowanceId': () => 999_999,
  // Nor a split: the store check comes before the part is looked up, and an allowed caller's empty body is a 422.
  'parts/:partId': () => 999_999,
}

/**
 * Routes whose parameter means something else than its segment says elsewhere: the announcement
 * list's `/:id` is a store's id (one name under /api/announcements, so the typed client sees one
 * segment), while its edits' `/:id` is an announcement's.
 */
const ROUTE_PARAM_IDS: Record<string, typeof PARAM_IDS> = {
  'GET /api/announcements/:id': { 'announcements/:id': (i) => i.storeId },
}

export function paramKeys(path: string): string[] {
  const segs = path.split('/')
  return segs.flatMap((s, i) => (s.startsWith(':') ? [`${segs[i - 1]}/${s}`] : []))
}

export function unknownParams(path: string): string[] {
  return paramKeys(path).filter((k) => !PARAM_IDS[k])
}

/** The route's path with every parameter replaced by a real id of `ids` (`override` wins per key). */
export function concrete(
  route: { method: string; path: string },
  ids: Ids,
  staffId: number,
  override: Record<string, string> = {},
): string {
  const path = route.path
  const own = ROUTE_PARAM_IDS[routeName(route)] ?? {}
  const segs = path.split('/')
  return segs
    .map((s, i) => {
      if (!s.startsWith(':')) return s
      const key = `${segs[i - 1]}/${s}`
      if (key in override) return override[key]
      const f = own[key] ?? PARAM_IDS[key]
      if (!f) throw new Error(`no fixture id for "${key}" in ${path}: add one to PARAM_IDS`)
      return String(f(ids, { staffId }))
    })
    .join('/')
}

/**
 * A hash of every row of every table. Failed sign-ins are left out: counting them on a refused
 * request is the lockout working.
 */
export function dbDigest(ctx: TestContext, exclude: string[] = []): string {
  const sqlite = ctx.db.sqlite
  const skip = new Set(['login_attempts', ...exclude])
  const tables = (
    sqlite
      .query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  ).filter((t) => !skip.has(t.name))
  const hasher = new Bun.CryptoHasher('sha1')
  for (const { name } of tables) {
    hasher.update(name)
    for (const row of sqlite.query(`SELECT * FROM "${name}"`).values()) {
      for (const v of row) hasher.update(v instanceof Uint8Array ? v : `${typeof v}:${String(v)}|`)
    }
  }
  return hasher.digest('hex')
}
