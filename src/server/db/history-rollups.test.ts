import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type DbHandle } from './client'
import { migrations } from './migrations'
import { generateOrders, insertMenu } from '../testing/generate-orders'
import { monthStart, taipeiHour } from '../../shared/domain/business-day'

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
  (
    sqlite
      .prepare(
        `INSERT INTO stores (name, code, status, settings, created_at, updated_at) VALUES ` +
          `(?, ?, 'active', '{}', 0, 0) RETURNING id`,
      )
      .get(code, code) as { id: number }
  ).id

const itemTotals = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT store_id, menu_item_id, quantity FROM report_item_sales_total
  WHERE menu_item_id IS NOT NULL AND quantity <> 0 ORDER BY 1, 2`)
    .all()
const itemSums = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT o.store_id, i.menu_item_id, sum(i.quantity) AS quantity FROM order_items i
  JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' AND i.menu_item_id IS NOT NULL
  GROUP BY 1, 2 HAVING sum(i.quantity) <> 0 ORDER BY 1, 2`)
    .all()
const logCounts = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT store_key, action, user_key, entries FROM activity_log_counts WHERE entries > 0 ORDER BY 1, 2, 3`)
    .all()
const logSums = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT coalesce(store_id, 0) AS store_key, action, coalesce(user_id, 0) AS user_key, count(*) AS entries
  FROM activity_logs GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
    .all()

test('all-time item sales follow inserts, cancels, edits and deletes of orders and lines', () => {
  const { sqlite } = db
  const a = store(sqlite, 'A')
  const b = store(sqlite, 'B')
  const menuA = insertMenu(sqlite, a, 8)
  const menuB = insertMenu(sqlite, b, 5)
  generateOrders(sqlite, {
    storeId: a,
    count: 2_000,
    start: Date.UTC(2026, 0, 1),
    end: Date.UTC(2026, 5, 1),
    menu: menuA,
    seed: 3,
  })
  generateOrders(sqlite, {
    storeId: b,
    count: 500,
    start: Date.UTC(2026, 0, 1),
    end: Date.UTC(2026, 5, 1),
    menu: menuB,
    seed: 4,
  })
  expect(itemTotals(sqlite).length).toBe(13)
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
  sqlite.exec(`UPDATE orders SET status = 'cancelled' WHERE id % 7 = 0`)
  sqlite.exec(`UPDATE orders SET status = 'completed' WHERE id % 49 = 0`)
  sqlite.exec(`UPDATE order_items SET quantity = quantity + 2 WHERE id % 5 = 0`)
  sqlite.exec(
    `UPDATE order_items SET menu_item_id = ${menuA[0].id} WHERE id % 11 = 0 AND menu_item_id = ${menuA[1].id}`,
  )
  sqlite.exec(`DELETE FROM order_items WHERE id % 13 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 17 = 0`)
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
})

test('log counts per store, action and user follow every entry, installation-wide ones under store 0', () => {
  const { sqlite } = db
  const ins = sqlite.prepare(
    `INSERT INTO activity_logs (store_id, user_id, action, entity_type, details, ` +
      `created_at) VALUES (?, ?, ?, 'order', '{}', ?)`,
  )
  sqlite.transaction(() => {
    for (let i = 0; i < 3_000; i++)
      ins.run(
        i % 10 === 0 ? null : 1 + (i % 3),
        i % 4 === 0 ? null : i % 5,
        ['create_order', 'update_order', 'login'][i % 3],
        i,
      )
  })()
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
  sqlite.exec(`UPDATE activity_logs SET action = 'renamed', user_id = 9 WHERE id % 9 = 0`)
  sqlite.exec(`DELETE FROM activity_logs WHERE id % 8 = 0`)
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
})

/**
 * Runs a migration's backfill statements again on today's tables: the daily item, payment and stock
 * rollups they read became hourly ones (0039), which sum to the same totals and months.
 */
function replayBackfill(sqlite: Database, tag: string) {
  const sql = migrations.find((m) => m.tag.startsWith(tag))!.sql
  const today = sql
    .replace(/report_(item_sales|payments|stock)_daily/g, 'report_$1_hourly')
    .replace(/day_start/g, 'hour_start')
  for (const stmt of today.split('--> statement-breakpoint'))
    if (stmt.trim().startsWith('INSERT INTO')) sqlite.exec(stmt)
}

test('the migration fills both from the history already there', () => {
  const { sqlite } = db
  sqlite.exec('DELETE FROM report_item_sales_total; DELETE FROM activity_log_counts')
  replayBackfill(sqlite, '0009_')
  expect(itemTotals(sqlite)).toEqual(itemSums(sqlite))
  expect(logCounts(sqlite)).toEqual(logSums(sqlite))
})

// Migrations 0014 and 0034: the paid-sales rollup must equal the scan of paid orders by the hour their
// payment settled them (the hour they were made, for the rows before orders had paid_at).
const paidRollup = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT store_id, hour_start, gross, discount FROM report_paid_sales_hourly
  WHERE gross <> 0 OR discount <> 0 ORDER BY 1, 2`)
    .all()
