// `npm test`: installs system test deps, type-checks each part (tsconfig.server/ui/e2e.json),
// checks the import walls (dependency-cruiser, .dependency-cruiser.cjs), builds the UI, runs bun
// test, vitest and Playwright, and closes with one line "N passed, N failed" (non-zero exit if
// anything failed or crashed). Each tsc project, each wall rule, `biome ci` (format and lint, no
// writes) and the line-length check (scripts/check-lines.ts) count as one check each.
//
// The runners share the machine in two lanes: the checks and vitest (type-checking, no system
// programs) start at once beside the installs; bun test and Playwright run side by side once the
// installs and the UI build are done. Neither test runner alone keeps two cores busy (bun test
// waits on child servers and argon2, Playwright on the browser), so the lanes fill each other's
// gaps. Output of runners that run side by side is prefixed with the runner's name.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { viteBuildCommand } from './build.ts'
import { longLines, MAX_LINE } from './check-lines.ts'
import { junitFailures, playwrightFailures, vitestFailures } from './test-failures.ts'

const root = resolve(import.meta.dir, '..')
const outDir = join(root, '.test-output')
const RUNNER_TIMEOUT_MS = 15 * 60_000
/** `runner: file › test — first line of its error`, printed again at the end of the run. */
const failedTests: string[] = []
const TSC_PROJECTS = ['tsconfig.server.json', 'tsconfig.ui.json', 'tsconfig.e2e.json']
const BUN_TEST_DIRS = ['src', 'tests/binary', 'tests/reliability', 'tests/security', 'tests/contract']
// Vitest owns the UI's tests (they need a DOM); bun test must not pick them up from src/.
const BUN_TEST_IGNORE = ['src/ui/**']
// Test files run in this many bun processes (each file still alone in its process's turn): the
// files spend much of their time waiting on servers they start, child processes and argon2.
const BUN_TEST_PROCESSES = Math.min(4, Math.max(2, availableParallelism()))

type Result = { name: string; passed: number; failed: number; skipped: number; notes: string[]; seconds: number }
/** A runner's counts, and the names of its failed tests when its report gives them. */
type Counts = Pick<Result, 'passed' | 'failed' | 'skipped'> & { failures?: string[] }

const bin = (name: string) => join(root, 'node_modules/.bin', name)
const hasConfig = (base: string) => ['ts', 'mts', 'js', 'mjs'].some((ext) => existsSync(join(root, `${base}.${ext}`)))

/** Lines as they come, each prefixed with `[label] ` so that runners side by side stay readable. */
async function pumpLines(stream: ReadableStream<Uint8Array>, label: string, into: string[]) {
  const decoder = new TextDecoder()
  let partial = ''
  const take = (text: string) => {
    into.push(text)
    const lines = (partial + text).split('\n')
    partial = lines.pop()!
    for (const line of lines) process.stdout.write(`[${label}] ${line}\n`)
  }
  const reader = stream.getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) take(decoder.decode(r.value, { stream: true }))
  if (partial) process.stdout.write(`[${label}] ${partial}\n`)
}

