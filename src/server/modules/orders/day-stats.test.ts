import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { taipei } from '../reports/test-fixtures'
import { dayStatsQuery } from './day-stats'

// A hand-made day: its figures below are worked out by hand, not by the code under test.
let ctx: TestContext
let storeId: number
let cookie: string

beforeAll(async () => {
  ctx = createTestContext()
  ctx.clock.set(taipei(2026, 11, 22, 12))
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  cookie = setup.manager.cookie
  const other = (await ctx.request('POST', '/api/stores', { cookie, body: { name: '二店', code: 'B2' } })).body
    .id as number
  const ins =
    ctx.db.sqlite.prepare(`INSERT INTO orders (store_id, order_number, business_date, daily_seq, order_type, status,
    payment_status, subtotal, service_fee, total, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'dine_in', ?, 'unpaid', ?, 0, ?, ?, ?)`)
  const day: [string, string, number][] = [
    // store, status, total in cents
    ['a', 'pending', 10_000],
    ['a', 'pending', 5_050],
    ['a', 'preparing', 8_000],
    ['a', 'completed', 33_500],
    ['a', 'completed', 12_000],
    ['a', 'cancelled', 9_900],
    ['a', 'served', 1_000],
    ['b', 'completed', 77_700], // another store's sale the same day
  ]
  let seq = 0
  const at = taipei(2026, 11, 22, 11)
  for (const [store, status, total] of day) {
    seq++
    ins.run(store === 'a' ? storeId : other, `20261122-${seq}`, '2026-11-22', seq, status, total, total, at, at)
  }
  ins.run(storeId, '20261121-1', '2026-11-21', 1, 'completed', 100_000, 100_000, at - 86_400_000, at - 86_400_000)
})
afterAll(() => ctx?.close())

const get = (q = '') => ctx.request('GET', `/api/stores/${storeId}/orders/day-stats${q}`, { cookie })

test("a day's counts and sums by status equal the hand-computed figures; today by default", async () => {
  const expected = {
    date: '2026-11-22',
    count: 7,
    active: 3,
    completed: 2,
    revenue: '695.50', // 100 + 50.50 + 80 + 335 + 120 + 10, the cancelled 99 left out
    byStatus: {
      pending: { count: 2, total: '150.50' },
      confirmed: { count: 0, total: '0.00' },
      preparing: { count: 1, total: '80.00' },
      ready: { count: 0, total: '0.00' },
      served: { count: 1, total: '10.00' },
      completed: { count: 2, total: '455.00' },
      cancelled: { count: 1, total: '99.00' },
    },
  }
  const named = await get('?date=2026-11-22')
  expect(named.status).toBe(200)
  expect(named.body).toEqual(expected)
  expect((await get()).body).toEqual(expected)
  expect((await get('?date=2026-11-21')).body).toMatchObject({
    date: '2026-11-21',
    count: 1,
    active: 0,
    completed: 1,
    revenue: '1000.00',
  })
  expect((await get('?date=2026-01-01')).body).toMatchObject({ count: 0, revenue: '0.00' })
})

test('a bad date is a 422 with a zh-TW message', async () => {
  for (const bad of ['2026-13-01', 'yesterday', '2026-2-3']) {
    const res = await get(`?date=${bad}`)
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('INVALID_DATE')
    expect(res.body.message).toContain('日期格式')
  }
})

test("the figures come from the day's rows on the (store, business day) index, not the store's history", () => {
  const q = dayStatsQuery(ctx.db.db, storeId, '2026-11-22').toSQL()
  const plan = (
    ctx.db.sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.params as string[])) as { detail: string }[]
  )
    .map((r) => r.detail)
    .join('\n')
  expect(plan).toContain('orders_store_day_seq_uq (store_id=? AND business_date=?)')
})
