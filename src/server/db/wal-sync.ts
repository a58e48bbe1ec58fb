import { closeSync, fdatasync, fstatSync, openSync, statSync } from 'node:fs'

/** A file whose written data can be put on the disk; the log's (`openedFile`), or a test's stand-in. */
export type SyncedFile = { datasync(): Promise<void>; close(): void }

/**
 * fdatasync of one file on the thread pool, through a descriptor kept open. Opening and closing
 * the file around each sync were two more trips through the pool, each one waiting for the event
 * loop to take its answer: under a busy loop the orders waited there longest.
 * The path is looked up at each sync (a stat, no disk I/O), so a log deleted and made
 * anew (all connections closed, a restore) is opened again, never the old one synced instead.
 */
export function openedFile(path: string): SyncedFile {
  let fd: number | null = null
  let ino = -1
  const file = {
    datasync(): Promise<void> {
      try {
        if (fd === null || statSync(path).ino !== ino) {
          file.close()
          fd = openSync(path, 'r+')
          ino = fstatSync(fd).ino
        }
      } catch (e) {
        return Promise.reject(e)
      }
      const opened = fd
      return new Promise((resolve, reject) => fdatasync(opened, (e) => (e ? reject(e) : resolve())))
    },
    close() {
      if (fd !== null) closeSync(fd)
      fd = null
    },
  }
  return file
}

/**
 * Puts the database's write-ahead log on the disk without holding the event loop. The order batch
 * (group-commit.ts) commits without SQLite's own fsync and waits on `sync()` before anyone hears
 * back: inside COMMIT that fsync took 2–7 ms per order on the one event loop, most of what a menu
 * read waited behind under a stream of orders.
 *
 * One sync runs at a time. A sync asked for while one runs waits for the next, which begins after
 * it: the running one may have started before the caller's writes reached the file.
 * `settled()` is for readers that must not act on a commit before it is durable (the print queue:
 * a ticket printed for an order a power cut then takes away would print again when the till
 * retries); it never rejects.
 */
export function createWalSync(file: SyncedFile) {
  let running: Promise<void> | null = null
  let next: PromiseWithResolvers<void> | null = null

  function start(): Promise<void> {
    const run = file.datasync().finally(() => {
      running = null
      const waiting = next
      next = null
      if (waiting) start().then(waiting.resolve, waiting.reject)
    })
    running = run
    return run
  }

  const wal = {
    /** Called once, at the first sync: the store has begun to trade (main.ts starts the checkpointer then). */
    onFirstSync: null as (() => void) | null,
    /** Resolves once everything written to the log before this call is on the disk. */
    sync(): Promise<void> {
      if (wal.onFirstSync) {
        const first = wal.onFirstSync
        wal.onFirstSync = null
        try {
          first()
        } catch {
          // The orders go on regardless; main.ts's callback logs its own failure.
        }
      }
      if (!running) return start()
      next ??= Promise.withResolvers<void>()
      return next.promise
    },
    /** Lets go of the log's file, once the syncs asked for have run (the database is closing). */
    close(): void {
      void wal.settled().then(() => file.close())
    },
    /** Resolves once every sync asked for so far has finished (well or not). */
    settled(): Promise<void> {
      const last = next?.promise ?? running
      return last
        ? last.then(
            () => {},
            () => {},
          )
        : Promise.resolve()
    },
  }
  return wal
}
export type WalSync = ReturnType<typeof createWalSync>