/** Runs a command, streaming its output through (labelled) while keeping a copy to parse. */
async function exec(label: string, cmd: string[], env: Record<string, string> = {}) {
  console.log(`[${label}] $ ${cmd.map((c) => c.replace(`${root}/`, '')).join(' ')}`)
  const proc = Bun.spawn(cmd, {
    cwd: root,
    env: { ...process.env, ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: RUNNER_TIMEOUT_MS,
  })
  const text: string[] = []
  await Promise.all([pumpLines(proc.stdout, label, text), pumpLines(proc.stderr, label, text)])
  const code = await proc.exited
  return { code, signal: proc.signalCode, output: text.join('') }
}

// biome-ignore lint/suspicious/noExplicitAny: the runners' JSON reports, read field by field with checks.
function readJson(path: string): any {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** Runs one runner; `parse` returns its counts, or null when it printed none. */
async function runner(
  name: string,
  cmd: string[],
  parse: (output: string) => Counts | null,
  env: Record<string, string> = {},
): Promise<Result> {
  const t0 = performance.now()
  const { code, signal, output } = await exec(name, cmd, env)
  const result: Result = { name, passed: 0, failed: 0, skipped: 0, notes: [], seconds: (performance.now() - t0) / 1000 }
  const counts = parse(output)
  if (counts) {
    const { failures = [], ...numbers } = counts
    Object.assign(result, numbers)
    failedTests.push(...failures.map((f) => `${name}: ${f}`))
  } else result.notes.push('printed no counts')
  if (signal) result.notes.push(`killed by ${signal}`)
  else if (code !== 0) result.notes.push(`exit ${code}`)
  // A crash, a timeout, or a non-zero exit with no failing test (e.g. a file that failed to load)
  // still has to fail the run.
  if (result.failed === 0 && (counts === null || code !== 0)) result.failed = 1
  return result
}

function skippedRunner(name: string, why: string): Result {
  console.log(`\ntest-all: ${name}: ${why}, not run`)
  return { name, passed: 0, failed: 0, skipped: 0, notes: [why], seconds: 0 }
}

function bunTest(): Promise<Result> {
  const dirs = BUN_TEST_DIRS.filter((d) => existsSync(join(root, d)))
  const junit = join(outDir, 'bun-junit.xml')
  rmSync(junit, { force: true })
  const ignore = BUN_TEST_IGNORE.map((p) => `--path-ignore-patterns=${p}`)
  const cmd = [
    process.execPath,
    'test',
    '--timeout',
    '30000',
    `--parallel=${BUN_TEST_PROCESSES}`,
    ...ignore,
    ...dirs,
    '--reporter=junit',
    `--reporter-outfile=${junit}`,
  ]
  if (dirs.length === 0) return Promise.resolve(skippedRunner('bun test', 'no test folders'))
  return runner('bun test', cmd, (output) => {
    if (/did not match any test files|No tests found/i.test(output) && !/^\s*\d+ pass$/m.test(output)) {
      return { passed: 0, failed: 0, skipped: 0 }
    }
    const head = existsSync(junit) ? readFileSync(junit, 'utf8').match(/<testsuites\b[^>]*>/)?.[0] : undefined
    const attr = (n: string, src = head ?? '') => Number(src.match(new RegExp(`\\b${n}="(\\d+)"`))?.[1] ?? 0)
    if (head) {
      const failed = attr('failures') + attr('errors')
      const failures = junitFailures(readFileSync(junit, 'utf8'))
      return { passed: attr('tests') - attr('failures') - attr('skipped'), failed, skipped: attr('skipped'), failures }
    }
    const line = (word: string) => output.match(new RegExp(`^\\s*(\\d+) ${word}$`, 'm'))?.[1]
    if (line('pass') === undefined && line('fail') === undefined) return null
    return { passed: Number(line('pass') ?? 0), failed: Number(line('fail') ?? 0), skipped: Number(line('skip') ?? 0) }
  })
}

function vitest(): Promise<Result> {
  if (!hasConfig('vitest.config')) return Promise.resolve(skippedRunner('vitest', 'no vitest.config'))
  const file = join(outDir, 'vitest.json')
  rmSync(file, { force: true })
  const cmd = [
    bin('vitest'),
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]
  return runner('vitest', cmd, () => {
    const r = readJson(file)
    if (!r || typeof r.numTotalTests !== 'number') return null
    const skipped = r.numPendingTests + (r.numTodoTests ?? 0)
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped, failures: vitestFailures(r, root) }
  })
}

function playwright(): Promise<Result> {
  if (!hasConfig('playwright.config')) return Promise.resolve(skippedRunner('playwright', 'no playwright.config'))
  const file = join(outDir, 'playwright.json')
  rmSync(file, { force: true })
  const cmd = [bin('playwright'), 'test', '--reporter=list,json', '--pass-with-no-tests']
  return runner(
    'playwright',
    cmd,
    () => {
      const report = readJson(file)
      const stats = report?.stats
      if (!stats || typeof stats.expected !== 'number') return null
      // Flaky = failed first, passed on retry: counted as passed, and named in the summary.
      if (stats.flaky) console.log(`test-all: playwright: ${stats.flaky} flaky test(s)`)
      const failures = playwrightFailures(report)
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures }
    },
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  )
}

/** `tsc -p` of each part: one check each, failed when tsc reports an error or does not finish. */
async function typecheck(): Promise<Result> {
  const t0 = performance.now()
  const result: Result = { name: 'tsc', passed: 0, failed: 0, skipped: 0, notes: [], seconds: 0 }
  for (const project of TSC_PROJECTS) {
    const { code, signal } = await exec('tsc', [bin('tsc'), '-p', project])
    if (code === 0) result.passed++
    else {
      result.failed++
      result.notes.push(`${project}: ${signal ?? `exit ${code}`}`)
    }
  }
  result.seconds = (performance.now() - t0) / 1000
  return result
}

