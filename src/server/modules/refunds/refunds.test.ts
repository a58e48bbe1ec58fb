import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from '../devices/test-context'

/**
 * Refunds through the real API: bounded by what was paid less earlier refunds, a reason from the
 * list, a manager's PIN for staff, cash refunds open the drawer, and one refund per client key.
 */

let t: DevicesContext
afterEach(async () => t?.close())

const MANAGER_PIN = '2468'

async function counter() {
  t = await devicesContext()
  const printer = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
  const dish = await t.api('POST', '/menu', { name: '招牌便當', basePrice: '335.00' })
  expect(dish.status).toBe(201)
  const sqlite = t.ctx.db.sqlite
  sqlite
    .query('UPDATE users SET pin_hash = ? WHERE id = ?')
    .run(await Bun.password.hash(MANAGER_PIN, { algorithm: 'argon2id' }), t.manager.user.id)
  const staff = await t.ctx.staff(t.manager.cookie, 'cashier')
  return {
    printer,
    staff,
    /** A takeout order of one NT$335 dish, paid in full. */
    async paidOrder(method = 'cash') {
      const o = await t.api('POST', '/orders', {
        orderType: 'takeout',
        items: [{ menuItemId: dish.body.id, quantity: 1 }],
      })
      expect(o.status).toBe(201)
      const p = await t.api('POST', '/payments', { orderId: o.body.id, amount: o.body.total, paymentMethod: method })
      expect(p.status).toBe(201)
      return o.body as { id: number; orderNumber: string; total: string }
    },
    async unpaidOrder() {
      const o = await t.api('POST', '/orders', {
        orderType: 'takeout',
        items: [{ menuItemId: dish.body.id, quantity: 1 }],
      })
      return o.body as { id: number; total: string }
    },
    refund: (orderId: number, body: Record<string, unknown>, cookie = t.manager.cookie) =>
      t.api('POST', `/orders/${orderId}/refunds`, { paymentMethod: 'cash', reason: 'complaint', ...body }, cookie),
    refunded: (orderId: number) =>
      sqlite
        .query('SELECT coalesce(sum(amount), 0) AS s, count(*) AS n FROM refunds WHERE order_id = ?')
        .get(orderId) as { s: number; n: number },
    order: async (id: number) => (await t.api('GET', `/orders/${id}`)).body,
  }
}

