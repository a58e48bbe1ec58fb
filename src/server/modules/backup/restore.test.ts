import { afterEach, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../config'
import { openDatabase } from '../../db/client'
import { backupDirOf, writeBackup } from './files'
import { BackupError, restoreBackup, verifyBackup } from './restore'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'pos-restore-'))
  dirs.push(d)
  return d
}

/** A POS database with `n` marker rows in a table every version has. */
function liveDb(dir: string, n: number) {
  const h = openDatabase(dir)
  for (let i = 0; i < n; i++) {
    h.sqlite
      .query(
        "INSERT INTO stores (name, code, status, settings, created_at, updated_at) VALUES (?, ?, 'active', '{}', 0, 0)",
      )
      .run(`店${i}`, `S${i}`)
  }
  return h
}
const storeCount = (path: string) => {
  const db = new Database(path, { readonly: true })
  try {
    return (db.query('SELECT count(*) AS n FROM stores').get() as { n: number }).n
  } finally {
    db.close()
  }
}
const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(BackupError)
    return (e as Error).message
  }
  throw new Error('expected a refusal')
}

describe('verifying a backup file', () => {
  test(`refuses a missing file, a non-SQLite file, a foreign SQLite file, a corrupt one and one from a newer \
version`, () => {
    const dir = tempDir()
    expect(refusal(() => verifyBackup(join(dir, 'nope.db')))).toMatch(/找不到備份檔/)
    writeFileSync(join(dir, 'text.db'), 'hello, this is not a database at all')
    expect(refusal(() => verifyBackup(join(dir, 'text.db')))).toMatch(/不是 SQLite 資料庫/)
    const foreign = new Database(join(dir, 'foreign.db'), { create: true })
    foreign.exec('CREATE TABLE notes (x)')
    foreign.close()
    expect(refusal(() => verifyBackup(join(dir, 'foreign.db')))).toMatch(/_migrations/)

    const h = liveDb(join(dir, 'live'), 3)
    const good = writeBackup(h.sqlite, join(dir, 'b'), Date.now())
    h.sqlite.close()
    expect(verifyBackup(good.path)).toMatchObject({ orders: 0, migrations: expect.arrayContaining(['0000_init']) })

    const bytes = readFileSync(good.path)
    bytes.fill(0x5a, 4096 * 2, 4096 * 6) // trample pages in the middle, keep the header
    writeFileSync(join(dir, 'corrupt.db'), bytes)
    expect(refusal(() => verifyBackup(join(dir, 'corrupt.db')))).toMatch(/損壞|無法讀取/)

    const newer = new Database(good.path)
    newer.exec("INSERT INTO _migrations (tag, applied_at) VALUES ('9999_from_the_future', 0)")
    newer.close()
    expect(refusal(() => verifyBackup(good.path))).toMatch(/較新版本.*9999_from_the_future/)
  })
})

