// Start-up as a technician meets it: one server per data folder, an upgrade that backs up first,
// an old build on a newer database, a busy port, a mistyped flag. Each a real process
// (bun src/server/main.ts) on a real data folder.
import { afterAll, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyMigrations } from '../../src/server/db/migrate'
import { migrations } from '../../src/server/db/migrations'
import { VERSION } from '../../src/server/version'
import pkg from '../../package.json'
import { freePort, killAll, root, startServer } from './server-process'

const work = mkdtempSync(join(tmpdir(), 'pos-data-folder-'))
afterAll(async () => {
  await killAll()
  rmSync(work, { recursive: true, force: true })
})

const main = join(root, 'src/server/main.ts')
let folders = 0
const folder = () => join(work, `data-${++folders}`)

/** Runs main.ts to its end (bounded), stdout and stderr apart. */
async function run(args: string[]) {
  const proc = Bun.spawn([process.execPath, main, ...args], {
    cwd: root,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 30_000,
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { code, stdout, stderr }
}
/** The first line a child prints (the lock holder keeps running after it). */
async function firstLine(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true })
    if (text.includes('\n')) break
  }
  return text.split('\n')[0]
}
/** `pos-server backup`, which works beside a running server; the new file's path. */
async function backupNow(dataDir: string) {
  const r = await run(['backup', '--data', dataDir])
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: expect.stringContaining('備份完成') })
  return r.stdout.trim()
}
const serveArgs = (dataDir: string, port: number, more: string[] = []) => [
  '--port',
  String(port),
  '--host',
  '127.0.0.1',
  '--data',
  dataDir,
  '--backup-interval-hours',
  '0',
  '--no-mqtt',
  ...more,
]

/** Every file of the database (main file, -wal, -shm) with its bytes, and whether backups/ exists. */
function snapshot(dataDir: string) {
  const files = Object.fromEntries(
    readdirSync(dataDir)
      .filter((f) => f.startsWith('pos.db'))
      .map((f) => [
        f,
        {
          size: statSync(join(dataDir, f)).size,
          mtimeMs: statSync(join(dataDir, f)).mtimeMs,
          hash: Bun.hash(readFileSync(join(dataDir, f))),
        },
      ]),
  )
  return { files, backups: existsSync(join(dataDir, 'backups')) ? readdirSync(join(dataDir, 'backups')) : null }
}

/** A data folder as an older release left it: only the first `applied` migrations, and one store. */
function olderRelease(dataDir: string, applied: number) {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, 'pos.db'), { create: true })
  db.exec('PRAGMA journal_mode = WAL')
  applyMigrations(db, migrations.slice(0, applied))
  db.query(
    'INSERT INTO stores (name, code, status, settings, created_at, updated_at) ' +
      "VALUES ('老店', 'OLD', 'active', '{}', 0, 0)",
  ).run()
  db.close()
}

const tagsIn = (path: string) => {
  const db = new Database(path, { readonly: true })
  try {
    return db
      .query<{ tag: string }, []>('SELECT tag FROM _migrations ORDER BY tag')
      .all()
      .map((r) => r.tag)
  } finally {
    db.close()
  }
}

