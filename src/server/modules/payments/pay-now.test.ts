import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { devicesContext, type DevicesContext } from '../devices/test-context'

/**
 * 送出並結帳 at the POS and 收款 on the orders screen, through the real orders and payments APIs:
 * the order is placed, then paid through the one idempotent payment path (clientPaymentId); cash
 * records what was handed over and the change, prints the receipt and opens the drawer, once.
 */

let t: DevicesContext
afterEach(async () => t?.close())

const cents = (s: string) => parseMoney(s)!

async function counter() {
  t = await devicesContext()
  const printer = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
  const dish = await t.api('POST', '/menu', { name: '招牌便當', basePrice: '335.00' })
  expect(dish.status).toBe(201)
  const table = await t.api('POST', '/tables', { number: 'A-01', seats: 4 })
  expect(table.status).toBe(201)
  const line = (quantity = 1) => [{ menuItemId: dish.body.id, quantity }]
  return {
    printer,
    takeout: async (key = crypto.randomUUID()) => {
      const o = await t.api('POST', '/orders', { orderType: 'takeout', items: line(), clientOrderId: key })
      expect(o.status).toBe(201)
      return o.body as { id: number; orderNumber: string; total: string; paymentStatus: string }
    },
    atTable: async (quantity = 1) => {
      const o = await t.api('POST', '/orders', { tableId: table.body.id, items: line(quantity) })
      expect(o.status).toBe(201)
      return o.body as { id: number; orderNumber: string; total: string; sessionId: number }
    },
    pay: (body: Record<string, unknown>) => t.api('POST', '/payments', { paymentMethod: 'cash', ...body }),
    order: async (id: number) => (await t.api('GET', `/orders/${id}`)).body,
    paymentsOf: (orderId: number) =>
      t.ctx.db.sqlite.query('SELECT amount, tendered, method FROM payments WHERE order_id = ?').all(orderId) as {
        amount: number
        tendered: number | null
      }[],
  }
}

