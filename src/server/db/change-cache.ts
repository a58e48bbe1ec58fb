import type { Database, Statement } from 'bun:sqlite'

/**
 * Keeps a value per key until a row of one of `tables` is written through this connection, e.g.
 * the public menu that diners' phones fetch over and over: an order writes orders, lines, stock and
 * the log, none of which the menu shows, so the menu stays cached under a stream of orders.
 *
 * The count of writes lives in a TEMP table bumped by TEMP triggers: both belong to this
 * connection only (nothing in the database file changes), the count rolls back with the write that
 * bumped it, and every module's writes are seen without each remembering to say so.
 */
export function createChangeCache<K, V>(sqlite: Database, tables: readonly string[]) {
  const counter = `change_count_${tables.join('_')}`
  let changes: Statement | null = null
  const entries = new Map<K, { at: number; value: V }>()

  /**
   * The TEMP table and triggers are made at the first call outside a transaction: made inside one
   * they would roll back with it, leaving the cache without its counter. Until then nothing is
   * kept, and an idle server that never needs the cache carries none of it.
   */
  function ready(): Statement | null {
    if (changes || sqlite.inTransaction) return changes
    sqlite.exec(`CREATE TEMP TABLE IF NOT EXISTS ${counter} (n INTEGER NOT NULL)`)
    if (!sqlite.prepare(`SELECT 1 FROM temp.${counter}`).get()) sqlite.exec(`INSERT INTO temp.${counter} VALUES (0)`)
    for (const table of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        sqlite.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${counter}_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table}
          BEGIN UPDATE temp.${counter} SET n = n + 1; END`)
      }
    }
    return (changes = sqlite.prepare(`SELECT n FROM temp.${counter}`))
  }

  return (key: K, build: () => V): V => {
    const count = ready()
    if (!count) return build()
    const at = (count.get() as { n: number }).n
    const hit = entries.get(key)
    if (hit?.at === at) return hit.value
    const value = build()
    entries.set(key, { at, value })
    return value
  }
}
