// Processes under test: start one, time it to its first healthy answer, read its memory, stop it.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import type { Subprocess } from 'bun'

export type Started = { proc: Subprocess; url: string; startMs: number; stop(): Promise<void> }

/** A port the kernel has just handed out on loopback (released again for the caller to bind). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Resident memory of a live process in MB: VmRSS now, VmHWM the peak since it started, RssAnon the
 * part that is its own (heap and stacks), not pages of its executable mapped in.
 */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!m) throw new Error(`no ${field} for pid ${pid}`)
  return Number(m[1]) / 1024
}

/**
 * Drops `file`'s pages from the page cache (written out first), as after a boot. A binary just
 * compiled sits whole in the cache, and the kernel then maps the cached pages around each page a
 * process touches (fault-around): about 4.5 MB of the server's RSS that a store's box, starting the
 * POS at boot, never has.
 */
export function coldPageCache(file: string): void {
  for (const cmd of [
    ['sync', file],
    ['dd', `if=${file}`, 'iflag=nocache', 'count=0', 'status=none'],
  ]) {
    const r = Bun.spawnSync(cmd)
    if (r.exitCode !== 0) throw new Error(`${cmd.join(' ')}: ${r.stderr.toString()}`)
  }
}

/**
 * Spawns `cmd` and polls `${url}${healthPath}` until it answers 200; startMs is spawn → that answer.
 * Output goes to `logFile` so a failed start can be read afterwards.
 */
export async function startProcess(
  cmd: string[],
  opts: { url: string; logFile: string; healthPath?: string; timeoutMs?: number; env?: Record<string, string> },
): Promise<Started> {
  const log = createWriteStream(opts.logFile, { flags: 'a' })
  const t0 = performance.now()
  const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...opts.env } })
  void pipe(proc.stdout as ReadableStream<Uint8Array>, log)
  void pipe(proc.stderr as ReadableStream<Uint8Array>, log)
  const deadline = t0 + (opts.timeoutMs ?? 10_000)
  const health = `${opts.url}${opts.healthPath ?? '/api/health'}`
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${cmd[0]} exited with ${proc.exitCode}; see ${opts.logFile}`)
    if (performance.now() > deadline) {
      proc.kill('SIGKILL')
      throw new Error(`${cmd[0]} did not answer ${health} in time; see ${opts.logFile}`)
    }
    const ok = await fetch(health).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    await Bun.sleep(2)
  }
  const startMs = performance.now() - t0
  return {
    proc,
    url: opts.url,
    startMs,
    async stop() {
      proc.kill('SIGTERM')
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000)
      await proc.exited
      clearTimeout(timer)
      log.end()
    },
  }
}

async function pipe(stream: ReadableStream<Uint8Array>, out: NodeJS.WritableStream) {
  const reader = stream.getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.write(r.value)
}

/**
 * CPU time the server's threads have used, in ms (nanoseconds from schedstat). On a shared host the
 * wall-clock median includes waiting for a core; the CPU per request does not.
 */
export function cpuMs(pid: number): number {
  let ns = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      /* the thread ended */
    }
  }
  return ns / 1e6
}
