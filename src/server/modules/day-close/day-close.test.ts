import { afterEach, describe, expect, test } from 'bun:test'
import { payments } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { insertOrder, taipei } from '../reports/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const NOW = taipei(2026, 11, 22, 21)
const line = (price: number) => [{ name: '套餐', price, qty: 1 }]

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(NOW)
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cashier')
  const db = ctx.db.db
  const storeId = store.id
  // The 22nd in Taipei: cash 220 + 110 (one paid with 500 handed over), card 330; a line_pay at 00:10 (still the 21st
  // in UTC).
  const a = insertOrder(db, { storeId, at: taipei(2026, 11, 22, 12), lines: line(20000), pay: [{ method: 'cash' }] })
  const b = insertOrder(db, {
    storeId,
    at: taipei(2026, 11, 22, 13),
    lines: line(30000),
    pay: [{ method: 'credit_card' }],
  })
  const c = insertOrder(db, {
    storeId,
    at: taipei(2026, 11, 22, 0, 10),
    lines: line(10000),
    pay: [{ method: 'line_pay' }],
  })
  const d = insertOrder(db, { storeId, at: taipei(2026, 11, 22, 14), lines: line(10000) })
  db.insert(payments)
    .values({
      storeId,
      orderId: d.id,
      amount: d.total,
      method: 'cash',
      tendered: 50000,
      receivedBy: staff.user.id,
      createdAt: taipei(2026, 11, 22, 14, 5),
    })
    .run()
  insertOrder(db, { storeId, at: taipei(2026, 11, 22, 15), lines: line(99900), status: 'cancelled' })
  // The 21st: must not be counted.
  insertOrder(db, { storeId, at: taipei(2026, 11, 21, 23, 50), lines: line(77700), pay: [{ method: 'cash' }] })
  return { m: manager.cookie, s: staff.cookie, storeId, base: `/api/stores/${storeId}`, orders: { a, b, c, d } }
}

