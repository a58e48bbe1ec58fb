import { afterEach, describe, expect, test } from 'bun:test'
import { inventoryItems, stockMovements } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { insertOrder, orderMoney, taipei } from './test-fixtures'
import { insertMenu } from '../../testing/generate-orders'

let ctx: TestContext
afterEach(() => ctx?.close())

const noodle = { name: '牛肉麵', price: 18000, qty: 1, unitCost: 7000 }
const tea = { name: '紅茶', price: 3000, qty: 1, unitCost: 500 }
const money = (cents: number) => (cents / 100).toFixed(2)

// Sunday 2026-11-22 20:00 in Taipei.
const NOW = taipei(2026, 11, 22, 20)

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(NOW)
  const { manager, store } = await ctx.managerWithStore()
  const get = (query: string) =>
    ctx.request('GET', `/api/stores/${store.id}/reports${query}`, { cookie: manager.cookie })
  return { cookie: manager.cookie, storeId: store.id, db: ctx.db.db, get }
}

describe('report ranges', () => {
  test('the week starts on Monday in Taipei; month and year include earlier days', async () => {
    const { storeId, db, get } = await setup()
    insertOrder(db, { storeId, at: taipei(2026, 11, 15, 23, 50), lines: [tea] }) // Sunday of the previous week
    insertOrder(db, { storeId, at: taipei(2026, 11, 16, 0, 10), lines: [noodle] }) // Monday 00:10 (Sunday in UTC)
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 19), lines: [tea, { ...noodle, qty: 2 }] })
    insertOrder(db, { storeId, at: taipei(2026, 10, 31, 12), lines: [tea] }) // October

    const counts: Record<string, number> = {}
    for (const range of ['today', 'week', 'month', 'quarter', 'year'])
      counts[range] = (await get(`?range=${range}`)).body.orderCount
    expect(counts).toEqual({ today: 1, week: 2, month: 3, quarter: 4, year: 4 })

    const week = (await get('?range=week')).body
    expect(week.from).toBe(new Date(taipei(2026, 11, 16)).toISOString())
    expect(week.to).toBe(new Date(taipei(2026, 11, 23)).toISOString())
    expect((await get('')).body.range).toBe('today')
    expect((await get('?range=decade')).status).toBe(422)
  })
})