const paidScan = (sqlite: Database) =>
  sqlite
    .prepare(`SELECT store_id, coalesce(paid_at, created_at) - coalesce(paid_at, created_at) % 3600000 AS hour_start,
  sum(subtotal + service_fee) AS gross, sum(discount) AS discount FROM orders WHERE payment_status = 'paid'
  GROUP BY 1, 2 HAVING sum(subtotal + service_fee) <> 0 OR sum(discount) <> 0 ORDER BY 1, 2`)
    .all()

test('paid sales per hour follow payments, discounts, refunds to unpaid, moves and deletes of orders', () => {
  const { sqlite } = db
  const c = store(sqlite, 'C')
  generateOrders(sqlite, {
    storeId: c,
    count: 1_500,
    start: Date.UTC(2026, 0, 1),
    end: Date.UTC(2026, 2, 1),
    menu: insertMenu(sqlite, c, 6),
    seed: 5,
  })
  expect(paidRollup(sqlite).length).toBeGreaterThan(500)
  expect(paidRollup(sqlite)).toEqual(paidScan(sqlite))
  sqlite.exec(`UPDATE orders SET discount = 5000 WHERE id % 3 = 0`)
  sqlite.exec(`UPDATE orders SET payment_status = 'unpaid' WHERE id % 10 = 0`)
  sqlite.exec(`UPDATE orders SET payment_status = 'paid', service_fee = service_fee + 100 WHERE id % 19 = 0`)
  sqlite.exec(`UPDATE orders SET subtotal = subtotal - 300 WHERE id % 4 = 0`)
  sqlite.exec(`UPDATE orders SET created_at = created_at + 5400000 WHERE id % 6 = 0`)
  // a check paid a day after it was opened, and one whose payment time is corrected
  sqlite.exec(`UPDATE orders SET paid_at = created_at + 86400000 WHERE id % 8 = 0 AND payment_status = 'paid'`)
  sqlite.exec(`UPDATE orders SET paid_at = NULL WHERE id % 27 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 23 = 0`)
  expect(paidRollup(sqlite)).toEqual(paidScan(sqlite))
  const scan = paidScan(sqlite)
  sqlite.exec('UPDATE report_paid_sales_hourly SET gross = gross + 1')
  const sql = migrations.find((m) => m.tag.startsWith('0034_'))!.sql
  for (const stmt of sql.split('--> statement-breakpoint')) if (/^(INSERT|DELETE)/.test(stmt.trim())) sqlite.exec(stmt)
  expect(paidRollup(sqlite)).toEqual(scan)
})