describe('one server per data folder', () => {
  test(`a second server on the folder exits non-zero naming the first one's PID, before touching the database; \
\`backup\` still works`, async () => {
    const dataDir = folder()
    const first = await startServer({ dataDir, port: await freePort() })
    expect(readFileSync(join(dataDir, 'pos.lock'), 'utf8').trim()).toBe(String(first.proc.pid))
    expect(existsSync(join(dataDir, 'backups'))).toBe(false) // a new database is not backed up
    const before = snapshot(dataDir)

    const second = await run(serveArgs(dataDir, await freePort()))
    expect(second.code).toBe(1)
    expect(second.stderr).toContain(`PID ${first.proc.pid}`)
    expect(second.stderr).toMatch(/已由另一個 pos-server 使用中.*Error: another pos-server/)
    expect(second.stdout).toBe('') // no log line: it got nowhere near migrations or listening
    expect(snapshot(dataDir)).toEqual(before)

    expect(await backupNow(dataDir)).toMatch(/backups\/pos-\d{8}-\d{6}\.db$/)
    expect(first.proc.exitCode).toBeNull()
    await first.stop()
  }, 60_000)

  test('restore is refused while a server holds the folder, and changes nothing', async () => {
    const dataDir = folder()
    const server = await startServer({ dataDir, port: await freePort() })
    const backup = await backupNow(dataDir)
    const before = snapshot(dataDir)
    const restore = await run(['restore', backup, '--data', dataDir])
    expect(restore.code).toBe(1)
    expect(restore.stderr).toContain(`PID ${server.proc.pid}`)
    expect(snapshot(dataDir)).toEqual(before)
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([])
    await server.stop()
    expect((await run(['restore', backup, '--data', dataDir])).code).toBe(0) // stopped: allowed
  }, 60_000)

  test('the lock dies with a SIGKILLed server: a new one starts on the folder', async () => {
    const dataDir = folder()
    const port = await freePort()
    const killed = await startServer({ dataDir, port })
    await killed.crash()
    const next = await startServer({ dataDir, port })
    expect(readFileSync(join(dataDir, 'pos.lock'), 'utf8').trim()).toBe(String(next.proc.pid))
    await next.stop()
  }, 60_000)

  test(`burst: 100 processes take the lock of one folder at once; exactly one holds it, the rest are told its \
PID`, async () => {
    const dataDir = folder()
    const script = `
      import { DataFolderBusyError, lockDataFolder } from ${JSON.stringify(join(root, 'src/server/db/data-lock.ts'))}
      try {
        lockDataFolder(${JSON.stringify(dataDir)})
        console.log('locked')
        process.stdin.on('end', () => process.exit(0)).resume() // holds it until the test lets go
      } catch (e) {
        console.log(e instanceof DataFolderBusyError ? 'busy ' + e.pid : 'error ' + e.message)
      }`
    const procs = Array.from({ length: 100 }, () =>
      Bun.spawn([process.execPath, '-e', script], {
        stdin: 'pipe',
        stdout: 'pipe',
        stderr: 'inherit',
        timeout: 60_000,
      }),
    )
    try {
      const said = await Promise.all(procs.map(async (p) => ({ pid: p.pid, line: await firstLine(p.stdout) })))
      const holders = said.filter((l) => l.line === 'locked')
      expect(holders).toHaveLength(1)
      const rest = said.filter((l) => l.line !== 'locked').map((l) => l.line)
      expect(rest).toHaveLength(99)
      // The PID goes into the file just after the lock is taken: one that looked in between says it is unknown.
      expect(rest.filter((l) => l !== `busy ${holders[0].pid}` && l !== 'busy null')).toEqual([])
    } finally {
      for (const p of procs) p.kill('SIGKILL')
      await Promise.all(procs.map((p) => p.exited))
    }
  }, 90_000)
})

