import { Database, type Statement } from 'bun:sqlite'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { join } from 'node:path'
import * as schema from './schema'
import { readyChangeCaches } from './change-cache'
import { applyMigrations } from './migrate'
import { privateDir, privateTree } from './private-files'
import { createWalSync, openedFile, type WalSync } from './wal-sync'
import { createUnitOfWork, type UnitOfWork } from './unit-of-work'
import { createLogger, type Logger } from '../log'
import { systemClock } from '../clock'

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database }
/**
 * The open store database: `db` to read, `write`/`writeGrouped` (unit-of-work.ts) to change it.
 * `wal` syncs the write-ahead log off the event loop, for the grouped writes (wal-sync.ts).
 */
export type DbHandle = { sqlite: Database; db: Db; path: string; wal?: WalSync } & UnitOfWork

export type OpenOptions = {
  /**
   * Runs on the open database before any migration is applied, and before anything is written
   * to it: to refuse it (throw; the database is closed) or back it up first (src/server/main.ts).
   */
  beforeMigrating?: (sqlite: Database) => void
  /** Where the writes report a failed sync or a failed after-commit step (stderr by default). */
  log?: Logger
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
  const sqlite = new StoreDatabase(path, { create: true, strict: true })
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
  const db = drizzle(sqlite, { schema }) as Db
  readyChangeCaches(db)
  const walSync = wal ? createWalSync(openedFile(`${path}-wal`)) : undefined
  const log = opts.log ?? createLogger({ format: 'text', clock: systemClock, write: (line) => console.error(line) })
  return { sqlite, db, path, wal: walSync, ...createUnitOfWork(sqlite, log, walSync) }
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
 * The store's connection, keeping compiled statements by SQL text: drizzle's bun-sqlite driver
 * asks for a statement on every query, and compiling one each time cost about a tenth of an
 * order's CPU (docs/PERFORMANCE.md). `prepare` stays the public method it is, answered from a
 * bounded cache (least recently used out); bun:sqlite resets a statement before each run, and the
 * connection is used synchronously, so one statement per SQL text is enough. Nothing here depends
 * on how drizzle calls it: a caller of `query` gets bun:sqlite's own cache.
 */
class StoreDatabase extends Database {
  readonly #statements = new Map<string, Statement>()

  // biome-ignore lint/suspicious/noExplicitAny: bun:sqlite's own signature (its statement's parameter types)
  override prepare(sql: string, ...rest: any[]): any {
    if (rest.length) return super.prepare(sql, ...(rest as []))
    const cache = this.#statements
    let stmt = cache.get(sql)
    if (stmt)
      cache.delete(sql) // re-inserted below: Map order is the recency order
    else {
      stmt = super.prepare(sql)
      if (cache.size >= 500) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, stmt)
    return stmt
  }
}
