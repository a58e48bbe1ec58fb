/**
 * `--bench-data`: a year of trade for the reports benchmark (scripts/bench/run.ts), added once
 * as its own store (code BENCH) next to whatever the database already holds.
 */
import type { DbHandle } from './db/client'
import { generateOrders, insertMenu } from './modules/reports/generate-orders'
import { DAY_MS, dayBounds } from '../shared/domain/business-day'

export const BENCH_STORE_CODE = 'BENCH'
export const BENCH_ORDER_COUNT = 300_000
const CHUNK_DAYS = 30

/** Adds the BENCH store with `count` orders over the 365 days before `now`; false if it exists. */
export function loadBenchData(db: DbHandle, now: number, count = BENCH_ORDER_COUNT): boolean {
  const { sqlite } = db
  if (sqlite.prepare('SELECT 1 FROM stores WHERE code = ?').get(BENCH_STORE_CODE)) return false
  const settings = JSON.stringify({ timezone: 'Asia/Taipei', currency: 'TWD', taxRate: 0.05, serviceFee: 0.1 })
  const { id: storeId } = sqlite.prepare(`INSERT INTO stores (name, code, status, settings, created_at, updated_at)
    VALUES ('效能測試店', ?, 'active', ?, ?, ?) RETURNING id`).get(BENCH_STORE_CODE, settings, now, now) as { id: number }
  const menu = insertMenu(sqlite, storeId, 60)
  const start = now - 365 * DAY_MS
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
      generateOrders(sqlite, { storeId, count: ordersBefore(to) - ordersBefore(from), start: from, end: to, menu, seed })
      from = to
    }
  } finally {
    sqlite.exec(`PRAGMA cache_size = ${cacheSize}`)
  }
  sqlite.exec('ANALYZE')
  return true
}
