import type { Database } from 'bun:sqlite'

/**
 * Keeps a value per key until anything at all is written through this connection (SQLite's
 * total_changes()), e.g. the public menu that diners' phones fetch over and over: correct without
 * tracking which writes matter, and still a hit between orders.
 */
export function createChangeCache<K, V>(sqlite: Database) {
  const changes = sqlite.prepare('SELECT total_changes() AS n')
  const entries = new Map<K, { at: number; value: V }>()
  return (key: K, build: () => V): V => {
    const at = (changes.get() as { n: number }).n
    const hit = entries.get(key)
    if (hit?.at === at) return hit.value
    const value = build()
    entries.set(key, { at, value })
    return value
  }
}
