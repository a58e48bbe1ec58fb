import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addMenuItem } from '../orders/testing'

/**
 * One pipeline for every money write: payment, refund, discount and void each
 * check their client key, write in one transaction and announce after commit. A lost answer
 * retried with the same key gets the first result; 20 double taps fired at once are 20 effects,
 * each announced once.
 */

let ctx: TestContext
afterEach(() => ctx?.close())

type Res = { status: number; body: any; headers: Headers }

async function counter() {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const tea = addMenuItem(ctx, store.id, { name: '紅茶', basePrice: 60_00 })
  const api = (method: string, path: string, body?: unknown): Promise<Res> =>
    ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie: manager.cookie })
  const heard: Record<string, number> = {}
  for (const name of ['order.discounted', 'payment.recorded', 'refund.recorded', 'order.items_voided'] as const) {
    ctx.services.events.on(name, () => {
      heard[name] = (heard[name] ?? 0) + 1
    })
  }
  const count = (sql: string, ...args: (string | number)[]) =>
    (ctx.db.sqlite.query(sql).get(...args) as { n: number }).n
  return {
    api,
    heard,
    count,
    /** Takeout 紅茶 ×2 and a 少冰 one: NT$180 (no fee on takeout). */
    async order() {
      const o = await api('POST', '/orders', {
        orderType: 'takeout',
        items: [
          { menuItemId: tea.id, quantity: 2 },
          { menuItemId: tea.id, quantity: 1, notes: '少冰' },
        ],
      })
      expect(o.status).toBe(201)
      return o.body as { id: number; total: string; items: { id: number }[] }
    },
  }
}

/** The same request twice, the second after the first committed (its answer was lost). */
async function lostAnswer(send: () => Promise<Res>) {
  const first = await send()
  const again = await send()
  expect(first.status).toBe(201)
  expect([again.status, again.headers.get('idempotent-replay')]).toEqual([200, 'true'])
  return { first: first.body, again: again.body }
}

/** 20 orders, each tapped twice at once with its own key: 40 requests in flight together. */
async function doubleTaps(send: (i: number) => Promise<Res>) {
  const res = await Promise.all(Array.from({ length: 40 }, (_, k) => send(k % 20)))
  expect(res.filter((r) => r.status === 201)).toHaveLength(20)
  expect(res.filter((r) => r.status === 200 && r.headers.get('idempotent-replay') === 'true')).toHaveLength(20)
}

describe('a lost answer retried after commit gets the first result', () => {
  test('payment, discount, void and refund', async () => {
    const c = await counter()
    const o = await c.order()
    const discount = await lostAnswer(() =>
      c.api('POST', `/orders/${o.id}/discounts`, {
        kind: 'amount',
        value: '20',
        reason: '熟客優惠',
        clientDiscountId: 'lost-d',
      }),
    )
    expect(discount.again.discount).toEqual(discount.first.discount)
    const voided = await lostAnswer(() =>
      c.api('POST', `/orders/${o.id}/void`, { lineId: o.items[1].id, reason: 'wrong_order', clientVoidId: 'lost-v' }),
    )
    expect(voided.again.total).toBe(voided.first.total)
    expect(voided.first.total).toBe('100.00') // 180 − 60 voided − 20 off
    const paid = await lostAnswer(() =>
      c.api('POST', '/payments', {
        orderId: o.id,
        amount: '100',
        paymentMethod: 'cash',
        tendered: '500',
        clientPaymentId: 'lost-p',
      }),
    )
    expect(paid.again).toMatchObject({ id: paid.first.id, amount: '100.00', change: '400.00' })
    const refund = await lostAnswer(() =>
      c.api('POST', `/orders/${o.id}/refunds`, {
        paymentMethod: 'cash',
        reason: 'complaint',
        amount: '30',
        clientRefundId: 'lost-r',
      }),
    )
    expect(refund.again.refund).toEqual(refund.first.refund)
    expect([
      c.count('SELECT count(*) AS n FROM order_discounts WHERE order_id = ?', o.id),
      c.count('SELECT count(*) AS n FROM order_voids WHERE order_id = ?', o.id),
      c.count('SELECT count(*) AS n FROM payments WHERE order_id = ?', o.id),
      c.count('SELECT count(*) AS n FROM refunds WHERE order_id = ?', o.id),
    ]).toEqual([1, 1, 1, 1])
    // Each effect logged once, in its transaction, and announced once after it.
    expect(
      c.count(
        'SELECT count(*) AS n FROM activity_logs ' +
          "WHERE action IN ('create_discount', 'void_order_item', 'create_payment', 'create_refund')",
      ),
    ).toBe(4)
    expect(c.heard).toEqual({
      'order.discounted': 1,
      'order.items_voided': 1,
      'payment.recorded': 1,
      'refund.recorded': 1,
    })
  })
})

describe('20 concurrent double taps are one effect each', () => {
  test('discounts, voids, payments and refunds', async () => {
    const c = await counter()
    const os: Awaited<ReturnType<typeof c.order>>[] = []
    for (let i = 0; i < 20; i++) os.push(await c.order())
    await doubleTaps((i) =>
      c.api('POST', `/orders/${os[i].id}/discounts`, {
        kind: 'amount',
        value: '20',
        reason: '熟客優惠',
        clientDiscountId: `d-${i}`,
      }),
    )
    await doubleTaps((i) =>
      c.api('POST', `/orders/${os[i].id}/void`, {
        lineId: os[i].items[1].id,
        reason: 'wrong_order',
        clientVoidId: `v-${i}`,
      }),
    )
    await doubleTaps((i) =>
      c.api('POST', '/payments', {
        orderId: os[i].id,
        amount: '100',
        paymentMethod: 'cash',
        clientPaymentId: `p-${i}`,
      }),
    )
    await doubleTaps((i) =>
      c.api('POST', `/orders/${os[i].id}/refunds`, {
        paymentMethod: 'cash',
        reason: 'complaint',
        amount: '30',
        clientRefundId: `r-${i}`,
      }),
    )
    for (const table of ['order_discounts', 'order_voids', 'payments', 'refunds']) {
      const per = ctx.db.sqlite.query(`SELECT order_id AS o, count(*) AS n FROM ${table} GROUP BY order_id`).all() as {
        o: number
        n: number
      }[]
      expect([table, per.length, per.every((r) => r.n === 1)]).toEqual([table, 20, true])
    }
    expect(c.count('SELECT sum(amount) AS n FROM payments')).toBe(20 * 100_00)
    expect(c.count('SELECT sum(amount) AS n FROM refunds')).toBe(20 * 30_00)
    expect(c.heard).toEqual({
      'order.discounted': 20,
      'order.items_voided': 20,
      'payment.recorded': 20,
      'refund.recorded': 20,
    })
  })
})
