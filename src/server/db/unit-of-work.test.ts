import { afterEach, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { createUnitOfWork } from './unit-of-work'
import { capturedLog } from '../testing/log'
import { testClock } from '../testing/harness'

let sqlite: Database
afterEach(() => sqlite?.close())

function open() {
  sqlite = new Database(':memory:', { strict: true })
  sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL UNIQUE)')
  const { log, lines } = capturedLog(testClock())
  const uow = createUnitOfWork(sqlite, log)
  const insert = (n: number) => sqlite.run('INSERT INTO t (n) VALUES (?)', [n])
  const rows = () => (sqlite.query('SELECT n FROM t ORDER BY n').all() as { n: number }[]).map((r) => r.n)
  /** Each announced step records what was committed when it ran, and whether a transaction was still open. */
  const heard: { label: string; rows: number[]; inTransaction: boolean }[] = []
  const step = (label: string) => () => heard.push({ label, rows: rows(), inTransaction: sqlite.inTransaction })
  return { uow, insert, rows, heard, step, lines }
}

test('steps run after the commit, with the write visible, and the work’s value is returned', () => {
  const { uow, insert, heard, step } = open()
  const value = uow.write((tx) => {
    insert(1)
    tx.afterCommit(step('a'))
    expect(heard).toEqual([])
    return 'ok'
  })
  expect(value).toBe('ok')
  expect(heard).toEqual([{ label: 'a', rows: [1], inTransaction: false }])
})

test(
  'a write that throws rolls back and announces nothing; ' + 'one that stages nothing (a replay) announces nothing',
  () => {
    const { uow, insert, rows, heard, step } = open()
    expect(() =>
      uow.write((tx) => {
        insert(1)
        tx.afterCommit(step('lost'))
        insert(1) // UNIQUE
      }),
    ).toThrow(/UNIQUE/)
    uow.write(() => 'replay')
    expect(rows()).toEqual([])
    expect(heard).toEqual([])
  },
)

test('a nested write is a savepoint whose steps wait for the outer commit, and vanish with its rollback', () => {
  const { uow, insert, heard, step } = open()
  uow.write((tx) => {
    insert(1)
    uow.write((inner) => {
      insert(2)
      inner.afterCommit(step('inner'))
    })
    expect(() =>
      uow.write((inner) => {
        insert(3)
        inner.afterCommit(step('undone'))
        throw new Error('refused')
      }),
    ).toThrow('refused')
    tx.afterCommit(step('outer'))
    expect(heard).toEqual([])
  })
  expect(heard.map((h) => h.label)).toEqual(['inner', 'outer'])
  expect(heard.every((h) => !h.inTransaction && h.rows.join() === '1,2')).toBe(true)
})

test('a failing step is logged and neither undoes the write nor stops the next step', () => {
  const { uow, insert, rows, heard, step, lines } = open()
  uow.write((tx) => {
    insert(1)
    tx.afterCommit(() => {
      throw new Error('printer gone')
    })
    tx.afterCommit(step('next'))
  })
  expect(rows()).toEqual([1])
  expect(heard.map((h) => h.label)).toEqual(['next'])
  expect(lines().join('\n')).toContain('printer gone')
})

test('grouped writes of one turn share a commit; each announces after it, a failing one alone is refused', async () => {
  const { uow, insert, rows, heard, step } = open()
  // 50: one batch (a batch takes up to 64 writes).
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      uow.writeGrouped((tx) => {
        insert(i === 25 ? 24 : i) // the 26th clashes with the 25th
        tx.afterCommit(step(`w${i}`))
        return i
      }),
    ),
  )
  expect(results.filter((r) => r.status === 'rejected').length).toBe(1)
  expect(rows().length).toBe(49)
  expect(heard.length).toBe(49)
  expect(heard.some((h) => h.label === 'w25')).toBe(false)
  // Every step saw the whole batch committed.
  expect(heard.every((h) => h.rows.length === 49)).toBe(true)
})

test('a write inside a transaction it did not open is refused: its steps would run before that commits', () => {
  const { uow, insert, rows, heard, step } = open()
  sqlite.run('BEGIN')
  expect(() =>
    uow.write((tx) => {
      insert(1)
      tx.afterCommit(step('early'))
    }),
  ).toThrow('did not open')
  sqlite.run('ROLLBACK')
  expect(rows()).toEqual([])
  expect(heard).toEqual([])
})

test('a step may write: its write is its own, after the commit it announces', async () => {
  const { uow, insert, rows, heard, step } = open()
  await uow.writeGrouped((tx) => {
    insert(1)
    tx.afterCommit(() =>
      uow.write((inner) => {
        insert(2)
        inner.afterCommit(step('after'))
      }),
    )
  })
  expect(rows()).toEqual([1, 2])
  expect(heard.map((h) => h.label)).toEqual(['after'])
})
