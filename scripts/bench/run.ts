// The benchmark: the compiled binary on loopback, each figure beside a baseline measured
// in the same run, one table. About 3½ minutes on 2 shared cores (plus a build when the binary is stale).
// Usage: bun scripts/bench/run.ts [--record] [--binary PATH] [--only PARTS] [--keep DIR]
//   --record  writes the table into docs/PERFORMANCE.md (a whole run only)
//   --binary  measures another build (e.g. an older one, for before/after) instead of dist/pos-server-bench
//   --only    runs only these parts, comma-separated: static, start, orders, mixed, reports, history,
//             phone, tablet, chain (start = cold start; orders = the live server's rows; history = the
//             year-old store's reads and a table's check; chain = five stores and HQ on NATS)
//   --keep    keeps the year-old store in DIR between runs (it takes a minute or more to make)
// Exit status 1 when a goal is missed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureLoadTool } from './lib/load'
import { machineDescription, markdownTable, recordRun, textTable, kb, mb, type Row } from './lib/table'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { benchLiveServer, prepareStore, type Binary } from './lib/live'
import { benchColdStart, benchReports } from './lib/startup'
import { measureUi } from './ui-size'
import { benchHistory } from './lib/history'
import { benchMixed } from './lib/mixed'
import { benchPhone } from './lib/phone'
import { benchTablet } from './lib/tablet'
import { benchChain } from './lib/chain'

const ROOT = resolve(import.meta.dir, '../..')
// The bench's own build: the release binary does not hold the --bench-data generator.
const DEFAULT_BINARY = join(ROOT, 'dist/pos-server-bench')
const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const BINARY = flag('--binary') ? resolve(flag('--binary')!) : DEFAULT_BINARY
const PARTS = ['static', 'start', 'orders', 'mixed', 'reports', 'history', 'phone', 'tablet', 'chain']
const only = flag('--only')?.split(',')
const unknown = only?.filter((part) => !PARTS.includes(part)) ?? []
if (unknown.length) throw new Error(`bench: no part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`)
if (only && process.argv.includes('--record')) throw new Error('bench: --record writes a whole run, not --only')
const runs = (part: string) => !only || only.includes(part)
const keep = flag('--keep') ? resolve(flag('--keep')!) : null
const SOURCES = ['src/server', 'src/devices', 'src/shared', 'dist/ui/index.html', 'package.json']

function newestSource(): number {
  let newest = 0
  for (const entry of SOURCES) {
    const path = join(ROOT, entry)
    if (!existsSync(path)) continue
    if (statSync(path).isFile()) newest = Math.max(newest, statSync(path).mtimeMs)
    else
      for (const f of new Bun.Glob('**/*.ts').scanSync({ cwd: path }))
        newest = Math.max(newest, statSync(join(path, f)).mtimeMs)
  }
  return newest
}

/** Builds dist/pos-server-bench when missing or older than the server sources (a stale binary measures old code). */
function ensureBinary() {
  if (BINARY !== DEFAULT_BINARY) return
  const why = !existsSync(BINARY)
    ? 'missing'
    : statSync(BINARY).mtimeMs < newestSource()
      ? 'older than the sources'
      : null
  if (!why) return
  const skipUi = existsSync(join(ROOT, 'dist/ui/index.html'))
  console.log(`bench: dist/pos-server-bench is ${why}; building it${skipUi ? ' (reusing dist/ui)' : ''}…`)
  const args = ['scripts/build.ts', '--bench-data', ...(skipUi ? ['--skip-ui'] : [])]
  if (Bun.spawnSync([process.execPath, ...args], { cwd: ROOT, stdout: 'inherit', stderr: 'inherit' }).exitCode !== 0) {
    throw new Error('bench: build failed')
  }
}

function staticRows(): Row[] {
  const ui = measureUi()
  const runtime = statSync(process.execPath).size
  return [
    {
      figure: 'Binary size (linux x64)',
      measured: mb(statSync(BINARY).size / 2 ** 20),
      baseline: `${mb(runtime / 2 ** 20)} (bun runtime alone)`,
      ratio: '',
      goal: 'reported',
      ok: null,
    },
    {
      figure: 'UI: JavaScript the POS screen loads, gzip',
      measured: kb(ui.posJsGzip),
      baseline: `${kb(ui.allJsGzip)} (all screens)`,
      ratio: '',
      goal: '≤ 250 KB',
      ok: ui.posJsGzip <= 250 * 1024,
    },
  ]
}

async function main() {
  const began = performance.now()
  const record = process.argv.includes('--record')
  const tool = ensureLoadTool()
  const toolVersion =
    tool === 'wrk' ? Bun.spawnSync(['wrk', '-v']).stdout.toString().split('\n')[0].split(' Copyright')[0] : 'autocannon'
  const machine = machineDescription(`load tool ${toolVersion}`)
  ensureBinary()
  const work = mkdtempSync(join(tmpdir(), 'pos-bench-'))
  const bin: Binary = { path: BINARY, baseline: join(import.meta.dir, 'baseline-server.ts'), work }
  const rows: Row[] = []
  try {
    if (runs('static')) rows.push(...staticRows())
    if (runs('start') || runs('orders') || runs('mixed')) {
      const dataDir = join(work, 'live')
      const printer = await startFakeNetworkPrinter()
      try {
        const store = await prepareStore(bin, dataDir, printer)
        if (runs('start')) rows.push(...(await benchColdStart(bin, dataDir)))
        if (runs('orders')) rows.push(...(await benchLiveServer(bin, dataDir, store, printer)))
        if (runs('mixed')) rows.push(...(await benchMixed(bin, dataDir, store, printer)))
      } finally {
        await printer.stop()
      }
    }
    // the year-old store: made by the reports' start (or the history's, alone), kept with --keep
    const yearOld = keep ?? join(work, 'reports')
    if (runs('reports')) rows.push(...(await benchReports(bin, yearOld)))
    if (runs('history')) rows.push(...(await benchHistory(bin, yearOld)))
    if (runs('phone')) rows.push(...(await benchPhone(bin)))
    if (runs('tablet')) rows.push(...(await benchTablet(bin)))
    if (runs('chain')) rows.push(...(await benchChain(bin)))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  const missed = rows.filter((r) => r.ok === false).length
  const took = `${((performance.now() - began) / 1000).toFixed(0)} s`
  const verdict = missed ? `${missed} goal(s) missed` : 'every goal met'
  console.log(`\n${machine}\n\n${textTable(rows)}\n\n${verdict} · bench took ${took}`)

  const block =
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, bench took ${took}.\n` +
    `Machine: ${machine}.\n\n${markdownTable(rows)}`
  mkdirSync(join(ROOT, 'dist/bench'), { recursive: true })
  writeFileSync(join(ROOT, 'dist/bench/last-run.md'), `${block}\n`)
  if (record) recordRun(join(ROOT, 'docs/PERFORMANCE.md'), block)
  process.exit(missed ? 1 : 0)
}

await main()