describe('payments of the day', () => {
  test("lists the Taipei day's payments with totals by method and expected cash", async () => {
    const { s, base, orders } = await setup()
    const res = await ctx.request('GET', `${base}/payments`, { cookie: s })
    expect(res.status).toBe(200)
    const body = res.body
    expect(body.date).toBe('2026-11-22')
    expect(body.payments.map((p: any) => p.orderNumber)).toEqual(
      [orders.c, orders.a, orders.b, orders.d].map((o) => o.orderNumber),
    )
    const cash = orders.a.total + orders.d.total
    expect(body.count).toBe(4)
    expect(body.total).toBe(((cash + orders.b.total + orders.c.total) / 100).toFixed(2))
    expect(body.byMethod.find((m: any) => m.method === 'cash')).toEqual({
      method: 'cash',
      count: 2,
      amount: (cash / 100).toFixed(2),
    })
    expect(body.cashPayments).toBe((cash / 100).toFixed(2))
    expect(body.payments[3]).toMatchObject({
      paymentMethod: 'cash',
      amount: '110.00',
      tendered: '500.00',
      change: '390.00',
      receivedByName: 'cashier',
    })
    expect(body.closed).toBe(false)

    const yesterday = (await ctx.request('GET', `${base}/payments?date=2026-11-21`, { cookie: s })).body
    // NT$777 + its 10% fee NT$77.70 → NT$78
    expect(yesterday.byMethod.find((m: any) => m.method === 'cash').amount).toBe('855.00')
    expect((await ctx.request('GET', `${base}/payments?date=2026-02-30`, { cookie: s })).status).toBe(422)
  })

  test('close of day: Z report with expected vs counted cash, once per date, managers only', async () => {
    const { m, s, base, orders } = await setup()
    const preview = (await ctx.request('GET', `${base}/day-close?date=2026-11-22`, { cookie: m })).body
    expect(preview).toMatchObject({
      closed: false,
      countedCash: null,
      difference: null,
      orderCount: 4,
      cancelledOrderCount: 1,
    })

    const body = { date: '2026-11-22', countedCash: '1330.50', openingFloat: '1000', notes: ' 少 10 元硬幣 ' }
    expect((await ctx.request('POST', `${base}/day-close`, { cookie: s, body })).status).toBe(403)
    const res = await ctx.request('POST', `${base}/day-close`, { cookie: m, body })
    expect(res.status).toBe(201)
    const cash = orders.a.total + orders.d.total // 22000 + 11000
    const revenue = orders.a.total + orders.b.total + orders.c.total + orders.d.total
    expect(res.body).toMatchObject({
      date: '2026-11-22',
      closed: true,
      orderCount: 4,
      revenue: (revenue / 100).toFixed(2),
      cashPayments: (cash / 100).toFixed(2),
      openingFloat: '1000.00',
      expectedCash: '1330.00',
      countedCash: '1330.50',
      difference: '0.50',
      notes: '少 10 元硬幣',
      closedByName: 'manager',
    })
    expect(res.body.byMethod.find((x: any) => x.method === 'credit_card')).toEqual({
      method: 'credit_card',
      count: 1,
      amount: (orders.b.total / 100).toFixed(2),
    })

    const again = await ctx.request('POST', `${base}/day-close`, { cookie: m, body })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('2026-11-22')
    expect((await ctx.request('GET', `${base}/day-close?date=2026-11-22`, { cookie: m })).body).toMatchObject({
      closed: true,
      difference: '0.50',
    })
    expect((await ctx.request('GET', `${base}/payments?date=2026-11-22`, { cookie: s })).body.closed).toBe(true)
    // Once closed, the day's remaining hours are the next business day's: "today" is the 23rd, open.
    expect((await ctx.request('GET', `${base}/payments`, { cookie: s })).body).toMatchObject({
      date: '2026-11-23',
      closed: false,
      count: 0,
    })
    const log = ctx.db.sqlite.query("SELECT details FROM activity_logs WHERE action = 'close_day'").get() as any
    expect(JSON.parse(log.details)).toMatchObject({ date: '2026-11-22', difference: '0.50' })
  })

  test(`the Z report adds up: expected cash = opening float + cash in − cash refunds; each cash payment: tendered − \
change = amount`, async () => {
    const { m, s, base } = await setup()
    const money = (v: string) => Math.round(Number(v) * 100)
    const day = (await ctx.request('GET', `${base}/payments?date=2026-11-22`, { cookie: s })).body
    const cashRows = day.payments.filter((p: any) => p.paymentMethod === 'cash')
    for (const p of cashRows.filter((p: any) => p.tendered !== null))
      expect(money(p.tendered) - money(p.change)).toBe(money(p.amount))
    const cashIn = cashRows.reduce((n: number, p: any) => n + money(p.amount), 0)
    const z = (
      await ctx.request('POST', `${base}/day-close`, {
        cookie: m,
        body: { date: '2026-11-22', countedCash: '2000', openingFloat: '1500' },
      })
    ).body
    expect(money(z.cashPayments)).toBe(cashIn)
    expect(z.cashRefunds).toBe('0.00')
    expect(money(z.expectedCash)).toBe(money(z.openingFloat) + money(z.cashPayments) - money(z.cashRefunds))
    expect(z.expectedCash).toBe('1830.00')
    expect(money(z.difference)).toBe(money(z.countedCash) - money(z.expectedCash))
    expect(money(z.paymentTotal)).toBe(z.byMethod.reduce((n: number, r: any) => n + money(r.amount), 0))
  })

  test('refunds in the Z report: gross − refunds = net, and cash refunds leave the expected cash', async () => {
    const { m, base, orders: o } = await setup()
    const money = (v: string) => Math.round(Number(v) * 100)
    const refund = (orderId: number, body: Record<string, unknown>) =>
      ctx.request('POST', `${base}/orders/${orderId}/refunds`, { cookie: m, body: { reason: 'complaint', ...body } })
    const before = (await ctx.request('GET', `${base}/day-close?date=2026-11-22`, { cookie: m })).body
    expect((await refund(o.a.id, { paymentMethod: 'cash' })).status).toBe(201)
    expect((await refund(o.b.id, { paymentMethod: 'credit_card', amount: '100' })).status).toBe(201)
    // The close ends the day at its instant: what was recorded before it, a minute ago, is in it.
    ctx.clock.advance(60_000)
    const z = (
      await ctx.request('POST', `${base}/day-close`, {
        cookie: m,
        body: { date: '2026-11-22', countedCash: '1610', openingFloat: '1500' },
      })
    ).body
    expect(z.paymentTotal).toBe(before.paymentTotal)
    expect(money(z.refundTotal)).toBe(o.a.total + 10000)
    expect(money(z.netTotal)).toBe(money(z.paymentTotal) - money(z.refundTotal))
    expect(money(z.cashRefunds)).toBe(o.a.total) // NT$200 + its NT$20 service fee
    expect(z.refundsByMethod.find((r: any) => r.method === 'credit_card')).toEqual({
      method: 'credit_card',
      count: 1,
      amount: '100.00',
    })
    expect(money(z.expectedCash)).toBe(money(z.openingFloat) + money(z.cashPayments) - money(z.cashRefunds))
    expect(z.expectedCash).toBe('1610.00') // 1500 + 330 − 220
    expect(z.difference).toBe('0.00')
    // The wholly refunded order leaves the day's revenue like a cancelled one.
    expect(money(z.revenue)).toBe(money(before.revenue) - o.a.total)
    expect(z.cancelledOrderCount).toBe(before.cancelledOrderCount + 1)
  })

  test('bad closes change nothing', async () => {
    const { m, base } = await setup()
    const post = (body: unknown) => ctx.request('POST', `${base}/day-close`, { cookie: m, body })
    expect((await post({ date: '2026-11-23', countedCash: '0' })).body.code).toBe('DAY_NOT_ENDED')
    expect((await post({ date: '22/11/2026', countedCash: '0' })).body.code).toBe('INVALID_DATE')
    expect((await post({ date: '2026-11-22', countedCash: '-1' })).status).toBe(422)
    expect((await post({ date: '2026-11-22', countedCash: '1.234' })).status).toBe(422)
    expect((await post({ date: '2026-11-22', countedCash: '10', openingFloat: 'abc' })).status).toBe(422)
    expect((await post({ date: '2026-11-22' })).status).toBe(422)
    expect(ctx.db.sqlite.query('SELECT count(*) AS n FROM day_closes').get()).toEqual({ n: 0 })
    // An earlier day with no sales can still be closed (expected cash is the float).
    const quiet = await post({ date: '2026-11-01', countedCash: 500, openingFloat: 500 })
    expect(quiet.body).toMatchObject({ expectedCash: '500.00', difference: '0.00', orderCount: 0 })
  })

  test("GET /payments sits beside the counter's POST /payments", async () => {
    const { s, base } = await setup()
    const res = await ctx.request('POST', `${base}/payments`, { cookie: s, body: {} })
    expect(res.status).toBe(422)
  })
})
