import { Database } from 'bun:sqlite'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import * as schema from './schema'
import { applyMigrations } from './migrate'

export type Db = BunSQLiteDatabase<typeof schema>
export type DbHandle = { sqlite: Database; db: Db; path: string }

/**
 * Opens (creating if needed) the store database and brings its schema up to date.
 * synchronous=FULL: this file holds orders and payments, and an acknowledged sale must
 * survive a power cut (WAL with NORMAL could lose the last commits).
 */
export function openDatabase(dataDir: string, file = 'pos.db'): DbHandle {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, file)
  const sqlite = new Database(path, { create: true, strict: true })
  sqlite.exec('PRAGMA journal_mode = WAL')
  sqlite.exec('PRAGMA synchronous = FULL')
  sqlite.exec('PRAGMA foreign_keys = ON')
  sqlite.exec('PRAGMA busy_timeout = 5000')
  applyMigrations(sqlite)
  return { sqlite, db: drizzle(sqlite, { schema }), path }
}
