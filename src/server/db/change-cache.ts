import type { Database, Statement } from 'bun:sqlite'
import type { Db } from './client'

/**
 * Keeps a value per key until a row of one of `tables` is written through this connection, e.g.
 * the public menu that diners' phones fetch over and over: an order writes orders, lines, stock and
 * the log, none of which the menu shows, so the menu stays cached under a stream of orders.
 *
 * The tables' state is a mark in a TEMP table that TEMP triggers set on every write: both belong to
 * this connection only (nothing in the database file changes), and every module's writes are seen
 * without each remembering to say so. The mark is random, not a count: it rolls back with the write
 * that set it, and a count would then come round to the same number at the next write, handing a
 * value built inside the rolled-back transaction to a state it never saw.
 * At most `max` values are kept, and only those of the current mark (older ones are never asked
 * for again), so keys a client makes up cannot grow it without end.
 */
export function createChangeCache<K, V>(sqlite: Database, tables: readonly string[], max = 1000) {
  const counter = `change_count_${tables.join('_')}`
  let changes: Statement | null = null
  const entries = new Map<K, V>()
  let entriesAt: number | null = null

  /**
   * The TEMP table and triggers are made at the first call outside a transaction (or by `ready`):
   * made inside one they would roll back with it, leaving the cache without its mark. Until then
   * nothing is kept.
   */
  function ready(): Statement | null {
    if (changes || sqlite.inTransaction) return changes
    sqlite.exec(`CREATE TEMP TABLE IF NOT EXISTS ${counter} (n INTEGER NOT NULL)`)
    if (!sqlite.query(`SELECT 1 FROM temp.${counter}`).get()) sqlite.exec(`INSERT INTO temp.${counter} VALUES (0)`)
    for (const table of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        sqlite.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${counter}_${table}_${event.toLowerCase()} AFTER ${event} ON
          main.${table}
          BEGIN UPDATE temp.${counter} SET n = random(); END`)
      }
    }
    // query(), not prepare(): the connection finalizes its cached statements when it closes.
    changes = sqlite.query(`SELECT n FROM temp.${counter}`)
    return changes
  }

  const get = (key: K, build: () => V): V => {
    const mark = ready()
    if (!mark) return build()
    const at = (mark.get() as { n: number }).n
    if (at !== entriesAt) {
      entries.clear()
      entriesAt = at
    }
    if (entries.has(key)) return entries.get(key)!
    if (entries.size >= max) entries.clear()
    const value = build()
    entries.set(key, value)
    return value
  }
  /** Makes the mark now, if outside a transaction (see `readyChangeCaches`). */
  return Object.assign(get, { ready: () => void ready() })
}

type ChangeCache<K, V> = ReturnType<typeof createChangeCache<K, V>>
const everyCacheFor: ((d: Db) => ChangeCache<unknown, unknown>)[] = []

/**
 * Makes the marks of every `changeCacheFor` cache for `d`, at start-up and outside a transaction. A
 * cache made at its first use would otherwise be first used inside the order's transaction (the
 * menu rows priced in it) and, not allowed to make its mark there, keep nothing, every time.
 */
export function readyChangeCaches(d: Db): void {
  for (const cacheOf of everyCacheFor) cacheOf(d).ready()
}

/**
 * A change cache per database, for module functions handed only the drizzle `d` (its `$client` is
 * the connection whose writes the cache watches); `openDatabase` makes each one ready.
 */
export function changeCacheFor<K, V>(tables: readonly string[], max?: number): (d: Db) => ChangeCache<K, V> {
  const byDb = new WeakMap<Db, ChangeCache<K, V>>()
  const cacheOf = (d: Db) => {
    let cache = byDb.get(d)
    if (!cache) {
      cache = createChangeCache<K, V>(d.$client, tables, max)
      byDb.set(d, cache)
    }
    return cache
  }
  everyCacheFor.push(cacheOf as (d: Db) => ChangeCache<unknown, unknown>)
  return cacheOf
}
