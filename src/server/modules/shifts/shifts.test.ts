import { afterEach, expect, test } from 'bun:test'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { addMenuItem } from '../orders/testing'

/**
 * 交班 through the real API: a cashier opens with a float, moves cash by hand (投庫, 找零金補充, 雜支),
 * and closes by counting: the X report adds up (float + cash taken − cash refunds ± movements =
 * expected) and the day stays open.
 */

let t: DevicesContext
afterEach(async () => t?.close())

async function shop() {
  t = await devicesContext()
  const bento = addMenuItem(t.ctx, t.storeId, { name: '招牌便當', basePrice: 365_00 })
  /** A takeout order of `n` 招牌便當, paid by `method`, through the cashier's cookie. */
  const sell = async (cookie: string, method: string, n = 1) => {
    const order = await t.api(
      'POST',
      '/orders',
      { orderType: 'takeout', items: [{ menuItemId: bento.id, quantity: n }] },
      cookie,
    )
    expect(order.status).toBe(201)
    const paid = await t.api(
      'POST',
      '/payments',
      { orderId: order.body.id, amount: order.body.total, paymentMethod: method },
      cookie,
    )
    expect(paid.status).toBe(201)
    return order.body as { id: number; total: string }
  }
  return { sell }
}

const shiftRows = () => t.ctx.db.sqlite.query('SELECT count(*) AS n FROM shifts').get()
const movementRows = () =>
  t.ctx.db.sqlite.query('SELECT count(*) AS n, coalesce(sum(amount), 0) AS cents FROM cash_movements').get()