// Migrations 0015 and 0016: each monthly rollup must equal what it stands for (orders, payments and
// refunds summed by Taipei month, and hour, computed here in JavaScript; the daily item rollup summed
// by month), after every kind of write to orders, lines, voids, payments and refunds, and after the
// migrations' backfill.
type Row = Record<string, number | string | null>
/** `rows` summed per `keys`, groups whose sums are all 0 left out, in key order. */
function sumBy(rows: Row[], keys: string[], values: string[]): Row[] {
  const groups = new Map<string, Row>()
  for (const r of rows) {
    const id = JSON.stringify(keys.map((k) => r[k]))
    const g =
      groups.get(id) ??
      groups.set(id, Object.fromEntries([...keys.map((k) => [k, r[k]]), ...values.map((v) => [v, 0])])).get(id)!
    for (const v of values) g[v] = (g[v] as number) + (r[v] as number)
  }
  const order = (a: Row, b: Row) => {
    for (const k of keys) if (a[k] !== b[k]) return (a[k] ?? '') < (b[k] ?? '') ? -1 : 1
    return 0
  }
  return [...groups.values()].filter((g) => values.some((v) => g[v] !== 0)).sort(order)
}
const SALES = ['order_count', 'revenue', 'cost', 'gross', 'discount']
const salesMonthly = (sqlite: Database) =>
  sumBy(
    sqlite.prepare('SELECT * FROM report_sales_monthly').all() as Row[],
    ['store_id', 'month_start', 'taipei_hour'],
    SALES,
  )
const salesScan = (sqlite: Database) =>
  sumBy(
    (sqlite.prepare('SELECT * FROM orders').all() as Row[]).flatMap((o) => {
      const live = o.status !== 'cancelled'
      const paid = o.payment_status === 'paid'
      const at = (ms: number) => ({ store_id: o.store_id, month_start: monthStart(ms), taipei_hour: taipeiHour(ms) })
      // the order by the hour it was made; its paid money by the hour its payment settled it
      const paidAt = (o.paid_at ?? o.created_at) as number
      return [
        {
          ...at(o.created_at as number),
          order_count: live ? 1 : 0,
          revenue: live ? o.total : 0,
          cost: live ? o.total_cost : 0,
          gross: 0,
          discount: 0,
        },
        {
          ...at(paidAt),
          order_count: 0,
          revenue: 0,
          cost: 0,
          gross: paid ? (o.subtotal as number) + (o.service_fee as number) : 0,
          discount: paid ? o.discount : 0,
        },
      ]
    }),
    ['store_id', 'month_start', 'taipei_hour'],
    SALES,
  )
const ITEM_KEYS = ['store_id', 'month_start', 'item_key', 'menu_item_id']
const itemsMonthly = (sqlite: Database) =>
  sumBy(sqlite.prepare('SELECT * FROM report_item_sales_monthly').all() as Row[], ITEM_KEYS, ['quantity', 'revenue'])
/** An hourly rollup summed by Taipei month, to set beside its monthly one. */
const hourlyByMonth = (sqlite: Database, table: string, keys: string[], values: string[]) =>
  sumBy(
    (sqlite.prepare(`SELECT * FROM ${table}`).all() as Row[]).map((d) => ({
      ...d,
      month_start: monthStart(d.hour_start as number),
    })),
    keys,
    values,
  )
const itemsHourly = (sqlite: Database) =>
  hourlyByMonth(sqlite, 'report_item_sales_hourly', ITEM_KEYS, ['quantity', 'revenue'])
const PAY_KEYS = ['store_id', 'month_start', 'method']
const paymentsHourly = (sqlite: Database) =>
  hourlyByMonth(sqlite, 'report_payments_hourly', PAY_KEYS, ['payment_count', 'amount'])
const paymentsMonthly = (sqlite: Database) =>
  sumBy(sqlite.prepare('SELECT * FROM report_payments_monthly').all() as Row[], PAY_KEYS, ['payment_count', 'amount'])