describe('report figures', () => {
  test('revenue, average, top products, payment shares, hourly buckets and profit', async () => {
    const { storeId, db, get } = await setup()
    const a = insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 0, 30),
      lines: [{ ...noodle, qty: 2 }],
      pay: [{ method: 'cash' }],
    })
    const b = insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 13, 15),
      lines: [noodle, { ...tea, qty: 3 }],
      pay: [
        { method: 'line_pay', amount: 10000 },
        { method: 'cash', amount: 20700 },
      ],
    })
    const c = insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 13, 45),
      lines: [{ ...tea, qty: 4 }],
      tier: 'vip',
      pay: [{ method: 'credit_card' }],
    })
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 14), lines: [{ ...tea, qty: 50 }], status: 'cancelled' })

    const r = (await get('?range=today')).body
    const revenue = a.total + b.total + c.total
    expect(r.totalRevenue).toBe(money(revenue))
    expect(r.orderCount).toBe(3)
    expect(r.averageOrderValue).toBe(money(Math.round(revenue / 3)))
    expect(r.topProducts).toEqual([
      { menuItemId: null, name: '紅茶', quantity: 7, revenue: money(7 * 3000) },
      { menuItemId: null, name: '牛肉麵', quantity: 3, revenue: money(3 * 18000) },
    ])

    const paid = a.total + 20700 + 10000 + c.total
    const byMethod = Object.fromEntries(r.paymentMethods.map((p: any) => [p.method, p]))
    expect(r.paymentMethods.map((p: any) => p.method)).toEqual([
      'cash',
      'credit_card',
      'taiwan_pay',
      'apple_pay',
      'line_pay',
    ])
    expect(byMethod.cash).toEqual({
      method: 'cash',
      count: 2,
      amount: money(a.total + 20700),
      share: Math.round(((a.total + 20700) / paid) * 1000) / 10,
    })
    expect(byMethod.line_pay.share).toBe(Math.round((10000 / paid) * 1000) / 10)
    expect(byMethod.taiwan_pay).toEqual({ method: 'taiwan_pay', count: 0, amount: '0.00', share: 0 })
    expect(r.paymentTotal).toBe(money(paid))

    expect(r.hourly).toHaveLength(24)
    expect(r.hourly[0]).toEqual({ hour: 0, count: 1, revenue: money(a.total) })
    expect(r.hourly[13]).toEqual({ hour: 13, count: 2, revenue: money(b.total + c.total) })
    expect(r.hourly[14]).toEqual({ hour: 14, count: 0, revenue: '0.00' })
    expect(r.hourly[16].count).toBe(0) // 00:30 Taipei is 16:30 UTC: must not land here

    const cost = 3 * 7000 + 7 * 500
    expect(r.totalCost).toBe(money(cost))
    expect(r.profit).toBe(money(revenue - cost))
    expect(r.profitMargin).toBe(Math.round(((revenue - cost) / revenue) * 1000) / 10)
  })

  test('an empty period answers zeros, not errors', async () => {
    const { get } = await setup()
    const r = (await get('?range=year')).body
    expect(r).toMatchObject({
      totalRevenue: '0.00',
      orderCount: 0,
      averageOrderValue: '0.00',
      profitMargin: null,
      topProducts: [],
      inventoryTurnover: [],
    })
    expect(r.hourly.every((h: any) => h.count === 0)).toBe(true)
  })

  test('inventory turnover: consumption in the period over average stock, with the stock level', async () => {
    const { storeId, db, get } = await setup()
    const add = (name: string, current: number, safety: number) =>
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
        .returning()
        .get()
    const beef = add('牛肉', 6000, 5000)
    const move = (deltaMilli: number, reason: 'restock' | 'order' | 'order_cancel' | 'waste', at: number) =>
      db.insert(stockMovements).values({ storeId, inventoryItemId: beef.id, deltaMilli, reason, createdAt: at }).run()
    // This week (from Monday 11-16): restock 4, sold 3 + 2, one sale cancelled (+1 back), waste 0.5.
    move(4000, 'restock', taipei(2026, 11, 17, 9))
    move(-3000, 'order', taipei(2026, 11, 18, 12))
    move(-2000, 'order', taipei(2026, 11, 20, 12))
    move(1000, 'order_cancel', taipei(2026, 11, 20, 13))
    move(-500, 'waste', taipei(2026, 11, 21, 22))
    move(-9000, 'order', taipei(2026, 11, 10, 12)) // last week: outside the range
    for (let i = 0; i < 11; i++) add(`品項${i}`, 1000 * i, 10_000)

    const r = (await get('?range=week')).body
    expect(r.inventoryTurnover).toHaveLength(10)
    const t = r.inventoryTurnover[0]
    // closing 6, net in week −0.5 → opening 6.5; consumed 3 + 2 − 1 + 0.5 = 4.5; average 6.25 → 0.72
    expect(t).toMatchObject({
      name: '牛肉',
      consumed: '4.500',
      averageStock: '6.250',
      turnover: 0.72,
      currentStock: '6.000',
      safetyStock: '5.000',
      stockRatio: 1.2,
      stockLevel: 'high',
    })
    expect(r.inventoryTurnover[1]).toMatchObject({ name: '品項0', turnover: null, stockLevel: 'low' })
    expect(r.inventoryTurnover[7]).toMatchObject({ name: '品項6', stockRatio: 0.6, stockLevel: 'medium' })
  })
})

