import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addInventory, addMenuItem, stockOf } from '../orders/testing'

/**
 * What a stranger with a table's QR code can do with one order: no more than QR_ORDER_LIMITS
 * (30 lines, 60 portions), and when the kitchen runs out they hear which dish is sold out —
 * never the ingredient, its inventory id or how much is left. Staff still get the details.
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

test(`100 diners order the last 10 bowls at once: 10 get theirs, the rest hear only that the dish is sold \
out`, async () => {
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
  const placed = replies.filter((r) => r.status === 201)
  const soldOut = replies.filter((r) => r.status !== 201)
  expect(placed.length).toBe(ricePortions)
  expect(stockOf(ctx, beefId)).toBe(0)
  for (const r of soldOut) {
    expect(r.status).toBe(409)
    expect(r.body).toEqual({ code: 'SOLD_OUT', message: '很抱歉，「牛肉燴飯」已售完，請從購物車移除後再送單' })
  }
  // Only the ten orders were written: the refused ones left no line and took no stock.
  const [b, a] = [before, state()] as Record<string, number>[]
  expect({ orders: a.orders - b.orders, items: a.items - b.items, movements: a.movements - b.movements }).toEqual({
    orders: ricePortions,
    items: 2 * ricePortions,
    movements: ricePortions,
  })
})

test(`a sold-out answer to a diner holds no ingredient, inventory id, stock level or unit; staff keep the \
details`, async () => {
  const diner = await qrOrder([{ menuItemId: dish.rice, quantity: 3 }])
  expect(diner.status).toBe(409)
  const text = JSON.stringify(diner.body)
  for (const secret of ['牛腱', '滷汁', 'inventory', 'ingredient', String(beefId), '公斤', '0.45', '庫存'])
    expect(text).not.toContain(secret)
  expect(Object.keys(diner.body).sort()).toEqual(['code', 'message'])

  const staff = await ctx.request('POST', `/api/stores/${storeId}/orders`, {
    cookie: manager,
    body: { tableId, items: [{ menuItemId: dish.rice, quantity: 3 }] },
  })
  expect(staff.status).toBe(409)
  expect(staff.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', ingredient: '牛腱秘製滷汁', inventoryItemId: beefId })
  expect(staff.body.message).toBe('庫存不足：「牛腱秘製滷汁」目前庫存 0 公斤，無法扣除 0.45 公斤')
})
