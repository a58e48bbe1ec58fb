import type { Database } from 'bun:sqlite'
import { migrations } from './migrations'

/**
 * Applies the drizzle-kit migrations embedded at build time (the compiled binary has no
 * migrations folder). Each migration runs in its own transaction and is recorded by tag,
 * so a restart applies nothing twice and a crash mid-way leaves no half-applied step.
 */
export function applyMigrations(sqlite: Database): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS _migrations (
    tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`)
  const done = new Set(
    sqlite.query<{ tag: string }, []>('SELECT tag FROM _migrations').all().map((r) => r.tag),
  )
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.tag)) continue
    sqlite.transaction(() => {
      for (const stmt of m.sql.split('--> statement-breakpoint')) {
        if (stmt.trim()) sqlite.exec(stmt)
      }
      sqlite.query('INSERT INTO _migrations (tag, applied_at) VALUES (?, ?)').run(m.tag, Date.now())
    })()
    applied.push(m.tag)
  }
  return applied
}
