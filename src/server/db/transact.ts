import type { Database, Statement } from 'bun:sqlite'

type Controls = {
  begin: Statement
  beginImmediate: Statement
  commit: Statement
  rollback: Statement
  savepoint: Statement
  release: Statement
  rollbackTo: Statement
}

const controlsOf = new WeakMap<Database, Controls>()

function controls(sqlite: Database): Controls {
  let c = controlsOf.get(sqlite)
  if (!c) {
    const sp = '"hot_path"'
    c = {
      begin: sqlite.prepare('BEGIN'),
      beginImmediate: sqlite.prepare('BEGIN IMMEDIATE'),
      commit: sqlite.prepare('COMMIT'),
      rollback: sqlite.prepare('ROLLBACK'),
      savepoint: sqlite.prepare(`SAVEPOINT ${sp}`),
      release: sqlite.prepare(`RELEASE ${sp}`),
      rollbackTo: sqlite.prepare(`ROLLBACK TO ${sp}`),
    }
    controlsOf.set(sqlite, c)
  }
  return c
}

/**
 * `sqlite.transaction(fn).immediate()` (or the deferred default) for the hot paths: a
 * transaction, or a savepoint when one is already open; committed when `fn` returns, rolled back
 * when it throws. The same steps as bun:sqlite's, minus its cost: `transaction()` builds four
 * wrapper functions and their properties on every call, about 2 KB of garbage, and an order runs
 * several.
 */
export function transact<T>(sqlite: Database, fn: () => T, mode: 'deferred' | 'immediate' = 'deferred'): T {
  const c = controls(sqlite)
  const nested = sqlite.inTransaction
  ;(nested ? c.savepoint : mode === 'immediate' ? c.beginImmediate : c.begin).run()
  try {
    const result = fn()
    ;(nested ? c.release : c.commit).run()
    return result
  } catch (error) {
    // SQLite may already have rolled back on its own (a full disk): then there is nothing to undo.
    if (sqlite.inTransaction) {
      if (nested) {
        c.rollbackTo.run()
        c.release.run()
      } else c.rollback.run()
    }
    throw error
  }
}
