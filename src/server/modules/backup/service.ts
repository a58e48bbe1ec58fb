import { basename, resolve } from 'node:path'
import type { Config } from '../../config'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { BACKUP_NAME, backupDirOf, listBackupFiles, pruneBackups, writeBackup, type BackupFile } from './files'

/** How often the schedule looks whether a backup is due, and the pause after start-up. */
const CHECK_MS = 10 * 60_000
const FIRST_CHECK_MS = 60_000
const CHILD_TIMEOUT_MS = 30 * 60_000
const SERVER_ENTRY = resolve(import.meta.dir, '../../main.ts')

type Deps = { db: DbHandle; clock: Clock; log: Logger; config: Pick<Config, 'dataDir' | 'backup'> }

export const presentBackup = (b: BackupFile) => ({
  name: b.name,
  size: b.size,
  createdAt: new Date(b.createdAt).toISOString(),
})

/**
 * How to run this program again: the compiled binary, or bun with the server's entry file; null
 * when the process is something else (tests), where the backup runs in-process.
 */
function selfCommand(): string[] | null {
  if (Bun.main.startsWith('/$bunfs/') || Bun.main.startsWith('B:/~BUN/')) return [process.execPath]
  return Bun.main === SERVER_ENTRY ? [process.execPath, Bun.main] : null
}

/**
 * Online backups of the live database into <dataDir>/backups, keeping the newest `keep`.
 * In the server, a backup is `pos-server backup` in a child process: VACUUM INTO a year of
 * orders takes seconds and would stall every terminal if it ran on the server's own thread.
 * The schedule is measured from the newest backup on disk, not from start-up, so a POS that is
 * switched off every night still gets its daily backup.
 */
export function createBackupService({ db, clock, log, config }: Deps) {
  const dir = backupDirOf(config.dataDir)
  const intervalMs = config.backup.intervalHours * 3600_000
  const self = selfCommand()
  const timers: ReturnType<typeof setTimeout>[] = []
  let scheduledRunning = false

  async function inChild(cmd: string[]): Promise<BackupFile> {
    const proc = Bun.spawn([...cmd, 'backup', '--data', config.dataDir, '--backup-keep', String(config.backup.keep)], {
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
      timeout: CHILD_TIMEOUT_MS,
    })
    const [out, err, code] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ])
    if (code !== 0) throw new Error(err.trim().replace(/^錯誤：/, '') || `exit ${code ?? proc.signalCode}`)
    const name = basename(out.trim().split('\n').at(-1) ?? '')
    const file = listBackupFiles(dir).find((b) => b.name === name)
    if (!file) throw new Error(`備份程序未產生備份檔（${out.trim()}）`)
    return file
  }

  async function take(): Promise<BackupFile> {
    if (self) return inChild(self)
    const file = writeBackup(db.sqlite, dir, clock.now())
    pruneBackups(dir, config.backup.keep)
    return file
  }

  /** Takes a backup when the newest one is older than the interval (or there is none). */
  async function runDue(): Promise<BackupFile | null> {
    if (intervalMs <= 0) return null
    const newest = listBackupFiles(dir).at(-1)
    if (newest && clock.now() - newest.createdAt < intervalMs) return null
    return take()
  }

  const written = (file: BackupFile, by: 'scheduled' | 'manager') =>
    log.info('backup.written', `backup written (${by}) ${file.path}`, { path: file.path, bytes: file.size, by })

  async function tick() {
    if (scheduledRunning) return
    scheduledRunning = true
    try {
      const file = await runDue()
      if (file) written(file, 'scheduled')
    } catch (e) {
      log.error('backup.failed', `scheduled backup failed: ${(e as Error).message}`)
    } finally {
      scheduledRunning = false
    }
  }

  return {
    dir,
    runDue,

    /** A manager's backup, now; recorded in the activity log. */
    async create(actor: Actor) {
      let file: BackupFile
      try {
        file = await take()
      } catch (e) {
        log.error('backup.failed', `backup asked by a manager failed: ${(e as Error).message}`)
        throw new AppError('BACKUP_FAILED', { reason: (e as Error).message })
      }
      written(file, 'manager')
      logActivity(
        db.db,
        actor,
        {
          storeId: null,
          action: 'create_backup',
          entityType: 'backup',
          details: { name: file.name, size: file.size },
        },
        clock.now(),
      )
      return presentBackup(file)
    },

    /** The schedule as started (flags --backup-interval-hours, --backup-keep); read-only at run time. */
    schedule: () => ({ intervalHours: config.backup.intervalHours, keep: config.backup.keep }),

    /** Newest first. */
    list: () => listBackupFiles(dir).reverse().map(presentBackup),

    /** The backup called `name`; the name must be exactly one of ours, so no path can be smuggled in. */
    file(name: string): BackupFile {
      if (!BACKUP_NAME.test(name)) throw new AppError('BACKUP_NAME_INVALID')
      const file = listBackupFiles(dir).find((b) => b.name === name)
      if (!file) throw new AppError('BACKUP_NOT_FOUND')
      return file
    },

    start() {
      if (intervalMs <= 0 || timers.length) return
      const first = setTimeout(tick, FIRST_CHECK_MS)
      const every = setInterval(tick, Math.min(CHECK_MS, intervalMs))
      timers.push(first, every)
    },

    stop() {
      for (const t of timers.splice(0)) clearTimeout(t)
    },
  }
}
export type BackupService = ReturnType<typeof createBackupService>
