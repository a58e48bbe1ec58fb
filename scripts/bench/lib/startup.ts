// Cold start of the binary, and reports over a year of orders made by `pos-server --bench-data`.
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import { BENCH_STORE_CODE } from '../../../src/server/bench-data'
import { reportRangeBounds, REPORT_RANGE_LABELS, type ReportRange } from '../../../src/shared/domain/report-ranges'
import { timeRanges } from '../reports'
import { client, manager } from './setup'
import { startBaseline, startPos, type Binary } from './live'
import { ms, type Row } from './table'

const STARTS = 5
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]

/** Spawn → first /api/health 200, median of STARTS restarts of a set-up store. */
export async function benchColdStart(bin: Binary, dataDir: string): Promise<Row[]> {
  console.log('bench: cold starts…')
  const pos: number[] = []
  const base: number[] = []
  for (let i = 0; i < STARTS; i++) {
    const p = await startPos(bin, dataDir)
    pos.push(p.startMs)
    await p.stop()
    const b = await startBaseline(bin, join(bin.work, 'baseline'))
    base.push(b.startMs)
    await b.stop()
  }
  const m = median(pos)
  return [
    {
      figure: `Cold start → first /api/health 200 (median of ${STARTS})`,
      measured: `${ms(m)} (max ${ms(Math.max(...pos))})`,
      baseline: `${ms(median(base))} (bun baseline-server.ts)`,
      ratio: '',
      goal: '≤ 200 ms',
      ok: m <= 200,
    },
  ]
}

/** The floor under a report: counting the range's orders in the index, no HTTP. */
function sqlFloor(dbPath: string, storeId: number, range: ReportRange, now: number): number {
  const db = new Database(dbPath, { readonly: true })
  try {
    const { start, end } = reportRangeBounds(range, now)
    const q = db.prepare('SELECT count(*) n FROM orders WHERE store_id = ? AND created_at >= ? AND created_at < ?')
    const runs = Array.from({ length: STARTS + 1 }, () => {
      const t = performance.now()
      q.get(storeId, start, end)
      return performance.now() - t
    })
    return median(runs.slice(1))
  } finally {
    db.close()
  }
}

/** Median time of STARTS sequential GETs, after one that warms up. */
async function timeRequest(url: string): Promise<number> {
  const runs: number[] = []
  for (let i = 0; i <= STARTS; i++) {
    const t = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}`)
    if (i > 0) runs.push(performance.now() - t)
  }
  return median(runs)
}

/** On `dataDir`: the year-old store, made on its first start there. */
export async function benchReports(bin: Binary, dataDir: string): Promise<Row[]> {
  console.log('bench: pos-server --bench-data (a year, 300,000 orders)…')
  const t0 = performance.now()
  const pos = await startPos(bin, dataDir, ['--bench-data', '--no-mqtt'], 300_000)
  const generated = (performance.now() - t0) / 1000
  try {
    const api = client(pos.url, await manager(pos.url, dataDir))
    const stores = (await api('GET', '/api/stores')) as { id: number; code: string }[]
    const storeId = stores.find((s) => s.code === BENCH_STORE_CODE)!.id
    const timings = await timeRanges(
      async (range) => (await api('GET', `/api/stores/${storeId}/reports?range=${range}`)).orderCount,
    )
    const now = Date.now()
    const menu = await timeRequest(`${pos.url}/api/public/stores/${storeId}/menu`)
    const hello = await timeRequest(`${pos.url}/api/health`)
    return [
      ...timings.map((t, i) => ({
        figure: `Report ${REPORT_RANGE_LABELS[t.range]} (${t.range}, ${t.orders.toLocaleString('en-US')} orders)`,
        measured: `${ms(t.medianMs)} (max ${ms(t.maxMs)})`,
        baseline: `${ms(sqlFloor(join(dataDir, 'pos.db'), storeId, t.range, now))} (one indexed count)`,
        ratio: '',
        goal: i === 0 ? `≤ 200 ms (data made in ${generated.toFixed(0)} s)` : '≤ 200 ms',
        ok: t.medianMs <= 200,
      })),
      {
        figure: 'Public menu of that store (60 items, a year of orders)',
        measured: ms(menu),
        baseline: `${ms(hello)} (/api/health)`,
        ratio: '',
        goal: 'reported',
        ok: null,
      },
    ]
  } finally {
    await pos.stop()
  }
}
