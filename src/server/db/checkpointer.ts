import type { Database } from 'bun:sqlite'
import { systemClock, type Clock } from '../clock'

/**
 * The worker's code, inline: a Blob worker needs no file of its own in the compiled binary.
 * Its own connection folds the log into the database every `everyMs` (PASSIVE: it never waits for
 * or holds up the server's writes), on its own thread; at FULL, like the server's connection, the
 * log is synced before it is copied and the database file after. A failure is reported once.
 *
 * Asked to `truncate`, it also empties the log's file (TRUNCATE). That mode takes the write lock,
 * so it runs with no busy wait: when a write or a reader is in the way it gives up at once
 * (busy = 1) and the server asks again later, and a sale waits at most for the few milliseconds a
 * checkpoint of an already folded log holds the lock, never for the checkpoint's own patience.
 */
const WORKER = `
import { Database } from 'bun:sqlite'
let db = null
let reported = false
const report = (e) => {
  if (!reported) postMessage({ error: String(e?.message ?? e) })
  reported = true
}
function truncate() {
  try {
    db.exec('PRAGMA busy_timeout = 0')
    return db.query('PRAGMA wal_checkpoint(TRUNCATE)').get().busy === 0
  } catch (e) {
    report(e)
    return false
  } finally {
    db.exec('PRAGMA busy_timeout = 1000')
  }
}
self.onmessage = ({ data }) => {
  if (data.truncate) return postMessage({ truncated: truncate() })
  db = new Database(data.path)
  db.exec('PRAGMA busy_timeout = 1000')
  db.exec('PRAGMA synchronous = FULL')
  const checkpoint = db.query('PRAGMA wal_checkpoint(PASSIVE)')
  setInterval(() => {
    try {
      checkpoint.get()
    } catch (e) {
      report(e)
    }
  }, data.everyMs)
}
`

/** Above this many pages in the log the server's own connection checkpoints after all: the worker's net. */
export const SAFETY_NET_PAGES = 10_000

export type IdleOptions = {
  /** No write for this long and the log's file is emptied (its pages are already in the database). */
  idleMs?: number
  clock?: Clock
  /** Calls `tick` every `ms` until the returned stop is called; a test passes its own and drives it. */
  every?: (ms: number, tick: () => Promise<void>) => () => void
}

const everyInterval: NonNullable<IdleOptions['every']> = (ms, tick) => {
  const timer = setInterval(tick, ms)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Five quiet minutes, not a pause between two tables: an emptied log's file grows again with the
 * next orders, and each commit that grows it syncs the file's size too (the bench's ticket p99 went
 * from 11 to 56–85 ms when it was emptied after 30 s).
 */
export const IDLE_BEFORE_TRUNCATE_MS = 5 * 60_000

/**
 * Calls `truncate` once the server's connection has written nothing for `idleMs`: again after its
 * next write, or at the next tick if it could not (false). Returns the stop.
 */
function whenIdle(
  sqlite: Database,
  truncate: () => Promise<boolean>,
  { idleMs = IDLE_BEFORE_TRUNCATE_MS, clock = systemClock, every = everyInterval }: IdleOptions,
) {
  // total_changes(): rows this connection has written since it opened, i.e. every write of the server.
  const written = sqlite.query<{ n: number }, []>('SELECT total_changes() AS n')
  let seen = -1
  let lastWrite = clock.now()
  let emptied = false
  let running: Promise<void> | null = null
  return every(Math.min(idleMs, 5_000), () => {
    const n = written.get()!.n
    if (n !== seen) {
      seen = n
      lastWrite = clock.now()
      emptied = false
    }
    if (running || emptied || clock.now() - lastWrite < idleMs) return running ?? Promise.resolve()
    running = truncate().then((truncated) => {
      running = null
      emptied = truncated
    })
    return running
  })
}

/**
 * Checkpoints off the event loop. SQLite folds the write-ahead log back into the database file on
 * the connection whose commit crosses `wal_autocheckpoint` (1,000 pages): under a stream of orders
 * and printer updates that was the server's connection about four times a second, 5–9 ms each with
 * its fsyncs, on the one event loop. A worker thread with its own
 * connection does it instead; the server's connection keeps a much higher threshold, so a worker
 * that stopped working would cost speed, never a log that grows without end.
 *
 * A folded log keeps its file's size (SQLite reuses the file, never shrinks it): a rush left tens
 * of megabytes until a restart. The worker empties it once the server is idle (whenIdle).
 */
export function startCheckpointer(
  sqlite: Database,
  path: string,
  everyMs = 500,
  idle: IdleOptions = {},
): { stop(): void } {
  const worker = new Worker(URL.createObjectURL(new Blob([WORKER], { type: 'application/typescript' })))
  let answer: ((truncated: boolean) => void) | null = null
  worker.onmessage = ({ data }) => {
    if (data.error) console.error('[db] checkpoint failed:', data.error)
    else answer?.(data.truncated)
  }
  ;(worker as Worker & { unref(): void }).unref() // never what keeps the process alive (Bun's Worker has unref)
  worker.postMessage({ path, everyMs })
  sqlite.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_NET_PAGES}`)
  const stopIdle = whenIdle(
    sqlite,
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve
        worker.postMessage({ truncate: true })
      }),
    idle,
  )
  return {
    stop() {
      stopIdle()
      answer?.(false)
      worker.terminate()
      sqlite.exec('PRAGMA wal_autocheckpoint = 1000')
    },
  }
}
