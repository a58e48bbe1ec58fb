import type { Database } from 'bun:sqlite'

/**
 * The worker's code, inline: a Blob worker needs no file of its own in the compiled binary.
 * Its own connection folds the log into the database every `everyMs` (PASSIVE: it never waits for
 * or holds up the server's writes), on its own thread; at FULL, like the server's connection, the
 * log is synced before it is copied and the database file after. A failure is reported once.
 */
const WORKER = `
import { Database } from 'bun:sqlite'
self.onmessage = ({ data }) => {
  const db = new Database(data.path)
  db.exec('PRAGMA busy_timeout = 1000')
  db.exec('PRAGMA synchronous = FULL')
  let reported = false
  const checkpoint = db.query('PRAGMA wal_checkpoint(PASSIVE)')
  setInterval(() => {
    try {
      checkpoint.get()
    } catch (e) {
      if (!reported) postMessage({ error: String(e?.message ?? e) })
      reported = true
    }
  }, data.everyMs)
}
`

/** Above this many pages in the log the server's own connection checkpoints after all: the worker's net. */
export const SAFETY_NET_PAGES = 10_000

/**
 * Checkpoints off the event loop. SQLite folds the write-ahead log back into the database file on
 * the connection whose commit crosses `wal_autocheckpoint` (1,000 pages): under a stream of orders
 * and printer updates that was the server's connection about four times a second, 5–9 ms each with
 * its fsyncs, on the one event loop (docs/PERFORMANCE.md, stop 17). A worker thread with its own
 * connection does it instead; the server's connection keeps a much higher threshold, so a worker
 * that stopped working would cost speed, never a log that grows without end.
 */
export function startCheckpointer(sqlite: Database, path: string, everyMs = 500): { stop(): void } {
  const worker = new Worker(URL.createObjectURL(new Blob([WORKER], { type: 'application/typescript' })))
  worker.onmessage = ({ data }) => console.error('[db] checkpoint failed:', data.error)
  ;(worker as Worker & { unref(): void }).unref() // never what keeps the process alive (Bun's Worker has unref)
  worker.postMessage({ path, everyMs })
  sqlite.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_NET_PAGES}`)
  return {
    stop() {
      worker.terminate()
      sqlite.exec('PRAGMA wal_autocheckpoint = 1000')
    },
  }
}
