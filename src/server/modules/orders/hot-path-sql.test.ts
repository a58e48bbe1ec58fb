import { Database, type Statement } from 'bun:sqlite'
import { afterAll, afterEach, expect, test } from 'bun:test'
import { devicesContext, until, type DevicesContext } from '../devices/test-context'

/**
 * Every statement a sale runs, from the request to the kitchen printer's bytes, must not open an
 * ephemeral table or a sorter (RETURNING, IN (subquery), a sort without an index, IN (list) in a
 * trigger): under bun:sqlite each one allocates about 100 KB that only the next garbage collection
 * frees, nine per order before (db/prepared.ts).
 * The statements are recorded as the server prepares them and checked with EXPLAIN.
 */
const EPHEMERAL = /^(OpenEphemeral|SorterOpen|OpenAutoindex)$/

const executed = new Set<string>()
let recording = false
const originals = { prepare: Database.prototype.prepare, query: Database.prototype.query }
for (const method of ['prepare', 'query'] as const) {
  Database.prototype[method] = function (this: Database, sql: string, ...rest: unknown[]) {
    const stmt = (originals[method] as (...a: unknown[]) => Statement).call(this, sql, ...rest)
    for (const run of ['run', 'get', 'all', 'values'] as const) {
      const fn = stmt[run] as (...a: unknown[]) => unknown
      Object.defineProperty(stmt, run, {
        value: (...args: unknown[]) => {
          if (recording) executed.add(sql)
          return fn.apply(stmt, args)
        },
      })
    }
    return stmt
  } as never
}
afterAll(() => Object.assign(Database.prototype, originals))

let t: DevicesContext
afterEach(async () => t?.close())

function opensEphemeral(db: Database, sql: string): string[] {
  const params = Array((sql.match(/\?/g) ?? []).length).fill(null)
  const plan = db.prepare(`EXPLAIN ${sql}`).all(...(params as [])) as { opcode: string }[]
  return plan.map((p) => p.opcode).filter((op) => EPHEMERAL.test(op))
}

test('a sale opens no ephemeral table: order, stock by recipe, kitchen ticket queued and printed', async () => {
  t = await devicesContext()
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const cat = await t.api('POST', '/inventory-categories', { name: '食材' })
  const stock = await t.api('POST', '/inventory', {
    name: '麵條',
    categoryId: cat.body.id,
    unit: '克',
    currentStock: '100000',
    safetyStock: '10',
    unitCost: '0.05',
  })
  const item = await t.api('POST', '/menu', {
    name: '牛肉麵',
    basePrice: '180.00',
    sizeOptions: [{ name: '大碗', price: '20' }],
    addOns: [{ name: '加蛋', price: '15', category: '配料' }],
    costData: { 麵條: { inventoryId: stock.body.id, quantity: 150 } },
  })
  const table = await t.api('POST', '/tables', { number: 'A-01', seats: 4 })
  await t.api('POST', `/tables/${table.body.id}/open`, { guestCount: 2 })

  const takeout = () =>
    t.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: item.body.id, quantity: 1 }] })
  const ticketsDone = (n: number) =>
    until(
      () => {
        recording = false // the test's own polling is not part of the sale
        const done = t.ctx.services.devices.listJobs(t.storeId, 'done').length
        recording = true
        return done === n
      },
      5000,
      `${n} tickets marked done`,
    )
  // Warm-up: the queue's once-per-start work (resuming interrupted jobs) is not what a sale runs.
  expect((await takeout()).status).toBe(201)
  await ticketsDone(1)

  executed.clear()
  recording = true
  const orders = [
    await t.api('POST', '/orders', {
      tableId: table.body.id,
      items: [{ menuItemId: item.body.id, quantity: 2, options: { size: '大碗', addOns: ['加蛋'] } }],
    }),
    await takeout(),
  ]
  await kitchen.fake.waitForJobs(3)
  await ticketsDone(3)
  recording = false

  expect(orders.map((o) => o.status)).toEqual([201, 201])
  const statements = [...executed]
  // The path really ran: the order, its stock movement and the print job were all recorded.
  for (const table of ['orders', 'stock_movements', 'print_jobs']) {
    expect(statements.some((sql) => sql.startsWith(`insert into "${table}"`))).toBe(true)
  }
  const offenders = statements.flatMap((sql) => {
    const ops = opensEphemeral(t.ctx.db.sqlite, sql)
    return ops.length ? [`${ops.join(',')}: ${sql}`] : []
  })
  expect(offenders).toEqual([])
})
