import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { testClock } from '../../testing/harness'
import { devicesContext, until, type DevicesContext } from '../devices/test-context'
import { addMenuItem } from '../orders/testing'

/**
 * The business day through the real API with an injected clock: the store's 換日時間, a close that
 * freezes its day, and the checks a close carries into the next day.
 */

let t: DevicesContext
afterEach(async () => t?.close())

/** Taipei's clock: 2026-11-`day` `h`:`m`. */
const taipei = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 8, m)

async function shop(cutoff: string) {
  const clock = testClock(taipei(28, 18))
  t = await devicesContext('off', { clock })
  const store = await t.ctx.request('PATCH', `/api/stores/${t.storeId}`, {
    cookie: t.manager.cookie,
    body: { settings: { dayCutoff: cutoff } },
  })
  expect([store.status, store.body.settings.dayCutoff]).toEqual([200, cutoff])
  const noodles = addMenuItem(t.ctx, t.storeId, { name: '牛肉麵', basePrice: 200_00 })
  const table = async (number: string) => (await t.api('POST', '/tables', { number, seats: 4 })).body.id as number
  const order = async (body: Record<string, unknown>) => {
    const res = await t.api('POST', '/orders', { items: [{ menuItemId: noodles.id, quantity: 1 }], ...body })
    expect(res.status).toBe(201)
    return res.body
  }
  const pay = async (body: Record<string, unknown>) => {
    const res = await t.api('POST', '/payments', { paymentMethod: 'cash', ...body })
    expect(res.status).toBe(201)
    return res.body
  }
  return { clock, table, order, pay }
}

async function nightTable(cutoff: string) {
  const s = await shop(cutoff)
  const a1 = await s.table('A1')
  s.clock.set(taipei(28, 23, 58))
  const first = await s.order({ tableId: a1 })
  s.clock.set(taipei(29, 0, 0))
  const more = await s.order({ tableId: a1 }) // 加點
  s.clock.set(taipei(29, 0, 1))
  await s.pay({ sessionId: first.sessionId, amount: '440.00' }) // two NT$200 bowls and the 10% fee
  s.clock.set(taipei(29, 0, 2))
  return { ...s, first, more }
}

test('with 換日時間 05:00 a table ordered 23:58, added to at 00:00 and paid at 00:01 is one business day', async () => {
  const { first, more } = await nightTable('05:00')
  expect([first.orderNumber, more.orderNumber]).toEqual(['20261128-001', '20261128-002'])
  const z = (await t.api('GET', '/day-close')).body
  expect(z).toMatchObject({ date: '2026-11-28', orderCount: 2, revenue: '440.00', paymentTotal: '440.00' })
  expect((await t.api('GET', '/payments')).body).toMatchObject({ date: '2026-11-28', count: 1, total: '440.00' })
  const today = (await t.api('GET', '/reports?range=today')).body
  expect([today.totalRevenue, today.orderCount]).toEqual(['440.00', 2])
  expect((await t.api('GET', '/orders/day-stats')).body).toMatchObject({ date: '2026-11-28', count: 2 })
})

test('with midnight (the default) the same table splits across two days, as before', async () => {
  const { first, more } = await nightTable('00:00')
  expect([first.orderNumber, more.orderNumber]).toEqual(['20261128-001', '20261129-001'])
  expect((await t.api('GET', '/day-close')).body).toMatchObject({ date: '2026-11-29', orderCount: 1 })
})

