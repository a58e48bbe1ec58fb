import type { Changes } from 'bun:sqlite'
import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Queries on the hot paths (an order, a session lookup, the print queue), built once per
 * database instead of on every call: drizzle otherwise rebuilds the SQL text each time, which
 * was the largest share of an order's CPU (docs/PERFORMANCE.md). Values go in as placeholders
 * (`$('name')`), filled per call: `q(d).orderById.get({ id })`.
 *
 * Hot statements must not open an ephemeral table: no `RETURNING` (write, then read the row back
 * by its id), no `IN (subquery)`, no sort without an index, no `IN (list)` in a trigger. Under
 * bun:sqlite each ephemeral table allocates about 100 KB that only the next garbage collection
 * frees (an order opened nine). orders/hot-path-sql.test.ts checks
 * the statements an order runs.
 */
export function preparedFor<T extends object>(build: (d: Db) => T): (d: Db) => T {
  const byDb = new WeakMap<Db, T>()
  return (d) => {
    let queries = byDb.get(d)
    if (!queries) {
      queries = build(d)
      byDb.set(d, queries)
    }
    return queries
  }
}

export const $ = sql.placeholder

/** An INSERT's values, every column a placeholder of its own name: `values(placeholders('a', 'b'))`. */
export function placeholders<K extends string>(...columns: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(columns.map((c) => [c, $(c)])) as Record<K, Placeholder<K>>
}

/** An UPDATE's `set`, every column a placeholder of its own name (bound as given, not encoded). */
export function placeholderSet<K extends string>(...columns: K[]): Record<K, SQL> {
  return Object.fromEntries(columns.map((c) => [c, sql`${$(c)}`])) as Record<K, SQL>
}

/** What a prepared write's `run()` returns: bun:sqlite's Changes (drizzle types it as void). */
export const changesOf = (result: unknown) => result as Changes
