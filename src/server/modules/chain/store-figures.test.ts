// HQ's sales follow the store's own figures through a day's adjustments: a chain store (its outbox
// filled by the real API, no NATS needed for that) and HQ's apply on two real SQLite files. A percent
// discount a later void reprices, a round that re-settles its check, a whole order voided, a paid
// order refunded in full: HQ's net sales and sold quantity equal the store's orders, cancelled ones out.
import { afterEach, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDatabase, openDatabase } from '../../db/client'
import { createTestContext, type TestContext } from '../../testing/harness'
import { capturedLog } from '../../testing/log'
import { shop } from '../orders/testing'
import { createHqApplier } from './hq-apply'
import type { Published } from './store'

const CODE = 'T1'
let ctx: TestContext
afterEach(() => ctx?.close())

function hqOf(facts: Published[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pos-hq-figures-'))
  const db = openDatabase(dir, { log: capturedLog().log })
  createHqApplier(db).many(
    facts.map((fact, i) => ({ eventId: `${CODE}-${i + 1}`, fact })),
    Date.now(),
  )
  const read = <T>(sql: string) => db.sqlite.query(sql).get() as T
  const totals = read<{ quantity: number; amount: number }>(
    `SELECT coalesce(sum(CASE WHEN item IS NOT NULL THEN quantity END), 0) AS quantity,
            coalesce(sum(amount), 0) AS amount FROM hq_sales`,
  )
  closeDatabase(db)
  rmSync(dir, { recursive: true, force: true })
  return totals
}

test("HQ's net sales equal the store's orders through repricing voids, re-settled checks and cancels", async () => {
  ctx = createTestContext({
    config: { chain: { role: 'store', url: 'nats://127.0.0.1:1', user: null, pass: null, storeCode: CODE } },
  })
  const s = await shop(ctx)
  ctx.db.sqlite.query('UPDATE stores SET code = ? WHERE id = ?').run(CODE, s.storeId)
  const ok = async (res: Promise<{ status: number; body: any }>) => {
    const r = await res
    if (r.status >= 300) throw new Error(`${r.status} ${JSON.stringify(r.body)}`)
    return r.body
  }
  const m = s.asManager
  const dish = await ok(m.post('/menu', { name: '招牌便當', basePrice: '335.00' }))
  const tea = await ok(m.post('/menu', { name: '紅茶', basePrice: '60.00' }))
  const table = await ok(m.post('/tables', { number: 'A1', seats: 4 }))
  const items = [
    { menuItemId: dish.id, quantity: 2 },
    { menuItemId: tea.id, quantity: 1 },
  ]

  // A table's check: round 1 gets 10% off, then a line of it is voided (the 10% reprices);
  // round 2 (加點) joins the check; the check is paid.
  const round1 = await ok(m.post('/orders', { tableId: table.id, items }))
  await ok(m.post(`/orders/${round1.id}/discounts`, { kind: 'percent', value: '10', reason: '熟客優惠' }))
  await ok(m.post(`/orders/${round1.id}/void`, { lineId: round1.items[1].id, reason: 'wrong_order' }))
  const round2 = await ok(m.post('/orders', { tableId: table.id, items: [{ menuItemId: tea.id, quantity: 2 }] }))
  await ok(m.post(`/orders/${round2.id}/discounts`, { kind: 'amount', value: '15.00', reason: '熟客優惠' }))
  const { sessionId } = await ok(m.get(`/tables/${table.id}`))
  const bill = await ok(m.get(`/sessions/${sessionId}/split`))
  await ok(m.post('/payments', { sessionId, amount: bill.outstanding, paymentMethod: 'cash' }))

  // A takeout voided whole before paying; another paid, then refunded in full.
  // Double taps, 100 at once: the discount is given once and the order cancelled once.
  const gone = await ok(m.post('/orders', { orderType: 'takeout', items }))
  const burst = (path: string, body: object) => Promise.all(Array.from({ length: 100 }, () => m.post(path, body)))
  const discount = { kind: 'percent', value: '20', reason: '熟客優惠', clientDiscountId: 'gone-20' }
  expect((await burst(`/orders/${gone.id}/discounts`, discount)).every((r) => r.status < 300)).toBe(true)
  expect((await burst(`/orders/${gone.id}/void`, { reason: 'customer_cancel' })).every((r) => r.status < 300)).toBe(
    true,
  )
  const back = await ok(m.post('/orders', { orderType: 'takeout', items }))
  await ok(m.post('/payments', { orderId: back.id, amount: back.total, paymentMethod: 'cash' }))
  await ok(m.post(`/orders/${back.id}/refunds`, { paymentMethod: 'cash', reason: 'complaint', amount: back.total }))
  // A takeout kept, 10% off.
  const kept = await ok(m.post('/orders', { orderType: 'takeout', items }))
  await ok(m.post(`/orders/${kept.id}/discounts`, { kind: 'percent', value: '10', reason: '熟客優惠' }))

  const sqlite = ctx.db.sqlite
  const store = sqlite
    .query(
      `SELECT coalesce(sum(o.subtotal - o.discount), 0) AS amount,
              (SELECT coalesce(sum(i.quantity), 0) FROM order_items i JOIN orders x ON x.id = i.order_id
                WHERE x.status <> 'cancelled'
                  AND i.id NOT IN (SELECT order_item_id FROM order_voids)) AS quantity
         FROM orders o WHERE o.status <> 'cancelled'`,
    )
    .get() as { amount: number; quantity: number }
  const facts = (
    sqlite.query("SELECT payload FROM chain_outbox WHERE type <> 'store.health' ORDER BY seq").all() as {
      payload: string
    }[]
  ).map((r) => JSON.parse(r.payload) as Published)
  expect(sqlite.query("SELECT count(*) AS n FROM orders WHERE status = 'cancelled'").get()).toEqual({ n: 2 })
  expect(sqlite.query('SELECT count(*) AS n FROM order_discounts WHERE order_id = ?').get(gone.id)).toEqual({ n: 1 })
  expect(hqOf(facts)).toEqual(store)
})
