import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'

/**
 * Every API route either declares a role (`auth: 'staff' | 'manager'`) or is listed here as
 * public on purpose. A new route without a rule fails this test.
 */
const PUBLIC = [
  'GET /api/health', 'GET /api/docs', 'GET /api/docs/json',
  'GET /api/auth/config', 'POST /api/auth/local/register', 'POST /api/auth/local/login', 'POST /api/auth/pin-login',
  'GET /api/logout', 'GET /api/login', 'GET /api/auth/line', 'GET /api/auth/callback/:provider',
  'GET /api/menu-images/:imageId', 'POST /api/stores/:storeId/orders/qr',
]
const isPublic = (method: string, path: string) => PUBLIC.includes(`${method} ${path}`) || path.startsWith('/api/public/')

let ctx: TestContext
let staffCookie = ''
let storeId = 0
beforeAll(async () => {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  storeId = store.id
  staffCookie = (await ctx.staff(manager.cookie)).cookie
})
afterAll(() => ctx.close())

const apiRoutes = () =>
  ctx.app.routes
    .filter((r) => r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path, role: (r.hooks.detail as Record<string, unknown> | undefined)?.['x-role'] as string | undefined }))

const concrete = (path: string) => path.replace(':storeId', String(storeId)).replace(/:\w+/g, '1')

async function call(method: string, path: string, cookie?: string) {
  return ctx.request(method, concrete(path), { cookie, body: method === 'GET' || method === 'HEAD' ? undefined : {} })
}

test('every API route has a rule: a role or a deliberate place on the public list', () => {
  const missing = apiRoutes().filter((r) => !r.role && !isPublic(r.method, r.path)).map((r) => `${r.method} ${r.path}`)
  expect(missing).toEqual([])
})

test('signed out, every staff and manager route answers 401 with a zh-TW message', async () => {
  for (const r of apiRoutes().filter((r) => r.role)) {
    const res = await call(r.method, r.path)
    expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 })
    expect(res.body.code).toBe('UNAUTHORIZED')
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
  }
})

test('staff get 403 on every manager route', async () => {
  for (const r of apiRoutes().filter((r) => r.role === 'manager')) {
    const res = await call(r.method, r.path, staffCookie)
    expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 })
  }
})

test('staff of one store get 403 on another store’s routes', async () => {
  const other = ctx.db.sqlite.query("INSERT INTO stores (name, code, status, settings, created_at, updated_at) VALUES ('別店', 'ELSE', 'active', '{}', 0, 0) RETURNING id").get() as { id: number }
  for (const r of apiRoutes().filter((r) => r.role === 'staff' && r.path.includes(':storeId'))) {
    const res = await ctx.request(r.method, r.path.replace(':storeId', String(other.id)).replace(/:\w+/g, '1'), {
      cookie: staffCookie,
      body: r.method === 'GET' ? undefined : {},
    })
    expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 })
  }
})
