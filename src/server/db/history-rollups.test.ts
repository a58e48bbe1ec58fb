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
