// Reports over a year of orders. run.ts times them through the binary's HTTP API on data made by
// `pos-server --bench-data`; run alone, this times the service in-process on a temp database.
// Usage: bun scripts/bench/reports.ts [orderCount]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDatabase, openDatabase } from '../../src/server/db/client'
import { createStoreService } from '../../src/server/modules/stores/service'
import { createUsersRepo } from '../../src/server/modules/auth/users-repo'
import { createReportsService } from '../../src/server/modules/reports/service'
import { BENCH_STORE_CODE, loadBenchData } from '../../src/server/bench-data'
import { REPORT_RANGES, type ReportRange } from '../../src/shared/domain/report-ranges'

export type RangeTiming = { range: ReportRange; orders: number; medianMs: number; maxMs: number }

/** Times `report(range)` (which returns the report's order count) `runs` times per range, after one warm-up. */
export async function timeRanges(
  report: (range: ReportRange) => number | Promise<number>,
  runs = 5,
): Promise<RangeTiming[]> {
  const rows: RangeTiming[] = []
  for (const range of REPORT_RANGES) {
    let orders = await report(range)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const t = performance.now()
      orders = await report(range)
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    rows.push({ range, orders, medianMs: times[runs >> 1], maxMs: times[runs - 1] })
  }
  return rows
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 300_000)
  const dir = mkdtempSync(join(tmpdir(), 'pos-bench-'))
  const db = openDatabase(dir)
  try {
    const clock = { now: () => Date.now() }
    const t = performance.now()
    loadBenchData(db, clock.now(), count)
    console.log(`generated ${count.toLocaleString()} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`)
    const { id } = db.sqlite.prepare('SELECT id FROM stores WHERE code = ?').get(BENCH_STORE_CODE) as { id: number }
    const reports = createReportsService({
      db: db.db,
      clock,
      stores: createStoreService({ db, clock, users: createUsersRepo(db.db) }),
    })
    const rows = await timeRanges((range) => reports.report(id, range).orderCount)
    console.table(
      rows.map((r) => ({ ...r, medianMs: Number(r.medianMs.toFixed(1)), maxMs: Number(r.maxMs.toFixed(1)) })),
    )
  } finally {
    closeDatabase(db)
    rmSync(dir, { recursive: true, force: true })
  }
}
