import type { Database } from 'bun:sqlite'
import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../testing/harness'
import { queryPlan, recordPreparedStatements } from '../testing/query-plans'
import { devicesContext, type DevicesContext } from '../modules/devices/test-context'

/**
 * An order's commit writes every index of every table it touches, and that log write is what
 * an order waits for, so the orders table keeps only indexes that a read needs (schema/orders.ts).
 * This checks both halves: a takeout order without a member leaves the session and member indexes
 * alone, and the reads of a day's trade still find orders (and VIP members) through an index,
 * never a scan.
 */
const statements = recordPreparedStatements()

let ctx: TestContext | undefined
let devices: DevicesContext | undefined
afterEach(async () => {
  ctx?.close()
  await devices?.close()
  ctx = devices = undefined
})

const plansOf = (sqlite: Database, sqls: Iterable<string>) =>
  [...sqls].map((sql) => ({ sql, plan: queryPlan(sqlite, sql) }))

const entries = (db: Database, index: string) =>
  (
    db.query(`SELECT coalesce(sum(ncell), 0) AS n FROM dbstat WHERE name = ? AND pagetype = 'leaf'`).get(index) as {
      n: number
    }
  ).n

test('takeout orders add no entry to the session or member index, and a day of reads scans no orders', async () => {
  ctx = createTestContext()
  const c = ctx
  const { manager, store } = await c.managerWithStore()
  const api = (method: string, path: string, body?: unknown) =>
    c.request(method, `/api/stores/${store.id}${path}`, { cookie: manager.cookie, body })
  const item = (await api('POST', '/menu', { name: '牛肉麵', basePrice: '180.00' })).body
  const member = (await api('POST', '/members', { name: '陳志明', phone: '0912345678' })).body
  const table = (await api('POST', '/tables', { number: 'A-01', seats: 4 })).body
  const { sessionId } = (await api('POST', `/tables/${table.id}/open`, { guestCount: 2 })).body
  const line = [{ menuItemId: item.id, quantity: 1 }]

  for (let i = 0; i < 3; i++)
    expect((await api('POST', '/orders', { orderType: 'takeout', items: line })).status).toBe(201)
  expect((await api('POST', '/orders', { tableId: table.id, memberId: member.id, items: line })).status).toBe(201)

  const sqlite = c.db.sqlite
  expect(entries(sqlite, 'orders_session_idx')).toBe(1)
  expect(entries(sqlite, 'orders_member_idx')).toBe(1)
  expect(entries(sqlite, 'orders_store_created_idx')).toBe(4) // an ordinary index: one entry per order

  statements.recording = true
  const reads = await Promise.all([
    api('GET', '/dashboard-stats'),
    api('GET', '/kitchen/orders'),
    api('GET', '/kitchen/orders?status=pending'),
    api('GET', '/orders'),
    api('GET', '/orders?status=pending'),
    api('GET', '/members/stats'),
    api('GET', `/sessions/${sessionId}/orders`),
    api('GET', `/sessions/${sessionId}/summary`),
    api('GET', `/orders?sessionId=${sessionId}`),
  ])
  statements.recording = false
  expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200))
  expect(reads[0].body.activeOrderCount).toBe(4)
  expect(reads[6].body.map((o: { memberId: number }) => o.memberId)).toEqual([member.id])

  const plans = plansOf(
    sqlite,
    [...statements.prepared].filter((sql) => /\borders\b/.test(sql) && !/^\s*(insert|pragma)/i.test(sql)),
  )
  expect(plans.length).toBeGreaterThan(5)
  // "SCAN orders" or "SCAN o" (an alias): every row of a year of orders read.
  expect(plans.filter((p) => p.plan.some((d) => /^SCAN (orders|o)\b/.test(d)))).toEqual([])
  const activeCount = plans.find((p) => /count\(\*\)/i.test(p.sql) && /"orders"\."status" = 'pending' OR/.test(p.sql))
  expect(activeCount?.plan.join(' ') ?? 'no count of active orders with the index condition').toContain(
    'orders_active_idx',
  )
  // The VIP revenue card walks the VIP members only, then each one's orders.
  const vip = plans.find((p) => p.sql.includes("m.tier = 'vip'"))
  expect(vip?.plan.join(' ') ?? 'no VIP revenue query').toContain('members_vip_idx')
  // A table's check finds its few orders by the session, not by walking the store's orders in time order.
  const bySession = plans.filter((p) => /from "orders".*"orders"\."session_id" = \?/.test(p.sql))
  expect(bySession.length).toBeGreaterThan(1)
  for (const { sql, plan } of bySession) expect(`${sql}: ${plan.join(' ')}`).toContain('orders_session_idx')
})

test('a cancelled order finds the stations it was printed at through the printer index', async () => {
  devices = await devicesContext()
  const t = devices
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const item = (await t.api('POST', '/menu', { name: '牛肉麵', basePrice: '180.00' })).body
  const order = (
    await t.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: item.id, quantity: 1 }] })
  ).body
  await kitchen.fake.waitForJobs(1)

  statements.prepared.clear()
  statements.recording = true
  expect((await t.api('POST', `/orders/${order.id}/cancel`, { reason: '客人取消' })).status).toBe(200)
  statements.recording = false
  await kitchen.fake.waitForJobs(2) // the void ticket

  const lookups = plansOf(
    t.ctx.db.sqlite,
    [...statements.prepared].filter((sql) => /from "print_jobs" where .*"order_id" = \?/.test(sql)),
  )
  expect(lookups.length).toBe(1)
  // Both columns in the index: a month of the printer's tickets is not walked to find this order's.
  expect(lookups[0].plan.join(' ')).toContain('print_jobs_printer_idx (printer_id=? AND order_id=?)')
})

test(`a takeout order's payments are found through the order index, never a scan of the store's \
payments`, async () => {
  ctx = createTestContext()
  const c = ctx
  const { manager, store } = await c.managerWithStore()
  const api = (method: string, path: string, body?: unknown) =>
    c.request(method, `/api/stores/${store.id}${path}`, { cookie: manager.cookie, body })
  const item = (await api('POST', '/menu', { name: '牛肉麵', basePrice: '180.00' })).body
  const order = (await api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: item.id, quantity: 1 }] }))
    .body
  expect(
    (await api('POST', '/payments', { orderId: order.id, amount: order.total, paymentMethod: 'cash' })).status,
  ).toBe(201)

  statements.prepared.clear()
  statements.recording = true
  const reads = [
    await api('GET', `/orders/${order.id}`),
    await api('POST', `/orders/${order.id}/refunds`, { amount: '50.00', paymentMethod: 'cash', reason: 'complaint' }),
  ]
  statements.recording = false
  expect(reads.map((r) => r.status)).toEqual([200, 201])

  const byOrder = plansOf(
    c.db.sqlite,
    [...statements.prepared].filter((sql) => /from "payments".*"payments"\."order_id" = \?/.test(sql)),
  )
  expect(byOrder.length).toBeGreaterThan(0)
  for (const { plan } of byOrder) expect(plan.join(' ')).toContain('payments_order_idx')
})
