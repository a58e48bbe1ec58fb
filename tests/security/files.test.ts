import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/server/db/client'
import { writeBackup } from '../../src/server/modules/backup/files'
import { restoreBackup } from '../../src/server/modules/backup/restore'
import { client, freePort, killAll, root, spawnTracked, startServer } from '../reliability/server-process'

/**
 * The data folder holds password hashes, the QR signing key and every sale: folders 0700, files
 * 0600 — the database, its -wal and -shm, backups, restored and set-aside copies — even when the
 * process was started with the usual umask 022, and an old install with 0644 files is fixed.
 */

const work = mkdtempSync(join(tmpdir(), 'pos-files-'))
const umaskBefore = process.umask()
beforeAll(() => {
  process.umask(0o022)
}) // what a shell or service manager usually gives
afterAll(async () => {
  process.umask(umaskBefore)
  await killAll()
  rmSync(work, { recursive: true, force: true })
})

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

/** Every folder and file under `dir` (itself included) with its mode, e.g. { '.': '700', 'pos.db': '600' }. */
function modes(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = prefix ? {} : { '.': modeOf(dir) }
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    out[prefix + name] = modeOf(path)
    if (statSync(path).isDirectory()) Object.assign(out, modes(path, `${prefix}${name}/`))
  }
  return out
}

const allPrivate = (m: Record<string, string>) =>
  Object.entries(m).filter(([, mode]) => mode !== '600' && mode !== '700')

let opened: { close(): void }[] = []
afterEach(() => {
  for (const d of opened) d.close()
  opened = []
})

test('a new data folder: the database, its -wal and -shm and a backup are private (umask 022)', () => {
  const dataDir = join(work, 'new/data')
  const db = openDatabase(dataDir)
  opened.push(db.sqlite)
  db.sqlite.exec("INSERT INTO system_settings (key, value, updated_at) VALUES ('files-test', 'x', 0)")
  const backup = writeBackup(db.sqlite, join(dataDir, 'backups'), Date.UTC(2026, 10, 25, 2, 0, 0))
  const m = modes(dataDir)
  expect(Object.keys(m).sort()).toEqual([
    '.',
    'backups',
    `backups/${backup.name}`,
    'pos.db',
    'pos.db-shm',
    'pos.db-wal',
  ])
  expect(m).toMatchObject({
    '.': '700',
    backups: '700',
    'pos.db': '600',
    'pos.db-wal': '600',
    'pos.db-shm': '600',
    [`backups/${backup.name}`]: '600',
  })
})

test("the -wal and -shm SQLite makes again later take the database file's private mode", () => {
  const dataDir = join(work, 'again')
  openDatabase(dataDir).sqlite.close() // the last connection to close removes -wal and -shm
  expect(readdirSync(dataDir)).toEqual(['pos.db'])
  const raw = new Database(join(dataDir, 'pos.db'))
  opened.push(raw)
  raw.exec("INSERT INTO system_settings (key, value, updated_at) VALUES ('files-test', 'y', 0)")
  expect(modes(dataDir)).toEqual({ '.': '700', 'pos.db': '600', 'pos.db-wal': '600', 'pos.db-shm': '600' })
})

test('an old install with 0644 files in 0755 folders is made private when the database opens', () => {
  const dataDir = join(work, 'old')
  openDatabase(dataDir).sqlite.close()
  mkdirSync(join(dataDir, 'backups'))
  writeFileSync(join(dataDir, 'backups/pos-20261101-030000.db'), 'x')
  writeFileSync(join(dataDir, 'pos.db.before-restore-20261101-030000'), 'x')
  for (const f of ['pos.db', 'backups/pos-20261101-030000.db', 'pos.db.before-restore-20261101-030000'])
    chmodSync(join(dataDir, f), 0o644)
  chmodSync(join(dataDir, 'backups'), 0o755)
  chmodSync(dataDir, 0o755)
  expect(allPrivate(modes(dataDir)).length).toBe(5)

  opened.push(openDatabase(dataDir).sqlite)
  expect(allPrivate(modes(dataDir))).toEqual([])
})

test('a folder made read-only on purpose stays read-only: others lose access, the owner gains nothing', () => {
  const dataDir = join(work, 'readonly')
  openDatabase(dataDir).sqlite.close()
  chmodSync(join(dataDir, 'pos.db'), 0o444)
  chmodSync(dataDir, 0o555)
  try {
    opened.push(openDatabase(dataDir).sqlite)
  } catch {
    // as a non-root user a read-only folder cannot be opened for writing: the modes are what matters
  }
  expect(modeOf(dataDir)).toBe('500')
  expect(modeOf(join(dataDir, 'pos.db'))).toBe('400')
  chmodSync(dataDir, 0o700)
})

test("restore: the restored database and the one set aside are private, whatever the backup file's mode", () => {
  const dataDir = join(work, 'restore')
  const db = openDatabase(dataDir)
  const outside = join(work, 'downloaded.db')
  copyFileSync(writeBackup(db.sqlite, join(work, 'elsewhere'), Date.now()).path, outside)
  db.sqlite.close()
  chmodSync(outside, 0o644)
  chmodSync(join(dataDir, 'pos.db'), 0o644) // as an install from before this rule left it
  const r = restoreBackup(dataDir, outside, '20261125-100000')
  expect(r.setAside).not.toBeNull()
  expect(allPrivate(modes(dataDir))).toEqual([])
  expect(modes(dataDir)).toMatchObject({ 'pos.db': '600', 'pos.db.before-restore-20261125-100000': '600' })
})

test(`the server process and its backup and restore commands, started with umask 022, leave only private \
files`, async () => {
  const dataDir = join(work, 'server')
  const entry = join(root, 'src/server/main.ts')
  const server = await startServer({ dataDir, port: await freePort() })
  const c = client(server.url)
  expect(modeOf(join(dataDir, 'setup-code.txt'))).toBe('600')
  await c.ok('POST', '/api/auth/local/register', {
    username: 'owner',
    password: 'secret123',
    setupCode: server.setupCode(),
  })
  // Linux shows a process's umask: the server set its own first thing, so what it creates later is private too.
  expect(/Umask:\s*(\d+)/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))?.[1]).toBe('0077')
  expect(modes(dataDir)).toMatchObject({ '.': '700', 'pos.db': '600', 'pos.db-wal': '600', 'pos.db-shm': '600' })

  const backup = spawnTracked([process.execPath, entry, 'backup', '--data', dataDir])
  expect(await backup.proc.exited).toBe(0)
  await backup.done
  const path = backup
    .log()
    .trim()
    .split('\n')
    .find((l) => l.endsWith('.db'))!
  expect(modeOf(path)).toBe('600')
  expect(modeOf(join(dataDir, 'backups'))).toBe('700')
  await server.stop()

  const outside = join(work, 'copy.db')
  copyFileSync(path, outside)
  chmodSync(outside, 0o644)
  const restore = spawnTracked([process.execPath, entry, 'restore', outside, '--data', dataDir])
  expect(await restore.proc.exited).toBe(0)
  await restore.done
  expect(allPrivate(modes(dataDir))).toEqual([])
  expect(Object.keys(modes(dataDir)).some((f) => f.startsWith('pos.db.before-restore-'))).toBe(true)
}, 30_000)
