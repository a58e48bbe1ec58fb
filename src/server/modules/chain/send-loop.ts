// What a server sends to NATS from its own database (sales up from a store, menu versions from HQ)
// goes out one run at a time: a kick during a run makes it go round once more, a failed run (the
// link or the hub away) is tried again a second later from what the database still says is unsent.
import type { ChainConnection } from './nats'

const RETRY_MS = 1000

export function createSendLoop(d: {
  /** Opens the connection (and whatever the run needs on it) the first time, and after none. */
  connect: () => Promise<ChainConnection>
  /** Sends what is waiting; `stopped()` says the server is shutting down. */
  run: (conn: ChainConnection, stopped: () => boolean) => Promise<void>
  failed: (e: unknown) => void
}) {
  let conn: ChainConnection | null = null
  let running = false
  let again = false
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | null = null
  const isStopped = () => stopped

  async function go() {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        conn ??= await d.connect()
        await d.run(conn, isStopped)
      } while (again && !stopped)
    } catch (e) {
      d.failed(e)
      if (!stopped) retry = setTimeout(kick, RETRY_MS)
    } finally {
      running = false
    }
  }
  function kick() {
    retry = null
    if (!stopped) void go()
  }
  return {
    kick,
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      await conn?.nc.close().catch(() => {})
    },
  }
}
