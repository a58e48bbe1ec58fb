import { Database } from 'bun:sqlite'
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Config } from '../../config'
import { lockDataFolder } from '../../db/data-lock'
import { BACKUP_NAME, backupDirOf, pruneBackups, stampOf, writeBackup } from './files'
import { BackupError, restoreBackup } from './restore'

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

/**
 * `pos-server backup`: a snapshot through its own connection, so it works beside a running
 * server (VACUUM INTO only reads). Prints the new file's path alone on stdout for scripts.
 */
function backupNow(config: Config) {
  const dbPath = join(config.dataDir, 'pos.db')
  if (!existsSync(dbPath)) throw new BackupError(`找不到資料庫：${dbPath}（請用 --data 指定資料夾）`)
  const sqlite = new Database(dbPath, { readwrite: true, create: false })
  try {
    sqlite.exec('PRAGMA busy_timeout = 5000')
    const dir = backupDirOf(config.dataDir)
    const file = writeBackup(sqlite, dir, Date.now())
    pruneBackups(dir, config.backup.keep)
    console.error(`備份完成（${mb(file.size)}），保留最近 ${config.backup.keep} 份`)
    console.log(file.path)
  } finally {
    sqlite.close()
  }
}

/** A bare backup name (pos-20261122-030000.db) also finds the file in the data folder's backups. */
function locate(config: Config, file: string): string {
  if (existsSync(file)) return file
  const inBackups = join(backupDirOf(config.dataDir), basename(file))
  return BACKUP_NAME.test(basename(file)) && existsSync(inBackups) ? inBackups : file
}

/**
 * Holds the data folder while it runs: refused while a server has it (restoring under a running
 * server is wrong), and no server can start half-way through.
 */
function restore(config: Config, file: string) {
  const lock = lockDataFolder(config.dataDir)
  try {
    const r = restoreBackup(config.dataDir, locate(config, file), stampOf(Date.now()))
    console.log(`已驗證備份檔：${r.path}（${mb(r.size)}，${r.orders} 筆訂單，integrity_check ok）`)
    console.log(r.setAside ? `原資料庫已另存為：${r.setAside}` : '資料夾中原本沒有資料庫')
    console.log(`已還原至：${r.dbPath}`)
    console.log('請啟動 pos-server。')
  } finally {
    lock.release()
  }
}

/** Runs `backup` or `restore FILE` and returns the process exit code. */
export function runBackupCommand(config: Config): number {
  try {
    if (config.command.name === 'backup') backupNow(config)
    else if (config.command.name === 'restore') restore(config, config.command.file)
    return 0
  } catch (e) {
    console.error(`錯誤：${(e as Error).message}`)
    return 1
  }
}