/**
 * dependency-cruiser over src with the walls in .dependency-cruiser.cjs (run by Bun: it refuses
 * older Node versions). Each "error" rule is one check, failed by any import across it; "warn"
 * rules are counted and reported only.
 */
async function boundaries(): Promise<Result> {
  const t0 = performance.now()
  const file = join(outDir, 'depcruise.json')
  rmSync(file, { force: true })
  const config = join(root, '.dependency-cruiser.cjs')
  const cmd = [
    process.execPath,
    '--bun',
    bin('depcruise'),
    'src',
    '--config',
    config,
    '--output-type',
    'json',
    '--output-to',
    file,
  ]
  const { code, signal } = await exec('boundaries', cmd)
  const result: Result = {
    name: 'boundaries',
    passed: 0,
    failed: 0,
    skipped: 0,
    notes: [],
    seconds: (performance.now() - t0) / 1000,
  }
  const report = readJson(file)
  const rules: { name: string; severity: string }[] = require(config).forbidden
  if (!report?.summary) {
    result.failed = 1
    result.notes.push(signal ? `killed by ${signal}` : `exit ${code}, no report`)
    return result
  }
  const violations: { from: string; to: string; rule: { name: string; severity: string } }[] = report.summary.violations
  for (const rule of rules.filter((r) => r.severity === 'error')) {
    const broken = violations.filter((v) => v.rule.name === rule.name)
    if (broken.length === 0) result.passed++
    else {
      result.failed++
      result.notes.push(`${rule.name}: ${broken.length}`)
      for (const v of broken) console.log(`  ✗ ${rule.name}: ${v.from} → ${v.to}`)
    }
  }
  const warned = violations.filter((v) => v.rule.severity === 'warn').length
  if (warned) result.notes.push(`${warned} warnings`)
  console.log(`boundaries: ${result.passed} rules kept, ${result.failed} broken${warned ? `, ${warned} warnings` : ''}`)
  return result
}

/** `biome ci .` (formatting and lint findings, printed by Biome) and lines over MAX_LINE: one check each. */
async function style(): Promise<Result> {
  const t0 = performance.now()
  const result: Result = { name: 'style', passed: 0, failed: 0, skipped: 0, notes: [], seconds: 0 }
  const { code, signal } = await exec('biome', [bin('biome'), 'ci', '.', '--max-diagnostics=none'])
  if (code === 0) result.passed++
  else {
    result.failed++
    result.notes.push(`biome ci: ${signal ?? `exit ${code}`}`)
  }
  const long = longLines(root)
  for (const line of long) console.log(`  ✗ over ${MAX_LINE} characters: ${line}`)
  if (long.length === 0) result.passed++
  else {
    result.failed++
    result.notes.push(`${long.length} lines over ${MAX_LINE} characters`)
  }
  result.seconds = (performance.now() - t0) / 1000
  return result
}

async function buildUi(): Promise<Result | null> {
  const t0 = performance.now()
  const { code } = await exec('vite build', viteBuildCommand())
  if (code === 0) return null
  return {
    name: 'vite build',
    passed: 0,
    failed: 1,
    skipped: 0,
    notes: [`exit ${code}`],
    seconds: (performance.now() - t0) / 1000,
  }
}

const started = performance.now()
mkdirSync(outDir, { recursive: true })
// --checks-only: the type, wall and style checks alone (seconds to a few minutes, no test runners).
const checksOnly = process.argv.includes('--checks-only')
const checks = async () => [
  await typecheck(),
  await boundaries(),
  await style(),
  ...(checksOnly ? [] : [await vitest()]),
]
/** The installs, then the UI build both test runners need, then the two side by side. */
async function tests(): Promise<Result[]> {
  await exec('deps', ['bash', join(root, 'scripts/ensure-test-deps.sh')])
  const uiFailure = await buildUi()
  return [...(uiFailure ? [uiFailure] : []), ...(await Promise.all([bunTest(), playwright()]))]
}
const results = (await Promise.all([checks(), checksOnly ? [] : tests()])).flat()

console.log('\ntest-all summary:')
for (const r of results) {
  const notes = r.notes.length ? ` [${r.notes.join(', ')}]` : ''
  console.log(
    `  ${r.name.padEnd(11)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} ` +
      `skipped (${r.seconds.toFixed(1)} s)${notes}`,
  )
}
for (const f of failedTests) console.log(`  ✗ ${f}`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`test-all: ${((performance.now() - started) / 1000).toFixed(1)} s in all`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
