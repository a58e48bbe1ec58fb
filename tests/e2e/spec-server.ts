import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// One POS server per spec file, on ports of its own and an empty data folder: nothing a spec
// leaves (accounts, settings, backups, failed sign-ins counted against 127.0.0.1) reaches another,
// and specs run alone, in any order, or side by side in two workers.

// From a string, not a URL object: under a DOM test environment `URL` is the DOM's, which fileURLToPath refuses.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const bun = join(root, 'node_modules/.bin/bun')
const dataRoot = join(root, '.test-output/e2e-data')
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 10_000
/** How many times a start is tried again when a port picked as free was taken before the server bound it. */
const PORT_RETRIES = 3
/** `main.ts` exits 2 when a port is busy (and for a bad flag, which a retry repeats harmlessly). */
const EXIT_PORT_BUSY = 2

export type Account = { username: string; password: string }
export const OWNER: Account = { username: 'owner', password: 'secret123' }

export type SpecServer = {
  url: string
  /** Its data folder (pos.db), for a spec that feeds the database as another process would. */
  dataDir: string
  /** The first account, the owner (a manager), signed up once through the API. */
  owner(): Promise<Account>
  /**
   * The one-time code the first sign-up must give, as the server wrote it beside its database; null once an owner
   * exists.
   */
  setupCode(): string | null
  /** What the server printed, for a failed test's report. */
  output(): string
  stop(): Promise<void>
}

/** Ports the OS calls free right now, all different (each is held until all are picked). */
async function freePorts(count: number): Promise<number[]> {
  const held: Server[] = []
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer()
      held.push(server)
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
    }
    return held.map((s) => (s.address() as { port: number }).port)
  } finally {
    await Promise.all(held.map((s) => new Promise((resolve) => s.close(resolve))))
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

/**
 * Whether a GET answers 200, through node:http rather than the global fetch: under a DOM test
 * environment (the screen tests) that fetch is the page's, which logs every refused connection.
 */
const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    get(url, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    }).on('error', () => resolve(false))
  })

/** Whether /api/health answered before the process ended or the start timed out. */
async function healthy(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS
  let gone = false
  void exited(child).then(() => (gone = true))
  while (!gone && Date.now() < deadline) {
    const ok = await answers(`${url}/api/health`)
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await done
  clearTimeout(timer)
}

/** Extra flags and environment, e.g. an HQ server (`--hq` and its hub's address). */
export type StartOptions = { args?: string[]; env?: Record<string, string> }

async function startOnce(
  opts: StartOptions,
): Promise<{ server: SpecServer } | { exitCode: number | null; output: string }> {
  const [port, mqttPort] = await freePorts(2)
  mkdirSync(dataRoot, { recursive: true })
  const dataDir = mkdtempSync(join(dataRoot, 'spec-'))
  const url = `http://127.0.0.1:${port}`
  // --no-orphans: a worker that dies without its teardown takes its server with it.
  const child = spawn(
    bun,
    [
      '--no-orphans',
      'src/server/main.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--mqtt-port',
      String(mqttPort),
      '--data',
      dataDir,
      ...(opts.args ?? []),
    ],
    {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const lines: string[] = []
  child.stdout!.setEncoding('utf8').on('data', (s: string) => lines.push(s))
  child.stderr!.setEncoding('utf8').on('data', (s: string) => lines.push(s))
  const output = () => lines.join('')

  if (!(await healthy(url, child))) {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
    return { exitCode: child.exitCode, output: output() }
  }

  const codeFile = join(dataDir, 'setup-code.txt')
  const setupCode = () => (existsSync(codeFile) ? readFileSync(codeFile, 'utf8').split('\n')[0]!.trim() : null)
  let owner: Promise<Account> | null = null
  const signUpOwner = async () => {
    const res = await fetch(`${url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...OWNER, setupCode: setupCode() }),
    })
    if (!res.ok) throw new Error(`signing up the owner: ${res.status} ${await res.text()}`)
    return OWNER
  }
  return {
    server: {
      url,
      dataDir,
      owner: () => (owner ??= signUpOwner()),
      setupCode,
      output,
      async stop() {
        await stopChild(child)
        rmSync(dataDir, { recursive: true, force: true })
      },
    },
  }
}

/** Starts a server from source (the UI must be built into dist/ui) and waits until it answers. */
export async function startSpecServer(opts: StartOptions = {}): Promise<SpecServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(opts)
    if ('server' in started) return started.server
    if (started.exitCode !== EXIT_PORT_BUSY || attempt > PORT_RETRIES) {
      throw new Error(`the e2e server did not start (exit ${started.exitCode}):\n${started.output}`)
    }
  }
}
