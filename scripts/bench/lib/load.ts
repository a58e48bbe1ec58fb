// HTTP load through wrk (Debian package), or autocannon (npm, fetched by `bun x`) where wrk is
// missing and cannot be installed. Both report the same shape.
import { join } from 'node:path'

export type LoadResult = {
  tool: string
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  socketErrors: number
}
export type LoadSpec = {
  url: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  /** JSON; POSTs also get a fresh Idempotency-Key per request. */
  body?: string
  cookie?: string
  /** What browsers send, e.g. 'gzip, deflate, br'. */
  acceptEncoding?: string
}

let tool: 'wrk' | 'autocannon' | null = null

function sh(cmd: string[]): boolean {
  return Bun.spawnSync(cmd, { stdout: 'ignore', stderr: 'ignore' }).exitCode === 0
}

/** wrk if present; as root, installs it from Debian; otherwise autocannon. */
export function ensureLoadTool(): string {
  if (tool) return tool
  if (!Bun.which('wrk') && process.getuid?.() === 0 && Bun.which('apt-get')) {
    console.log('bench: installing wrk (apt-get)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (
      !Bun.spawnSync(['apt-get', 'install', '-y', '-qq', 'wrk'], { env, stdout: 'ignore', stderr: 'ignore' }).success
    ) {
      sh(['apt-get', 'update', '-qq'])
      sh(['apt-get', 'install', '-y', '-qq', 'wrk'])
    }
  }
  tool = Bun.which('wrk') ? 'wrk' : 'autocannon'
  if (tool === 'autocannon')
    console.log('bench: wrk unavailable, using autocannon via `bun x` (fetched from npm, not a project dependency)')
  return tool
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return ensureLoadTool() === 'wrk' ? runWrk(spec) : runAutocannon(spec)
}

const mean = (rs: LoadResult[], f: (r: LoadResult) => number) => rs.reduce((s, r) => s + f(r), 0) / rs.length
const merge = (rs: LoadResult[]): LoadResult => ({
  tool: rs[0].tool,
  rps: mean(rs, (r) => r.rps),
  p50: mean(rs, (r) => r.p50),
  p99: mean(rs, (r) => r.p99),
  requests: rs.reduce((s, r) => s + r.requests, 0),
  non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
  socketErrors: rs.reduce((s, r) => s + r.socketErrors, 0),
})

/**
 * A target and its baseline in alternating rounds after a warm-up of each, so that both meet the
 * same machine: on shared cores the load from other work drifts within seconds.
 */
export async function compareLoads(target: LoadSpec, baseline: LoadSpec, rounds = 2, warmupSeconds = 2) {
  await runLoad({ ...baseline, seconds: warmupSeconds })
  await runLoad({ ...target, seconds: warmupSeconds })
  const t: LoadResult[] = []
  const b: LoadResult[] = []
  for (let i = 0; i < rounds; i++) {
    b.push(await runLoad(baseline))
    t.push(await runLoad(target))
  }
  return { target: merge(t), baseline: merge(b) }
}

async function output(cmd: string[], env: Record<string, string> = {}): Promise<string> {
  const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...env } })
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  if ((await proc.exited) !== 0) throw new Error(`${cmd[0]} failed: ${err || out}`)
  return out
}

let runCounter = 0

async function runWrk(spec: LoadSpec): Promise<LoadResult> {
  // One wrk thread: on 2 cores the server needs the other; 32 connections are cheap for one thread.
  const out = await output(
    [
      'wrk',
      '-t1',
      `-c${spec.connections}`,
      `-d${spec.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      join(import.meta.dir, 'load.lua'),
      spec.url,
    ],
    {
      BENCH_METHOD: spec.method ?? 'GET',
      BENCH_BODY: spec.body ?? '',
      BENCH_COOKIE: spec.cookie ?? '',
      BENCH_ACCEPT_ENCODING: spec.acceptEncoding ?? '',
      BENCH_RUN: `${process.pid}-${Date.now()}-${++runCounter}`,
    },
  )
  const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '))
  if (!line) throw new Error(`wrk printed no summary:\n${out}`)
  const r = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>
  const ok = r.requests - r.non2xx
  return {
    tool: 'wrk',
    requests: r.requests,
    non2xx: r.non2xx,
    socketErrors: r.socketErrors,
    rps: ok / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
  }
}

async function runAutocannon(spec: LoadSpec): Promise<LoadResult> {
  const args = [
    'x',
    'autocannon',
    '-j',
    '-c',
    String(spec.connections),
    '-d',
    String(spec.seconds),
    '-m',
    spec.method ?? 'GET',
  ]
  if (spec.cookie) args.push('-H', `Cookie=${spec.cookie}`)
  if (spec.acceptEncoding) args.push('-H', `Accept-Encoding=${spec.acceptEncoding}`)
  if (spec.body) args.push('-H', 'Content-Type=application/json', '-b', spec.body)
  if (spec.method === 'POST') args.push('-H', 'Idempotency-Key=[<id>]', '--idReplacement')
  const r = JSON.parse(await output([process.execPath, ...args, spec.url]))
  const ok = r.requests.total - r.non2xx
  return {
    tool: 'autocannon',
    requests: r.requests.total,
    non2xx: r.non2xx,
    socketErrors: r.errors + r.timeouts,
    rps: ok / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
  }
}
