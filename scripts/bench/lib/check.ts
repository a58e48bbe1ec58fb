// Opening a table's check on the year-old store (scripts/bench/check-load.ts on the emulated counter
// tablet): a floor of tables beside the year of orders, one table with several rounds sent.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { CHROMIUM } from './browser'
import { calibrationNote } from './cpu-index'
import type { Api } from './setup'
import { ms, type Row } from './table'

const RUNS = 5
const GOAL_MS = 300
const TABLES = 20
/** Tables seated besides the measured one, each with a round, so the floor shows a service. */
const SEATED = 8
const TABLE = 'T-05'
const ROUNDS = 4
const LINES_A_ROUND = 4

const figure = `Year-old store: a table's check opened (${ROUNDS} rounds, tablet)`

type Table = { id: number; number: string; sessionId: number | null }

/** Tables T-01… with a service under way, made once per data folder (the store is kept with --keep). */
async function floorWithService(api: Api, storeId: number): Promise<void> {
  const s = `/api/stores/${storeId}`
  let tables = (await api('GET', `${s}/tables`)) as Table[]
  if (tables.some((t) => t.number === TABLE)) return
  for (let i = 1; i <= TABLES; i++)
    await api('POST', `${s}/tables`, { number: `T-${String(i).padStart(2, '0')}`, seats: 4 })
  tables = (await api('GET', `${s}/tables`)) as Table[]
  const menu = (await api('GET', `${s}/menu`)) as { id: number }[] | { items: { id: number }[] }
  const items = Array.isArray(menu) ? menu : menu.items
  let n = 0
  const round = (table: Table, sessionId: number) =>
    api('POST', `${s}/orders`, {
      orderType: 'dine_in',
      tableId: table.id,
      sessionId,
      items: Array.from({ length: LINES_A_ROUND }, () => ({ menuItemId: items[n++ % items.length]!.id, quantity: 1 })),
    })
  for (const table of tables.filter((t) => t.number === TABLE || Number(t.number.slice(2)) <= SEATED)) {
    const { sessionId } = (await api('POST', `${s}/tables/${table.id}/open`, { guestCount: 4 })) as Table
    for (let r = 0; r < (table.number === TABLE ? ROUNDS : 1); r++) await round(table, sessionId!)
  }
}

/** The check's row; `api` is the signed-in manager's, whose current store becomes the year-old one. */
export async function benchCheck(url: string, api: Api, storeId: number, login: [string, string]): Promise<Row[]> {
  if (!existsSync(CHROMIUM))
    return [{ figure, measured: `not measured (no ${CHROMIUM})`, baseline: '', ratio: '', goal: 'reported', ok: null }]
  console.log("bench: a table's check on the year-old store, on an emulated tablet…")
  await floorWithService(api, storeId)
  await api('PATCH', '/api/users/me/current-store', { storeId })
  const script = resolve(import.meta.dir, '../check-load.ts')
  const run = Bun.spawnSync([process.execPath, script, url, ...login, TABLE, String(ROUNDS), String(RUNS)], {
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const out = run.stdout.toString()
  const m = /median of \d+: (\d+) ms \(slowest (\d+) ms\); its reads (\d+) ms/.exec(out)
  if (!m) {
    console.log(`bench: check-load failed: ${run.stderr.toString().slice(0, 500)}`)
    return [
      {
        figure,
        measured: 'check-load failed (see above)',
        baseline: '',
        ratio: '',
        goal: `≤ ${GOAL_MS} ms`,
        ok: false,
      },
    ]
  }
  const [median, slowest, reads] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return [
    {
      figure,
      measured: `${ms(median)} (slowest ${ms(slowest)})`,
      baseline: `its reads ${ms(reads)}, median of ${RUNS}; ${calibrationNote(out)}`,
      ratio: '',
      goal: `≤ ${GOAL_MS} ms`,
      ok: median <= GOAL_MS,
    },
  ]
}
