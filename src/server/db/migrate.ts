import type { Database } from 'bun:sqlite'
import { migrations } from './migrations'

type Migration = { tag: string; sql: string }

/**
 * Applies the drizzle-kit migrations embedded at build time (the compiled binary has no
 * migrations folder). Each migration runs in its own transaction and is recorded by tag,
 * so a restart applies nothing twice and a crash mid-way leaves no half-applied step.
 * `list` is for tests that build the database of an older release.
 */
export function applyMigrations(sqlite: Database, list: Migration[] = migrations): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS _migrations (
    tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`)
  const done = new Set(appliedTags(sqlite))
  const applied: string[] = []
  for (const m of list) {
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

/** The tags recorded in the database, oldest first; none in a new (or a foreign) database. */
function appliedTags(sqlite: Database): string[] {
  if (!sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_migrations'").get()) return []
  return sqlite
    .query<{ tag: string }, []>('SELECT tag FROM _migrations ORDER BY tag')
    .all()
    .map((r) => r.tag)
}

export type MigrationState = {
  applied: string[]
  /** Embedded here, not yet in the database: what applyMigrations would do. */
  pending: string[]
  /** In the database, not embedded here: written by a newer build. */
  unknown: string[]
}

/** Where a database stands against this build's migrations; reads only. */
export function migrationState(sqlite: Database): MigrationState {
  const applied = appliedTags(sqlite)
  const done = new Set(applied)
  const known = new Set(migrations.map((m) => m.tag))
  return {
    applied,
    pending: migrations.map((m) => m.tag).filter((t) => !done.has(t)),
    unknown: applied.filter((t) => !known.has(t)),
  }
}