const paymentsScan = (sqlite: Database) =>
  sumBy(
    (sqlite.prepare('SELECT * FROM payments').all() as Row[]).map((p) => ({
      ...p,
      month_start: monthStart(p.created_at as number),
      payment_count: 1,
    })),
    PAY_KEYS,
    ['payment_count', 'amount'],
  )
const REFUNDS = ['total', 'partial']
const refundsMonthly = (sqlite: Database) =>
  sumBy(sqlite.prepare('SELECT * FROM report_refunds_monthly').all() as Row[], ['store_id', 'month_start'], REFUNDS)
/** What reports/repo refunds() sums: refunds joined to their orders, in all and on orders not cancelled. */
const refundsScan = (sqlite: Database) =>
  sumBy(
    (
      sqlite
        .prepare(
          'SELECT r.store_id, r.created_at, r.amount, o.status FROM refunds r JOIN orders o ON o.id = r.order_id',
        )
        .all() as Row[]
    ).map((r) => ({
      ...r,
      month_start: monthStart(r.created_at as number),
      total: r.amount,
      partial: r.status !== 'cancelled' ? r.amount : 0,
    })),
    ['store_id', 'month_start'],
    REFUNDS,
  )
const monthly = (sqlite: Database) => ({
  sales: salesMonthly(sqlite),
  items: itemsMonthly(sqlite),
  payments: paymentsMonthly(sqlite),
  refunds: refundsMonthly(sqlite),
})
const sums = (sqlite: Database) => ({
  sales: salesScan(sqlite),
  items: itemsHourly(sqlite),
  payments: paymentsScan(sqlite),
  refunds: refundsScan(sqlite),
})

