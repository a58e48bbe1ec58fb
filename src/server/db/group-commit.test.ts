import { afterEach, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCommitGroup } from './group-commit'
import { createWalSync } from './wal-sync'
import { capturedLog } from '../testing/log'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function open() {
  dir = mkdtempSync(join(tmpdir(), 'pos-group-'))
  const sqlite = new Database(join(dir, 'g.db'), { create: true, strict: true })
  sqlite.exec('PRAGMA journal_mode = WAL')
  sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL UNIQUE)')
  return { sqlite, rows: () => (sqlite.query('SELECT n FROM t ORDER BY n').all() as { n: number }[]).map((r) => r.n) }
}

test('work submitted together shares one transaction; a failing piece is rolled back alone', async () => {
  const { sqlite, rows } = open()
  const group = createCommitGroup(sqlite, capturedLog().log)
  const insert = (n: number) => () => {
    sqlite.run('INSERT INTO t (n) VALUES (?)', [n])
    if (n === 2) sqlite.run('INSERT INTO t (n) VALUES (?)', [1]) // UNIQUE violation after a write of its own
    return n
  }
  let inOneTransaction = true
  const results = await Promise.allSettled(
    [1, 2, 3].map((n) =>
      group.run(() => {
        inOneTransaction &&= sqlite.inTransaction
        return insert(n)()
      }),
    ),
  )
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(results[0]).toMatchObject({ value: 1 })
  expect(inOneTransaction).toBe(true)
  expect(rows()).toEqual([1, 3]) // piece 2's own insert of 2 was rolled back with it
  expect(sqlite.inTransaction).toBe(false)
})

test('nobody hears back before the commit; a failed commit rejects the whole batch and keeps nothing', async () => {
  const { sqlite, rows } = open()
  const group = createCommitGroup(sqlite, capturedLog().log)
  let committedWhenResolved: number[] = []
  const first = group
    .run(() => sqlite.run('INSERT INTO t (n) VALUES (10)'))
    .then(() => {
      committedWhenResolved = (new Database(join(dir, 'g.db')).query('SELECT n FROM t').all() as { n: number }[]).map(
        (r) => r.n,
      )
    })
  await first
  expect(committedWhenResolved).toEqual([10]) // another connection already sees it

  // A deferred constraint fails at COMMIT, after every piece succeeded.
  sqlite.exec('PRAGMA foreign_keys = ON')
  sqlite.exec('CREATE TABLE child (p INTEGER REFERENCES t(n) DEFERRABLE INITIALLY DEFERRED)')
  const batch = await Promise.allSettled([
    group.run(() => sqlite.run('INSERT INTO t (n) VALUES (11)')),
    group.run(() => sqlite.run('INSERT INTO child (p) VALUES (999)')),
  ])
  expect(batch.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  expect(rows()).toEqual([10])
  expect(sqlite.inTransaction).toBe(false)
})

test('a long queue is split into batches, all committed, in order', async () => {
  const { sqlite, rows } = open()
  const group = createCommitGroup(sqlite, capturedLog().log, { maxBatch: 4 })
  const done = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      group.run(() => {
        sqlite.run('INSERT INTO t (n) VALUES (?)', [i])
        return i
      }),
    ),
  )
  expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  expect(rows()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
})

