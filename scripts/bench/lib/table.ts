// The one table the benchmark prints, as text for the terminal and Markdown for docs/PERFORMANCE.md.
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'

export type Row = {
  figure: string
  measured: string
  baseline: string
  /** measured ÷ baseline where the goal is a ratio, else empty. */
  ratio: string
  goal: string
  /** null: reported only, no goal. */
  ok: boolean | null
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : 'missing')
export const mb = (v: number) => `${v.toFixed(1)} MB`
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`
export const pct = (v: number) => `${(v * 100).toFixed(0)}%`
export const times = (v: number) => `${v.toFixed(2)}×`

const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'ok' : 'MISSED')
const COLUMNS = ['Figure', 'Measured', 'Baseline (same run)', 'Ratio', 'Goal', ''] as const
const cells = (r: Row) => [r.figure, r.measured, r.baseline, r.ratio, r.goal, verdict(r.ok)]

/** Display width: CJK characters take two columns in a terminal. */
const width = (s: string) =>
  [...s].reduce(
    (w, c) =>
      w +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1),
    0,
  )
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)))

export function textTable(rows: Row[]): string {
  const all = [COLUMNS as readonly string[], ...rows.map(cells)]
  const widths = COLUMNS.map((_, i) => Math.max(...all.map((r) => width(r[i]))))
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => pad(c, widths[i]))
      .join('  ')
      .trimEnd()
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n')
}

export function markdownTable(rows: Row[]): string {
  const line = (r: readonly string[]) => `| ${r.join(' | ')} |`
  return [line(COLUMNS), line(COLUMNS.map(() => '---')), ...rows.map((r) => line(cells(r)))].join('\n')
}

export function machineDescription(tools: string): string {
  const cpu = os.cpus()
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
  return (
    `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} (shared with other work; load average at start ${load}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${os.release()}, Bun ${Bun.version}, ${tools}`
  )
}

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

/** Replaces the recorded run between the markers in docs/PERFORMANCE.md. */
export function recordRun(docPath: string, block: string) {
  const doc = readFileSync(docPath, 'utf8')
  const a = doc.indexOf(START)
  const b = doc.indexOf(END)
  if (a < 0 || b < a) throw new Error(`${docPath}: markers ${START} … ${END} not found`)
  writeFileSync(docPath, `${doc.slice(0, a + START.length)}\n${block}\n${doc.slice(b)}`)
}
