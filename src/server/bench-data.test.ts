import { afterEach, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type DbHandle } from './db/client'
import { BENCH_MEMBER_COUNT, BENCH_STORE_CODE, loadBenchData } from './bench-data'
import { KEEP_FINISHED_MS } from '../devices'
import { DAY_MS } from '../shared/domain/business-day'
import { loadConfig } from './config'

let dir = ''
let db: DbHandle | null = null
afterEach(() => {
  db?.sqlite.close()
  rmSync(dir, { recursive: true, force: true })
})

const one = <T>(sql: string, ...args: (string | number)[]) => db!.sqlite.prepare(sql).get(...args) as T

test('--bench-data adds one store with exactly the asked number of orders over the past year, once', () => {
  dir = mkdtempSync(join(tmpdir(), 'pos-bench-data-'))
  db = openDatabase(dir)
  const now = Date.UTC(2026, 10, 22, 4, 0, 0)
  expect(loadBenchData(db, now, 2_000)).toBe(true)
  const { id } = one<{ id: number }>('SELECT id FROM stores WHERE code = ?', BENCH_STORE_CODE)
  const span = one<{ n: number; first: number; last: number }>(
    'SELECT count(*) n, min(created_at) first, max(created_at) last FROM orders WHERE store_id = ?',
    id,
  )
  expect(span.n).toBe(2_000)
  expect(span.first).toBeGreaterThanOrEqual(now - 365 * DAY_MS)
  expect(span.last).toBeLessThan(now)
  expect(span.last - span.first).toBeGreaterThan(360 * DAY_MS)
  // Order numbers restart each day; chunk boundaries must not produce duplicates.
  expect(one<{ n: number }>('SELECT count(DISTINCT order_number) n FROM orders WHERE store_id = ?', id).n).toBe(2_000)

  // what a year of trade leaves beside the orders
  const per = (table: string) => one<{ n: number }>(`SELECT count(*) n FROM ${table} WHERE store_id = ?`, id).n
  expect([per('activity_logs'), per('idempotency_keys'), per('stock_movements')]).toEqual([2_000, 2_000, 2_000])
  expect(per('members')).toBe(BENCH_MEMBER_COUNT)
  const jobs = one<{ n: number; first: number }>(
    `SELECT count(*) n, min(created_at) first FROM print_jobs WHERE store_id = ? AND status = 'done'`,
    id,
  )
  expect(jobs.n).toBeGreaterThan(100)
  expect(jobs.first).toBeGreaterThanOrEqual(now - KEEP_FINISHED_MS)
  // No planner statistics, like a real store's database: the bench measures the plans stores get.
  expect(one<{ n: number }>(`SELECT count(*) n FROM sqlite_schema WHERE name LIKE 'sqlite_stat%'`).n).toBe(0)

  expect(loadBenchData(db, now + DAY_MS, 2_000)).toBe(false)
  expect(one<{ n: number }>('SELECT count(*) n FROM orders').n).toBe(2_000)
})

test('the flag is off unless given', () => {
  expect(loadConfig([])!.benchData).toBe(false)
  expect(loadConfig(['--bench-data'])!.benchData).toBe(true)
})
