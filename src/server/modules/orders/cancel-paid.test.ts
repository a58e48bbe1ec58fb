import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { noodleMenu, openTable, shop, stockOf, type Shop } from './testing'

/**
 * An order someone has paid toward — in full or in part, by itself or through its table's bill —
 * is not cancelled (409, zh-TW: refund first), so the close of day never shows more payments than
 * revenue; and a payment cannot name an order that is already cancelled.
 */

let ctx: TestContext
let s: Shop
let menu: ReturnType<typeof noodleMenu>
let tableNo = 0

beforeAll(async () => {
  ctx = createTestContext()
  s = await shop(ctx)
  menu = noodleMenu(ctx, s.storeId)
  // Plenty of beef and noodles for every test below.
  ctx.db.sqlite.query('UPDATE inventory_items SET current_stock_milli = 1000000000').run()
}, 30_000)
afterAll(() => ctx.close())

const line = (quantity = 1) => ({ menuItemId: menu.beefNoodle.id, quantity })
const teaLine = () => ({ menuItemId: menu.tea.id, quantity: 1 })

async function takeout() {
  const o = await s.asStaff.post('/orders', { orderType: 'takeout', items: [line()] })
  expect(o.status).toBe(201)
  return o.body as { id: number; orderNumber: string; total: string }
}

async function atTable(...items: unknown[][]) {
  const table = await openTable(s, `P-${++tableNo}`)
  const orders = []
  for (const i of items) {
    const o = await s.asStaff.post('/orders', { tableId: table.id, items: i })
    expect(o.status).toBe(201)
    orders.push(o.body as { id: number; orderNumber: string; total: string })
  }
  return { table, orders }
}

const pay = (body: Record<string, unknown>) => s.asStaff.post('/payments', { paymentMethod: 'cash', ...body })
const cancel = (orderId: number) => s.asManager.post(`/orders/${orderId}/cancel`, { reason: '客人取消' })

/** What a refused cancel must leave as it was. */
const snapshot = (orderId: number) => ({
  order: ctx.db.sqlite
    .query('SELECT status, cancelled_at, cancel_reason, payment_status FROM orders WHERE id = ?')
    .get(orderId),
  payments: ctx.db.sqlite.query('SELECT count(*) AS n, coalesce(sum(amount), 0) AS sum FROM payments').get(),
  beef: stockOf(ctx, menu.beef.id),
  movements: ctx.db.sqlite.query('SELECT count(*) AS n FROM stock_movements').get(),
})

function expectRefused(res: { status: number; body: any }, orderNumber: string) {
  expect(res.status).toBe(409)
  expect(res.body.code).toBe('ORDER_HAS_PAYMENT')
  expect(res.body.message).toBe(`訂單 ${orderNumber} 已收款（全額或部分），不能直接取消：請先辦理退款，再取消訂單`)
}

describe('refused while money has been taken toward the order', () => {
  test('a takeout order paid in full, and one paid in part', async () => {
    for (const amount of [null, '1.00']) {
      const o = await takeout()
      expect((await pay({ orderId: o.id, amount: amount ?? o.total })).status).toBe(201)
      const before = snapshot(o.id)
      expectRefused(await cancel(o.id), o.orderNumber)
      expect(snapshot(o.id)).toEqual(before)
    }
  })

  test(`a table's order its bill has paid for; another order the payments do not reach can still be \
cancelled`, async () => {
    // Two orders at one table: 紅燒牛肉麵 (180 + 10% fee = 198.00) and 紅茶 (30 + fee = 33.00); 60.00 paid on the table.
    const {
      table,
      orders: [noodles, tea],
    } = await atTable([line()], [teaLine()])
    expect((await pay({ sessionId: table.sessionId, amount: '60.00' })).status).toBe(201)
    // Without the noodles the bill is 33.00, less than the 60.00 taken: refused.
    const before = snapshot(noodles.id)
    expectRefused(await cancel(noodles.id), noodles.orderNumber)
    expect(snapshot(noodles.id)).toEqual(before)
    // Without the tea the bill is 198.00, still more than 60.00: the tea goes.
    expect((await cancel(tea.id)).status).toBe(200)
    const summary = await s.asStaff.get(`/sessions/${table.sessionId}/summary`)
    expect(summary.body).toMatchObject({ total: '198.00', paid: '60.00', outstanding: '138.00' })
  })

  test('a split bill: a guest paid for this very order (the payment names it)', async () => {
    const {
      table,
      orders: [noodles],
    } = await atTable([line()], [line(2)])
    expect((await pay({ sessionId: table.sessionId, orderId: noodles.id, amount: '10.00' })).status).toBe(201)
    expectRefused(await cancel(noodles.id), noodles.orderNumber)
  })

  test('an unpaid order is cancelled as before, and a cancelled order takes no payment', async () => {
    const {
      table,
      orders: [noodles],
    } = await atTable([line()], [teaLine()])
    expect((await cancel(noodles.id)).status).toBe(200)
    const refused = await pay({ sessionId: table.sessionId, orderId: noodles.id, amount: '1.00' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_ORDER_CANCELLED',
      message: `訂單 ${noodles.orderNumber} 已取消，不能收款`,
    })
    const o = await takeout()
    expect((await cancel(o.id)).status).toBe(200)
    expect((await pay({ orderId: o.id, amount: '1.00' })).body.code).toBe('PAYMENT_ORDER_CANCELLED')
  })
})