test(`monthly sales, item sales, payments and refunds follow every write to orders, lines, voids, payments and \
refunds`, () => {
  const { sqlite } = db
  const e = store(sqlite, 'E')
  const f = store(sqlite, 'F')
  const menu = insertMenu(sqlite, e, 6)
  // Over month ends on Taipei's clock (UTC 16:00 the day before), in both stores.
  generateOrders(sqlite, {
    storeId: e,
    count: 1_500,
    start: Date.UTC(2026, 0, 20),
    end: Date.UTC(2026, 4, 10),
    menu,
    seed: 6,
  })
  generateOrders(sqlite, {
    storeId: f,
    count: 300,
    start: Date.UTC(2026, 1, 25),
    end: Date.UTC(2026, 2, 5),
    menu: insertMenu(sqlite, f, 3),
    seed: 7,
  })
  // Refunds (migration 0016), some of them a few days later than their order: in the next month.
  sqlite.exec(`INSERT INTO refunds (store_id, order_id, amount, method, reason, created_at)
    SELECT store_id, id, 1000 + id % 7, 'cash', '客訴', created_at + (id % 4) * 86400000 FROM orders WHERE id % 15 = 0`)
  const before = monthly(sqlite)
  expect(before.refunds.length).toBeGreaterThan(4)
  expect(before.sales.length).toBeGreaterThan(100)
  expect(before.items.length).toBeGreaterThan(30)
  expect(before.payments.length).toBeGreaterThan(20)
  expect(before).toEqual(sums(sqlite))

  const voids =
    sqlite.prepare(`INSERT INTO order_voids (store_id, order_id, order_item_id, reason, created_at) SELECT o.store_id,
      o.id, i.id, 'wrong', 0
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id % 8 = 0`)
  voids.run()
  sqlite.exec(`UPDATE orders SET status = 'cancelled' WHERE id % 7 = 0`)
  sqlite.exec(`UPDATE orders SET status = 'completed' WHERE id % 49 = 0`)
  sqlite.exec(`UPDATE orders SET status = 'confirmed' WHERE id % 5 = 0`)
  // The hourly rollups rebuilt from the rows they sum (0039) sum to the same months as the triggers kept.
  const kept = monthly(sqlite)
  sqlite.exec('DELETE FROM report_item_sales_hourly; DELETE FROM report_payments_hourly')
  expect(itemsHourly(sqlite)).not.toEqual(kept.items)
  replayBackfill(sqlite, '0039_')
  expect(itemsHourly(sqlite)).toEqual(kept.items)
  expect(paymentsHourly(sqlite)).toEqual(kept.payments)
  sqlite.exec(`UPDATE orders SET payment_status = 'unpaid' WHERE id % 10 = 0`)
  sqlite.exec(`UPDATE orders SET payment_status = 'paid' WHERE id % 21 = 0`)
  sqlite.exec(`UPDATE orders SET discount = 5000, total = total - 5000 WHERE id % 3 = 0`)
  sqlite.exec(
    `UPDATE orders SET subtotal = subtotal + 300, service_fee = service_fee + 30, ` +
      `total_cost = total_cost + 100 WHERE id % 4 = 0`,
  )
  sqlite.exec(`UPDATE orders SET created_at = created_at + 20 * 86400000 WHERE id % 6 = 0`)
  sqlite.exec(`UPDATE orders SET created_at = created_at + 3 * 3600000 WHERE id % 9 = 0`)
  sqlite.exec(`UPDATE orders SET paid_at = created_at + 40 * 86400000 WHERE id % 8 = 0 AND paid_at IS NOT NULL`)
  sqlite.exec(
    `UPDATE orders SET store_id = ${f}, daily_seq = daily_seq + 100000, order_number = ` +
      `order_number || '-moved' WHERE id % 29 = 0 AND store_id = ${e}`,
  )
  sqlite.exec(`UPDATE order_items SET quantity = quantity + 2, subtotal = subtotal * 2 WHERE id % 5 = 0`)
  sqlite.exec(`UPDATE order_items SET menu_item_id = NULL WHERE id % 11 = 0`)
  sqlite.exec(`UPDATE order_items SET name = '改名' WHERE id % 12 = 0`)
  sqlite.exec(
    `UPDATE order_items SET order_id = order_id + 1 WHERE id % 31 = 0 AND order_id + 1 IN (SELECT id FROM orders)`,
  )
  sqlite.exec(`DELETE FROM order_items WHERE id % 13 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 17 = 0`)
  sqlite.exec(`UPDATE payments SET amount = amount + 100 WHERE id % 4 = 0`)
  sqlite.exec(`UPDATE payments SET method = 'card' WHERE id % 5 = 0`)
  sqlite.exec(`UPDATE payments SET created_at = created_at + 15 * 86400000 WHERE id % 6 = 0`)
  sqlite.exec(`UPDATE payments SET store_id = ${f} WHERE id % 23 = 0`)
  sqlite.exec(`DELETE FROM payments WHERE id % 9 = 0`)
  sqlite.exec(`UPDATE refunds SET amount = amount + 50 WHERE id % 2 = 0`)
  sqlite.exec(`UPDATE refunds SET created_at = created_at + 12 * 86400000 WHERE id % 3 = 0`)
  sqlite.exec(`UPDATE refunds SET order_id = order_id + 1 WHERE id % 7 = 0 AND order_id + 1 IN (SELECT id FROM orders)`)
  sqlite.exec(`UPDATE refunds SET store_id = ${f} WHERE id % 11 = 0`)
  sqlite.exec(`DELETE FROM refunds WHERE id % 5 = 0`)
  sqlite.exec(`UPDATE orders SET status = 'cancelled' WHERE id % 45 = 0`)
  sqlite.exec(`DELETE FROM orders WHERE id % 30 = 0`)
  const after = monthly(sqlite)
  expect(after).not.toEqual(before)
  expect(after).toEqual(sums(sqlite))

  sqlite.exec(
    'DELETE FROM report_sales_monthly; DELETE FROM report_item_sales_monthly; DELETE FROM ' +
      'report_payments_monthly; DELETE FROM report_refunds_monthly',
  )
  for (const tag of ['0015_', '0016_']) replayBackfill(sqlite, tag)
  expect(monthly(sqlite)).toEqual(after)
})