test('a closed day never changes: a payment after the close is the next day, the Z and its paper stay', async () => {
  const s = await shop('05:00')
  const counter = await t.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  const takeout = await s.order({ orderType: 'takeout' })
  await s.pay({ orderId: takeout.id, amount: takeout.total })
  s.clock.set(taipei(28, 22))
  const closed = await t.api('POST', '/day-close', { date: '2026-11-28', countedCash: '200', openingFloat: '0' })
  expect(closed.status).toBe(201)
  // The counter printer also prints each payment's receipt: the Z reports are the papers titled so.
  const zPapers = () => counter.fake.jobs.filter((j) => escposToText(j).startsWith('Z 報表'))
  const print = async () => {
    const printed = zPapers().length
    expect((await t.api('POST', '/day-close/print', { date: '2026-11-28' })).status).toBe(202)
    await until(() => zPapers().length > printed, 5000, 'the Z report printed')
    return zPapers().at(-1)!
  }
  const paperBefore = await print()
  const zBefore = (await t.api('GET', '/day-close?date=2026-11-28')).body
  expect(zBefore).toEqual(closed.body)
  expect(zBefore).toMatchObject({
    closed: true,
    paymentTotal: '200.00',
    orderCount: 1,
    to: new Date(taipei(28, 22)).toISOString(),
  })

  // Twenty minutes later, the same evening: a sale and its payment.
  s.clock.set(taipei(28, 22, 20))
  const late = await s.order({ orderType: 'takeout' })
  expect(late.orderNumber).toBe('20261129-001')
  await s.pay({ orderId: late.id, amount: late.total })

  expect((await t.api('GET', '/day-close?date=2026-11-28')).body).toEqual(zBefore)
  const paperAfter = await print()
  expect(escposToText(paperAfter)).toBe(escposToText(paperBefore))
  expect(Buffer.from(paperAfter).equals(Buffer.from(paperBefore))).toBe(true)
  expect(escposToText(paperAfter)).toContain('日結時間：2026-11-28 22:00')
  const next = (await t.api('GET', '/day-close')).body
  expect(next).toMatchObject({ date: '2026-11-29', closed: false, paymentTotal: '200.00', orderCount: 1 })
  expect(next.from).toBe(new Date(taipei(28, 22)).toISOString())
  expect((await t.api('GET', '/payments')).body).toMatchObject({ date: '2026-11-29', count: 1 })
  // The next day can be closed, the closed one not again.
  const again = await t.api('POST', '/day-close', { date: '2026-11-28', countedCash: '0' })
  expect([again.status, again.body.code]).toEqual([409, 'DAY_ALREADY_CLOSED'])
})

test('close warns of open checks and carries them over: their payment lands in the next day', async () => {
  const s = await shop('05:00')
  const a1 = await s.table('A1')
  const a2 = await s.table('A2')
  const one = await s.order({ tableId: a1 })
  await s.order({ tableId: a2 })
  await s.order({ tableId: a2 })
  const paidTakeout = await s.order({ orderType: 'takeout' })
  await s.pay({ orderId: paidTakeout.id, amount: paidTakeout.total })
  const unpaid = await s.order({ orderType: 'takeout' })
  s.clock.set(taipei(28, 23))

  const preview = (await t.api('GET', '/day-close/preview')).body
  expect(preview.date).toBe('2026-11-28')
  expect(preview.openChecks.map((c: any) => [c.tableNumber ?? c.orderNumber, c.outstanding])).toEqual([
    ['A1', '220.00'],
    ['A2', '440.00'],
    [unpaid.orderNumber, '200.00'],
  ])
  expect(preview.openTotal).toBe('860.00')
  expect(preview.pendingInvoices).toEqual({ count: 0, amount: '0.00' })

  // The spec's close, verbatim: the open checks go into the next day and the snapshot lists them.
  const closed = await t.api('POST', '/day-close', { date: '2026-11-28', countedCash: '200' })
  expect(closed.status).toBe(201)
  expect(closed.body.carriedOver).toEqual(preview.openChecks)
  expect(closed.body.paymentTotal).toBe('200.00')
  const counter = await t.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  expect((await t.api('POST', '/day-close/print', { date: '2026-11-28' })).status).toBe(202)
  const paper = escposToText((await counter.fake.waitForJobs(1))[0])
  expect(paper).toMatch(/^轉入下一營業日\n桌 A1 +NT\$220\n桌 A2 +NT\$440\n20261128-005 +NT\$200$/m)

  s.clock.set(taipei(28, 23, 30))
  await s.pay({ sessionId: one.sessionId, amount: '220.00' })
  expect((await t.api('GET', '/day-close?date=2026-11-28')).body).toEqual(closed.body)
  expect((await t.api('GET', '/day-close')).body).toMatchObject({ date: '2026-11-29', paymentTotal: '220.00' })
  const left = (await t.api('GET', '/day-close/preview')).body
  expect(left.openChecks.map((c: any) => c.tableNumber ?? c.orderNumber)).toEqual(['A2'])
})
