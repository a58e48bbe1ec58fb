import { afterEach, expect, test } from 'bun:test'
import { openDatabase } from './client'
import { SAFETY_NET_PAGES, startCheckpointer } from './checkpointer'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestContext, testClock } from '../testing/harness'
import { noodleMenu, shop } from '../modules/orders/testing'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("the log is folded into the database by the worker, not by the server's commits", async () => {
  dir = mkdtempSync(join(tmpdir(), 'pos-ckpt-'))
  const db = openDatabase(dir)
  const level = () =>
    (db.sqlite.query('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint
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

test(`a rush leaves a big log; once nothing is written for the idle period its file is emptied, and sales during the \
checkpoint succeed`, async () => {
  const clock = testClock()
  const ctx = createTestContext({ clock })
  dir = ctx.dir
  const s = await shop(ctx)
  const { tea } = noodleMenu(ctx, s.storeId)
  let tick: () => Promise<void> = () => Promise.resolve()
  // The worker's passive checkpoints are kept out of the way: the rush's whole log is still there.
  const checkpointer = startCheckpointer(ctx.db.sqlite, ctx.db.path, 60_000, {
    idleMs: 30_000,
    clock,
    every: (_ms, t) => {
      tick = t
      return () => {}
    },
  })
  const log = () => statSync(`${ctx.db.path}-wal`).size
  const sales = async (n: number) => {
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        s.asStaff.post('/orders', { orderType: 'takeout', items: [{ menuItemId: tea.id, quantity: 1 }] }),
      ),
    )
    return answers.map((a) => a.status)
  }
  try {
    for (let i = 0; i < 10; i++) expect(new Set(await sales(100))).toEqual(new Set([201]))
    const afterRush = log()
    expect(afterRush).toBeGreaterThan(2_000_000)

    await tick() // sees the rush's writes
    clock.advance(29_999)
    await tick()
    expect(log()).toBe(afterRush) // not idle yet

    clock.advance(1)
    const [, during] = await Promise.all([tick(), sales(100)]) // the checkpoint starts as a burst of sales arrives
    expect(new Set(during)).toEqual(new Set([201]))

    // Those sales were writes: the file is emptied after another idle period, whatever the first try found.
    await tick()
    clock.advance(30_000)
    await tick()
    expect(log()).toBe(0)
    const count = ctx.db.sqlite.query('SELECT count(*) AS n FROM orders').get() as { n: number }
    expect(count.n).toBe(1_100)
  } finally {
    checkpointer.stop()
    ctx.close()
  }
}, 60_000)
