import { afterEach, describe, expect, test } from 'bun:test'
import { inventoryItems } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { insertOrder, orderMoney, taipei } from '../reports/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const MIN = 60_000
const noodle = { name: '牛肉麵', price: 18000, qty: 1 }

async function setup(now = taipei(2026, 11, 22, 12)) {
  ctx = createTestContext()
  ctx.clock.set(now)
  const { manager, store } = await ctx.managerWithStore()
  return { cookie: manager.cookie, storeId: store.id, db: ctx.db.db }
}

describe('dashboard stats', () => {
  test('today against yesterday on the Taipei calendar, cancelled orders left out', async () => {
    const { cookie, storeId, db } = await setup()
    // Yesterday: 2 orders (one at 23:59 Taipei, which is still yesterday although 15:59 UTC).
    insertOrder(db, { storeId, at: taipei(2026, 11, 21, 10), lines: [{ ...noodle, qty: 2 }] })
    insertOrder(db, { storeId, at: taipei(2026, 11, 21, 23, 59), lines: [noodle] })
    // Today: 3 orders, one cancelled; the 00:05 one is today though still yesterday in UTC.
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 0, 5), lines: [{ ...noodle, qty: 2 }] })
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 11), lines: [{ ...noodle, qty: 2 }] })
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 11), lines: [{ ...noodle, qty: 9 }], status: 'cancelled' })

    const res = await ctx.request('GET', `/api/stores/${storeId}/dashboard-stats`, { cookie })
    expect(res.status).toBe(200)
    const two = orderMoney([{ ...noodle, qty: 2 }]).total // 39600
    const one = orderMoney([noodle]).total // 19800
    expect(res.body.todayRevenue).toBe(((two * 2) / 100).toFixed(2))
    expect(res.body.yesterdayRevenue).toBe(((two + one) / 100).toFixed(2))
    // (79200 − 59400) / 59400 = +33.3%
    expect(res.body.revenueChange).toBe(33.3)
    expect(res.body.todayOrderCount).toBe(2)
    expect(res.body.orderChange).toBe(0)
  })

  test('changes are null when yesterday had nothing', async () => {
    const { cookie, storeId, db } = await setup()
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 9), lines: [noodle] })
    const res = await ctx.request('GET', `/api/stores/${storeId}/dashboard-stats`, { cookie })
    expect(res.body).toMatchObject({ revenueChange: null, orderChange: null, todayOrderCount: 1, avgWaitMinutes: null })
  })

  test('active orders and the real average wait from order timestamps', async () => {
    const now = taipei(2026, 11, 22, 12)
    const { cookie, storeId, db } = await setup(now)
    // Reached ready after 10 and 20 minutes.
    insertOrder(db, { storeId, at: now - 60 * MIN, readyAt: now - 50 * MIN, status: 'completed', lines: [noodle] })
    insertOrder(db, { storeId, at: now - 40 * MIN, readyAt: now - 20 * MIN, status: 'ready', lines: [noodle] })
    // Still cooking: waiting 6 and 3 minutes so far.
    insertOrder(db, { storeId, at: now - 6 * MIN, status: 'preparing', lines: [noodle] })
    insertOrder(db, { storeId, at: now - 3 * MIN, status: 'pending', lines: [noodle] })
    // Completed without a ready time, and a cancelled one: neither counts toward the wait.
    insertOrder(db, { storeId, at: now - 90 * MIN, status: 'completed', lines: [noodle] })
    insertOrder(db, { storeId, at: now - 90 * MIN, status: 'cancelled', lines: [noodle] })
    // Yesterday's order still confirmed counts as active, but not in today's wait.
    insertOrder(db, { storeId, at: now - 24 * 60 * MIN, status: 'confirmed', lines: [noodle] })

    const res = await ctx.request('GET', `/api/stores/${storeId}/dashboard-stats`, { cookie })
    expect(res.body.activeOrderCount).toBe(3)
    // (10 + 20 + 6 + 3) / 4 = 9.75 → 9.8
    expect(res.body.avgWaitMinutes).toBe(9.8)
  })

  test('low stock counts items below their safety stock', async () => {
    const { cookie, storeId, db } = await setup()
    const item = (name: string, current: number, safety: number) =>
      db
        .insert(inventoryItems)
        .values({
          storeId,
          name,
          unit: '公斤',
          currentStockMilli: current,
          safetyStockMilli: safety,
          createdAt: 0,
          updatedAt: 0,
        })
        .run()
    item('麵條', 1000, 5000)
    item('牛肉', 4999, 5000)
    item('蔥', 5000, 5000)
    item('鹽', 9000, 0)
    const res = await ctx.request('GET', `/api/stores/${storeId}/dashboard-stats`, { cookie })
    expect(res.body.lowStockCount).toBe(2)
  })
})

describe('store stats', () => {
  test('today revenue, order count and staff from store membership; staff of another store are refused', async () => {
    const { cookie, storeId, db } = await setup()
    await ctx.staff(cookie, 'cook')
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 8), lines: [noodle] })
    insertOrder(db, { storeId, at: taipei(2026, 11, 21, 8), lines: [noodle] })
    const res = await ctx.request('GET', `/api/stores/${storeId}/stats`, { cookie })
    expect(res.body).toEqual({ todayRevenue: '198.00', todayOrders: 1, staffCount: 2 })

    const other = await ctx.request('POST', '/api/stores', { cookie, body: { name: '二店', code: 'B2' } })
    const cook = await ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'cook', password: 'secret123' },
    })
    const denied = await ctx.request('GET', `/api/stores/${other.body.id}/stats`, { cookie: ctx.cookieOf(cook) })
    expect(denied.status).toBe(403)
    expect((await ctx.request('GET', `/api/stores/999/dashboard-stats`, { cookie })).status).toBe(404)
    expect((await ctx.request('GET', `/api/stores/${storeId}/stats`)).status).toBe(401)
  })
})