describe('burst: 100 cancels and payments at once on the same order', () => {
  function shuffled<T>(xs: T[]): T[] {
    const a = [...xs]
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[a[i], a[j]] = [a[j], a[i]]
    }
    return a
  }

  /** The invariant: a cancelled order has no payment naming it, and no bill holds more money than its orders. */
  function check(orderId: number, sessionId: number | null) {
    const o = ctx.db.sqlite.query('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string }
    const naming = (
      ctx.db.sqlite.query('SELECT count(*) AS n FROM payments WHERE order_id = ?').get(orderId) as { n: number }
    ).n
    if (o.status === 'cancelled') expect(naming).toBe(0)
    const bill = ctx.db.sqlite
      .query(
        sessionId
          ? 'SELECT (SELECT coalesce(sum(total), 0) FROM orders ' +
              "WHERE session_id = ?1 AND status <> 'cancelled') AS total, " +
              '(SELECT coalesce(sum(amount), 0) FROM payments WHERE session_id = ?1) AS paid'
          : "SELECT (SELECT coalesce(sum(total), 0) FROM orders WHERE id = ?1 AND status <> 'cancelled') AS total, " +
              '(SELECT coalesce(sum(amount), 0) FROM payments WHERE order_id = ?1) AS paid',
      )
      .get(sessionId ?? orderId) as { total: number; paid: number }
    expect(bill.paid).toBeLessThanOrEqual(bill.total)
    return o.status === 'cancelled' ? 'cancelled' : 'paid'
  }

  test('takeout and table orders: never a cancelled order with a payment, never more paid than sold', async () => {
    const outcomes: string[] = []
    for (let round = 0; round < 6; round++) {
      const atTableRound = round % 2 === 1
      const target = atTableRound ? await atTable([line()], [line(3)]) : null
      const order = target ? target.orders[0] : await takeout()
      const payBody = target
        ? { sessionId: target.table.sessionId, orderId: order.id, amount: '1.00' }
        : { orderId: order.id, amount: '1.00' }
      const calls = shuffled([...Array(50).fill('cancel'), ...Array(50).fill('pay')]) as ('cancel' | 'pay')[]
      const replies = await Promise.all(calls.map((c) => (c === 'cancel' ? cancel(order.id) : pay(payBody))))
      expect(replies.every((r) => r.status === 200 || r.status === 201 || r.status === 409)).toBe(true)
      const cancels = replies.filter((_, i) => calls[i] === 'cancel')
      const pays = replies.filter((_, i) => calls[i] === 'pay')
      const outcome = check(order.id, target ? target.table.sessionId : null)
      outcomes.push(outcome)
      if (outcome === 'cancelled') {
        expect(cancels.filter((r) => r.status === 200).length).toBe(1)
        expect(pays.filter((r) => r.status === 201).length).toBe(0)
      } else {
        expect(cancels.filter((r) => r.status === 200).length).toBe(0)
        expect(
          cancels.every((r) => r.body.code === 'ORDER_HAS_PAYMENT' || r.body.code === 'ORDER_STATUS_TRANSITION'),
        ).toBe(true)
      }
    }
    console.log(`cancel/pay bursts: ${outcomes.join(', ')}`)
  }, 60_000)
})
