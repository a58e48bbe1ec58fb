import { expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { createChangeCache } from './change-cache'

test('a cached value lasts until the next write of any row, rolled back or not', () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('CREATE TABLE t (v INTEGER)')
  const cache = createChangeCache<number, number>(sqlite)
  let builds = 0
  const sum = (key: number) => cache(key, () => {
    builds++
    return (sqlite.prepare('SELECT coalesce(sum(v), 0) + ? AS s FROM t').get(key) as { s: number }).s
  })
  expect([sum(0), sum(0), sum(10)]).toEqual([0, 0, 10])
  expect(builds).toBe(2)
  sqlite.exec('INSERT INTO t VALUES (5)')
  expect([sum(0), sum(0), sum(10)]).toEqual([5, 5, 15])
  expect(builds).toBe(4)
  sqlite.exec('UPDATE t SET v = 7')
  expect(sum(0)).toBe(7)
  expect(() => sqlite.transaction(() => {
    sqlite.exec('DELETE FROM t')
    throw new Error('undo')
  })()).toThrow('undo')
  expect(sum(0)).toBe(7)
  expect(builds).toBe(6)
})
