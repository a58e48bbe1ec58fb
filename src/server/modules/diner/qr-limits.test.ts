import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addInventory, addMenuItem, stockOf } from '../orders/testing'

/**
 * What a stranger with a table's QR code can do with one order: no more than QR_ORDER_LIMITS
 * (30 lines, 60 portions); an order is never refused for recorded stock, and its answer names no
 * ingredient, inventory id or stock level.
 */

let ctx: TestContext
let storeId = 0
let manager = ''
let tableId = 0
let token = ''
let ricePortions = 0
const dish = { rice: 0, tea: 0 }
let beefId = 0

beforeAll(async () => {
  // Behind a "proxy": the bursts come from many addresses, as from many phones (the per-address
  // rate limit is tested in diner.test.ts).
  ctx = createTestContext({ config: { trustProxy: true } })
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  manager = setup.manager.cookie
  const beef = addInventory(ctx, storeId, { name: '牛腱秘製滷汁', stockMilli: 1_500, unitCost: 40_000 })
  beefId = beef.id
  ricePortions = 10 // 1.5 kg at 150 g a bowl
  dish.rice = addMenuItem(ctx, storeId, {
    name: '牛肉燴飯',
    basePrice: 15_000,
    costData: { 牛腱秘製滷汁: { inventoryId: beef.id, quantity: 150 } },
  }).id
  dish.tea = addMenuItem(ctx, storeId, { name: '紅茶', basePrice: 3_000 }).id
  const table = await ctx.request('POST', `/api/stores/${storeId}/tables`, {
    cookie: manager,
    body: { number: 'Q-01', seats: 12 },
  })
  tableId = table.body.id
  expect(
    (
      await ctx.request('POST', `/api/stores/${storeId}/tables/${tableId}/open`, {
        cookie: manager,
        body: { guestCount: 12 },
      })
    ).status,
  ).toBe(200)
  token = (await ctx.request('GET', `/api/stores/${storeId}/tables/${tableId}/qr`, { cookie: manager })).body.token
}, 30_000)
afterAll(() => ctx.close())

type Line = { menuItemId: number; quantity: number; options?: { spice?: string }; notes?: string }
const qrOrder = (items: Line[], from = '203.0.113.9') =>
  ctx.request('POST', `/api/stores/${storeId}/orders/qr`, {
    body: { tableId, token, items },
    headers: { 'x-forwarded-for': from },
  })

/** Everything a refused order could have touched. */
const state = () =>
  ctx.db.sqlite
    .query(`SELECT
  (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS items,
  (SELECT count(*) FROM stock_movements) AS movements, (SELECT count(*) FROM print_jobs) AS jobs,
  (SELECT count(*) FROM activity_logs) AS logs, (SELECT sum(current_stock_milli) FROM inventory_items) AS stock`)
    .get()

test(`a QR order over 30 lines or 60 portions is refused with a zh-TW 422 and changes nothing; at the limits it goes \
through`, async () => {
  const before = state()
  const tooMany = [
    Array.from({ length: 31 }, (_, i) => ({ menuItemId: dish.tea, quantity: 1, notes: `第${i}杯` })),
    [{ menuItemId: dish.tea, quantity: 61 }],
    [
      { menuItemId: dish.tea, quantity: 40 },
      { menuItemId: dish.tea, quantity: 21, notes: '去冰' },
    ],
    Array.from({ length: 20 }, (_, i) => ({ menuItemId: dish.tea, quantity: 4, notes: `${i}` })),
  ]
  // At once, from 100 phones: a burst must not slip one through.
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, i) => qrOrder(tooMany[i % tooMany.length], `198.51.100.${i}`)),
  )
  for (const r of replies) {
    expect([r.status, r.body.code]).toEqual([422, 'QR_ORDER_TOO_LARGE'])
    expect(r.body.message).toBe('單次點餐最多 30 項、共 60 份；請分次送單，或請服務人員協助點餐')
  }
  expect(state()).toEqual(before)

  const atLimits = await Promise.all([
    qrOrder(
      Array.from({ length: 30 }, (_, i) => ({ menuItemId: dish.tea, quantity: i < 29 ? 1 : 31, notes: `${i}` })),
      '192.0.2.1',
    ),
    qrOrder([{ menuItemId: dish.tea, quantity: 60 }], '192.0.2.2'),
  ])
  expect(atLimits.map((r) => r.status)).toEqual([201, 201])
  expect(atLimits.map((r) => r.body.items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0))).toEqual([
    60, 60,
  ])
})

test(`100 diners order the last 10 bowls at once: recorded stock does not refuse them, all 100 orders go \
through and the stock reads below zero`, async () => {
  const before = state()
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      qrOrder(
        [
          { menuItemId: dish.rice, quantity: 1 },
          { menuItemId: dish.tea, quantity: 1 },
        ],
        `10.0.${i}.1`,
      ),
    ),
  )
  expect(replies.map((r) => r.status)).toEqual(Array(100).fill(201))
  // 1.5 kg less 100 bowls of 150 g.
  expect(stockOf(ctx, beefId)).toBe(1_500 - 100 * 150)
  const [b, a] = [before, state()] as Record<string, number>[]
  expect({ orders: a.orders - b.orders, items: a.items - b.items, movements: a.movements - b.movements }).toEqual({
    orders: 100,
    items: 200,
    movements: 100,
  })
  // Every order past the 10th took the ingredient further below zero, and each one warns the manager.
  const warned = ctx.db.sqlite.query(`SELECT count(*) AS n FROM activity_logs WHERE action = 'stock_below_zero'`).get()
  expect(warned).toEqual({ n: 100 - ricePortions })
})

test(`a diner's order answer holds no ingredient, inventory id, stock level or unit, even on stock below \
zero`, async () => {
  const diner = await qrOrder([{ menuItemId: dish.rice, quantity: 3 }])
  expect(diner.status).toBe(201)
  expect(stockOf(ctx, beefId)).toBeLessThan(0)
  const text = JSON.stringify(diner.body)
  for (const secret of ['牛腱', '滷汁', 'inventory', 'ingredient', 'cost', 'Stock', '公斤', '庫存'])
    expect(text).not.toContain(secret)
})
