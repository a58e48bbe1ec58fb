import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import type { ZReport } from '../../../shared/api/day-close'
import { devicesContext, until, type DevicesContext } from '../devices/test-context'
import { invoicingShop } from '../einvoice/test-fixtures'
import { addMenuItem } from '../orders/testing'
import { queryPlan, recordPreparedStatements } from '../../testing/query-plans'

/**
 * The Z's sections through the real API: the cashiers' X reports add up to it, its invoice section
 * counts the invoices issued, and its snapshot keeps every section as it was at the close.
 */

const statements = recordPreparedStatements()
let t: DevicesContext | undefined
let closeShop: (() => void) | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
  closeShop?.()
  closeShop = undefined
})

const cents = (amount: string | null) => Math.round(Number(amount) * 100)

/** Two cashiers with a shift each, a sale or two each, and a paid-out from Amy's drawer. */
async function twoCashiers() {
  t = await devicesContext()
  const c = t
  const bento = addMenuItem(c.ctx, c.storeId, { name: '招牌便當', basePrice: 365_00 })
  const amy = await c.ctx.staff(c.manager.cookie, 'amy')
  const ben = await c.ctx.staff(c.manager.cookie, 'ben')
  const sell = async (cookie: string, paymentMethod: string, quantity = 1) => {
    const order = await c.api(
      'POST',
      '/orders',
      { orderType: 'takeout', items: [{ menuItemId: bento.id, quantity }] },
      cookie,
    )
    expect(order.status).toBe(201)
    const paid = await c.api(
      'POST',
      '/payments',
      { orderId: order.body.id, amount: order.body.total, paymentMethod },
      cookie,
    )
    expect(paid.status).toBe(201)
    return order.body as { id: number; total: string }
  }
  const open = async (cookie: string, openingFloat: string) => {
    const r = await c.api('POST', '/shifts', { openingFloat }, cookie)
    expect(r.status).toBe(201)
    return r.body.id as number
  }
  const shiftA = await open(amy.cookie, '2000')
  const shiftB = await open(ben.cookie, '1000')
  await sell(amy.cookie, 'cash', 2)
  await sell(amy.cookie, 'line_pay')
  await sell(ben.cookie, 'cash')
  await sell(ben.cookie, 'credit_card', 3)
  const moved = await c.api(
    'POST',
    `/shifts/${shiftA}/movements`,
    { reason: 'paid_out', amount: '80', note: '衛生紙' },
    amy.cookie,
  )
  expect(moved.status).toBe(201)
  return { c, amy, ben, shiftA, shiftB, sell, bento }
}

test("the X reports of two cashiers add up to the day's Z, by method and in cash", async () => {
  const { c, amy, ben, shiftA, shiftB } = await twoCashiers()
  const xA = (await c.api('POST', `/shifts/${shiftA}/close`, { countedCash: '2650' }, amy.cookie)).body
  const xB = (await c.api('POST', `/shifts/${shiftB}/close`, { countedCash: '1360' }, ben.cookie)).body
  const z: ZReport = (await c.api('GET', '/day-close')).body
  const xs = [xA, xB]
  const sum = (f: (x: typeof xA) => string) => xs.reduce((s, x) => s + cents(f(x)), 0)
  for (const m of z.byMethod) {
    const ofX = sum((x) => x.byMethod.find((n: { method: string }) => n.method === m.method).amount)
    expect([m.method, ofX]).toEqual([m.method, cents(m.amount)])
  }
  // Floats 2,000 + 1,000; cash 730 + 365; 80 paid out: 4,015 expected, as the two drawers say.
  expect(z).toMatchObject({ openingFloat: '3000.00', cashPayments: '1095.00', netCashMovements: '-80.00' })
  expect(z.expectedCash).toBe('4015.00')
  expect(cents(z.expectedCash)).toBe(sum((x) => x.expectedCash))
  expect(cents(z.openingFloat)).toBe(sum((x) => x.openingFloat))
  expect(z.cashMovements).toEqual([expect.objectContaining({ reason: 'paid_out', amount: '80.00', note: '衛生紙' })])
  // The Z's per-cashier section is each X as it closed.
  expect(z.cashiers.map((s) => [s.cashierName, s.paymentTotal, s.expectedCash, s.countedCash, s.difference])).toEqual(
    xs.map((x) => [x.cashierName, x.paymentTotal, x.expectedCash, x.countedCash, x.difference]),
  )
  expect(z.cashiers.map((s) => s.difference)).toEqual(['0.00', '-5.00'])

  // Closed with what the two drawers hold, without typing a float: the shifts' floats, off by Ben's 5.
  const closed = await c.api('POST', '/day-close', { date: z.date, countedCash: '4010' })
  expect(closed.status).toBe(201)
  expect(closed.body).toMatchObject({ openingFloat: '3000.00', expectedCash: '4015.00', difference: '-5.00' })
})