describe('refunding a paid order', () => {
  test('whole: cash goes back, the drawer opens once, the order reads cancelled with everything refunded', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    await c.printer.fake.waitForJobs(2) // the payment's receipt and drawer pulse
    const res = await c.refund(order.id, { reason: 'wrong_order', clientRefundId: 'r-1' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      orderId: order.id,
      amount: '335.00',
      paymentMethod: 'cash',
      reason: 'wrong_order',
      approvedBy: null,
    })
    expect(res.body.order).toMatchObject({ status: 'cancelled', refunded: '335.00', cancelReason: '退款（點錯）' })
    const jobs = await c.printer.fake.waitForJobs(3)
    expect(escposToText(jobs[2])).toBe('[錢櫃]')
    const log = t.ctx.db.sqlite
      .query("SELECT details FROM activity_logs WHERE action = 'open_cash_drawer' AND entity_type = 'refund'")
      .all()
    expect(log).toHaveLength(1)
    // Nothing left: a second refund is refused and changes nothing.
    const again = await c.refund(order.id, { amount: '1' })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('REFUND_NOTHING_LEFT')
    expect(c.refunded(order.id)).toEqual({ s: 33500, n: 1 })
  })

  test(`by amount: a card refund opens no drawer; the rest is refundable, then the order is fully \
refunded`, async () => {
    const c = await counter()
    const order = await c.paidOrder('credit_card')
    const part = await c.refund(order.id, { amount: '100', paymentMethod: 'credit_card', reason: 'food_issue' })
    expect(part.status).toBe(201)
    expect(part.body.order).toMatchObject({ status: 'pending', refunded: '100.00', paymentStatus: 'paid' })
    const over = await c.refund(order.id, { amount: '235.01', paymentMethod: 'credit_card' })
    expect(over.status).toBe(422)
    expect(over.body.code).toBe('REFUND_EXCEEDS_PAID')
    expect(over.body.message).toContain('NT$235.00')
    const rest = await c.refund(order.id, { paymentMethod: 'credit_card' })
    expect(rest.status).toBe(201)
    expect(rest.body.amount).toBe('235.00')
    expect(rest.body.order).toMatchObject({ status: 'cancelled', refunded: '335.00' })
    await Bun.sleep(200)
    expect(c.printer.fake.jobs.filter((j) => escposToText(j) === '[錢櫃]')).toHaveLength(0)
  })

  test('bad input gets a zh-TW 4xx and changes nothing', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '0' }, 422, 'REFUND_AMOUNT_INVALID'],
      [{ amount: '-5' }, 422, 'REFUND_AMOUNT_INVALID'],
      [{ amount: 'abc' }, 422, 'REFUND_AMOUNT_INVALID'],
      [{ amount: '335.01' }, 422, 'REFUND_EXCEEDS_PAID'],
      [{ reason: null }, 422, 'REFUND_REASON_REQUIRED'],
      [{ reason: '' }, 422, 'REFUND_REASON_REQUIRED'],
      [{ reason: 'because' }, 422, 'REFUND_REASON_REQUIRED'],
      [{ reason: 'other' }, 422, 'REFUND_NOTE_REQUIRED'],
      [{ reason: 'other', note: '   ' }, 422, 'REFUND_NOTE_REQUIRED'],
    ]
    for (const [body, status, code] of cases) {
      const res = await c.refund(order.id, body)
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code])
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    const unpaid = await c.unpaidOrder()
    const r = await c.refund(unpaid.id, {})
    expect([r.status, r.body.code]).toEqual([409, 'REFUND_ORDER_UNPAID'])
    expect((await c.refund(999999, {})).status).toBe(404)
    expect(c.refunded(order.id)).toEqual({ s: 0, n: 0 })
    expect(c.refunded(unpaid.id)).toEqual({ s: 0, n: 0 })
    expect(await c.order(order.id)).toMatchObject({ status: 'pending', refunded: '0.00' })
    const other = await c.refund(order.id, { reason: 'other', note: '客人改變心意', amount: '35' })
    expect(other.status).toBe(201)
  })

  test('staff need a manager PIN on the spot; who approved is in the activity log', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    const none = await c.refund(order.id, { amount: '10' }, c.staff.cookie)
    expect([none.status, none.body.code]).toEqual([403, 'MANAGER_APPROVAL_REQUIRED'])
    const wrong = await c.refund(order.id, { amount: '10', managerPin: '1357' }, c.staff.cookie)
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MANAGER_PIN_INVALID'])
    // The staff member's own PIN is no manager's approval.
    t.ctx.db.sqlite
      .query('UPDATE users SET pin_hash = ? WHERE id = ?')
      .run(await Bun.password.hash('9753', { algorithm: 'argon2id' }), c.staff.user.id)
    const own = await c.refund(order.id, { amount: '10', managerPin: '9753' }, c.staff.cookie)
    expect(own.status).toBe(403)
    expect(c.refunded(order.id).n).toBe(0)
    const ok = await c.refund(order.id, { amount: '10', managerPin: MANAGER_PIN }, c.staff.cookie)
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ refundedBy: c.staff.user.id, approvedBy: t.manager.user.id })
    const row = t.ctx.db.sqlite
      .query("SELECT user_id AS userId, details FROM activity_logs WHERE action = 'create_refund'")
      .get() as { userId: number; details: string }
    expect(row.userId).toBe(c.staff.user.id)
    expect(JSON.parse(row.details)).toMatchObject({
      amount: '10.00',
      reason: 'complaint',
      approvedBy: { id: t.manager.user.id, username: 'manager' },
    })
  })

  test('a burst of 100 wrong manager PINs is locked, never approved', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    const pins = Array.from({ length: 100 }, (_, i) => String(1000 + i))
    const res = await Promise.all(
      pins.map((pin) => c.refund(order.id, { amount: '10', managerPin: pin }, c.staff.cookie)),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(0)
    expect(res.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(90)
    expect(res.every((r) => r.status === 403 || r.status === 429)).toBe(true)
    // Locked: even the right PIN waits.
    expect((await c.refund(order.id, { amount: '10', managerPin: MANAGER_PIN }, c.staff.cookie)).status).toBe(429)
    expect(c.refunded(order.id).n).toBe(0)
  })
})

describe('refunds at a table', () => {
  test(`a wholly refunded order leaves the table bill settled, never overpaid; a partial refund leaves it as it \
was`, async () => {
    const c = await counter()
    const table = await t.api('POST', '/tables', { number: 'A-01', seats: 4 })
    const dish = (await t.api('GET', '/menu')).body.find((i: { name: string }) => i.name === '招牌便當')
    const place = async () =>
      (await t.api('POST', '/orders', { tableId: table.body.id, items: [{ menuItemId: dish.id, quantity: 1 }] })).body
    const first = await place()
    const second = await place()
    const summary = async () => (await t.api('GET', `/sessions/${first.sessionId}/summary`)).body
    const bill = await summary()
    expect(
      (
        await t.api('POST', '/payments', {
          sessionId: first.sessionId,
          amount: bill.outstanding,
          paymentMethod: 'credit_card',
        })
      ).status,
    ).toBe(201)
    expect((await c.refund(second.id, { amount: '50', paymentMethod: 'credit_card' })).status).toBe(201)
    expect(await summary()).toMatchObject({ total: bill.total, outstanding: '0.00' })
    expect((await c.refund(first.id, { paymentMethod: 'credit_card' })).body.order.status).toBe('cancelled')
    expect(await summary()).toMatchObject({ total: second.total, paid: second.total, outstanding: '0.00' })
  })
})

