import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { generateOrders, insertMenu } from '../../testing/generate-orders'
import { and, asc, eq, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import { ACTIVE, SEARCH_WINDOW } from './list'

// 6,000 orders over a month, some sharing a millisecond, so pages must tie-break on id.
let ctx: TestContext
let storeId: number
let cookie: string
const COUNT = 6_000

beforeAll(async () => {
  ctx = createTestContext()
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  cookie = setup.manager.cookie
  const menu = insertMenu(ctx.db.sqlite, storeId, 10)
  const end = Date.UTC(2026, 10, 1)
  generateOrders(ctx.db.sqlite, { storeId, count: COUNT, start: end - 30 * 86_400_000, end, menu, seed: 9 })
  ctx.db.sqlite.exec(`UPDATE orders SET created_at = (SELECT created_at FROM orders WHERE id = 3000) WHERE id % 50 = 0`)
  ctx.db.sqlite.exec(`UPDATE orders SET status = 'preparing' WHERE id % 1000 = 1`)
  ctx.db.sqlite.exec('ANALYZE')
})
afterAll(() => ctx?.close())

const get = (path: string) => ctx.request('GET', `/api/stores/${storeId}${path}`, { cookie })

async function all(query: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = []
  let cursor: string | null = ''
  let pages = 0
  while (cursor !== null) {
    const res = await get(`/orders?${query}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    ids.push(...res.body.map((o: { id: number }) => o.id))
    cursor = res.headers.get('x-next-cursor')
    pages++
  }
  return { ids, pages }
}

const expected = (where = '1') =>
  (
    ctx.db.sqlite
      .prepare(`SELECT o.id FROM orders o LEFT JOIN dining_tables t ON t.id = o.table_id
  WHERE o.store_id = ? AND ${where} ORDER BY o.created_at DESC, o.id DESC`)
      .all(storeId) as { id: number }[]
  ).map((r) => r.id)

test('GET /orders pages through every order once, newest first, by X-Next-Cursor', async () => {
  const { ids, pages } = await all('limit=37') // 120 orders share one millisecond, across several pages
  expect(ids).toEqual(expected())
  expect(pages).toBe(Math.ceil(COUNT / 37))
}, 60_000)

test('a search looks at a bounded window per page and the cursor carries it to the oldest match', async () => {
  const { ids, pages } = await all('search=-001&limit=20')
  expect(ids).toEqual(expected(`instr(o.order_number, '-001') > 0`))
  expect(ids.length).toBeGreaterThan(20)
  expect(pages).toBeGreaterThanOrEqual(Math.ceil(COUNT / SEARCH_WINDOW))
  const first = await get('/orders?search=-001&limit=500')
  expect(first.body.length).toBeLessThan(ids.length) // not the whole history in one request
}, 60_000)

test('a status page of active orders and the kitchen read only the index of active orders', async () => {
  expect((await all('status=preparing')).ids).toEqual(expected(`o.status = 'preparing'`))
  const kitchen = await get('/kitchen/orders?status=preparing')
  expect(kitchen.body.map((o: { id: number }) => o.id)).toEqual(expected(`o.status = 'preparing'`).reverse())
  const plan = (sql: string) =>
    (ctx.db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(storeId) as { detail: string }[])
      .map((r) => r.detail)
      .join('\n')
  const active = ctx.db.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, sql.placeholder('s')), ACTIVE))
    .orderBy(asc(orders.createdAt))
    .toSQL().sql
  expect(plan(active)).toContain('orders_active_idx')
})

test('a cursor that is not one of ours is a 400 with a zh-TW message, and changes nothing', async () => {
  for (const bad of [
    'abc',
    Buffer.from('1.x').toString('base64url'),
    Buffer.from(`${'9'.repeat(20)}.1`).toString('base64url'),
  ]) {
    const res = await get(`/orders?cursor=${bad}`)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('INVALID_CURSOR')
    expect(res.body.message).toContain('分頁位置')
  }
})

test(`the kitchen shows the newest 300 open orders, oldest first: a store that never closes orders still sees new \
ones`, async () => {
  const own = createTestContext()
  try {
    const s = await own.managerWithStore()
    const menu = insertMenu(own.db.sqlite, s.store.id, 3)
    generateOrders(own.db.sqlite, {
      storeId: s.store.id,
      count: 420,
      start: Date.UTC(2026, 9, 1),
      end: Date.UTC(2026, 10, 1),
      menu,
      seed: 4,
    })
    own.db.sqlite.exec(`UPDATE orders SET status = 'pending'`)
    const open = (
      own.db.sqlite.prepare('SELECT id FROM orders ORDER BY created_at DESC, id DESC LIMIT 300').all() as {
        id: number
      }[]
    )
      .map((r) => r.id)
      .reverse()
    const res = await own.request('GET', `/api/stores/${s.store.id}/kitchen/orders`, { cookie: s.manager.cookie })
    expect(res.body.map((o: { id: number }) => o.id)).toEqual(open)
  } finally {
    own.close()
  }
})
