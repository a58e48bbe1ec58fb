import { afterAll, beforeAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { createTestContext, type TestContext } from '../testing/harness'
import { noodleMenu, openTable, shop, type Shop } from '../modules/orders/testing'
import { withoutFsync } from './client'

/**
 * An acknowledged sale survives a power cut, not only a killed process (the SIGKILL test passes even
 * with OFF). Checked where it counts, at each COMMIT: every commit that adds a payment happens at
 * synchronous=FULL (level 2); the order batches commit at NORMAL and their log is synced off the
 * event loop (wal-sync.ts), and no order is answered before a sync that began after its commit has
 * ended. Also in a burst where print jobs and kitchen tickets (which may skip the fsync:
 * withoutFsync) commit between them.
 */

const FULL = 2
const NORMAL = 1
/** One ordered record of commits, log syncs and answers, to check what came before what. */
let seq = 0
let ctx: TestContext
let s: Shop
const level = () => (ctx.db.sqlite.query('PRAGMA synchronous').get() as { synchronous: number }).synchronous

type Commit = { seq: number; level: number; orders: number; payments: number }
const commits: Commit[] = []
const originalPrepare = Database.prototype.prepare
const originalTransaction = Database.prototype.transaction
let watching = false

beforeAll(async () => {
  // bun:sqlite gives each statement its own `run`: the COMMIT statements are wrapped as they are made.
  Database.prototype.prepare = function (this: Database, ...args: Parameters<Database['prepare']>) {
    const stmt = originalPrepare.apply(this, args)
    if (args[0] === 'COMMIT') {
      const run = stmt.run.bind(stmt)
      stmt.run = ((...a: Parameters<typeof run>) => {
        if (watching && this === ctx?.db.sqlite) note()
        return run(...a)
      }) as typeof run
    }
    return stmt
  } as Database['prepare']
  // bun:sqlite's own transaction() commits without going through prepare: its work is noted at
  // its end, still inside the transaction (the level cannot change there).
  Database.prototype.transaction = function (this: Database, fn: (...a: any[]) => unknown) {
    const db = this
    return originalTransaction.call(this, function (this: unknown, ...a: any[]) {
      const result = fn.apply(this, a)
      if (watching && db === ctx?.db.sqlite) note()
      return result
    })
  } as Database['transaction']
  ctx = createTestContext()
  s = await shop(ctx)
}, 30_000)
afterAll(() => {
  Database.prototype.prepare = originalPrepare
  Database.prototype.transaction = originalTransaction
  ctx.close()
})

/** Inside the transaction, just before it commits: the counts include its own rows. */
function note() {
  watching = false
  try {
    const count = (table: string) =>
      (ctx.db.sqlite.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    commits.push({ seq: ++seq, level: level(), orders: count('orders'), payments: count('payments') })
  } finally {
    watching = true
  }
}

test("the server's connection opens with synchronous=FULL", () => {
  expect(level()).toBe(FULL)
})

test(`100 orders and payments at once: payments commit at FULL, orders answer only after a log sync begun after their \
commit`, async () => {
  const { tea } = noodleMenu(ctx, s.storeId)
  const table = await openTable(s)
  const printer = await s.asManager.post('/printers', {
    name: '廚房',
    role: 'kitchen',
    connection: 'usb',
    address: '/dev/usb/lp0',
  })
  expect(printer.status).toBe(201)
  // Each sync is made slow, so an answer that did not wait for one would come before it ended.
  const wal = ctx.db.wal!
  const realSync = wal.sync
  const syncs: { start: number; end: number }[] = []
  wal.sync = async () => {
    const sync = { start: ++seq, end: Infinity }
    syncs.push(sync)
    await Bun.sleep(30)
    await realSync()
    sync.end = ++seq
  }
  const ordersBefore = (ctx.db.sqlite.query('SELECT count(*) AS n FROM orders').get() as { n: number }).n
  watching = true
  const answered: { seq: number; id: number }[] = []
  const orders = await Promise.all(
    Array.from({ length: 100 }, () =>
      s.asStaff.post('/orders', { tableId: table.id, items: [{ menuItemId: tea.id, quantity: 1 }] }).then((o) => {
        answered.push({ seq: ++seq, id: o.body.id })
        return o
      }),
    ),
  )
  expect(orders.map((o) => o.status)).toEqual(Array(100).fill(201))
  const paid = await Promise.all(
    orders.map((o) => s.asStaff.post('/payments', { orderId: o.body.id, amount: o.body.total, paymentMethod: 'cash' })),
  )
  expect(paid.map((p) => p.status)).toEqual(Array(100).fill(201))
  watching = false
  wal.sync = realSync

  let before = { orders: ordersBefore, payments: 0 }
  const orderCommits: Commit[] = []
  const paymentCommits: Commit[] = []
  for (const c of commits) {
    if (c.orders !== before.orders) orderCommits.push(c)
    if (c.payments !== before.payments) paymentCommits.push(c)
    before = c
  }
  expect(paymentCommits.length).toBe(100) // one by one
  expect(paymentCommits.filter((c) => c.level !== FULL)).toEqual([])
  expect(orderCommits.length).toBeGreaterThan(0) // in groups
  expect(orderCommits.filter((c) => c.level !== NORMAL)).toEqual([])
  // Order ids are given in commit order: the order ranked k is in the first commit counting k.
  const firstId = Math.min(...answered.map((a) => a.id))
  for (const a of answered) {
    const commit = orderCommits.find((c) => c.orders - ordersBefore >= a.id - firstId + 1)!
    expect(syncs.some((sync) => sync.start > commit.seq && sync.end < a.seq)).toBe(true)
  }
  expect(commits.some((c) => c.level !== FULL)).toBe(true) // the bookkeeping commits without fsync are seen too
  expect(level()).toBe(FULL)
})

test('withoutFsync gives the level back, also when its work throws', () => {
  expect(() =>
    withoutFsync(ctx.db.sqlite, () => {
      throw new Error('x')
    }),
  ).toThrow('x')
  expect(level()).toBe(FULL)
  expect(withoutFsync(ctx.db.sqlite, level)).toBe(1)
  expect(level()).toBe(FULL)
})
