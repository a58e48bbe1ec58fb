import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import { migrationState, type MigrationState } from '../../db/migrate'
import { migrations } from '../../db/migrations'
import { backupDirOf, beforeUpgradeLabel, listBackupFiles, writeBackup, type BackupFile } from './files'

/** A database written by a newer build: this one must not run on it. zh-TW, then English. */
export class SchemaTooNewError extends Error {}

/** The newest backup in the folder that this build could restore (none of its migrations unknown). */
function newestRestorable(dataDir: string): string | null {
  for (const file of listBackupFiles(backupDirOf(dataDir)).reverse()) {
    try {
      const db = new Database(file.path, { readonly: true })
      try {
        const state = migrationState(db)
        if (state.applied.length && !state.unknown.length) return file.path
      } finally {
        db.close()
      }
    } catch {
      // unreadable: not one to point at
    }
  }
  return null
}

function tooNew(dataDir: string, unknown: string[], version: string): SchemaTooNewError {
  const dbPath = join(dataDir, 'pos.db')
  const backup = newestRestorable(dataDir)
  const restore = (file: string) => `pos-server restore ${file} --data ${dataDir}`
  return new SchemaTooNewError(
    `資料庫 ${dbPath} 已由較新版本的 pos-server 升級（此版本 ${version} 不認得遷移 ${unknown.join(', ')}），` +
      '為保護資料不予啟動，資料庫未變更。請改用較新版本；若一定要退回此版本，' +
      (backup
        ? `可還原升級前的備份（之後的銷售會遺失）：${restore(backup)}`
        : `${backupDirOf(dataDir)} 中沒有此版本能還原的備份。`) +
      `\nError: ${dbPath} was upgraded by a newer pos-server (migrations unknown ` +
      `to ${version}: ${unknown.join(', ')}); ` +
      'not starting, the database is unchanged. Run the newer build; to go back to this one, ' +
      (backup
        ? `restore the newest backup it can read (later sales are lost): ${restore(backup)}`
        : `there is no backup in ${backupDirOf(dataDir)} this build can restore.`),
  )
}

/**
 * Runs before migrations (openDatabase's beforeMigrating): refuses a schema newer than this
 * build, and backs up a database that is about to be migrated, with the existing backup code,
 * into <data>/backups (a new, empty database has nothing to keep). Returns where the database
 * stood and that backup.
 */
export function prepareUpgrade(
  sqlite: Database,
  dataDir: string,
  version: string,
  now: number,
): { state: MigrationState; backup: BackupFile | null } {
  const state = migrationState(sqlite)
  if (state.unknown.length) throw tooNew(dataDir, state.unknown, version)
  if (!state.applied.length || !state.pending.length) return { state, backup: null }
  const label = beforeUpgradeLabel(state.applied.at(-1)!, migrations.at(-1)!.tag)
  return { state, backup: writeBackup(sqlite, backupDirOf(dataDir), now, label) }
}
