// The back-office figures over orders placed through the real order, kitchen and payment calls.
import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { noodleMenu, shop } from '../orders/testing'
import { taipei } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

test(`orders placed, cooked, paid and cancelled through the API show up right on the dashboard, report and \
payments`, async () => {
  ctx = createTestContext()
  ctx.clock.set(taipei(2026, 11, 22, 12))
  const s = await shop(ctx)
  const m = noodleMenu(ctx, s.storeId)

  const first = await s.asStaff.post('/orders', {
    orderType: 'takeout',
    items: [
      { menuItemId: m.beefNoodle.id, quantity: 2 },
      { menuItemId: m.tea.id, quantity: 1 },
    ],
  })
  expect(first.status).toBe(201)
  const second = await s.asStaff.post('/orders', {
    orderType: 'takeout',
    items: [{ menuItemId: m.beefNoodle.id, quantity: 1 }],
  })
  expect(second.status).toBe(201)

  ctx.clock.advance(12 * 60_000)
  expect((await s.asStaff.patch(`/orders/${first.body.id}/status`, { status: 'preparing' })).status).toBe(200)
  expect((await s.asStaff.patch(`/orders/${first.body.id}/status`, { status: 'ready' })).status).toBe(200)
  const paid = await s.asStaff.post('/payments', {
    orderId: first.body.id,
    amount: first.body.total,
    paymentMethod: 'cash',
    tendered: '1000',
  })
  expect(paid.status).toBe(201)
  expect((await s.asManager.post(`/orders/${second.body.id}/cancel`, { reason: '客人取消' })).status).toBe(200)

  const dash = (await s.asStaff.get('/dashboard-stats')).body
  expect(dash).toMatchObject({
    todayRevenue: first.body.total,
    todayOrderCount: 1,
    activeOrderCount: 0,
    avgWaitMinutes: 12,
  })

  const report = (await s.asManager.get('/reports?range=today')).body
  expect(report.totalRevenue).toBe(first.body.total)
  expect(report.topProducts.map((p: any) => [p.name, p.quantity])).toEqual([
    ['紅燒牛肉麵', 2],
    ['紅茶', 1],
  ])
  expect(report.paymentMethods.find((p: any) => p.method === 'cash')).toMatchObject({
    count: 1,
    amount: first.body.total,
    share: 100,
  })
  // The cancelled order's beef came back: only the first order's 2 × 150 g was consumed.
  expect(report.inventoryTurnover.find((i: any) => i.name === '牛腱')).toMatchObject({
    consumed: '0.300',
    currentStock: '9.700',
  })
  expect(report.hourly[12].count).toBe(1)

  const day = (await s.asStaff.get('/payments')).body
  expect(day).toMatchObject({ count: 1, cashPayments: first.body.total })
  expect(day.payments[0]).toMatchObject({ orderNumber: first.body.orderNumber, tendered: '1000.00' })
})
