import { Database } from 'bun:sqlite'
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join } from 'node:path'
import { migrationState } from '../../db/migrate'
import { privateDir, privateFile } from '../../db/private-files'

/** A refusal the command line prints as is (zh-TW). */
export class BackupError extends Error {}

const SQLITE_MAGIC = 'SQLite format 3\0'

function hasSqliteHeader(path: string): boolean {
  const fd = openSync(path, 'r')
  try {
    const head = Buffer.alloc(16)
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === SQLITE_MAGIC
  } finally {
    closeSync(fd)
  }
}

export type VerifiedBackup = { path: string; size: number; orders: number; migrations: string[] }

/** A backup is restorable when it is an intact SQLite file with our schema, not from a newer version. */
export function verifyBackup(path: string): VerifiedBackup {
  if (!existsSync(path) || !statSync(path).isFile()) throw new BackupError(`找不到備份檔：${path}`)
  if (!hasSqliteHeader(path)) throw new BackupError(`不是 SQLite 資料庫檔案：${path}`)
  const db = new Database(path, { readonly: true })
  try {
    const problems = db
      .query<{ integrity_check: string }, []>('PRAGMA integrity_check')
      .all()
      .map((r) => r.integrity_check)
    if (problems.join() !== 'ok')
      throw new BackupError(`備份檔已損壞（integrity_check：${problems.slice(0, 3).join('；')}）`)
    const hasTable = (name: string) =>
      !!db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)
    if (!hasTable('_migrations')) throw new BackupError('此檔案不是本系統的資料庫（缺少 _migrations 資料表）')
    const { applied, unknown } = migrationState(db)
    if (unknown.length)
      throw new BackupError(`備份來自較新版本的系統（${unknown.join(', ')}），請先更新 pos-server 再還原`)
    const orders = hasTable('orders')
      ? (db.query<{ n: number }, []>('SELECT count(*) AS n FROM orders').get()?.n ?? 0)
      : 0
    return { path, size: statSync(path).size, orders, migrations: applied }
  } catch (e) {
    if (e instanceof BackupError) throw e
    throw new BackupError(`無法讀取備份檔：${(e as Error).message}`)
  } finally {
    db.close()
  }
}

/**
 * Takes the database for this process alone: a running server keeps a shared lock on it, so an
 * exclusive lock is refused while one is up. Leaving WAL mode folds the log into the main file,
 * so the copy set aside is complete in one file. The lock is held until `release()`.
 */
function takeOver(dbPath: string): () => void {
  const db = new Database(dbPath)
  try {
    db.exec('PRAGMA busy_timeout = 0')
    db.exec('PRAGMA locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    db.exec('PRAGMA journal_mode = DELETE')
  } catch (e) {
    db.close()
    const busy = /locked|busy/i.test((e as Error).message)
    throw new BackupError(
      busy ? '伺服器正在使用此資料庫，請先停止 pos-server 再還原' : `無法開啟目前的資料庫：${(e as Error).message}`,
    )
  }
  return () => db.close()
}

/** copyFile gives the copy the source's mode (the umask does not apply): made private here. */
function durableCopy(from: string, to: string) {
  copyFileSync(from, to)
  privateFile(to)
  const fd = openSync(to, 'r+')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Never overwrite an earlier set-aside database (two restores in one second). */
function freeAsideName(base: string): string {
  let name = base
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`
  return name
}

export type RestoreReport = VerifiedBackup & { dbPath: string; setAside: string | null }

/**
 * Replaces `dataDir/pos.db` with a verified backup. The current database is kept as
 * pos.db.before-restore-<stamp>; stale -wal/-shm files are removed so SQLite cannot replay an
 * old log over the restored file. Everything it leaves in the folder is private.
 */
export function restoreBackup(dataDir: string, file: string, stamp: string): RestoreReport {
  const backup = verifyBackup(file)
  privateDir(dataDir)
  const dbPath = join(dataDir, 'pos.db')
  let setAside: string | null = null
  if (existsSync(dbPath)) {
    const release = takeOver(dbPath)
    try {
      setAside = freeAsideName(`${dbPath}.before-restore-${stamp}`)
      renameSync(dbPath, setAside)
      privateFile(setAside) // an install from before files were private had it 0644
    } finally {
      release()
    }
  }
  rmSync(`${dbPath}-wal`, { force: true })
  rmSync(`${dbPath}-shm`, { force: true })
  const incoming = `${dbPath}.restoring`
  durableCopy(file, incoming)
  renameSync(incoming, dbPath)
  return { ...backup, dbPath, setAside }
}
