import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

/**
 * An order committed whose order.created never reached the kitchen module: what a crash between
 * the commit and the ticket's INSERT leaves behind (tests/reliability/crash.test.ts found it).
 */
function orderWithoutTicket(name: string, status: 'pending' | 'confirmed' | 'preparing' = 'pending', ageMs = 0) {
  const o = t.fx.order(t.fx.table(name), [{ name, quantity: 1, unitPrice: 10000 }], { status })
  t.ctx.db.sqlite.query('UPDATE orders SET created_at = ? WHERE id = ?').run(Date.now() - ageMs, o.id)
  return o
}

const names = (jobs: Buffer[]) => jobs.map((j) => escposToText(j).match(/[甲乙丙丁戊]單/)?.[0]).sort()

test('at start-up, recent orders the kitchen has not started and that have no ticket get one, once', async () => {
  t = await devicesContext()
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  await Bun.sleep(5)
  await t.ctx.services.devices.stop()
  orderWithoutTicket('甲單')
  orderWithoutTicket('乙單', 'confirmed')
  orderWithoutTicket('丙單', 'preparing') // the kitchen already works on it
  orderWithoutTicket('丁單', 'pending', 13 * 3600_000) // yesterday's
  await t.ctx.services.devices.start()
  expect(names(await kitchen.fake.waitForJobs(2))).toEqual(['乙單', '甲單'])

  await t.ctx.services.devices.stop()
  await t.ctx.services.devices.start()
  await Bun.sleep(300)
  expect(kitchen.fake.jobs).toHaveLength(2)
})

test('a kitchen printer added after the order was placed does not get the recovered ticket', async () => {
  t = await devicesContext()
  const first = await t.printer({ name: '熱炒', role: 'kitchen' })
  await Bun.sleep(5)
  await t.ctx.services.devices.stop()
  orderWithoutTicket('戊單')
  await Bun.sleep(5)
  const later = await t.printer({ name: '新站', role: 'kitchen' })
  await t.ctx.services.devices.start()
  expect(names(await first.fake.waitForJobs(1))).toEqual(['戊單'])
  await Bun.sleep(300)
  expect(later.fake.jobs).toHaveLength(0)
})

test('an order whose ticket was queued is not recovered, even for a station its ticket did not reach', async () => {
  t = await devicesContext()
  const first = await t.printer({ name: '熱炒', role: 'kitchen' })
  const second = await t.printer({ name: '冷盤', role: 'kitchen' })
  await Bun.sleep(5)
  await t.ctx.services.devices.stop()
  orderWithoutTicket('甲單')
  const queued = orderWithoutTicket('乙單')
  t.ctx.db.sqlite.query(`INSERT INTO print_jobs (store_id, printer_id, kind, order_id, dedupe_key, payload, status, next_attempt_at, created_at, updated_at)
    VALUES (?, ?, 'kitchen', ?, ?, x'00', 'done', 0, 0, 0)`).run(t.storeId, first.id, queued.id, `kitchen:${queued.id}:p${first.id}`)
  await t.ctx.services.devices.start()
  expect(names(await second.fake.waitForJobs(1))).toEqual(['甲單'])
  expect(names(await first.fake.waitForJobs(1))).toEqual(['甲單'])
  await Bun.sleep(300)
  expect(second.fake.jobs).toHaveLength(1)
  expect(first.fake.jobs).toHaveLength(1)
})
