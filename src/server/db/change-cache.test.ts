import { expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeCacheFor, createChangeCache } from './change-cache'
import { openDatabase } from './client'

test(`a cached value lasts until the next write of one of its tables, rolled back or not; other tables leave \
it`, () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('CREATE TABLE t (v INTEGER); CREATE TABLE other (v INTEGER)')
  const cache = createChangeCache<number, number>(sqlite, ['t'])
  let builds = 0
  const sum = (key: number) =>
    cache(key, () => {
      builds++
      return (sqlite.prepare('SELECT coalesce(sum(v), 0) + ? AS s FROM t').get(key) as { s: number }).s
    })
  expect([sum(0), sum(0), sum(10)]).toEqual([0, 0, 10])
  expect(builds).toBe(2)
  sqlite.exec('INSERT INTO other VALUES (1); UPDATE other SET v = 2; DELETE FROM other')
  expect([sum(0), sum(10)]).toEqual([0, 10])
  expect(builds).toBe(2)
  sqlite.exec('INSERT INTO t VALUES (5)')
  expect([sum(0), sum(0), sum(10)]).toEqual([5, 5, 15])
  expect(builds).toBe(4)
  sqlite.exec('UPDATE t SET v = 7')
  expect(sum(0)).toBe(7)
  expect(() =>
    sqlite.transaction(() => {
      sqlite.exec('DELETE FROM t')
      throw new Error('undo')
    })(),
  ).toThrow('undo')
  expect(sum(0)).toBe(7)
  sqlite.exec('DELETE FROM t')
  expect(sum(0)).toBe(0)
  expect(builds).toBe(6) // the rolled-back delete took its count back with it: no rebuild
  // a second cache over the same tables shares the count
  const again = createChangeCache<number, number>(sqlite, ['t'])
  expect(again(0, () => 1)).toBe(1)
  sqlite.exec('INSERT INTO t VALUES (1)')
  expect(again(0, () => 2)).toBe(2)
})

test(`first used inside a transaction that rolls back, the cache keeps working; it keeps nothing until used outside \
one`, () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('CREATE TABLE t (v INTEGER)')
  const cache = createChangeCache<number, number>(sqlite, ['t'])
  const sum = () => cache(0, () => (sqlite.prepare('SELECT coalesce(sum(v), 0) AS s FROM t').get() as { s: number }).s)
  // no TEMP table before a first use, so an idle server carries none
  expect(sqlite.prepare(`SELECT count(*) AS n FROM sqlite_temp_master`).get()).toEqual({ n: 0 })
  expect(() =>
    sqlite.transaction(() => {
      sqlite.exec('INSERT INTO t VALUES (3)')
      expect(sum()).toBe(3)
      throw new Error('undo')
    })(),
  ).toThrow('undo')
  expect(sum()).toBe(0)
  sqlite.exec('INSERT INTO t VALUES (4)')
  expect(sum()).toBe(4)
  sqlite.transaction(() => {
    sqlite.exec('INSERT INTO t VALUES (1)')
    expect(sum()).toBe(5)
  })()
  expect(sum()).toBe(5)
})

test('a value built inside a transaction that rolls back is never taken for a later write', () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('CREATE TABLE t (v INTEGER)')
  const cache = createChangeCache<number, number>(sqlite, ['t'])
  const sum = () => cache(0, () => (sqlite.prepare('SELECT coalesce(sum(v), 0) AS s FROM t').get() as { s: number }).s)
  expect(sum()).toBe(0) // outside a transaction: the counter exists from here on
  expect(() =>
    sqlite.transaction(() => {
      sqlite.exec('INSERT INTO t VALUES (3)')
      expect(sum()).toBe(3) // kept under the transaction's own mark
      throw new Error('undo')
    })(),
  ).toThrow('undo')
  // one more write, as the rolled-back one was: a counter would be back at the same number
  sqlite.exec('INSERT INTO t VALUES (8)')
  expect(sum()).toBe(8)
})

test('entries of an earlier state are let go, and at most `max` are kept', () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('CREATE TABLE t (v INTEGER)')
  const cache = createChangeCache<number, number>(sqlite, ['t'], 3)
  let builds = 0
  const get = (k: number) => cache(k, () => ++builds)
  expect([get(1), get(2), get(3), get(1)]).toEqual([1, 2, 3, 1])
  get(4) // a fourth key: the kept ones are let go rather than growing without end
  expect(get(1)).toBe(5)
  sqlite.exec('INSERT INTO t VALUES (1)')
  expect(get(1)).toBe(6)
})

test(`a per-database cache made before the database opens is ready there: first used inside a transaction, it keeps \
its values`, () => {
  const cacheOf = changeCacheFor<number, number>(['system_settings'])
  const dir = mkdtempSync(join(tmpdir(), 'pos-change-cache-'))
  const { sqlite, db: d } = openDatabase(dir)
  try {
    let builds = 0
    // as an order prices its menu rows: every use inside a transaction
    const inTx = () => sqlite.transaction(() => cacheOf(d)(0, () => ++builds))()
    expect([inTx(), inTx(), inTx()]).toEqual([1, 1, 1])
    sqlite.exec("INSERT INTO stores (name, code, settings, created_at, updated_at) VALUES ('s', 'S1', '{}', 0, 0)")
    expect(inTx()).toBe(1)
    sqlite.exec("INSERT INTO system_settings (key, value, updated_at) VALUES ('k', 'v', 0)")
    expect(inTx()).toBe(2)
  } finally {
    sqlite.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