describe('report rollups follow later changes', () => {
  test(`an order cancelled later, a line edited, a payment removed and an order deleted all leave the report \
right`, async () => {
    const { storeId, db, get } = await setup()
    const keep = insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 10),
      lines: [noodle, tea],
      pay: [{ method: 'cash' }],
    })
    const cancel = insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 11),
      lines: [{ ...tea, qty: 5 }],
      pay: [{ method: 'apple_pay' }],
    })
    const gone = insertOrder(db, { storeId, at: taipei(2026, 11, 22, 12), lines: [noodle] })
    const sqlite = ctx.db.sqlite
    sqlite.run("UPDATE orders SET status = 'cancelled' WHERE id = ?", [cancel.id])
    sqlite.run('DELETE FROM payments WHERE order_id = ?', [cancel.id])
    sqlite.run("UPDATE order_items SET quantity = 3, subtotal = 9000 WHERE order_id = ? AND name = '紅茶'", [keep.id])
    sqlite.run('UPDATE orders SET status = ? WHERE id = ?', ['preparing', keep.id]) // not a cancellation: no change
    sqlite.run('DELETE FROM orders WHERE id = ?', [gone.id])

    const r = (await get('?range=today')).body
    expect(r.orderCount).toBe(1)
    expect(r.totalRevenue).toBe(money(keep.total))
    expect(r.topProducts).toEqual([
      { menuItemId: null, name: '紅茶', quantity: 3, revenue: '90.00' },
      { menuItemId: null, name: '牛肉麵', quantity: 1, revenue: '180.00' },
    ])
    expect(r.paymentMethods.find((p: any) => p.method === 'apple_pay')).toMatchObject({ count: 0, amount: '0.00' })
    expect(r.hourly[11].count).toBe(0)
    expect(r.hourly[12].count).toBe(0)
  })
})

describe('a check paid on a later day', () => {
  test('its sales count on the day of its payment; the day it was opened keeps its figures', async () => {
    const { storeId, db, get } = await setup()
    const opened = taipei(2026, 11, 21, 21)
    const settled = taipei(2026, 11, 22, 11)
    const sales = (r: { grossSales: string; discountTotal: string; netSales: string }) => [r.grossSales, r.netSales]
    ctx.clock.set(taipei(2026, 11, 21, 23))
    const dayOne = (await get('?range=today')).body
    const check = insertOrder(db, { storeId, at: opened, lines: [noodle], pay: [{ method: 'cash', at: settled }] })
    expect(sales((await get('?range=today')).body)).toEqual(sales(dayOne))
    ctx.clock.set(NOW)
    const gross = money(check.subtotal + check.serviceFee)
    expect(sales((await get('?range=today')).body)).toEqual([gross, money(check.total)])
    // a whole month's report reads the monthly rollup: the same sale, once
    expect((await get('?range=month')).body.grossSales).toBe(gross)
  })
})

