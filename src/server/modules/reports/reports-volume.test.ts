import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { HOUR_MS } from '../../../shared/domain/business-day'
import { REPORT_RANGES, reportRangeBounds } from '../../../shared/domain/report-ranges'
import { generateOrders, insertMenu, type GenOrder } from '../../testing/generate-orders'
import { taipei } from './test-fixtures'

// 50,000 orders over 2026 up to the test's "now"; the reports must add up exactly what was inserted.
const NOW = taipei(2026, 11, 22, 20)
let ctx: TestContext
let storeId: number
let cookie: string
const generated: GenOrder[] = []

beforeAll(async () => {
  ctx = createTestContext()
  ctx.clock.set(NOW)
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  cookie = setup.manager.cookie
  const menu = insertMenu(ctx.db.sqlite, storeId, 30)
  generateOrders(ctx.db.sqlite, {
    storeId,
    count: 50_000,
    start: taipei(2026, 1, 1),
    end: NOW,
    menu,
    seed: 42,
    onOrder: (o) => generated.push(o),
  })
})
afterAll(() => ctx?.close())

const money = (cents: number) => (cents / 100).toFixed(2)

function expected(start: number, end: number) {
  const sold = generated.filter((o) => !o.cancelled && o.createdAt >= start && o.createdAt < end)
  const hourly = Array.from({ length: 24 }, () => ({ count: 0, revenue: 0 }))
  const products = new Map<number, { name: string; quantity: number; revenue: number }>()
  for (const o of sold) {
    const h = Math.floor((o.createdAt + 8 * HOUR_MS) / HOUR_MS) % 24
    hourly[h].count++
    hourly[h].revenue += o.total
    for (const l of o.lines) {
      const p = products.get(l.menuItemId) ?? { name: l.name, quantity: 0, revenue: 0 }
      p.quantity += l.qty
      p.revenue += l.subtotal
      products.set(l.menuItemId, p)
    }
  }
  const byMethod = new Map<string, { amount: number; count: number }>()
  for (const o of generated) {
    if (o.payment && o.payment.createdAt >= start && o.payment.createdAt < end) {
      const m = byMethod.get(o.payment.method) ?? { amount: 0, count: 0 }
      byMethod.set(o.payment.method, { amount: m.amount + o.payment.amount, count: m.count + 1 })
    }
  }
  const top = [...products.entries()]
    .sort((a, b) => b[1].quantity - a[1].quantity || b[1].revenue - a[1].revenue)
    .slice(0, 5)
    .map(([menuItemId, p]) => ({ menuItemId, name: p.name, quantity: p.quantity, revenue: money(p.revenue) }))
  return {
    revenue: sold.reduce((s, o) => s + o.total, 0),
    // Every order not cancelled is paid, without discounts: its gross is its total, counted when paid.
    gross: generated
      .filter((o) => o.payment && o.payment.createdAt >= start && o.payment.createdAt < end)
      .reduce((s, o) => s + o.total, 0),
    cost: sold.reduce((s, o) => s + o.totalCost, 0),
    count: sold.length,
    hourly: hourly.map((h, hour) => ({ hour, count: h.count, revenue: money(h.revenue) })),
    top,
    byMethod,
  }
}

test('every range adds up the 50,000 inserted orders exactly', async () => {
  for (const range of REPORT_RANGES) {
    const { start, end } = reportRangeBounds(range, NOW)
    const want = expected(start, end)
    const res = await ctx.request('GET', `/api/stores/${storeId}/reports?range=${range}`, { cookie })
    expect(res.status).toBe(200)
    const r = res.body
    expect(r.orderCount).toBe(want.count)
    expect(r.totalRevenue).toBe(money(want.revenue))
    expect(r.totalCost).toBe(money(want.cost))
    expect(r.hourly).toEqual(want.hourly)
    expect(r.topProducts).toEqual(want.top)
    expect(r.grossSales).toBe(money(want.gross))
    expect(r.discountTotal).toBe('0.00')
    for (const p of r.paymentMethods) {
      expect(p.amount).toBe(money(want.byMethod.get(p.method)?.amount ?? 0))
      expect(p.count).toBe(want.byMethod.get(p.method)?.count ?? 0)
    }
  }
  expect(generated.length).toBe(50_000)
}, 60_000)
