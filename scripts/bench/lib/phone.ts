// The diner QR page on an emulated cheap phone (scripts/bench/phone-load.ts: Chromium with the CPU
// slowed to the phone's BenchmarkIndex, lib/cpu-index.ts; 1.6 Mbps, 150 ms RTT, cold cache), against
// the binary with the demo store.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHROMIUM } from './browser'
import { calibrationNote } from './cpu-index'
import { startPos, type Binary } from './live'
import { kb, ms, type Row } from './table'

const RUNS = 3

export async function benchPhone(bin: Binary): Promise<Row[]> {
  const figures = [
    'Diner QR page on a phone: first paint',
    'Diner QR page on a phone: menu tappable',
    'Diner QR page: its JavaScript, gzip',
  ]
  if (!existsSync(CHROMIUM)) {
    return figures.map((figure) => ({
      figure,
      measured: `not measured (no ${CHROMIUM})`,
      baseline: '',
      ratio: '',
      goal: 'reported',
      ok: null,
    }))
  }
  console.log('bench: diner QR page on an emulated phone…')
  const pos = await startPos(bin, join(bin.work, 'phone'), ['--demo', '--no-mqtt'], 60_000)
  try {
    const script = resolve(import.meta.dir, '../phone-load.ts')
    const run = Bun.spawnSync([process.execPath, script, pos.url, String(RUNS)], { stdout: 'pipe', stderr: 'pipe' })
    const out = run.stdout.toString()
    const js = /JavaScript: ([\d.]+) KB gzip/.exec(out)
    const times = /first paint (\d+) ms, menu tappable (\d+) ms, ([\d.]+) KB over the wire/.exec(out)
    if (!js || !times) {
      console.log(`bench: phone-load failed: ${run.stderr.toString().slice(0, 500)}`)
      return figures.map((figure) => ({
        figure,
        measured: 'phone-load failed (see above)',
        baseline: '',
        ratio: '',
        goal: 'reported',
        ok: false,
      }))
    }
    const [paint, tappable, wire] = [Number(times[1]), Number(times[2]), Number(times[3])]
    const jsKb = Number(js[1])
    return [
      {
        figure: figures[0],
        measured: ms(paint),
        baseline: `${wire.toFixed(1)} KB over the wire, median of ${RUNS}; ${calibrationNote(out)}`,
        ratio: '',
        goal: '≤ 1.0 s',
        ok: paint <= 1000,
      },
      { figure: figures[1], measured: ms(tappable), baseline: '', ratio: '', goal: '≤ 1.5 s', ok: tappable <= 1500 },
      { figure: figures[2], measured: kb(jsKb * 1024), baseline: '', ratio: '', goal: '≤ 60 KB', ok: jsKb <= 60 },
    ]
  } finally {
    await pos.stop()
  }
}