describe('restoring', () => {
  test('into a fresh folder: the backup becomes pos.db and opens with its data', () => {
    const src = tempDir()
    const h = liveDb(src, 4)
    const b = writeBackup(h.sqlite, backupDirOf(src), Date.now())
    h.sqlite.close()
    const fresh = join(tempDir(), 'new-folder')
    const r = restoreBackup(fresh, b.path, '20261122-120000')
    expect(r).toMatchObject({ dbPath: join(fresh, 'pos.db'), setAside: null })
    const reopened = openDatabase(fresh)
    expect((reopened.sqlite.query('SELECT count(*) AS n FROM stores').get() as { n: number }).n).toBe(4)
    reopened.sqlite.close()
  })

  test(`over a database: the current one, including commits still in its WAL, is set aside; stale -wal/-shm \
go`, async () => {
    const dir = tempDir()
    const h = liveDb(dir, 2)
    const b = writeBackup(h.sqlite, backupDirOf(dir), Date.now())
    h.sqlite
      .query(
        'INSERT INTO stores (name, code, status, settings, created_at, updated_at) ' +
          "VALUES ('後來的店', 'LATE', 'active', '{}', 0, 0)",
      )
      .run()
    h.sqlite.close()
    // A crashed server: its WAL holds the last commit and was never checkpointed.
    const child = Bun.spawn([
      process.execPath,
      '-e',
      `
      const { Database } = require('bun:sqlite')
      const db = new Database(${JSON.stringify(join(dir, 'pos.db'))})
      db.exec("PRAGMA wal_autocheckpoint = 0")
      db.exec("INSERT INTO stores (name, code, status, settings, created_at, updated_at) " +
        "VALUES ('崩潰前', 'CRASH', 'active', '{}', 0, 0)")
      process.kill(process.pid, 'SIGKILL')`,
    ])
    await child.exited
    expect(statSync(join(dir, 'pos.db-wal')).size).toBeGreaterThan(0)
    const r = restoreBackup(dir, b.path, '20261122-120000')
    expect(r.setAside).toBe(join(dir, 'pos.db.before-restore-20261122-120000'))
    expect(storeCount(r.setAside!)).toBe(4)
    expect(storeCount(join(dir, 'pos.db'))).toBe(2)
    expect(readdirSync(dir).filter((f) => f.endsWith('-wal') || f.endsWith('-shm'))).toEqual([])

    // a second restore in the same second keeps the first set-aside copy
    const again = restoreBackup(dir, b.path, '20261122-120000')
    expect(again.setAside).toBe(join(dir, 'pos.db.before-restore-20261122-120000-2'))
    expect(storeCount(r.setAside!)).toBe(4)
  })

  test('refuses while a server process holds the database, and changes nothing', async () => {
    const dir = tempDir()
    const h = liveDb(dir, 1)
    const b = writeBackup(h.sqlite, backupDirOf(dir), Date.now())
    h.sqlite.close()
    const server = Bun.spawn(
      [
        process.execPath,
        '-e',
        `
      const { Database } = require('bun:sqlite')
      const db = new Database(${JSON.stringify(join(dir, 'pos.db'))})
      db.exec('PRAGMA journal_mode = WAL')
      db.query('SELECT count(*) FROM stores').get()
      console.log('ready')
      setInterval(() => {}, 1000)`,
      ],
      { stdout: 'pipe' },
    )
    try {
      const reader = server.stdout.getReader()
      await reader.read()
      expect(refusal(() => restoreBackup(dir, b.path, '20261122-120000'))).toMatch(/伺服器正在使用/)
      expect(existsSync(join(dir, 'pos.db.before-restore-20261122-120000'))).toBe(false)
    } finally {
      server.kill('SIGKILL')
      await server.exited
    }
    expect(restoreBackup(dir, b.path, '20261122-120000').setAside).not.toBeNull()
  })
})

describe('command line', () => {
  test('backup and restore FILE are commands; bad words, missing or extra arguments and bad numbers are errors', () => {
    expect(loadConfig([], {})!.command).toEqual({ name: 'serve' })
    expect(loadConfig(['backup', '--data', '/tmp/x'], {})!.command).toEqual({ name: 'backup' })
    expect(loadConfig(['--data', '/tmp/x', 'restore', '/tmp/b.db'], {})!.command).toEqual({
      name: 'restore',
      file: '/tmp/b.db',
    })
    expect(loadConfig([], {})!.backup).toEqual({ intervalHours: 24, keep: 14 })
    expect(loadConfig(['--backup-interval-hours', '0', '--backup-keep', '3'], {})!.backup).toEqual({
      intervalHours: 0,
      keep: 3,
    })
    expect(loadConfig([], { POS_BACKUP_INTERVAL_HOURS: '6', POS_BACKUP_KEEP: '30' })!.backup).toEqual({
      intervalHours: 6,
      keep: 30,
    })
    for (const argv of [
      ['frob'],
      ['restore'],
      ['backup', 'extra'],
      ['restore', 'a.db', 'b.db'],
      ['--backup-keep', '0'],
      ['--backup-interval-hours', '-1'],
      ['--backup-interval-hours', 'daily'],
      ['--backup-kep', '3'],
    ]) {
      expect(() => loadConfig(argv, {})).toThrow(ConfigError)
    }
  })
})
