import type { Database } from 'bun:sqlite'
import { withoutFsync } from './client'
import { transact } from './transact'
import type { WalSync } from './wal-sync'
import { describeError, repeatLimited, type Logger } from '../log'

type Piece = {
  work: () => unknown
  afterCommit?: (value: unknown) => void
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/**
 * Group commit for a hot write path (order creation): the pieces of work submitted during one
 * turn of the event loop run together at the end of it, in one `BEGIN IMMEDIATE` transaction,
 * each in its own savepoint, and share one commit — one fsync instead of one per request, which
 * is what a busy till waits for most (docs/PERFORMANCE.md). No caller hears back before the
 * commit that makes its work durable. A piece that throws is rolled back alone and rejects
 * alone; a failed commit (a full disk) rolls back and rejects every piece of the batch.
 * The transaction never stays open across I/O: the batch runs synchronously.
 *
 * `afterCommit` (announcing: MQTT tickets, events) runs once the batch is durable, for the whole
 * batch in one more transaction without an fsync of its own, each in a savepoint; a failure is
 * logged and never undoes or holds up the committed work. What must not be lost with a crash
 * (an order's print jobs) belongs in `work`, which commits it with the order.
 *
 * With `wal`, the batch commits without SQLite's fsync and the log is synced off the event loop
 * (wal-sync.ts); answers and `afterCommit` wait for that sync, and the next batch may run meanwhile.
 * A failed sync answers the batch as a storage failure; what it committed stays and is announced
 * (its tickets print), and a retry with the same key replays it.
 */
export function createCommitGroup(
  sqlite: Database,
  log: Logger,
  { maxBatch = 64, wal }: { maxBatch?: number; wal?: WalSync } = {},
) {
  const queue: Piece[] = []
  const syncFailed = repeatLimited(log)

  function flush() {
    const batch = queue.splice(0, maxBatch)
    if (queue.length) setImmediate(flush)
    const outcomes: Outcome[] = []
    const commit = () =>
      transact(
        sqlite,
        () => {
          for (const piece of batch) {
            // SQLite may roll the whole transaction back on its own (a full disk): what would run
            // now would commit alone, outside the batch, and be reported as failed. Stop instead.
            if (!sqlite.inTransaction) throw outcomes.findLast((o) => !o.ok)?.error ?? new Error('transaction lost')
            try {
              outcomes.push({ ok: true, value: transact(sqlite, piece.work) }) // nested: a savepoint
            } catch (error) {
              outcomes.push({ ok: false, error })
            }
          }
        },
        'immediate',
      )
    try {
      if (wal) withoutFsync(sqlite, commit)
      else commit()
    } catch (error) {
      for (const piece of batch) piece.reject(error)
      return
    }
    if (!wal) return finish(batch, outcomes)
    wal.sync().then(
      () => finish(batch, outcomes),
      (error: Error) => {
        syncFailed('error', 'db.sync_failed', `syncing the database log failed: ${error.message}`)
        finish(
          batch,
          outcomes,
          Object.assign(new Error(`syncing the log failed: ${error.message}`), { code: 'SQLITE_IOERR_FSYNC' }),
        )
      },
    )
  }

  /** Announces what the batch committed, then answers; `failure` answers every piece (the log's sync failed). */
  function finish(batch: Piece[], outcomes: Outcome[], failure?: Error) {
    const after = batch.flatMap((piece, i) => {
      const o = outcomes[i]
      return o.ok && piece.afterCommit ? [() => piece.afterCommit!(o.value)] : []
    })
    if (after.length) {
      const logged = (error: unknown) =>
        log.error('db.after_commit_failed', `after-commit work failed: ${describeError(error)}`)
      try {
        withoutFsync(sqlite, () =>
          transact(sqlite, () => {
            for (const f of after) {
              try {
                transact(sqlite, f) // a savepoint each: one failure keeps the others' work
              } catch (error) {
                logged(error)
              }
            }
          }),
        )
      } catch (error) {
        logged(error)
      }
    }
    batch.forEach((piece, i) => {
      const o = outcomes[i]
      if (failure) piece.reject(failure)
      else if (o.ok) piece.resolve(o.value)
      else piece.reject(o.error)
    })
  }

  return {
    /** Runs `work` (synchronous) in the next group and resolves once that group is committed. */
    run<T>(work: () => T, afterCommit?: (value: T) => void): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush)
        queue.push({
          work,
          afterCommit: afterCommit as Piece['afterCommit'],
          resolve: resolve as Piece['resolve'],
          reject,
        })
      })
    },
  }
}
export type CommitGroup = ReturnType<typeof createCommitGroup>
