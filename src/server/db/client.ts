import { Database, type Statement } from 'bun:sqlite'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { join } from 'node:path'
import * as schema from './schema'
import { readyChangeCaches } from './change-cache'
import { applyMigrations } from './migrate'
import { privateDir, privateTree } from './private-files'
import { createWalSync, openedFile, type WalSync } from './wal-sync'

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database }
/** `wal` syncs the write-ahead log off the event loop, for the order batches (wal-sync.ts). */
export type DbHandle = { sqlite: Database; db: Db; path: string; wal?: WalSync }

export type OpenOptions = {
  /**
   * Runs on the open database before any migration is applied, and before anything is written
   * to it: to refuse it (throw; the database is closed) or back it up first (src/server/main.ts).
   */
  beforeMigrating?: (sqlite: Database) => void
}

/**
 * Opens (creating if needed) the store database and brings its schema up to date.
 * synchronous=FULL: this file holds orders and payments, and an acknowledged sale must
 * survive a power cut (WAL with NORMAL could lose the last commits).
 * The folder and its files are made private once the -wal and -shm exist; SQLite gives the ones
 * it creates later the database file's own mode.
 */
export function openDatabase(dataDir: string, opts: OpenOptions = {}): DbHandle {
  privateDir(dataDir)
  const path = join(dataDir, 'pos.db')
  const sqlite = new Database(path, { create: true, strict: true })
  // A file system without shared memory keeps the rollback journal: then there is no log to sync apart.
  const wal = (sqlite.query('PRAGMA journal_mode = WAL').get() as { journal_mode: string }).journal_mode === 'wal'
  sqlite.exec('PRAGMA synchronous = FULL')
  sqlite.exec('PRAGMA foreign_keys = ON')
  sqlite.exec('PRAGMA busy_timeout = 5000')
  try {
    opts.beforeMigrating?.(sqlite)
    applyMigrations(sqlite)
  } catch (e) {
    sqlite.close()
    throw e
  }
  privateTree(dataDir)
  const db = drizzle(reusingStatements(sqlite), { schema }) as Db
  readyChangeCaches(db)
  return { sqlite, db, path, wal: wal ? createWalSync(openedFile(`${path}-wal`)) : undefined }
}

/** Closes the database and lets go of its log's file (wal-sync.ts keeps it open between syncs). */
export function closeDatabase(handle: DbHandle) {
  handle.wal?.close()
  handle.sqlite.close()
}

/**
 * Runs `fn` without waiting for the disk (synchronous=NORMAL), for bookkeeping whose loss in a
 * power cut is harmless, e.g. a print job marked sent (at worst it prints twice). A crash of the
 * process still loses nothing, and the next ordinary commit makes it durable. Inside an open
 * transaction the level cannot change: `fn` just runs.
 */
export function withoutFsync<T>(sqlite: Database, fn: () => T): T {
  if (sqlite.inTransaction) return fn()
  const level = (sqlite.query('PRAGMA synchronous').get() as { synchronous: number }).synchronous
  if (level <= 1) return fn() // already NORMAL or OFF
  sqlite.exec('PRAGMA synchronous = NORMAL')
  try {
    return fn()
  } finally {
    sqlite.exec(`PRAGMA synchronous = ${level}`)
  }
}

/**
 * drizzle's bun-sqlite driver compiles every query afresh (sqlite3_prepare on each call); keeping
 * the compiled statements by SQL text saves about a tenth of an order's CPU (docs/PERFORMANCE.md).
 * Statements are used synchronously and reset on each call, so one per SQL text is enough.
 */
function reusingStatements(sqlite: Database, max = 500): Database {
  const cache = new Map<string, Statement>()
  const prepare = (sql: string) => {
    let stmt = cache.get(sql)
    if (stmt) {
      cache.delete(sql) // re-insert: Map order is the recency order
    } else {
      stmt = sqlite.prepare(sql)
      if (cache.size >= max) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, stmt)
    return stmt
  }
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
