import type { Logger } from './log'

/** How long requests in flight get to finish before the server closes them. */
export const GRACE_MS = 5000
const POLL_MS = 10

/** What of Bun's server the drain uses (app.server). */
export type DrainableServer = {
  /** false: no new connections, idle keep-alive ones close now, those with a request close after its answer. */
  stop(closeActiveConnections?: boolean): Promise<void>
  readonly pendingRequests: number
}

export type ShutdownDeps = {
  server: DrainableServer
  log: Logger
  /** Ends the responses that last as long as a screen is open (live event streams): they would hold the drain. */
  closeStreams(): void
  /** Once the requests are done, in order: background work, the database's last sync, devices, the database. */
  steps: [what: string, run: () => unknown][]
  graceMs?: number
}

const secondsOf = (ms: number) => (ms / 1000).toFixed(1)

/**
 * SIGTERM or SIGINT: stop accepting, let the requests in flight finish (each order waits for its
 * group commit, so a 2xx sent is a sale on the disk) for up to `graceMs`, then stop the rest and
 * close. Print jobs stay in the database and print after the restart. Returns the exit code.
 */
export async function shutdown(
  signal: string,
  { server, log, closeStreams, steps, graceMs = GRACE_MS }: ShutdownDeps,
): Promise<number> {
  const t0 = performance.now()
  log.info('shutdown.begin', `shutdown (${signal}): no new connections, ${server.pendingRequests} requests in flight`, {
    signal,
    inFlight: server.pendingRequests,
  })
  void server.stop(false).catch(() => {})
  closeStreams()
  while (server.pendingRequests > 0 && performance.now() - t0 < graceMs) await Bun.sleep(POLL_MS)
  if (server.pendingRequests > 0) {
    log.warn(
      'shutdown.forced',
      `shutdown: closing ${server.pendingRequests} requests still running after ${secondsOf(graceMs)} s`,
      {
        inFlight: server.pendingRequests,
      },
    )
  }
  const all: ShutdownDeps['steps'] = [['closing connections', () => server.stop(true)], ...steps]
  let code = 0
  for (const [what, run] of all) {
    try {
      await run()
    } catch (e) {
      code = 1
      log.error('shutdown.step_failed', `shutdown: ${what} failed: ${(e as Error).message}`, { step: what })
    }
  }
  log.info('shutdown.end', `shutdown complete in ${secondsOf(performance.now() - t0)} s`, {
    ms: Math.round(performance.now() - t0),
    exitCode: code,
  })
  return code
}