describe('refunds in reports', () => {
  test(`gross − refunds = net; a partial refund comes off revenue, a whole one leaves with its cancelled \
order`, async () => {
    const c = await counter()
    const a = await c.paidOrder()
    const b = await c.paidOrder('credit_card')
    const report = async () => (await t.api('GET', '/reports?range=today')).body
    const before = await report()
    expect(before).toMatchObject({
      totalRevenue: '670.00',
      paymentTotal: '670.00',
      refundTotal: '0.00',
      netPaymentTotal: '670.00',
      netRevenue: '670.00',
    })
    expect((await c.refund(a.id, {})).status).toBe(201)
    expect((await c.refund(b.id, { amount: '35', paymentMethod: 'credit_card' })).status).toBe(201)
    const after = await report()
    expect(after).toMatchObject({
      totalRevenue: '335.00',
      paymentTotal: '670.00',
      refundTotal: '370.00',
      netPaymentTotal: '300.00',
      netRevenue: '300.00',
    })
  })
})

describe('refund bursts', () => {
  test('100 identical refunds at once (one client id) are one refund; the rest are replays', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    const res = await Promise.all(
      Array.from({ length: 100 }, () => c.refund(order.id, { amount: '50', clientRefundId: 'tap-1' })),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(1)
    expect(res.filter((r) => r.status === 200 && r.headers.get('idempotent-replay') === 'true')).toHaveLength(99)
    expect(new Set(res.map((r) => r.body.id)).size).toBe(1)
    expect(c.refunded(order.id)).toEqual({ s: 5000, n: 1 })
    // The same key for a different refund is refused.
    const clash = await c.refund(order.id, { amount: '60', clientRefundId: 'tap-1' })
    expect([clash.status, clash.body.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT'])
  })

  test('100 different refunds at once never pay back more than was paid', async () => {
    const c = await counter()
    const order = await c.paidOrder()
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) => c.refund(order.id, { amount: '50', clientRefundId: `k-${i}` })),
    )
    expect(res.filter((r) => r.status >= 500)).toHaveLength(0)
    expect(res.filter((r) => r.status === 201)).toHaveLength(6) // 6 × 50 = 300 of 335
    expect(res.filter((r) => r.status === 422 && r.body.code === 'REFUND_EXCEEDS_PAID')).toHaveLength(94)
    expect(c.refunded(order.id)).toEqual({ s: 30000, n: 6 })
    const whole = await Promise.all(
      Array.from({ length: 100 }, (_, i) => c.refund(order.id, { clientRefundId: `all-${i}` })),
    )
    expect(whole.filter((r) => r.status === 201)).toHaveLength(1)
    expect(c.refunded(order.id)).toEqual({ s: 33500, n: 7 })
  })
})

