import type { Database } from 'bun:sqlite'
import { describeError, type Logger } from '../log'
import { createCommitGroup } from './group-commit'
import { transact } from './transact'
import type { WalSync } from './wal-sync'

/** What a write's work may do besides writing: name what to announce once the write has committed. */
export type Tx = {
  /**
   * `step` runs once the write is committed (for a grouped write: on the disk), never when it rolls
   * back, and never for a replay (a replay simply stages nothing). Steps announce: they run the
   * outbox's after-commit sends (`events.stage(...)` returns one), emit events, wake printers. A
   * failing step is logged; it never undoes the write nor reaches the caller.
   */
  afterCommit(step: (() => void) | undefined): void
}

/**
 * The one way a module writes to the database. `write` runs `work` in one immediate transaction (a
 * savepoint when called inside another write: its steps then wait for the outer commit);
 * `writeGrouped` is the same contract for the order hot path, sharing one commit, and one sync of
 * the log, with the other writes of the same event-loop turn (group-commit.ts). How the commit
 * happens (statement caches, the log's sync off the event loop) is this folder's business only.
 */
export type UnitOfWork = {
  write<T>(work: (tx: Tx) => T): T
  writeGrouped<T>(work: (tx: Tx) => T): Promise<T>
}

export function createUnitOfWork(sqlite: Database, log: Logger, wal?: WalSync): UnitOfWork {
  const group = createCommitGroup(sqlite, log, { wal })
  /** The steps of the write now running, if any: a nested write hands its own to it. */
  let open: (() => void)[] | null = null
  /** Steps are running: a write they make is a step's own, after the commit it announces. */
  let announcing = false

  function announce(steps: (() => void)[]) {
    const outer = announcing
    announcing = true
    try {
      runSteps(steps)
    } finally {
      announcing = outer
    }
  }

  function runSteps(steps: (() => void)[]) {
    for (const step of steps) {
      try {
        // Inside the group's after-commit transaction a savepoint each: one failure keeps the others' work.
        if (sqlite.inTransaction) transact(sqlite, step)
        else step()
      } catch (error) {
        log.error('db.after_commit_failed', `after-commit work failed: ${describeError(error)}`)
      }
    }
  }

  /** Runs `work` with its own list of steps; the caller decides when they run. */
  function collecting<T>(work: (tx: Tx) => T, steps: (() => void)[]): T {
    const outer = open
    open = steps
    try {
      return work({ afterCommit: (step) => void (step && steps.push(step)) })
    } finally {
      open = outer
    }
  }

  return {
    write(work) {
      const outer = open
      // In a transaction this unit did not open, its steps could only run before that one commits.
      if (!outer && !announcing && sqlite.inTransaction)
        throw new Error('db.write inside a transaction it did not open')
      const steps: (() => void)[] = []
      const result = transact(sqlite, () => collecting(work, steps), 'immediate')
      if (outer) outer.push(...steps)
      else announce(steps)
      return result
    },
    writeGrouped(work) {
      const steps: (() => void)[] = []
      return group.run(
        () => collecting(work, steps),
        () => announce(steps),
      )
    },
  }
}
