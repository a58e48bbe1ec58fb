import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { generateOrders, insertMenu } from '../../testing/generate-orders'
import { KITCHEN_PAGE, kitchenWhere } from './list'
import { byIds, loadOrders, loadOrdersByIds } from './present'

// The kitchen list keeps each order's JSON between polls (kitchen-view.ts). Whatever changes, a
// poll must answer what presenting every order afresh answers; only a write the server never
// makes (a line renamed in place) shows that the JSON was kept.
let ctx: TestContext
let storeId: number
let cookie: string
const sql = (q: string, ...args: (string | number)[]) => ctx.db.sqlite.run(q, args)
const row = <T>(q: string, ...args: (string | number)[]) => ctx.db.sqlite.prepare(q).get(...args) as T

beforeAll(async () => {
  ctx = createTestContext()
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  cookie = setup.manager.cookie
  const menu = insertMenu(ctx.db.sqlite, storeId, 5)
  generateOrders(ctx.db.sqlite, {
    storeId,
    count: 40,
    start: Date.UTC(2026, 10, 1),
    end: Date.UTC(2026, 10, 2),
    menu,
    seed: 3,
  })
  // Every order open and stamped in one millisecond: a change must be seen without a new stamp.
  sql(`UPDATE orders SET status = 'pending', updated_at = 1`)
})
afterAll(() => ctx?.close())

const poll = async () => (await ctx.request('GET', `/api/stores/${storeId}/kitchen/orders`, { cookie })).body
const fresh = () =>
  JSON.parse(
    JSON.stringify(loadOrders(ctx.db.db, kitchenWhere(storeId), { newestFirst: true, limit: KITCHEN_PAGE }).reverse()),
  )
const someOrder = () =>
  row<{ id: number; item: number }>(
    `SELECT o.id, (SELECT min(id) FROM order_items WHERE order_id = o.id) AS item FROM orders o ` +
      `WHERE status = 'pending' ORDER BY id DESC LIMIT 1 OFFSET 3`,
  )

test(`a poll answers what presenting every order afresh answers, after each kind of change in the same \
millisecond`, async () => {
  expect(await poll()).toEqual(fresh())
  const a = someOrder()
  sql(`UPDATE orders SET status = 'preparing' WHERE id = ?`, a.id)
  expect(await poll()).toEqual(fresh())
  const b = someOrder()
  const ofB = (list: { id: number }[]) => list.find((o) => o.id === b.id)
  const bBefore = ofB(await poll())
  sql(
    `INSERT INTO order_voids (store_id, order_id, ` +
      `order_item_id, reason, created_at) VALUES (?, ?, ?, 'wrong_order', 1)`,
    storeId,
    b.id,
    b.item,
  )
  const voided = await poll()
  expect(voided).toEqual(fresh())
  expect(ofB(voided)).not.toEqual(bBefore)
  const c = someOrder()
  sql(`UPDATE orders SET total = total - 100 WHERE id = ?`, c.id)
  expect(await poll()).toEqual(fresh())
  sql(`UPDATE orders SET status = 'completed' WHERE id = ?`, c.id)
  const after = await poll()
  expect(after).toEqual(fresh())
  expect(after.map((o: { id: number }) => o.id)).not.toContain(c.id)
})

test(`an unchanged order is not presented again: a line renamed behind the server is seen only once its order is \
stamped`, async () => {
  const a = someOrder()
  const before = (await poll()).find((o: { id: number }) => o.id === a.id)
  sql(`UPDATE order_items SET name = '改過的名字' WHERE order_id = ?`, a.id)
  expect((await poll()).find((o: { id: number }) => o.id === a.id)).toEqual(before)
  sql(`UPDATE orders SET updated_at = updated_at + 1 WHERE id = ?`, a.id)
  expect(JSON.stringify((await poll()).find((o: { id: number }) => o.id === a.id))).toContain('改過的名字')
  expect(await poll()).toEqual(fresh())
})

test("the changed orders a poll presents are looked up by id, and another store's are left out", async () => {
  const ids = (
    ctx.db.sqlite.prepare('SELECT id FROM orders WHERE store_id = ? ORDER BY id LIMIT 3').all(storeId) as {
      id: number
    }[]
  ).map((r) => r.id)
  expect(
    loadOrdersByIds(ctx.db.db, storeId, ids)
      .map((o) => o.id)
      .sort(),
  ).toEqual(ids)
  expect(loadOrdersByIds(ctx.db.db, storeId + 1, ids)).toEqual([])
  expect(loadOrdersByIds(ctx.db.db, storeId, [])).toEqual([])
  // Through the store's index instead, a poll would walk every order the store ever took.
  const { sql: text, params } = byIds(ctx.db.db).orders.getQuery()
  const plan = (
    ctx.db.sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(params.map(() => 1) as number[])) as {
      detail: string
    }[]
  ).map((r) => r.detail)
  expect(plan[0]).toBe('SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)')
})