describe('the tender follows the payment', () => {
  const drawerJobs = () =>
    (t.ctx.db.sqlite.query("SELECT count(*) AS n FROM print_jobs WHERE kind = 'drawer'").get() as { n: number }).n
  const refundLog = () =>
    t.ctx.db.sqlite
      .query("SELECT details FROM activity_logs WHERE action = 'create_refund'")
      .all()
      .map((r) => JSON.parse((r as { details: string }).details))

  test(`a card sale goes back to the card: cash is refused (no drawer) unless a manager approves another \
method`, async () => {
    const c = await counter()
    const order = await c.paidOrder('credit_card')
    expect((await t.api('GET', `/orders/${order.id}/refund-methods`, undefined, c.staff.cookie)).body).toEqual([
      { paymentMethod: 'credit_card', refundable: '335.00' },
    ])
    const drawers = drawerJobs()
    for (const [body, cookie] of [
      [{}, t.manager.cookie],
      [{ managerPin: MANAGER_PIN }, c.staff.cookie],
      [{ methodOverride: false }, t.manager.cookie],
    ] as const) {
      const cash = await c.refund(order.id, { amount: '100', paymentMethod: 'cash', ...body }, cookie)
      expect([cash.status, cash.body.code, cash.body.paidWith]).toEqual([
        422,
        'REFUND_METHOD_NOT_PAID',
        ['credit_card'],
      ])
      expect(cash.body.message).toBe('此訂單以信用卡付款，請用原付款方式退款；改用現金退款需店長核准')
    }
    // Staff asking for another method still need the manager's PIN: that is the approval.
    const unapproved = await c.refund(
      order.id,
      { amount: '100', paymentMethod: 'cash', methodOverride: true },
      c.staff.cookie,
    )
    expect([unapproved.status, unapproved.body.code]).toEqual([403, 'MANAGER_APPROVAL_REQUIRED'])
    expect(c.refunded(order.id)).toEqual({ s: 0, n: 0 })
    expect(drawerJobs()).toBe(drawers)

    const approved = await c.refund(
      order.id,
      { amount: '100', paymentMethod: 'cash', methodOverride: true, managerPin: MANAGER_PIN },
      c.staff.cookie,
    )
    expect(approved.status).toBe(201)
    expect(approved.body).toMatchObject({ paymentMethod: 'cash', approvedBy: t.manager.user.id })
    expect(drawerJobs()).toBe(drawers + 1)
    const card = await c.refund(order.id, { amount: '100', paymentMethod: 'credit_card' })
    expect(card.status).toBe(201)
    expect(refundLog().map((d) => [d.method, d.otherMethod])).toEqual([
      ['cash', true],
      ['credit_card', false],
    ])
  })

  test('a split tender: each method gives back at most what it brought, then the rest by the other', async () => {
    const c = await counter()
    const order = await c.unpaidOrder()
    for (const [amount, paymentMethod] of [
      ['200.00', 'credit_card'],
      ['135.00', 'cash'],
    ]) {
      expect((await t.api('POST', '/payments', { orderId: order.id, amount, paymentMethod })).status).toBe(201)
    }
    const methods = async () => (await t.api('GET', `/orders/${order.id}/refund-methods`)).body
    expect(await methods()).toEqual([
      { paymentMethod: 'cash', refundable: '135.00' },
      { paymentMethod: 'credit_card', refundable: '200.00' },
    ])
    const tooMuch = await c.refund(order.id, { amount: '150', paymentMethod: 'cash' })
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.refundable]).toEqual([
      422,
      'REFUND_METHOD_EXCEEDS',
      '135.00',
    ])
    expect(tooMuch.body.message).toContain('以現金最多可退 NT$135.00')
    // The whole rest by default is more than the cash brought.
    expect((await c.refund(order.id, { paymentMethod: 'cash' })).body.code).toBe('REFUND_METHOD_EXCEEDS')
    expect((await c.refund(order.id, { amount: '135', paymentMethod: 'cash' })).status).toBe(201)
    expect(await methods()).toEqual([
      { paymentMethod: 'cash', refundable: '0.00' },
      { paymentMethod: 'credit_card', refundable: '200.00' },
    ])
    expect((await c.refund(order.id, { amount: '1', paymentMethod: 'cash' })).body.code).toBe('REFUND_METHOD_EXCEEDS')
    const rest = await c.refund(order.id, { paymentMethod: 'credit_card' })
    expect([rest.status, rest.body.amount, rest.body.order.status]).toEqual([201, '200.00', 'cancelled'])
  })

  test("at a table, the methods are the bill's: a table paid by LINE Pay is not refunded as cash", async () => {
    const c = await counter()
    const table = await t.api('POST', '/tables', { number: 'A-01', seats: 4 })
    const dish = (await t.api('GET', '/menu')).body.find((i: { name: string }) => i.name === '招牌便當')
    const order = (
      await t.api('POST', '/orders', { tableId: table.body.id, items: [{ menuItemId: dish.id, quantity: 2 }] })
    ).body
    const bill = (await t.api('GET', `/sessions/${order.sessionId}/summary`)).body
    expect(
      (
        await t.api('POST', '/payments', {
          sessionId: order.sessionId,
          amount: bill.outstanding,
          paymentMethod: 'line_pay',
        })
      ).status,
    ).toBe(201)
    expect((await c.refund(order.id, { amount: '50', paymentMethod: 'cash' })).body.code).toBe('REFUND_METHOD_NOT_PAID')
    expect((await c.refund(order.id, { amount: '50', paymentMethod: 'line_pay' })).status).toBe(201)
  })

  test('100 refunds at once by a method the order was not paid with change nothing and open no drawer', async () => {
    const c = await counter()
    const order = await c.paidOrder('credit_card')
    const drawers = drawerJobs()
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        c.refund(order.id, { amount: '10', paymentMethod: 'cash', clientRefundId: `cash-${i}` }),
      ),
    )
    expect(res.filter((r) => r.status === 422 && r.body.code === 'REFUND_METHOD_NOT_PAID')).toHaveLength(100)
    expect(c.refunded(order.id)).toEqual({ s: 0, n: 0 })
    expect(refundLog()).toEqual([])
    expect(drawerJobs()).toBe(drawers)
    expect(await c.order(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid', refunded: '0.00' })
  })
})
