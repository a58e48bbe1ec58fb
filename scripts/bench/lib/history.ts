// Every list and read a screen makes, on the year-old store of `pos-server --bench-data` (300,000
// orders with their lines, payments, log entries, idempotency keys and stock movements, a month of
// print jobs, 5,000 members): median and p99 of sequential GETs, and the bytes of one page. A small
// store beside it shows that another store's year of history does not slow it.
import { BENCH_STORE_CODE } from '../../../src/server/bench-data'
import { businessDate } from '../../../src/shared/domain/business-day'
import { benchCheck } from './check'
import { percentile } from './latency'
import { startPos, type Binary } from './live'
import { cpuMs } from './proc'
import { client, manager, MANAGER } from './setup'
import { kb, ms, type Row } from './table'

const RUNS = 30
const MEDIAN_GOAL_MS = 10
const PAGE_GOAL_BYTES = 100 * 1024

type Timed = { median: number; p99: number; cpu: number; bytes: number; status: number; next: string | null }

async function time(url: string, cookie: string, pid: number): Promise<Timed> {
  const runs: number[] = []
  let cpu = 0
  let bytes = 0
  let status = 0
  let next: string | null = null
  for (let i = 0; i <= RUNS; i++) {
    const [t, c] = [performance.now(), cpuMs(pid)]
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } })
    const body = await res.arrayBuffer()
    if (i > 0) runs.push(performance.now() - t)
    if (i > 0) cpu += cpuMs(pid) - c
    bytes = body.byteLength
    status = res.status
    next = res.headers.get('x-next-cursor')
  }
  return { median: percentile(runs, 50), p99: percentile(runs, 99), cpu: cpu / RUNS, bytes, status, next }
}

/** On benchReports' folder (the year-old store is made once), or a folder of its own. */
export async function benchHistory(bin: Binary, dataDir: string): Promise<Row[]> {
  console.log('bench: lists and reads on the year-old store…')
  const pos = await startPos(bin, dataDir, ['--bench-data', '--no-mqtt'], 900_000)
  try {
    const cookie = await manager(pos.url, dataDir)
    const api = client(pos.url, cookie)
    const stores = (await api('GET', '/api/stores')) as { id: number; code: string }[]
    const bench = stores.find((s) => s.code === BENCH_STORE_CODE)!.id
    // A small store next to it: a few days of its own log among the big store's 300,000 entries.
    const small =
      stores.find((s) => s.code === 'SMALL')?.id ??
      ((await api('POST', '/api/stores', { name: '小店', code: 'SMALL' })).id as number)
    for (let i = 0; i < 5; i++)
      await api('POST', `/api/stores/${small}/members`, {
        name: `小店會員${i}`,
        phone: `0933${String(i).padStart(6, '0')}`,
      }).catch(() => null)

    const s = `${pos.url}/api/stores/${bench}`
    const reads: [string, string][] = [
      ['GET /menu (staff, 60 items, sales of a year)', `${s}/menu`],
      ['GET /menu/costs', `${s}/menu/costs`],
      ['GET /kitchen/orders (no active orders)', `${s}/kitchen/orders`],
      ['GET /orders (first page)', `${s}/orders`],
      ['GET /orders?search= (a rare term)', `${s}/orders?search=${encodeURIComponent('-0999')}`],
      ["GET /orders?date= (today's)", `${s}/orders?date=${businessDate(Date.now())}`],
      ["GET /orders/day-stats (today's counts and sums)", `${s}/orders/day-stats`],
      ['GET /members (first page of 5,000)', `${s}/members`],
      ['GET /members?search=', `${s}/members?search=${encodeURIComponent('會員49')}`],
      ['GET /members/stats', `${s}/members/stats`],
      ['GET /activity-logs (300,000 entries)', `${s}/activity-logs`],
      [
        'GET /activity-logs?search= (a term no entry has)',
        `${s}/activity-logs?search=${encodeURIComponent('不存在的人')}`,
      ],
      ['GET /activity-logs/stats', `${s}/activity-logs/stats`],
      ['GET /activity-logs of a small store beside it', `${pos.url}/api/stores/${small}/activity-logs`],
      ['GET /dashboard-stats', `${s}/dashboard-stats`],
      ['GET /inventory', `${s}/inventory`],
      ['GET /reports?range=year', `${s}/reports?range=year`],
      ['GET /public/stores/:id/menu', `${pos.url}/api/public/stores/${bench}/menu`],
    ]
    const rows: Row[] = []
    const row = (figure: string, t: Timed): Row => ({
      figure: `Year-old store: ${figure}`,
      measured:
        t.status === 200 ? `median ${ms(t.median)}, p99 ${ms(t.p99)}, server CPU ${ms(t.cpu)}` : `HTTP ${t.status}`,
      baseline: kb(t.bytes),
      ratio: '',
      goal: `≤ ${MEDIAN_GOAL_MS} ms, ≤ 100 KB`,
      ok: t.status === 200 && t.median <= MEDIAN_GOAL_MS && t.bytes <= PAGE_GOAL_BYTES,
    })
    for (const [figure, url] of reads) {
      const t = await time(url, cookie, pos.proc.pid)
      rows.push(row(figure, t))
      // the next page by the cursor the first one handed back
      if (t.next)
        rows.push(
          row(
            `${figure.split(' (')[0]} (next page by cursor)`,
            await time(`${url}${url.includes('?') ? '&' : '?'}cursor=${t.next}`, cookie, pos.proc.pid),
          ),
        )
    }
    const health = await time(`${pos.url}/api/health`, '', pos.proc.pid)
    rows.push({
      figure: 'Year-old store: baseline GET /api/health',
      measured: `median ${ms(health.median)}, p99 ${ms(health.p99)}, server CPU ${ms(health.cpu)}`,
      baseline: kb(health.bytes),
      ratio: '',
      goal: 'reported',
      ok: null,
    })
    rows.push(...(await benchCheck(pos.url, api, bench, MANAGER)))
    return rows
  } finally {
    await pos.stop()
  }
}
