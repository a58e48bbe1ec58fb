/**
 * `--bench-data`: a year-old store for the benchmark (scripts/bench/run.ts), added once as its own
 * store (code BENCH) next to whatever the database already holds: a year of orders with their
 * lines and payments, and what a year of trade leaves beside them: an activity-log
 * entry, an idempotency key and a stock movement per order, the last month's print jobs (older
 * ones are pruned), 5,000 members.
 */
import type { Database } from 'bun:sqlite'
import type { DbHandle } from './db/client'
import { generateOrders, insertMenu, prng, type GenOrder } from './testing/generate-orders'
import { KEEP_FINISHED_MS } from '../devices'
import { DAY_MS, dayBounds } from '../shared/domain/business-day'

export const BENCH_STORE_CODE = 'BENCH'
export const BENCH_ORDER_COUNT = 300_000
export const BENCH_MEMBER_COUNT = 5_000
const CHUNK_DAYS = 30

/** Adds the BENCH store with `count` orders over the 365 days before `now`; false if it exists. */
export function loadBenchData(db: DbHandle, now: number, count = BENCH_ORDER_COUNT): boolean {
  const { sqlite } = db
  if (sqlite.prepare('SELECT 1 FROM stores WHERE code = ?').get(BENCH_STORE_CODE)) return false
  const settings = JSON.stringify({ timezone: 'Asia/Taipei', currency: 'TWD', taxRate: 0.05, serviceFee: 0.1 })
  const { id: storeId } = sqlite
    .prepare(`INSERT INTO stores (name, code, status, settings, created_at, updated_at)
    VALUES ('效能測試店', ?, 'active', ?, ?, ?) RETURNING id`)
    .get(BENCH_STORE_CODE, settings, now, now) as { id: number }
  const menu = insertMenu(sqlite, storeId, 60)
  const start = now - 365 * DAY_MS
  const history = historyWriter(sqlite, storeId, now)
  const { cache_size: cacheSize } = sqlite.prepare('PRAGMA cache_size').get() as { cache_size: number }
  // With the default 2 MB page cache the index pages spill to the WAL over and over: 2.5x slower.
  sqlite.exec('PRAGMA cache_size = -262144')
  try {
    // One transaction per month keeps the WAL small; chunks end on Taipei midnights because the
    // generator numbers each day's orders from 1.
    const ordersBefore = (t: number) => Math.round((count * (t - start)) / (now - start))
    let from = start
    for (let seed = 1; from < now; seed++) {
      const to = Math.min(now, dayBounds(from + CHUNK_DAYS * DAY_MS).start)
      generateOrders(sqlite, {
        storeId,
        count: ordersBefore(to) - ordersBefore(from),
        start: from,
        end: to,
        menu,
        seed,
        onOrder: history.order,
      })
      from = to
    }
    sqlite.transaction(() => insertMembers(sqlite, storeId, start, now))()
  } finally {
    sqlite.exec(`PRAGMA cache_size = ${cacheSize}`)
  }
  // No ANALYZE: the server never runs it, so a real year-old store has no statistics and SQLite
  // plans by its rules of thumb; the bench measures the plans a store really gets.
  return true
}

/** What each order leaves besides itself; runs inside the generator's transaction. */
function historyWriter(sqlite: Database, storeId: number, now: number) {
  const ingredient = (
    sqlite
      .prepare(`INSERT INTO inventory_items (store_id, name, unit, current_stock_milli, safety_stock_milli, unit_cost,
        created_at, updated_at)
    VALUES (?, '高湯', '公升', 500000, 20000, 4000, ?, ?) RETURNING id`)
      .get(storeId, now, now) as { id: number }
  ).id
  const printer = (
    sqlite
      .prepare(`INSERT INTO printers (store_id, name, role, connection, address, is_active, created_at, updated_at)
    VALUES (?, '廚房（已停用）', 'kitchen', 'network', '127.0.0.1:9', 0, ?, ?) RETURNING id`)
      .get(storeId, now, now) as { id: number }
  ).id
  const log =
    sqlite.prepare(`INSERT INTO activity_logs (store_id, user_id, username, action, entity_type, entity_id, details,
      created_at)
    VALUES (?, ?, ?, 'create_order', 'order', ?, ?, ?)`)
  const key = sqlite.prepare(
    'INSERT INTO idempotency_keys (store_id, key, request_hash, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const movement =
    sqlite.prepare(`INSERT INTO stock_movements (store_id, inventory_item_id, delta_milli, reason, order_id,
      unit_cost, created_at)
    VALUES (?, ?, ?, 'order', ?, 4000, ?)`)
  const job = sqlite.prepare(`INSERT INTO print_jobs (store_id, printer_id, kind, order_id, dedupe_key, payload, status,
      attempts, next_attempt_at, done_at, created_at, updated_at)
    VALUES (?, ?, 'kitchen', ?, ?, ?, 'done', 1, ?, ?, ?, ?)`)
  const ticket = Buffer.alloc(600, 0x20)
  const keepJobsFrom = now - KEEP_FINISHED_MS
  return {
    order(o: GenOrder) {
      const staff = 1 + (o.id % 6)
      log.run(
        storeId,
        null,
        `店員${staff}`,
        o.id,
        JSON.stringify({ total: (o.total / 100).toFixed(2), lines: o.lines.length }),
        o.createdAt,
      )
      key.run(storeId, `bench-${o.id}`, o.id.toString(16).padStart(64, '0'), o.id, o.createdAt)
      movement.run(storeId, ingredient, -300 * o.lines.reduce((n, l) => n + l.qty, 0), o.id, o.createdAt)
      if (o.createdAt >= keepJobsFrom)
        job.run(
          storeId,
          printer,
          o.id,
          `kitchen:${o.id}:${printer}`,
          ticket,
          o.createdAt,
          o.createdAt + 2000,
          o.createdAt,
          o.createdAt + 2000,
        )
    },
  }
}

function insertMembers(sqlite: Database, storeId: number, start: number, now: number) {
  const rand = prng(11)
  const tiers = ['regular', 'regular', 'regular', 'silver', 'gold', 'vip']
  const ins = sqlite.prepare(`INSERT INTO members (store_id, name, phone, email, tier, points, total_spent, last_visit,
      created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  for (let i = 0; i < BENCH_MEMBER_COUNT; i++) {
    const joined = start + Math.floor(rand() * (now - start))
    const spent = Math.floor(rand() * 5_000_000)
    ins.run(
      storeId,
      `會員${i + 1}`,
      `09${String(10_000_000 + i).slice(-8)}`,
      i % 3 ? null : `member${i + 1}@example.com`,
      tiers[i % tiers.length],
      Math.floor(spent / 10_000),
      spent,
      joined + Math.floor(rand() * (now - joined)),
      joined,
      joined,
    )
  }
}
