import { afterEach, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { transact } from './transact'

let sqlite: Database
afterEach(() => sqlite?.close())

function open() {
  sqlite = new Database(':memory:', { strict: true })
  sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL UNIQUE)')
  const insert = (n: number) => sqlite.run('INSERT INTO t (n) VALUES (?)', [n])
  const rows = () => (sqlite.query('SELECT n FROM t ORDER BY n').all() as { n: number }[]).map((r) => r.n)
  return { insert, rows }
}

test('commits what the function did and returns its value', () => {
  const { insert, rows } = open()
  expect(
    transact(
      sqlite,
      () => {
        insert(1)
        insert(2)
        expect(sqlite.inTransaction).toBe(true)
        return 'ok'
      },
      'immediate',
    ),
  ).toBe('ok')
  expect(sqlite.inTransaction).toBe(false)
  expect(rows()).toEqual([1, 2])
})

test('a throw rolls everything back and is passed on', () => {
  const { insert, rows } = open()
  expect(() =>
    transact(sqlite, () => {
      insert(1)
      insert(1) // UNIQUE
    }),
  ).toThrow(/UNIQUE/)
  expect(sqlite.inTransaction).toBe(false)
  expect(rows()).toEqual([])
})

test('inside a transaction it is a savepoint: a failing inner part is undone alone, nesting goes deeper', () => {
  const { insert, rows } = open()
  transact(sqlite, () => {
    insert(1)
    expect(() =>
      transact(sqlite, () => {
        insert(2)
        transact(sqlite, () => insert(3))
        throw new Error('inner fails')
      }),
    ).toThrow('inner fails')
    transact(sqlite, () => {
      insert(4)
      expect(() => transact(sqlite, () => insert(4))).toThrow(/UNIQUE/)
      insert(5)
    })
    expect(sqlite.inTransaction).toBe(true)
  })
  expect(rows()).toEqual([1, 4, 5])
})