test('a closed Z keeps every section as it was: later sales, discounts, voids and cash moved change neither it nor its paper', async () => {
  const { c, amy, shiftA, sell, bento } = await twoCashiers()
  const printer = await c.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  // A discount with its reason and a voided line on a paid order, before the close.
  const order = await c.api('POST', '/orders', {
    orderType: 'takeout',
    items: [
      { menuItemId: bento.id, quantity: 1 },
      { menuItemId: bento.id, quantity: 1 },
    ],
  })
  const line = order.body.items[1].id
  expect((await c.api('POST', `/orders/${order.body.id}/void`, { lineId: line, reason: 'wrong_order' })).status).toBe(
    201,
  )
  const off = await c.api('POST', `/orders/${order.body.id}/discounts`, {
    kind: 'amount',
    value: '65',
    reason: '熟客優惠',
  })
  expect(off.status).toBe(201)
  const total = off.body.order.total
  expect(
    (await c.api('POST', '/payments', { orderId: order.body.id, amount: total, paymentMethod: 'cash' })).status,
  ).toBe(201)

  const date = (await c.api('GET', '/day-close')).body.date
  const closed = await c.api('POST', '/day-close', { date, countedCash: '5000' })
  expect(closed.status).toBe(201)
  const z: ZReport = closed.body
  expect(z.voids).toEqual({ count: 1, amount: '365.00' })
  expect(z.discountsByReason).toEqual([{ reason: '熟客優惠', count: 1, amount: '65.00' }])
  expect(z.cashMovements).toHaveLength(1)
  expect(z.cashiers).toHaveLength(2)
  expect(z.cashiers.every((s) => s.countedCash === null)).toBe(true)
  // The printer takes the day's receipts too: the Z papers are those titled so.
  const zPapers = () => printer.fake.jobs.filter((job) => escposToText(job).includes('Z 報表'))
  const print = async () => {
    const before = zPapers().length
    expect((await c.api('POST', '/day-close/print', { date })).status).toBe(202)
    await until(() => zPapers().length > before, 5000, 'the Z paper')
    return zPapers()[before]
  }
  const paper = await print()
  expect(escposToText(paper)).toMatch(/^熟客優惠\s+1\s+-NT\$65$/m)
  expect(escposToText(paper)).toMatch(/^雜支 衛生紙\s+-NT\$80$/m)

  // After the close: another sale with a discount, a void, cash paid out and Amy's shift closed.
  await sell(amy.cookie, 'cash')
  const later = await c.api('POST', '/orders', {
    orderType: 'takeout',
    items: [
      { menuItemId: bento.id, quantity: 1 },
      { menuItemId: bento.id, quantity: 2 },
    ],
  })
  expect(
    (await c.api('POST', `/orders/${later.body.id}/void`, { lineId: later.body.items[0].id, reason: 'wrong_order' }))
      .status,
  ).toBe(201)
  expect(
    (await c.api('POST', `/shifts/${shiftA}/movements`, { reason: 'drop', amount: '1000' }, amy.cookie)).status,
  ).toBe(201)
  expect((await c.api('POST', `/shifts/${shiftA}/close`, { countedCash: '1000' }, amy.cookie)).status).toBe(200)

  expect((await c.api('GET', `/day-close?date=${date}`)).body).toEqual(z)
  const again = await print()
  expect(Buffer.from(again).equals(Buffer.from(paper))).toBe(true)
})

test('in an e-invoice store the Z counts the invoices issued: numbers from–to, kinds, voided, allowances', async () => {
  const s = await invoicingShop()
  closeShop = () => s.ctx.close()
  await s.pay(await s.takeout(), { kind: 'mobile', carrier: '/ABC1234' })
  const printedOne = await s.takeout(2)
  await s.pay(printedOne, { kind: 'none' })
  const b2b = await s.takeout(3)
  await s.pay(b2b, { kind: 'buyer', buyerId: '22099131' })
  await s.pay(await s.takeout(), { kind: 'donation', donationCode: '8585' })
  expect(
    (await s.api('POST', `/orders/${printedOne.id}/refunds`, { paymentMethod: 'credit_card', reason: 'complaint' }))
      .status,
  ).toBe(201)
  const part = await s.api('POST', `/orders/${b2b.id}/refunds`, {
    amount: '105',
    paymentMethod: 'credit_card',
    reason: 'wrong_order',
  })
  expect(part.status).toBe(201)

  const issued = s.q<{ number: string; total: number; kind: string }>(
    "SELECT number, total_amount AS total, kind FROM einvoices WHERE status <> 'pending' ORDER BY number",
  )
  expect(issued).toHaveLength(4)
  statements.recording = true
  const z: ZReport = (await s.api('GET', '/day-close')).body
  statements.recording = false
  // Every table the Z reads is reached through a (store, time) or a key index: a year of rows is not walked.
  const scans = [...statements.prepared]
    .filter((sql) => /^\s*select/i.test(sql))
    .flatMap((sql) =>
      queryPlan(s.ctx.db.sqlite, sql)
        .filter((d) => /^SCAN (?!CONSTANT)/.test(d))
        .map((d) => `${d} in ${sql}`),
    )
  expect(scans).toEqual([])
  const voided = [...statements.prepared].find((sql) => sql.includes('"voided_at" >= ?'))!
  expect(queryPlan(s.ctx.db.sqlite, voided).join(' ')).toContain('einvoices_store_voided_idx')
  expect(z.invoices).toEqual({
    firstNumber: issued[0].number,
    lastNumber: issued[3].number,
    issuedCount: 4,
    issuedAmount: `${issued.reduce((n, i) => n + i.total, 0)}.00`,
    byKind: [
      { kind: 'carrier', count: 1, amount: '120.00' },
      { kind: 'donation', count: 1, amount: '120.00' },
      { kind: 'buyer', count: 1, amount: '360.00' },
      { kind: 'printed', count: 1, amount: '240.00' },
    ],
    voidedCount: 1,
    voidedAmount: '240.00',
    allowanceCount: 1,
    allowanceAmount: '105.00',
  })
  expect(issued.map((i) => i.number)).toEqual(['AB12345600', 'AB12345601', 'AB12345602', 'AB12345603'])
})

test('a store that does not issue e-invoices has no invoice section', async () => {
  const { c } = await twoCashiers()
  expect((await c.api('GET', '/day-close')).body.invoices).toBeNull()
})