describe('upgrades', () => {
  test("an older release's database is backed up (0600, named for the upgrade) before it is migrated", async () => {
    const dataDir = folder()
    const applied = migrations.length - 2
    olderRelease(dataDir, applied)
    const server = await startServer({ dataDir, port: await freePort() })
    await server.stop()
    const backups = readdirSync(join(dataDir, 'backups'))
    const [from, to] = [migrations[applied - 1].tag.slice(0, 4), migrations.at(-1)!.tag.slice(0, 4)]
    expect(backups).toEqual([
      expect.stringMatching(new RegExp(`^pos-before-upgrade-${from}-${to}-\\d{8}-\\d{6}\\.db$`)),
    ])
    const backup = join(dataDir, 'backups', backups[0])
    expect((statSync(backup).mode & 0o777).toString(8)).toBe('600')
    expect(server.log()).toContain(backup)
    expect(tagsIn(backup)).toEqual(migrations.slice(0, applied).map((m) => m.tag))
    expect(tagsIn(join(dataDir, 'pos.db'))).toEqual(migrations.map((m) => m.tag))
    const old = new Database(backup, { readonly: true })
    expect(old.query('SELECT code FROM stores').all()).toEqual([{ code: 'OLD' }])
    old.close()

    // Started again: nothing pending, no second backup.
    const again = await startServer({ dataDir, port: await freePort() })
    await again.stop()
    expect(readdirSync(join(dataDir, 'backups'))).toEqual(backups)
  }, 60_000)

  test(`a database from a newer build is refused, unchanged, naming the newest backup this build can \
restore`, async () => {
    const dataDir = folder()
    olderRelease(dataDir, migrations.length - 1)
    const upgraded = await startServer({ dataDir, port: await freePort() }) // writes pos-before-upgrade-…
    await upgraded.stop()
    const [restorable] = readdirSync(join(dataDir, 'backups'))
    // What a newer build leaves: one more migration, and its own later backup (which this build cannot restore).
    const db = new Database(join(dataDir, 'pos.db'))
    db.exec("INSERT INTO _migrations (tag, applied_at) VALUES ('9999_from_the_future', 0)")
    db.close()
    const newer = await backupNow(dataDir)
    expect(readdirSync(join(dataDir, 'backups')).sort()).toEqual([newer.split('/').at(-1)!, restorable].sort())
    const before = snapshot(dataDir)

    const refused = await run(serveArgs(dataDir, await freePort()))
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('9999_from_the_future')
    expect(refused.stderr).toContain(`pos-server restore ${join(dataDir, 'backups', restorable)} --data ${dataDir}`)
    expect(refused.stderr).not.toContain(newer)
    expect(refused.stderr).toMatch(/較新版本.*\nError: .*newer pos-server/)
    expect(refused.stderr).not.toMatch(/\n\s+at /)
    expect(snapshot(dataDir)).toEqual(before)
  }, 60_000)
})

describe('refusals at start are one line', () => {
  test(`a busy HTTP port, or MQTT port: exit 2 with one line, before the database is backed up or \
migrated`, async () => {
    const dataDir = folder()
    olderRelease(dataDir, migrations.length - 1)
    const before = snapshot(dataDir)
    const taken = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
    try {
      const http = await run(serveArgs(dataDir, taken.port))
      expect(http.code).toBe(2)
      expect(http.stderr.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^錯誤：HTTP 連接埠 ${taken.port}.*Error: HTTP port ${taken.port} .*--port\\.$`),
        ),
      ])
      const mqtt = await run([
        ...serveArgs(dataDir, await freePort()).filter((a) => a !== '--no-mqtt'),
        '--mqtt-port',
        String(taken.port),
      ])
      expect(mqtt.code).toBe(2)
      expect(mqtt.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^錯誤：MQTT 連接埠 .*--mqtt-port/)])
    } finally {
      taken.stop(true)
    }
    expect(snapshot(dataDir)).toEqual(before)
  }, 60_000)

  test('a bad flag: exit 2, one zh-TW/English line with the hint --help, no help text', async () => {
    for (const [args, said] of [
      [['--prot', '3000'], /^錯誤：未知的選項 --prot。Error: unknown option --prot\. 說明 \/ help: pos-server --help$/],
      [['--port'], /^錯誤：--port 需要一個值。Error: --port needs a value\. 說明 \/ help: pos-server --help$/],
      [['--demo=yes'], /^錯誤：--demo 不接受值。Error: --demo takes no value\. 說明 \/ help: pos-server --help$/],
      [
        ['--port', '70000'],
        /^錯誤：--port 必須是 1 到 65535 的整數，收到 "70000"。Error: --port must be an integer from 1 to 65535, got "70000"\. 說明/,
      ],
    ] as const) {
      const r = await run([...args])
      expect({ args, code: r.code, stdout: r.stdout, lines: r.stderr.trimEnd().split('\n') }).toEqual({
        args,
        code: 2,
        stdout: '',
        lines: [expect.stringMatching(said)],
      })
    }
  }, 60_000)

  test("--version prints package.json's version and the commit", async () => {
    const r = await run(['--version'])
    expect(r).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' })
    const head = Bun.spawnSync(['git', 'rev-parse', '--short=7', 'HEAD'], { cwd: root }).stdout.toString().trim()
    expect(VERSION).toBe(head ? `${pkg.version}+g${head}` : pkg.version)
  })
})