test(`after-commit work runs for the pieces that committed, before they resolve; its failure rejects \
nothing`, async () => {
  const { sqlite, rows } = open()
  const group = createCommitGroup(sqlite, capturedLog().log)
  const seen: string[] = []
  const logged: unknown[] = []
  const consoleError = console.error
  console.error = (...args: unknown[]) => void logged.push(args)
  const results = await Promise.allSettled(
    [
      group.run(
        () => sqlite.run('INSERT INTO t (n) VALUES (1)'),
        () => {
          seen.push(
            `after 1, committed: ` +
              `${(new Database(join(dir, 'g.db')).query('SELECT count(*) AS c FROM t').get() as { c: number }).c}`,
          )
          sqlite.run('INSERT INTO t (n) VALUES (100)') // after-commit writes are kept too
        },
      ),
      group.run(
        () => {
          throw new Error('refused')
        },
        () => seen.push('after 2'),
      ),
      group.run(
        () => sqlite.run('INSERT INTO t (n) VALUES (3)'),
        () => {
          sqlite.run('INSERT INTO t (n) VALUES (300)')
          throw new Error('printer module broke')
        },
      ),
    ].map((p) =>
      p.then((v) => {
        seen.push('resolved')
        return v
      }),
    ),
  ).finally(() => {
    console.error = consoleError
  })
  expect(logged).toHaveLength(1)
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(seen).toEqual(['after 1, committed: 2', 'resolved', 'resolved'])
  // Piece 3's failing after-commit work is rolled back alone (300 gone), piece 1's is kept (100).
  expect(rows()).toEqual([1, 3, 100])
})

test('a batch whose transaction SQLite rolled back on its own runs nothing more and rejects every piece', async () => {
  const { sqlite, rows } = open()
  const group = createCommitGroup(sqlite, capturedLog().log)
  let thirdRan = false
  const results = await Promise.allSettled([
    group.run(() => sqlite.run('INSERT INTO t (n) VALUES (1)')),
    group.run(() => {
      sqlite.exec('ROLLBACK') // what SQLite does by itself on SQLITE_FULL, for example
      throw new Error('database or disk is full')
    }),
    group.run(() => {
      thirdRan = true
      sqlite.run('INSERT INTO t (n) VALUES (3)')
    }),
  ])
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
  expect(thirdRan).toBe(false) // else it would have committed alone while its caller heard "failed"
  expect(rows()).toEqual([])
  expect(sqlite.inTransaction).toBe(false)
})

test(`with the log synced off the loop: the batch commits at NORMAL, nobody hears back or is announced before the \
sync, and a failed sync answers a storage failure`, async () => {
  const { sqlite, rows } = open()
  sqlite.exec('PRAGMA synchronous = FULL')
  const runs: PromiseWithResolvers<void>[] = []
  const wal = createWalSync({
    datasync: () => {
      const r = Promise.withResolvers<void>()
      runs.push(r)
      return r.promise
    },
    close() {},
  })
  const group = createCommitGroup(sqlite, capturedLog().log, { wal })
  const level = () => (sqlite.query('PRAGMA synchronous').get() as { synchronous: number }).synchronous
  let levelAtWork = -1
  const events: string[] = []
  const first = group
    .run(
      () => {
        levelAtWork = level()
        sqlite.run('INSERT INTO t (n) VALUES (1)')
        return 1
      },
      () => events.push('announced'),
    )
    .then((v) => events.push(`answered ${v}`))
  while (runs.length === 0) await Bun.sleep(1)
  expect(levelAtWork).toBe(1) // NORMAL: SQLite's own fsync is skipped
  expect(level()).toBe(2) // and FULL again for every other write
  expect(rows()).toEqual([1]) // committed
  await Bun.sleep(5)
  expect(events).toEqual([]) // but neither announced nor answered before the sync
  runs[0].resolve()
  await first
  expect(events).toEqual(['announced', 'answered 1'])

  const logged: unknown[] = []
  const consoleError = console.error
  console.error = (...args: unknown[]) => void logged.push(args)
  try {
    const failing = group.run(
      () => sqlite.run('INSERT INTO t (n) VALUES (2)'),
      () => events.push('announced 2'),
    )
    while (runs.length === 1) await Bun.sleep(1)
    runs[1].reject(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }))
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_IOERR_FSYNC' }) // answered as a storage failure (503)
  } finally {
    console.error = consoleError
  }
  expect(rows()).toEqual([1, 2]) // what committed stays, and is announced: a retry with its key replays it
  expect(events.at(-1)).toBe('announced 2')
  expect(logged).toHaveLength(1)
})