test('open with a float, cash in and out by hand, close by counting: the X adds up, the day stays open', async () => {
  const { sell } = await shop()
  const me = t.manager.cookie
  expect((await t.api('GET', '/shifts/current')).body).toEqual({ shift: null })

  // Bad floats are refused with a zh-TW 422 and open nothing.
  for (const openingFloat of ['100.50', '-1', 'abc', 99_999_999]) {
    const bad = await t.api('POST', '/shifts', { openingFloat })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/開班零用金|金額/)
  }
  expect(shiftRows()).toEqual({ n: 0 })

  const opened = await t.api('POST', '/shifts', { openingFloat: '5000' })
  expect(opened.status).toBe(201)
  expect(opened.body).toMatchObject({
    status: 'open',
    openingFloat: '5000.00',
    expectedCash: '5000.00',
    countedCash: null,
  })
  const id = opened.body.id as number
  expect((await t.api('POST', '/shifts', { openingFloat: '100' })).body.code).toBe('SHIFT_ALREADY_OPEN')

  const cash = await sell(me, 'cash', 2) // 730
  await sell(me, 'credit_card') // 365
  const refund = await t.api('POST', `/orders/${cash.id}/refunds`, {
    amount: '58',
    paymentMethod: 'cash',
    reason: 'food_issue',
  })
  expect(refund.status).toBe(201)

  const move = (body: Record<string, unknown>, cookie = me) => t.api('POST', `/shifts/${id}/movements`, body, cookie)
  expect((await move({ reason: 'drop', amount: '2000', note: '投入保險箱' })).status).toBe(201)
  expect((await move({ reason: 'float_top_up', amount: 500 })).status).toBe(201)
  expect((await move({ reason: 'paid_out', amount: '150', note: '買冰塊' })).status).toBe(201)
  // Whole dollars, more than 0, within the money bound, a known reason: else a 422 and nothing recorded.
  for (const body of [
    { reason: 'paid_out', amount: '0' },
    { reason: 'paid_out', amount: '12.5' },
    { reason: 'paid_out', amount: '10000000' },
    { reason: 'lunch', amount: '10' },
  ])
    expect((await move(body)).status).toBe(422)
  // Another cashier cannot move this drawer's cash.
  const staff = await t.ctx.staff(me, 'cashier2')
  expect((await move({ reason: 'paid_out', amount: '10' }, staff.cookie)).body.code).toBe('SHIFT_NOT_YOURS')
  expect(movementRows()).toEqual({ n: 3, cents: 265_000 })

  // 5,000 + 730 − 58 − 2,000 + 500 − 150 = 4,022.
  const live = (await t.api('GET', `/shifts/${id}`)).body
  expect(live).toMatchObject({
    status: 'open',
    paymentCount: 2,
    paymentTotal: '1095.00',
    refundTotal: '58.00',
    cashPayments: '730.00',
    cashRefunds: '58.00',
    cashAdded: '500.00',
    cashRemoved: '2150.00',
    expectedCash: '4022.00',
  })
  expect(live.byMethod.filter((m: { count: number }) => m.count > 0)).toEqual([
    { method: 'cash', count: 1, amount: '730.00' },
    { method: 'credit_card', count: 1, amount: '365.00' },
  ])
  expect(
    live.movements.map((m: { reason: string; amount: string; note: string | null }) => [m.reason, m.amount, m.note]),
  ).toEqual([
    ['drop', '2000.00', '投入保險箱'],
    ['float_top_up', '500.00', null],
    ['paid_out', '150.00', '買冰塊'],
  ])

  expect((await t.api('POST', `/shifts/${id}/close`, { countedCash: '4000.5' })).status).toBe(422)
  const closed = await t.api('POST', `/shifts/${id}/close`, { countedCash: '4000', notes: '少 22 元' })
  expect(closed.status).toBe(200)
  expect(closed.body).toMatchObject({
    status: 'closed',
    expectedCash: '4022.00',
    countedCash: '4000.00',
    difference: '-22.00',
  })
  expect((await t.api('POST', `/shifts/${id}/close`, { countedCash: '4000' })).body.code).toBe('SHIFT_CLOSED')
  expect((await move({ reason: 'drop', amount: '100' })).body.code).toBe('SHIFT_CLOSED')

  // A sale after the count belongs to the next shift, not this X; the day is not closed.
  await sell(me, 'cash')
  expect((await t.api('GET', `/shifts/${id}`)).body).toMatchObject({ paymentTotal: '1095.00', expectedCash: '4022.00' })
  expect((await t.api('GET', '/day-close')).body.closed).toBe(false)
  expect((await t.api('GET', '/shifts/current')).body).toEqual({ shift: null })
  const next = await t.api('POST', '/shifts', { openingFloat: '4000' })
  expect(next.status).toBe(201)
  expect(next.body.paymentTotal).toBe('0.00')
  const day = (await t.api('GET', '/shifts')).body
  expect(day.shifts.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
    [next.body.id, 'open'],
    [id, 'closed'],
  ])
  // The manager's list only; a stranger's shift id is a 404.
  expect((await t.api('GET', '/shifts', undefined, staff.cookie)).status).toBe(403)
  expect((await t.api('GET', '/shifts/999')).body.code).toBe('SHIFT_NOT_FOUND')
})

test('100 opens at once leave exactly one open shift; a burst of cash movements records each key once', async () => {
  await shop()
  const opens = await Promise.all(Array.from({ length: 100 }, () => t.api('POST', '/shifts', { openingFloat: '3000' })))
  expect(opens.filter((r) => r.status === 201).length).toBe(1)
  for (const r of opens.filter((r) => r.status !== 201))
    expect([r.status, r.body.code]).toEqual([409, 'SHIFT_ALREADY_OPEN'])
  expect(shiftRows()).toEqual({ n: 1 })
  const id = opens.find((r) => r.status === 201)!.body.id

  // A double-tapped 投庫, 50 times over the same key: one row, every answer names it.
  const body = { reason: 'drop', amount: '1000', clientMovementId: 'drop-1' }
  const taps = await Promise.all(Array.from({ length: 50 }, () => t.api('POST', `/shifts/${id}/movements`, body)))
  expect(new Set(taps.map((r) => r.body.movement.id)).size).toBe(1)
  expect(taps.filter((r) => r.status === 201).length).toBe(1)
  expect(taps.filter((r) => r.status === 200).length).toBe(49)
  // The same key for a different amount is refused.
  const reused = await t.api('POST', `/shifts/${id}/movements`, { ...body, amount: '999' })
  expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT'])

  // 40 different 雜支 of NT$25 at once: each one counted, none lost.
  const spends = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      t.api('POST', `/shifts/${id}/movements`, { reason: 'paid_out', amount: '25', clientMovementId: `spend-${i}` }),
    ),
  )
  expect(spends.every((r) => r.status === 201)).toBe(true)
  expect(movementRows()).toEqual({ n: 41, cents: 100_000 + 40 * 2_500 })
  // 3,000 − 1,000 − 40 × 25 = 1,000.
  expect((await t.api('GET', `/shifts/${id}`)).body.expectedCash).toBe('1000.00')
})

