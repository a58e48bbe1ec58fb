import { afterAll, beforeAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type DbHandle } from './client'
import { migrations } from './migrations'
import { generateOrders, insertMenu } from '../modules/reports/generate-orders'

// Migration 0009's rollups must equal what they replace (a sum over every order, a count of the
// whole log) after any mix of writes, including on a database that had history before it.
let dir: string
let db: DbHandle
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pos-rollups-'))
  db = openDatabase(dir)
})
afterAll(() => {
  db.sqlite.close()
  rmSync(dir, { recursive: true, force: true })
})

const store = (sqlite: Database, code: string) =>
  (sqlite.prepare(`INSERT INTO stores (name, code, status, settings, created_at, updated_at) VALUES (?, ?, 'active', '{}', 0, 0) RETURNING id`)
    .get(code, code) as { id: number }).id

const itemTotals = (sqlite: Database) => sqlite.prepare(`SELECT store_id, menu_item_id, quantity FROM report_item_sales_total
  WHERE menu_item_id IS NOT NULL AND quantity <> 0 ORDER BY 1, 2`).all()
const itemSums = (sqlite: Database) => sqlite.prepare(`SELECT o.store_id, i.menu_item_id, sum(i.quantity) AS quantity FROM order_items i
  JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' AND i.menu_item_id IS NOT NULL GROUP BY 1, 2 HAVING sum(i.quantity) <> 0 ORDER BY 1, 2`).all()
const logCounts = (sqlite: Database) => sqlite.prepare(`SELECT store_key, action, user_key, entries FROM activity_log_counts WHERE entries > 0 ORDER BY 1, 2, 3`).all()
const logSums = (sqlite: Database) => sqlite.prepare(`SELECT coalesce(store_id, 0) AS store_key, action, coalesce(user_id, 0) AS user_key, count(*) AS entries
  FROM activity_logs GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`).all()

test('all-time item sales follow inserts, cancels, edits and deletes of orders and lines', () => {
  const { sqlite } = db
  const a = store(sqlite, 'A')
  const b = store(sqlite, 'B')
  const menuA = insertMenu(sqlite, a, 8)
  const menuB = insertMenu(sqlite, b, 5)
  generateOrders(sqlite, { storeId: a, count: 2_000, start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 5, 1), menu: menuA, seed: 3 })
  generateOrders(sqlite, { storeId: b, count: 500, start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 5, 1), menu: menuB, seed: 4 })
  expect(itemTotals(sqlite).length).toBe(13)
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
  sqlite.exec(`UPDATE orders SET status = 'cancelled' WHERE id % 7 = 0`)
  sqlite.exec(`UPDATE orders SET status = 'completed' WHERE id % 49 = 0`)
  sqlite.exec(`UPDATE order_items SET quantity = quantity + 2 WHERE id % 5 = 0`)
  sqlite.exec(`UPDATE order_items SET menu_item_id = ${menuA[0].id} WHERE id % 11 = 0 AND menu_item_id = ${menuA[1].id}`)
  sqlite.exec(`DELETE FROM order_items WHERE id % 13 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 17 = 0`)
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
})

test('log counts per store, action and user follow every entry, installation-wide ones under store 0', () => {
  const { sqlite } = db
  const ins = sqlite.prepare(`INSERT INTO activity_logs (store_id, user_id, action, entity_type, details, created_at) VALUES (?, ?, ?, 'order', '{}', ?)`)
  sqlite.transaction(() => {
    for (let i = 0; i < 3_000; i++) ins.run(i % 10 === 0 ? null : 1 + (i % 3), i % 4 === 0 ? null : i % 5, ['create_order', 'update_order', 'login'][i % 3], i)
  })()
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
  sqlite.exec(`UPDATE activity_logs SET action = 'renamed', user_id = 9 WHERE id % 9 = 0`)
  sqlite.exec(`DELETE FROM activity_logs WHERE id % 8 = 0`)
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
})

test('the migration fills both from the history already there', () => {
  const { sqlite } = db
  sqlite.exec('DELETE FROM report_item_sales_total; DELETE FROM activity_log_counts')
  const sql = migrations.find((m) => m.tag.startsWith('0009_'))!.sql
  for (const stmt of sql.split('--> statement-breakpoint')) if (stmt.trim().startsWith('INSERT INTO')) sqlite.exec(stmt)
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
})

// Migration 0014: the paid-sales rollup must equal the scan adjustments/repo paidSales does.
const paidRollup = (sqlite: Database) => sqlite.prepare(`SELECT store_id, hour_start, gross, discount FROM report_paid_sales_hourly
  WHERE gross <> 0 OR discount <> 0 ORDER BY 1, 2`).all()
const paidScan = (sqlite: Database) => sqlite.prepare(`SELECT store_id, created_at - created_at % 3600000 AS hour_start,
  sum(subtotal + service_fee) AS gross, sum(discount) AS discount FROM orders WHERE payment_status = 'paid'
  GROUP BY 1, 2 HAVING sum(subtotal + service_fee) <> 0 OR sum(discount) <> 0 ORDER BY 1, 2`).all()

test('paid sales per hour follow payments, discounts, refunds to unpaid, moves and deletes of orders', () => {
  const { sqlite } = db
  const c = store(sqlite, 'C')
  generateOrders(sqlite, { storeId: c, count: 1_500, start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 2, 1), menu: insertMenu(sqlite, c, 6), seed: 5 })
  expect(paidRollup(sqlite).length).toBeGreaterThan(500)
  expect(paidRollup(sqlite)).toEqual(paidScan(sqlite))
  sqlite.exec(`UPDATE orders SET discount = 5000 WHERE id % 3 = 0`)
  sqlite.exec(`UPDATE orders SET payment_status = 'unpaid' WHERE id % 10 = 0`)
  sqlite.exec(`UPDATE orders SET payment_status = 'paid', service_fee = service_fee + 100 WHERE id % 19 = 0`)
  sqlite.exec(`UPDATE orders SET subtotal = subtotal - 300 WHERE id % 4 = 0`)
  sqlite.exec(`UPDATE orders SET created_at = created_at + 5400000 WHERE id % 6 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 23 = 0`)
  expect(paidRollup(sqlite)).toEqual(paidScan(sqlite))
  sqlite.exec('DELETE FROM report_paid_sales_hourly')
  const sql = migrations.find((m) => m.tag.startsWith('0014_'))!.sql
  for (const stmt of sql.split('--> statement-breakpoint')) if (stmt.trim().startsWith('INSERT INTO')) sqlite.exec(stmt)
  expect(paidRollup(sqlite)).toEqual(paidScan(sqlite))
})
