// The POS screen on an emulated counter tablet (scripts/bench/tablet-load.ts: Chromium at 1024×768,
// the CPU slowed to the tablet's BenchmarkIndex, lib/cpu-index.ts; cold cache, signed in), against
// the binary with the demo store.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHROMIUM } from './browser'
import { calibrationNote } from './cpu-index'
import { startPos, type Binary } from './live'
import { ms, type Row } from './table'

const RUNS = 3
const USABLE_GOAL_MS = 1500
const TAPS = 20
const TAP_GOAL_MS = 100

/** A tap on an item tile until its line is in the cart (tap-load.ts), on the same server. */
function tapRow(url: string): Row {
  console.log('bench: taps on the POS on an emulated tablet…')
  const figure = 'POS on a counter tablet: tap on an item → its line in the cart'
  const run = Bun.spawnSync([process.execPath, resolve(import.meta.dir, '../tap-load.ts'), url, String(TAPS)], {
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const out = run.stdout.toString()
  const m = /median of \d+: (\d+) ms \(slowest (\d+) ms\)/.exec(out)
  if (!m) {
    console.log(`bench: tap-load failed: ${run.stderr.toString().slice(0, 500)}`)
    return {
      figure,
      measured: 'tap-load failed (see above)',
      baseline: '',
      ratio: '',
      goal: `≤ ${TAP_GOAL_MS} ms`,
      ok: false,
    }
  }
  const [median, slowest] = [Number(m[1]), Number(m[2])]
  return {
    figure,
    measured: `${ms(median)} (slowest ${ms(slowest)})`,
    baseline: `median of ${TAPS} taps; ${calibrationNote(out)}`,
    ratio: '',
    goal: `≤ ${TAP_GOAL_MS} ms`,
    ok: median <= TAP_GOAL_MS,
  }
}

export async function benchTablet(bin: Binary): Promise<Row[]> {
  const figure = 'POS on a counter tablet: usable (first menu item enabled)'
  if (!existsSync(CHROMIUM))
    return [{ figure, measured: `not measured (no ${CHROMIUM})`, baseline: '', ratio: '', goal: 'reported', ok: null }]
  console.log('bench: POS on an emulated tablet…')
  const pos = await startPos(bin, join(bin.work, 'tablet'), ['--demo', '--no-mqtt'], 60_000)
  try {
    const script = resolve(import.meta.dir, '../tablet-load.ts')
    const run = Bun.spawnSync([process.execPath, script, pos.url, String(RUNS)], { stdout: 'pipe', stderr: 'pipe' })
    const out = run.stdout.toString()
    const m = /first paint (\d+) ms, usable (\d+) ms, ([\d.]+) KB over the wire/.exec(out)
    if (!m) {
      console.log(`bench: tablet-load failed: ${run.stderr.toString().slice(0, 500)}`)
      return [
        {
          figure,
          measured: 'tablet-load failed (see above)',
          baseline: '',
          ratio: '',
          goal: `≤ ${USABLE_GOAL_MS / 1000} s`,
          ok: false,
        },
      ]
    }
    const [paint, usable, wire] = [Number(m[1]), Number(m[2]), Number(m[3])]
    const note = calibrationNote(out)
    return [
      {
        figure,
        measured: ms(usable),
        baseline: `first paint ${ms(paint)}, ${wire.toFixed(1)} KB over the wire, median of ${RUNS}; ${note}`,
        ratio: '',
        goal: `≤ ${USABLE_GOAL_MS / 1000} s`,
        ok: usable <= USABLE_GOAL_MS,
      },
      tapRow(pos.url),
    ]
  } finally {
    await pos.stop()
  }
}
