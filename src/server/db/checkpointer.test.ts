import { afterEach, expect, test } from 'bun:test'
import { openDatabase } from './client'
import { SAFETY_NET_PAGES, startCheckpointer } from './checkpointer'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('the log is folded into the database by the worker, not by the server\'s commits', async () => {
  dir = mkdtempSync(join(tmpdir(), 'pos-ckpt-'))
  const db = openDatabase(dir)
  const level = () => (db.sqlite.query('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint
  const checkpointer = startCheckpointer(db.sqlite, db.path, 20)
  expect(level()).toBe(SAFETY_NET_PAGES)
  db.sqlite.exec('CREATE TABLE t (v TEXT)')
  const before = statSync(db.path).size
  const insert = db.sqlite.prepare('INSERT INTO t VALUES (?)')
  db.sqlite.transaction(() => {
    for (let i = 0; i < 3000; i++) insert.run('x'.repeat(500)) // about 1.5 MB into the log, far below the safety net
  })()
  // Only a checkpoint puts the rows into the database file, and the server's connection is below its threshold.
  let grown = false
  for (let i = 0; i < 100 && !grown; i++) {
    await Bun.sleep(20)
    grown = statSync(db.path).size > before + 1_000_000
  }
  expect(grown).toBe(true)
  expect((db.sqlite.query('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(3000)
  checkpointer.stop()
  expect(level()).toBe(1000)
  db.sqlite.close()
})