describe('pay now (送出並結帳): a takeout order placed and paid at the counter', () => {
  test('cash 500: tendered and change recorded, order paid, one receipt and one drawer pulse', async () => {
    const c = await counter()
    const order = await c.takeout()
    expect(order.paymentStatus).toBe('unpaid')
    const change = formatMoney(50000 - cents(order.total))
    const paid = await c.pay({ orderId: order.id, amount: order.total, tendered: '500', clientPaymentId: 'pay-now-1' })
    expect(paid.status).toBe(201)
    expect(paid.body).toMatchObject({
      orderId: order.id,
      amount: order.total,
      paymentMethod: 'cash',
      tendered: '500.00',
      change,
      summary: { outstanding: '0.00' },
    })
    expect(await c.order(order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' })
    expect(c.paymentsOf(order.id)).toEqual([{ amount: cents(order.total), tendered: 50000, method: 'cash' }] as never)

    const [receipt, pulse] = await c.printer.fake.waitForJobs(2)
    const text = escposToText(receipt)
    expect(text).toContain('招牌便當')
    expect(text).toMatch(/實收\s+NT\$500$/m)
    expect(escposToText(pulse)).toBe('[錢櫃]')
    const log = t.ctx.db.sqlite.query("SELECT details FROM activity_logs WHERE action = 'create_payment'").get() as {
      details: string
    }
    expect(JSON.parse(log.details)).toMatchObject({ tendered: '500.00', change })
  })

  test('card: paid, a receipt, no drawer; too little cash is refused in zh-TW and changes nothing', async () => {
    const c = await counter()
    const order = await c.takeout()
    const low = await c.pay({ orderId: order.id, amount: order.total, tendered: '100' })
    expect(low.status).toBe(422)
    expect(low.body).toMatchObject({
      code: 'PAYMENT_TENDERED_TOO_LOW',
      message: `收取現金 NT$100.00 少於應收金額 NT$${order.total}`,
    })
    expect(c.paymentsOf(order.id)).toHaveLength(0)
    const card = await c.pay({
      orderId: order.id,
      amount: order.total,
      paymentMethod: 'credit_card',
      clientPaymentId: 'card-1',
    })
    expect(card.status).toBe(201)
    expect(card.body).toMatchObject({ tendered: null, change: null })
    await c.printer.fake.waitForJobs(1)
    await Bun.sleep(200)
    expect(c.printer.fake.jobs).toHaveLength(1)
  })
})

describe('收款 on the orders screen: any unpaid order', () => {
  test('a takeout order placed earlier is paid by its id; paying it again with a new key is a zh-TW 409', async () => {
    const c = await counter()
    const order = await c.takeout()
    expect(
      (await c.pay({ orderId: order.id, amount: order.total, paymentMethod: 'taiwan_pay', clientPaymentId: 'a' }))
        .status,
    ).toBe(201)
    const again = await c.pay({ orderId: order.id, amount: order.total, clientPaymentId: 'b' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
      message: `訂單 ${order.orderNumber} 已付款，不會重複收款`,
    })
    expect(c.paymentsOf(order.id)).toHaveLength(1)
  })

  test('one dine-in order of a table: that order reads as paid, the table still owes the other', async () => {
    const c = await counter()
    const first = await c.atTable(1)
    const second = await c.atTable(2)
    const over = await c.pay({ orderId: first.id, amount: formatMoney(cents(first.total) + 1) })
    expect(over.status).toBe(422)
    expect(over.body).toMatchObject({ code: 'PAYMENT_EXCEEDS_OUTSTANDING', outstanding: first.total })

    const paid = await c.pay({ orderId: first.id, amount: first.total, tendered: '1000', clientPaymentId: 'dine-1' })
    expect(paid.status).toBe(201)
    expect(paid.body).toMatchObject({
      sessionId: first.sessionId,
      orderId: first.id,
      summary: { outstanding: second.total },
    })
    expect(await c.order(first.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' })
    expect(await c.order(second.id)).toMatchObject({ paymentStatus: 'unpaid' })
    expect((await c.pay({ orderId: first.id, amount: '1.00', clientPaymentId: 'dine-2' })).body.code).toBe(
      'ORDER_ALREADY_PAID',
    )

    // Checkout at the table takes the rest; then the whole bill is paid.
    expect(
      (await c.pay({ sessionId: first.sessionId, amount: second.total, paymentMethod: 'credit_card' })).status,
    ).toBe(201)
    expect(await c.order(second.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credit_card' })
    const done = await c.pay({ sessionId: first.sessionId, amount: '1.00' })
    expect(done.status).toBe(409)
    expect(done.body.code).toBe('PAYMENT_NOTHING_DUE')
  })
})

describe('double taps: bursts of 100 pay requests at once', () => {
  test(`100 identical requests with one key: one payment, one receipt, one drawer pulse; every answer is that \
payment`, async () => {
    const c = await counter()
    const order = await c.takeout()
    const body = { orderId: order.id, amount: order.total, tendered: '500', clientPaymentId: 'double-tap' }
    const replies = await Promise.all(Array.from({ length: 100 }, () => c.pay(body)))
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
    expect(replies.filter((r) => r.status === 200)).toHaveLength(99)
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1)
    expect(replies.filter((r) => r.headers.get('idempotent-replay') === 'true')).toHaveLength(99)
    expect(c.paymentsOf(order.id)).toHaveLength(1)
    await c.printer.fake.waitForJobs(2)
    await Bun.sleep(300)
    expect(c.printer.fake.jobs).toHaveLength(2)
  }, 30_000)

  test('100 requests with different keys on one takeout order: one payment, 99 zh-TW 409s', async () => {
    const c = await counter()
    const order = await c.takeout()
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        c.pay({ orderId: order.id, amount: order.total, tendered: '500', clientPaymentId: `k${i}` }),
      ),
    )
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
    const refused = replies.filter((r) => r.status !== 201)
    expect(refused).toHaveLength(99)
    for (const r of refused)
      expect(r.body).toMatchObject({
        code: 'ORDER_ALREADY_PAID',
        message: `訂單 ${order.orderNumber} 已付款，不會重複收款`,
      })
    expect(refused.every((r) => r.status === 409)).toBe(true)
    expect(c.paymentsOf(order.id)).toHaveLength(1)
  }, 30_000)

  test('100 requests with different keys on one order of a table that owes more: that order is paid once', async () => {
    const c = await counter()
    const first = await c.atTable(1)
    const second = await c.atTable(3)
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        c.pay({ orderId: first.id, amount: first.total, clientPaymentId: `t${i}` }),
      ),
    )
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
    expect(replies.filter((r) => r.status === 409 && r.body.code === 'ORDER_ALREADY_PAID')).toHaveLength(99)
    expect(c.paymentsOf(first.id)).toHaveLength(1)
    const summary = (await t.api('GET', `/sessions/${first.sessionId}/summary`)).body
    expect(summary).toMatchObject({ paid: first.total, outstanding: second.total })
  }, 30_000)
})
