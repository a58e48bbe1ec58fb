// Only the service-hour and year-of-history rows of the benchmark, against a compiled binary: the mixed load (with the
// synchronous=NORMAL order baseline), every list and read on the year-old store, the diner QR
// page on an emulated phone and the POS on an emulated tablet. The quick loop when changing one
// of them; run.ts prints them all.
// Usage: bun scripts/bench/history-load.ts [--binary PATH] [--keep DIR] [--only mixed,history,phone,tablet]
//   --keep  keeps the year-old store in DIR between runs (it takes minutes to make)
//   --only  runs only the named parts (comma-separated)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { benchHistory } from './lib/history'
import { prepareStore, type Binary } from './lib/live'
import { ensureLoadTool } from './lib/load'
import { benchMixed } from './lib/mixed'
import { benchPhone } from './lib/phone'
import { benchTablet } from './lib/tablet'
import { textTable, type Row } from './lib/table'

const flag = (name: string) =>
  process.argv.includes(name) ? resolve(process.argv[process.argv.indexOf(name) + 1]) : null
// the bench's build: the release binary has no --bench-data
const binary = flag('--binary') ?? resolve(import.meta.dir, '../../dist/pos-server-bench')
const keep = flag('--keep')
const onlyAt = process.argv.indexOf('--only')
const parts = new Set(onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : ['mixed', 'history', 'phone', 'tablet'])
ensureLoadTool()
const work = mkdtempSync(join(tmpdir(), 'pos-bench-21-'))
const bin: Binary = { path: binary, baseline: join(import.meta.dir, 'baseline-server.ts'), work }
const rows: Row[] = []
try {
  if (parts.has('mixed')) {
    const printer = await startFakeNetworkPrinter()
    try {
      const live = join(work, 'live')
      rows.push(...(await benchMixed(bin, live, await prepareStore(bin, live, printer), printer)))
    } finally {
      await printer.stop()
    }
  }
  if (parts.has('history')) {
    const history = keep ?? join(work, 'reports')
    mkdirSync(history, { recursive: true })
    rows.push(...(await benchHistory(bin, history)))
  }
  if (parts.has('phone')) rows.push(...(await benchPhone(bin)))
  if (parts.has('tablet')) rows.push(...(await benchTablet(bin)))
} finally {
  rmSync(work, { recursive: true, force: true })
}
console.log(`\n${textTable(rows)}`)
