import type { Database } from 'bun:sqlite'
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { privateDir, privateFile } from '../../db/private-files'

/**
 * pos-YYYYMMDD-HHMMSS.db in Taipei time; -N when two backups fall in the same second. The one
 * taken before an upgrade's migrations says so, with the newest migration the database had and
 * the newest the new build brings: pos-before-upgrade-0017-0020-YYYYMMDD-HHMMSS.db.
 */
export const BACKUP_NAME = /^pos-(?:before-upgrade-\d{4}-\d{4}-)?(\d{8})-(\d{6})(?:-(\d{1,3}))?\.db$/

/** The label of a backup taken before migrating from one migration tag (0017_x) to another. */
export const beforeUpgradeLabel = (fromTag: string, toTag: string) =>
  `before-upgrade-${fromTag.slice(0, 4)}-${toTag.slice(0, 4)}`
const PARTIAL_SUFFIX = '.partial'
const TAIPEI_OFFSET_MS = 8 * 3600_000 // Taiwan has no daylight saving time

export const backupDirOf = (dataDir: string) => join(dataDir, 'backups')

export type BackupFile = { name: string; path: string; size: number; createdAt: number }

/** YYYYMMDD-HHMMSS in Taipei time. */
export function stampOf(now: number): string {
  const iso = new Date(now + TAIPEI_OFFSET_MS).toISOString() // 2026-11-22T12:00:00.000Z
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`
}

/** The moment a backup name stands for (epoch ms), or null for anything that is not one of ours. */
export function timeOfName(name: string): number | null {
  const m = BACKUP_NAME.exec(name)
  if (!m) return null
  const [d, t] = [m[1], m[2]]
  const ms = Date.UTC(
    +d.slice(0, 4),
    +d.slice(4, 6) - 1,
    +d.slice(6, 8),
    +t.slice(0, 2),
    +t.slice(2, 4),
    +t.slice(4, 6),
  )
  return Number.isNaN(ms) ? null : ms - TAIPEI_OFFSET_MS
}

const sequenceOf = (name: string) => Number(BACKUP_NAME.exec(name)?.[3] ?? 0)

/**
 * Oldest first. Files that do not match the name pattern (partial, foreign) are not backups;
 * one pruned by another process between listing and stat is skipped.
 */
export function listBackupFiles(dir: string): BackupFile[] {
  if (!existsSync(dir)) return []
  const files: BackupFile[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = BACKUP_NAME.test(name) ? statSync(path, { throwIfNoEntry: false }) : undefined
    if (stat?.isFile()) files.push({ name, path, size: stat.size, createdAt: timeOfName(name)! })
  }
  return files.sort((a, b) => a.createdAt - b.createdAt || sequenceOf(a.name) - sequenceOf(b.name))
}

function freeName(dir: string, now: number, label: string | undefined): string {
  const base = `pos-${label ? `${label}-` : ''}${stampOf(now)}`
  for (let n = 0; n < 1000; n++) {
    const name = n === 0 ? `${base}.db` : `${base}-${n + 1}.db`
    if (!existsSync(join(dir, name)) && !existsSync(join(dir, name + PARTIAL_SUFFIX))) return name
  }
  throw new Error(`too many backups in the same second: ${base}`)
}

/**
 * A consistent snapshot of the live database (VACUUM INTO reads one transaction, so writers
 * carry on under WAL), written under a temporary name and renamed once complete: a crash mid-way
 * never leaves a file that looks like a good backup. A backup is the whole database (password
 * hashes included): private like it. `label` (beforeUpgradeLabel) goes between pos- and the time.
 */
export function writeBackup(sqlite: Database, dir: string, now: number, label?: string): BackupFile {
  privateDir(dir)
  const name = freeName(dir, now, label)
  const path = join(dir, name)
  const partial = path + PARTIAL_SUFFIX
  try {
    sqlite.query('VACUUM INTO ?').run(partial)
    privateFile(partial)
    renameSync(partial, path)
  } catch (e) {
    rmSync(partial, { force: true })
    throw e
  }
  return { name, path, size: statSync(path).size, createdAt: timeOfName(name)! }
}

/**
 * Keeps the newest `keep` backups and removes leftovers of interrupted ones (old enough not to be
 * another process's backup in progress); returns the removed names.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return []
  for (const f of readdirSync(dir)) {
    const p = join(dir, f)
    if (f.endsWith(PARTIAL_SUFFIX) && Date.now() - statSync(p).mtimeMs > 3600_000) rmSync(p, { force: true })
  }
  const all = listBackupFiles(dir)
  const old = all.slice(0, Math.max(0, all.length - keep))
  for (const b of old) rmSync(b.path, { force: true })
  return old.map((b) => b.name)
}