test("two cashiers, two shifts each way: their X reports add up to the day's payments by method", async () => {
  const { sell } = await shop()
  const a = await t.ctx.staff(t.manager.cookie, 'amy')
  const b = await t.ctx.staff(t.manager.cookie, 'ben')
  const open = async (cookie: string, openingFloat: string) => {
    const r = await t.api('POST', '/shifts', { openingFloat }, cookie)
    expect(r.status).toBe(201)
    return r.body.id as number
  }
  const close = async (id: number, cookie: string, countedCash: string) =>
    (await t.api('POST', `/shifts/${id}/close`, { countedCash }, cookie)).body

  const morning = await open(a.cookie, '2000')
  const late = await open(b.cookie, '1000')
  await sell(a.cookie, 'cash', 2)
  await sell(a.cookie, 'line_pay')
  await sell(b.cookie, 'cash')
  await sell(b.cookie, 'credit_card', 3)
  expect(
    (
      await t.api(
        'POST',
        `/shifts/${morning}/movements`,
        { reason: 'paid_out', amount: '80', note: '衛生紙' },
        a.cookie,
      )
    ).status,
  ).toBe(201)
  const xA = await close(morning, a.cookie, '2650')
  // Amy's second shift: the next sale is in it, not in her first X.
  const evening = await open(a.cookie, '1000')
  await sell(a.cookie, 'taiwan_pay')
  const xA2 = await close(evening, a.cookie, '1000')
  const xB = await close(late, b.cookie, '1365')
  expect([xA.expectedCash, xA.difference, xA2.paymentTotal, xB.expectedCash, xB.difference]).toEqual([
    '2650.00',
    '0.00',
    '365.00',
    '1365.00',
    '0.00',
  ])

  const day = (await t.api('GET', '/payments')).body
  const xs = [xA, xA2, xB]
  const sumOf = (method: string) =>
    xs.reduce((s, x) => s + Number(x.byMethod.find((m: { method: string }) => m.method === method).amount), 0)
  for (const m of day.byMethod) expect([m.method, sumOf(m.method)]).toEqual([m.method, Number(m.amount)])
  expect(xs.reduce((s, x) => s + Number(x.paymentTotal), 0)).toBe(Number(day.total))

  // The service the day's Z reads: the same shifts and sums in cents, and the cash moved by hand.
  const range = t.ctx.services.shifts.shiftsInRange(t.storeId, Date.parse(day.from), Date.parse(day.to))
  expect(range.shifts.map((s) => [s.id, s.cashierName, s.expectedCash, s.countedCash, s.difference])).toEqual([
    [evening, 'amy', 100_000, 100_000, 0],
    [xB.id, 'ben', 136_500, 136_500, 0],
    [morning, 'amy', 265_000, 265_000, 0],
  ])
  expect(range.byMethod).toEqual(
    day.byMethod.map((m: { method: string; count: number; amount: string }) => ({
      method: m.method,
      count: m.count,
      amount: Math.round(Number(m.amount) * 100),
    })),
  )
  expect(range.movements.map((m) => [m.shiftId, m.reason, m.amount, m.note])).toEqual([
    [morning, 'paid_out', 8_000, '衛生紙'],
  ])
  expect(range.netMovements).toBe(-8_000)
  // Nothing of tomorrow.
  expect(
    t.ctx.services.shifts.shiftsInRange(t.storeId, Date.parse(day.to), Date.parse(day.to) + 86_400_000).shifts,
  ).toEqual([])
})
