import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { testClock } from '../../testing/harness'
import { devicesContext, until, type DevicesContext } from '../devices/test-context'
import { addMenuItem } from '../orders/testing'

/**
 * Whose day a sale is, through the real API with an injected clock: a check carried over at a close
 * and paid the next day is that day's sale; the cashiers' blocks and the payments no shift took add up
 * to the day's takings.
 */

let t: DevicesContext
afterEach(async () => t?.close())

/** Taipei's clock: 2026-11-`day` `h`:`m`. */
const taipei = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 8, m)

async function shop() {
  const clock = testClock(taipei(28, 18))
  t = await devicesContext('off', { clock })
  const noodles = addMenuItem(t.ctx, t.storeId, { name: '牛肉麵', basePrice: 200_00 })
  const counter = await t.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  const ok = async (res: Promise<{ status: number; body: any }>, status = 201) => {
    const r = await res
    expect(r.status).toBe(status)
    return r.body
  }
  const order = (body: Record<string, unknown>, cookie?: string) =>
    ok(t.api('POST', '/orders', { items: [{ menuItemId: noodles.id, quantity: 2 }], ...body }, cookie))
  const pay = (body: Record<string, unknown>, cookie?: string) =>
    ok(t.api('POST', '/payments', { paymentMethod: 'cash', ...body }, cookie))
  const close = (date: string, countedCash: string) => ok(t.api('POST', '/day-close', { date, countedCash }))
  /** The Z of `date` as the receipt printer prints it, bytes and decoded text. */
  const paper = async (date: string) => {
    const zPapers = () => counter.fake.jobs.filter((j) => escposToText(j).startsWith('Z 報表'))
    const printed = zPapers().length
    await ok(t.api('POST', '/day-close/print', { date }), 202)
    await until(() => zPapers().length > printed, 5000, 'the Z report printed')
    const bytes = Buffer.from(zPapers().at(-1)!)
    return { bytes, text: escposToText(bytes) }
  }
  return { clock, order, pay, close, paper, ok }
}

const snapshotOf = (date: string) =>
  (
    t.ctx.db.sqlite.query('SELECT snapshot FROM day_closes WHERE business_date = ?').get(date) as {
      snapshot: string
    }
  ).snapshot

test('a check carried over at the close and paid the next day is a sale of the next day', async () => {
  const s = await shop()
  const table = await s.ok(t.api('POST', '/tables', { number: 'A1', seats: 4 }))
  // Day 1: A1 orders two NT$200 bowls (+10% fee = NT$440), NT$40 off as 熟客優惠; a takeout pays NT$400 cash.
  const check = await s.order({ tableId: table.id })
  await s.ok(t.api('POST', `/orders/${check.id}/discounts`, { kind: 'amount', value: '40', reason: '熟客優惠' }))
  const takeout = await s.order({ orderType: 'takeout' })
  await s.pay({ orderId: takeout.id, amount: takeout.total })

  s.clock.set(taipei(28, 22))
  const day1 = await s.close('2026-11-28', '400')
  expect(day1.carriedOver.map((c: any) => [c.tableNumber, c.outstanding])).toEqual([['A1', '400.00']])
  expect(day1).toMatchObject({ grossSales: '400.00', serviceFeeTotal: '0.00', discountTotal: '0.00' })
  const snapshot1 = snapshotOf('2026-11-28')
  const paper1 = await s.paper('2026-11-28')

  // Day 2: A1 pays by card at noon; nothing else happens; the day closes at 22:00.
  s.clock.set(taipei(29, 12))
  await s.pay({ sessionId: check.sessionId, amount: '400.00', paymentMethod: 'credit_card' })
  s.clock.set(taipei(29, 22))
  const day2 = await s.close('2026-11-29', '0')
  const expected = {
    orderCount: 0,
    revenue: '0.00',
    grossSales: '440.00',
    serviceFeeTotal: '40.00',
    discountTotal: '40.00',
    netSales: '400.00',
    paymentTotal: '400.00',
    discountsByReason: [{ reason: '熟客優惠', count: 1, amount: '40.00' }],
    carriedOver: [],
  }
  expect(day2).toMatchObject(expected)
  expect(day2.byMethod.find((m: any) => m.method === 'credit_card')).toEqual({
    method: 'credit_card',
    count: 1,
    amount: '400.00',
  })
  expect((await t.api('GET', '/day-close?date=2026-11-29')).body).toEqual(day2)
  const paper2 = (await s.paper('2026-11-29')).text
  for (const line of [
    /^銷售總額 +NT\$440$/m,
    /^其中服務費 +NT\$40$/m,
    /^折扣 +-NT\$40$/m,
    /^淨銷售額 +NT\$400$/m,
    /^信用卡 +1 +NT\$400$/m,
    /^熟客優惠 +1 +-NT\$40$/m,
  ])
    expect(paper2).toMatch(line)

  // Day 1 is as it was closed: its stored snapshot, its answer and its paper, byte for byte.
  expect(snapshotOf('2026-11-28')).toBe(snapshot1)
  expect((await t.api('GET', '/day-close?date=2026-11-28')).body).toEqual(day1)
  expect((await s.paper('2026-11-28')).bytes.equals(paper1.bytes)).toBe(true)
})

test('payments taken with no shift open get their own block: with the cashiers they add up to the day', async () => {
  const s = await shop()
  const cashier = await t.ctx.staff(t.manager.cookie, 'cashier')
  await s.ok(t.api('POST', '/shifts', { openingFloat: '1000' }, cashier.cookie))
  const one = await s.order({ orderType: 'takeout' }, cashier.cookie)
  await s.pay({ orderId: one.id, amount: one.total }, cashier.cookie)
  // The manager rings up two sales without a shift of their own: cash and LINE Pay.
  const two = await s.order({ orderType: 'takeout' })
  await s.pay({ orderId: two.id, amount: two.total })
  const three = await s.order({ orderType: 'takeout' })
  await s.pay({ orderId: three.id, amount: three.total, paymentMethod: 'line_pay' })

  const z = (await t.api('GET', '/day-close')).body
  const cents = (money: string) => Math.round(Number(money) * 100)
  const blocks = [...z.cashiers.map((c: any) => c.paymentTotal), z.unshifted.paymentTotal]
  expect(blocks).toEqual(['400.00', '800.00'])
  expect(blocks.reduce((n: number, m: string) => n + cents(m), 0)).toBe(cents(z.paymentTotal))
  expect(z.unshifted.byMethod.filter((m: any) => m.count > 0)).toEqual([
    { method: 'cash', count: 1, amount: '400.00' },
    { method: 'line_pay', count: 1, amount: '400.00' },
  ])
  const paper = (await s.paper(z.date)).text
  expect(paper).toMatch(/^未開班收款\n現金 +1 +NT\$400\nLINE Pay +1 +NT\$400\n收款合計 +NT\$800$/m)
})
