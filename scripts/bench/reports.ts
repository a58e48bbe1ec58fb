// Reports over a year of orders: generates 300,000 orders into a temp database and times each range.
// Usage: bun scripts/bench/reports.ts [orderCount]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/server/db/client'
import { createStoreService } from '../../src/server/modules/stores/service'
import { createUsersRepo } from '../../src/server/modules/auth/users-repo'
import { createReportsService } from '../../src/server/modules/reports/service'
import { generateOrders, insertMenu } from '../../src/server/modules/reports/generate-orders'
import { REPORT_RANGES } from '../../src/shared/domain/report-ranges'
import { taipei } from '../../src/server/modules/reports/test-fixtures'

const count = Number(process.argv[2] ?? 300_000)
const RUNS = 5
const now = taipei(2026, 12, 31, 21)
const dir = mkdtempSync(join(tmpdir(), 'pos-bench-'))
const db = openDatabase(dir)
try {
  const clock = { now: () => now }
  const storeId = (db.sqlite.prepare(`INSERT INTO stores (name, code, status, settings, created_at, updated_at)
    VALUES ('基準店', 'BENCH', 'active', '{"timezone":"Asia/Taipei","currency":"TWD","taxRate":0.05,"serviceFee":0.1}', 0, 0) RETURNING id`).get() as { id: number }).id
  const menu = insertMenu(db.sqlite, storeId, 60)
  let t = performance.now()
  generateOrders(db.sqlite, { storeId, count, start: taipei(2026, 1, 1), end: now, menu })
  db.sqlite.exec('ANALYZE')
  console.log(`generated ${count.toLocaleString()} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  const stores = createStoreService({ db, clock, users: createUsersRepo(db.db) })
  const reports = createReportsService({ db: db.db, clock, stores })
  const rows = REPORT_RANGES.map((range) => {
    const times: number[] = []
    let orders = 0
    for (let i = 0; i < RUNS; i++) {
      t = performance.now()
      orders = reports.report(storeId, range).orderCount
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    return { range, orders, 'median ms': Number(times[RUNS >> 1].toFixed(1)), 'max ms': Number(times[RUNS - 1].toFixed(1)) }
  })
  console.table(rows)
} finally {
  db.sqlite.close()
  rmSync(dir, { recursive: true, force: true })
}