describe('a store whose business day starts at 05:00 (換日時間)', () => {
  test('今日 and 本月 count the top dishes and payments of the business day, not of the calendar day', async () => {
    const { storeId, db, get } = await setup()
    db.$client.exec(`UPDATE stores SET settings = json_set(settings, '$.dayCutoff', '05:00') WHERE id = ${storeId}`)
    // 02:00 on the 22nd belongs to the 21st's business day; 06:00 and 19:00 to the 22nd's.
    insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 2),
      lines: [tea],
      pay: [{ method: 'line_pay', at: taipei(2026, 11, 22, 2) }],
    })
    insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 6),
      lines: [noodle],
      pay: [{ method: 'cash', at: taipei(2026, 11, 22, 6) }],
    })
    insertOrder(db, {
      storeId,
      at: taipei(2026, 11, 22, 19),
      lines: [noodle],
      pay: [{ method: 'cash', at: taipei(2026, 11, 22, 19) }],
    })
    const today = (await get('?range=today')).body
    expect(today.from).toBe(new Date(taipei(2026, 11, 22, 5)).toISOString())
    expect(today.orderCount).toBe(2)
    expect(today.topProducts).toEqual([{ menuItemId: null, name: '牛肉麵', quantity: 2, revenue: '360.00' }])
    const paid = (r: { paymentMethods: { method: string; count: number }[] }) =>
      Object.fromEntries(r.paymentMethods.filter((m) => m.count).map((m) => [m.method, m.count]))
    expect(paid(today)).toEqual({ cash: 2 })
    expect(today.paymentTotal).toBe(money(2 * orderMoney([noodle]).total))
    // The month from 11/01 05:00: the 02:00 tea is in it too, once.
    const month = (await get('?range=month')).body
    expect(paid(month)).toEqual({ cash: 2, line_pay: 1 })
    expect(month.topProducts.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ['牛肉麵', 2],
      ['紅茶', 1],
    ])
    // The year from 01/01 05:00: whole months from the monthly rollup, January's first days and the
    // next year's first hours from the hourly one; 01/01 03:00 is the year before's.
    for (const at of [taipei(2026, 1, 1, 3), taipei(2026, 1, 1, 6), taipei(2026, 10, 3, 12)])
      insertOrder(db, { storeId, at, lines: [tea] })
    const year = (await get('?range=year')).body
    expect(year.topProducts.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ['紅茶', 3],
      ['牛肉麵', 2],
    ])
  })
})

describe('top products over whole months', () => {
  test('a renamed dish shows the name of its latest day in the range, whichever range', async () => {
    const { storeId, db, get } = await setup()
    const [dish] = insertMenu(ctx.db.sqlite, storeId, 1)
    const sell = (name: string, at: number, qty: number) =>
      insertOrder(db, { storeId, at, lines: [{ name, price: 9000, qty, menuItemId: dish.id }] })
    sell('滷肉飯', taipei(2026, 10, 3, 12), 2)
    sell('魯肉飯', taipei(2026, 11, 20, 12), 1)
    sell('古早味魯肉飯', taipei(2026, 12, 5, 12), 1) // a later day of the year, outside the month
    const top = async (range: string) => (await get(`?range=${range}`)).body.topProducts
    expect(await top('week')).toEqual([{ menuItemId: dish.id, name: '魯肉飯', quantity: 1, revenue: '90.00' }])
    expect(await top('month')).toEqual([{ menuItemId: dish.id, name: '魯肉飯', quantity: 1, revenue: '90.00' }])
    expect(await top('quarter')).toEqual([
      { menuItemId: dish.id, name: '古早味魯肉飯', quantity: 4, revenue: '360.00' },
    ])
    expect(await top('year')).toEqual([{ menuItemId: dish.id, name: '古早味魯肉飯', quantity: 4, revenue: '360.00' }])
  })
})

describe('report access and export', () => {
  test('CSV export has a BOM and zh-TW headers; staff may not read reports', async () => {
    const { cookie, storeId, db } = await setup()
    insertOrder(db, { storeId, at: taipei(2026, 11, 22, 12), lines: [noodle], pay: [{ method: 'cash' }] })
    const res = await ctx.app.handle(
      new Request(`http://localhost/api/stores/${storeId}/reports/export.csv?range=month`, { headers: { cookie } }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain(`report-${storeId}-month-2026-11-22.csv`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text).toContain('營業報表,本月\r\n')
    expect(text).toContain(`總營業額,${money(orderMoney([noodle]).total)}\r\n`)
    expect(text).toContain('牛肉麵,1,180.00\r\n')
    expect(text).toContain('現金,1,198.00,100\r\n')
    expect(text).toContain('12:00,1,198.00\r\n')

    const cook = await ctx.staff(cookie, 'cook')
    expect((await ctx.request('GET', `/api/stores/${storeId}/reports`, { cookie: cook.cookie })).status).toBe(403)
  })
})
