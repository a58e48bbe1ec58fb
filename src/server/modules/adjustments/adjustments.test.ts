import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { addInventory, addMenuItem } from '../orders/testing'

/**
 * Discounts, 招待 and voids through the real API: the server prices the
 * order, bounds every discount, asks a manager's PIN above the store's threshold, gives stock
 * back and prints a 作廢 ticket on a void; a retry is a replay.
 */

let t: DevicesContext
afterEach(async () => t?.close())

const MANAGER_PIN = '2468'
const REASON = '熟客優惠'

async function counter() {
  t = await devicesContext()
  const kitchen = await t.printer({ name: '熱炒', role: 'kitchen' })
  const sqlite = t.ctx.db.sqlite
  sqlite
    .query('UPDATE users SET pin_hash = ? WHERE id = ?')
    .run(await Bun.password.hash(MANAGER_PIN, { algorithm: 'argon2id' }), t.manager.user.id)
  const staff = await t.ctx.staff(t.manager.cookie, 'cashier')
  const rice = addInventory(t.ctx, t.storeId, { name: '白米', stockMilli: 10_000 })
  const bento = addMenuItem(t.ctx, t.storeId, {
    name: '招牌便當',
    basePrice: 335_00,
    costData: { 白米: { inventoryId: rice.id, quantity: 200 } },
  })
  const tea = addMenuItem(t.ctx, t.storeId, { name: '紅茶', basePrice: 60_00 })
  const stock = () =>
    (sqlite.query('SELECT current_stock_milli AS s FROM inventory_items WHERE id = ?').get(rice.id) as { s: number }).s
  return {
    kitchen,
    staff,
    stock,
    menu: { bento: bento.id, tea: tea.id },
    /** Takeout: 招牌便當 ×2 (NT$670) and 紅茶 ×1 (NT$60); no fee on takeout. */
    async order(
      items = [
        { menuItemId: bento.id, quantity: 2 },
        { menuItemId: tea.id, quantity: 1 },
      ],
    ) {
      const o = await t.api('POST', '/orders', { orderType: 'takeout', items })
      expect(o.status).toBe(201)
      return o.body as { id: number; total: string; items: { id: number; name: string }[] }
    },
    discount: (orderId: number, body: Record<string, unknown>, cookie = t.manager.cookie) =>
      t.api('POST', `/orders/${orderId}/discounts`, { reason: REASON, ...body }, cookie),
    void: (orderId: number, body: Record<string, unknown>, cookie = t.manager.cookie) =>
      t.api('POST', `/orders/${orderId}/void`, { reason: 'wrong_order', ...body }, cookie),
    get: async (id: number) => (await t.api('GET', `/orders/${id}`)).body,
    count: (table: string, orderId: number) =>
      (sqlite.query(`SELECT count(*) AS n FROM ${table} WHERE order_id = ?`).get(orderId) as { n: number }).n,
    pay: (orderId: number, amount: string) => t.api('POST', '/payments', { orderId, amount, paymentMethod: 'cash' }),
  }
}

describe('discounts', () => {
  test('a line percentage, a line amount, 招待 and an order discount: the server reprices, whole dollars', async () => {
    const c = await counter()
    const o = await c.order()
    const [bento, tea] = o.items
    const pct = await c.discount(o.id, { lineId: bento.id, kind: 'percent', value: 15, clientDiscountId: 'd-1' })
    expect(pct.status).toBe(201)
    expect(pct.body).toMatchObject({ kind: 'percent', value: 15, amount: '101.00', lineId: bento.id }) // 100.5 → 101
    expect(pct.body.order).toMatchObject({ subtotal: '730.00', discount: '101.00', total: '629.00' })
    const comp = await c.discount(o.id, { lineId: tea.id, kind: 'comp' })
    expect(comp.body.order).toMatchObject({ discount: '161.00', total: '569.00' })
    const whole = await c.discount(o.id, { kind: 'amount', value: '69' })
    expect(whole.status).toBe(201)
    const order = await c.get(o.id)
    expect(order).toMatchObject({ subtotal: '730.00', discount: '230.00', total: '500.00' })
    expect(order.discounts.map((x: { kind: string; amount: string }) => [x.kind, x.amount])).toEqual([
      ['percent', '101.00'],
      ['comp', '60.00'],
      ['amount', '69.00'],
    ])
    const log = t.ctx.db.sqlite
      .query("SELECT details FROM activity_logs WHERE action = 'create_discount' ORDER BY id")
      .all() as { details: string }[]
    expect(log.map((l) => JSON.parse(l.details).amount)).toEqual(['101.00', '60.00', '69.00'])
    // Paid: no more discounts, the bill is what was paid.
    expect((await c.pay(o.id, '500.00')).status).toBe(201)
    const late = await c.discount(o.id, { kind: 'amount', value: '10' })
    expect([late.status, late.body.code]).toEqual([409, 'DISCOUNT_ORDER_PAID'])
  })

  test('bad input gets a zh-TW 4xx and changes nothing', async () => {
    const c = await counter()
    const o = await c.order()
    const other = await c.order()
    const [bento] = o.items
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lineId: bento.id, kind: 'percent', value: 101 }, 422, 'DISCOUNT_PERCENT_INVALID'],
      [{ lineId: bento.id, kind: 'percent', value: 0 }, 422, 'DISCOUNT_PERCENT_INVALID'],
      [{ lineId: bento.id, kind: 'percent', value: -10 }, 422, 'DISCOUNT_PERCENT_INVALID'],
      [{ lineId: bento.id, kind: 'percent', value: 12.5 }, 422, 'DISCOUNT_PERCENT_INVALID'],
      [{ lineId: bento.id, kind: 'amount', value: '0' }, 422, 'DISCOUNT_AMOUNT_INVALID'],
      [{ lineId: bento.id, kind: 'amount', value: '-5' }, 422, 'DISCOUNT_AMOUNT_INVALID'],
      [{ lineId: bento.id, kind: 'amount', value: '10.50' }, 422, 'DISCOUNT_AMOUNT_INVALID'],
      [{ lineId: bento.id, kind: 'amount', value: 'abc' }, 422, 'DISCOUNT_AMOUNT_INVALID'],
      [{ lineId: bento.id, kind: 'amount', value: '671' }, 422, 'DISCOUNT_EXCEEDS'],
      [{ kind: 'amount', value: '731' }, 422, 'DISCOUNT_EXCEEDS'],
      [{ kind: 'comp' }, 422, 'DISCOUNT_COMP_ON_ORDER'],
      [{ lineId: bento.id, kind: 'percent', value: 10, reason: null }, 422, 'DISCOUNT_REASON_REQUIRED'],
      [{ lineId: bento.id, kind: 'percent', value: 10, reason: '' }, 422, 'DISCOUNT_REASON_REQUIRED'],
      [{ lineId: bento.id, kind: 'percent', value: 10, reason: '老闆心情好' }, 422, 'DISCOUNT_REASON_REQUIRED'],
      [{ lineId: other.items[0].id, kind: 'percent', value: 10 }, 404, 'ORDER_LINE_NOT_FOUND'],
      [{ lineId: bento.id, kind: 'bogus', value: 10 }, 422, 'VALIDATION'],
    ]
    for (const [body, status, code] of cases) {
      const res = await c.discount(o.id, body)
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code])
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await c.discount(999999, { kind: 'amount', value: '1' })).status).toBe(404)
    expect(c.count('order_discounts', o.id)).toBe(0)
    expect(await c.get(o.id)).toMatchObject({ total: '730.00', discount: '0.00' })
  })

  test('a staff discount above the threshold needs a manager PIN on the spot; who approved is logged', async () => {
    const c = await counter()
    const o = await c.order()
    const [bento] = o.items
    const small = await c.discount(o.id, { lineId: bento.id, kind: 'percent', value: 10 }, c.staff.cookie)
    expect([small.status, small.body.approvedBy]).toEqual([201, null])
    const none = await c.discount(o.id, { kind: 'percent', value: 20 }, c.staff.cookie)
    expect([none.status, none.body.code]).toEqual([403, 'DISCOUNT_APPROVAL_REQUIRED'])
    expect(none.body.message).toContain('10%')
    const big = await c.discount(o.id, { kind: 'amount', value: '101' }, c.staff.cookie)
    expect(big.body.code).toBe('DISCOUNT_APPROVAL_REQUIRED')
    const wrong = await c.discount(o.id, { kind: 'percent', value: 20, managerPin: '1357' }, c.staff.cookie)
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MANAGER_PIN_INVALID'])
    expect(c.count('order_discounts', o.id)).toBe(1)
    const ok = await c.discount(o.id, { kind: 'percent', value: 20, managerPin: MANAGER_PIN }, c.staff.cookie)
    expect(ok.status).toBe(201)
    // 20% of 663
    expect(ok.body).toMatchObject({ createdBy: c.staff.user.id, approvedBy: t.manager.user.id, amount: '133.00' })
    expect(ok.body.order.total).toBe('530.00')
    const row = t.ctx.db.sqlite
      .query("SELECT user_id AS userId, details FROM activity_logs WHERE action = 'create_discount' ORDER BY id DESC")
      .get() as { userId: number; details: string }
    expect(row.userId).toBe(c.staff.user.id)
    expect(JSON.parse(row.details).approvedBy).toEqual({ id: t.manager.user.id, username: 'manager' })
    // The store raises its threshold: the same discount needs nobody.
    expect(
      (
        await t.ctx.request('PATCH', `/api/stores/${t.storeId}`, {
          cookie: t.manager.cookie,
          body: { settings: { discountApprovalPercent: 50, discountApprovalAmount: 500 } },
        })
      ).status,
    ).toBe(200)
    const o2 = await c.order()
    expect((await c.discount(o2.id, { kind: 'percent', value: 20 }, c.staff.cookie)).status).toBe(201)
  })
})

describe('discounts sent with a new order (the POS cart)', () => {
  test(`priced by the server; a staff discount above the threshold needs the PIN with the order, else nothing is \
ordered`, async () => {
    const c = await counter()
    const items = [
      { menuItemId: c.menu.bento, quantity: 2 },
      { menuItemId: c.menu.tea, quantity: 1 },
    ]
    const send = (body: Record<string, unknown>, cookie = c.staff.cookie) =>
      t.api('POST', '/orders', { orderType: 'takeout', items, ...body }, cookie)
    const discounts = [
      { line: 1, kind: 'comp', reason: REASON },
      { kind: 'percent', value: 10, reason: REASON },
    ]
    const none = await send({ discounts, clientOrderId: 'cart-1' })
    expect([none.status, none.body.code]).toEqual([403, 'DISCOUNT_APPROVAL_REQUIRED'])
    const wrong = await send({ discounts, managerPin: '1357', clientOrderId: 'cart-1' })
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MANAGER_PIN_INVALID'])
    expect((t.ctx.db.sqlite.query('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(0)
    const bad = await send({ discounts: [{ line: 0, kind: 'percent', value: 120, reason: REASON }] })
    expect([bad.status, bad.body.code]).toEqual([422, 'DISCOUNT_PERCENT_INVALID'])
    const ok = await send({
      discounts,
      managerPin: MANAGER_PIN,
      clientOrderId: 'cart-1',
      subtotal: '730.00',
      discount: '127.00',
      total: '603.00',
    })
    expect(ok.status).toBe(201)
    // 60 comp + 10% of 670 = 67
    expect(ok.body).toMatchObject({ subtotal: '730.00', discount: '127.00', total: '603.00' })
    expect(
      ok.body.discounts.map((x: { lineId: number | null; amount: string; approvedBy: number }) => [
        x.lineId,
        x.amount,
        x.approvedBy,
      ]),
    ).toEqual([
      [ok.body.items[1].id, '60.00', t.manager.user.id],
      [null, '67.00', t.manager.user.id],
    ])
    const log = t.ctx.db.sqlite.query("SELECT details FROM activity_logs WHERE action = 'create_order'").get() as {
      details: string
    }
    expect(JSON.parse(log.details).approvedBy).toEqual({ id: t.manager.user.id, username: 'manager' })
    const small = await send({ discounts: [{ line: 0, kind: 'amount', value: '50', reason: REASON }] })
    expect([small.status, small.body.total]).toEqual([201, '680.00'])
  })
})

describe('voids', () => {
  test('a line void gives its stock back, reprices, and prints a 作廢 ticket of that line only', async () => {
    const c = await counter()
    const before = c.stock()
    const o = await c.order()
    await c.kitchen.fake.waitForJobs(1)
    expect(c.stock()).toBe(before - 400)
    const [bento, tea] = o.items
    await c.discount(o.id, { lineId: bento.id, kind: 'amount', value: '35' })
    const res = await c.void(o.id, { lineId: bento.id, reason: 'customer_cancel', clientVoidId: 'v-1' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ subtotal: '60.00', discount: '0.00', total: '60.00' })
    expect(res.body.items.find((i: { id: number }) => i.id === bento.id)).toMatchObject({
      voided: true,
      voidReason: 'customer_cancel',
    })
    expect(c.stock()).toBe(before)
    const jobs = await c.kitchen.fake.waitForJobs(2)
    const ticket = escposToText(jobs[1])
    expect(ticket).toContain('作廢')
    expect(ticket).toContain('招牌便當')
    expect(ticket).not.toContain('紅茶')
    expect(ticket).toContain('作廢品項，請停止製作此品項')
    expect(ticket).not.toContain('此單已取消')
    // The last line left cannot be voided alone; the whole order can, and its stock is not given back twice.
    const last = await c.void(o.id, { lineId: tea.id })
    expect([last.status, last.body.code]).toEqual([409, 'VOID_LAST_LINE'])
    const whole = await c.void(o.id, { reason: 'other', note: '客人離開' })
    expect(whole.status).toBe(201)
    expect(whole.body).toMatchObject({ status: 'cancelled', cancelReason: '作廢（其他：客人離開）' })
    expect(c.stock()).toBe(before)
    const again = await c.void(o.id, { reason: 'other', note: '客人離開' })
    expect([again.status, again.headers.get('idempotent-replay')]).toEqual([200, 'true'])
  })

  test('a voided line leaves the item sales totals once, even when its order is cancelled afterwards', async () => {
    const c = await counter()
    const sqlite = t.ctx.db.sqlite
    const sold = (menuItemId: number) => ({
      total: (
        sqlite
          .query('SELECT coalesce(sum(quantity), 0) AS n FROM report_item_sales_total WHERE menu_item_id = ?')
          .get(menuItemId) as { n: number }
      ).n,
      daily: sqlite
        .query(
          'SELECT coalesce(sum(quantity), 0) AS n, coalesce(sum(revenue), 0) AS r FROM ' +
            'report_item_sales_hourly WHERE menu_item_id = ?',
        )
        .get(menuItemId) as { n: number; r: number },
    })
    const kept = await c.order() // 便當 ×2, 紅茶 ×1 stays sold
    const o = await c.order()
    expect(sold(c.menu.bento)).toEqual({ total: 4, daily: { n: 4, r: 1340_00 } })
    expect((await c.void(o.id, { lineId: o.items[0].id })).status).toBe(201)
    expect(sold(c.menu.bento)).toEqual({ total: 2, daily: { n: 2, r: 670_00 } })
    expect(sold(c.menu.tea)).toEqual({ total: 2, daily: { n: 2, r: 120_00 } })
    const top = (await t.api('GET', '/reports?range=today')).body.topProducts as { name: string; quantity: number }[]
    expect(top.find((p) => p.name === '招牌便當')?.quantity).toBe(2)
    // The rest of the order voided: only its 紅茶 leaves now; the 便當 is not taken out twice.
    expect((await c.void(o.id, {})).status).toBe(201)
    expect(sold(c.menu.bento)).toEqual({ total: 2, daily: { n: 2, r: 670_00 } })
    expect(sold(c.menu.tea)).toEqual({ total: 1, daily: { n: 1, r: 60_00 } })
    // And the totals still equal a recount of what was sold.
    const recount = sqlite
      .query(`SELECT coalesce(sum(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.menu_item_id = ? AND o.status <> 'cancelled'
      AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)`)
      .get(c.menu.bento) as { n: number }
    expect(recount.n).toBe(2)
    expect(kept.items).toHaveLength(2)
  })

  test('bad input and paid orders get a zh-TW 4xx and change nothing; staff need a manager PIN', async () => {
    const c = await counter()
    const o = await c.order()
    const [bento] = o.items
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lineId: bento.id, reason: null }, 422, 'VOID_REASON_REQUIRED'],
      [{ lineId: bento.id, reason: 'because' }, 422, 'VOID_REASON_REQUIRED'],
      [{ lineId: bento.id, reason: 'other' }, 422, 'VOID_NOTE_REQUIRED'],
      [{ lineId: 999999 }, 404, 'ORDER_LINE_NOT_FOUND'],
    ]
    for (const [body, status, code] of cases) {
      const res = await c.void(o.id, body)
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code])
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    const staff = await c.void(o.id, { lineId: bento.id }, c.staff.cookie)
    expect([staff.status, staff.body.code]).toEqual([403, 'VOID_APPROVAL_REQUIRED'])
    expect(c.count('order_voids', o.id)).toBe(0)
    expect((await c.pay(o.id, '730.00')).status).toBe(201)
    const paid = await c.void(o.id, { lineId: bento.id })
    expect([paid.status, paid.body.code]).toEqual([409, 'VOID_ORDER_PAID'])
    const paidOrder = await c.void(o.id, {})
    expect([paidOrder.status, paidOrder.body.code]).toEqual([409, 'ORDER_HAS_PAYMENT'])
    expect(c.count('order_voids', o.id)).toBe(0)
    expect(await c.get(o.id)).toMatchObject({ status: 'pending', total: '730.00' })
    const o2 = await c.order()
    expect((await c.void(o2.id, {}, c.staff.cookie)).status).toBe(403)
    const approved = await c.void(o2.id, { managerPin: MANAGER_PIN }, c.staff.cookie)
    expect(approved.body).toMatchObject({ status: 'cancelled', cancelReason: '作廢（點錯）' })
    const log = t.ctx.db.sqlite
      .query("SELECT user_id AS userId, details FROM activity_logs WHERE action = 'void_order'")
      .get() as { userId: number; details: string }
    expect(log.userId).toBe(c.staff.user.id)
    expect(JSON.parse(log.details)).toMatchObject({
      voidReason: 'wrong_order',
      approvedBy: { id: t.manager.user.id, username: 'manager' },
    })
  })
})

describe('refund by lines', () => {
  test(`the server computes each line share; never more than is left of a line; the last lines take what is \
left`, async () => {
    const c = await counter()
    const o = await c.order()
    const [bento, tea] = o.items
    await c.discount(o.id, { kind: 'amount', value: '30' }) // total 700
    expect((await c.pay(o.id, '700.00')).status).toBe(201)
    const refund = (body: Record<string, unknown>) =>
      t.api('POST', `/orders/${o.id}/refunds`, { paymentMethod: 'cash', reason: 'food_issue', ...body })
    const one = await refund({ lines: [{ lineId: bento.id, quantity: 1 }] })
    expect(one.status).toBe(201)
    expect(one.body.amount).toBe('321.00') // 700 × 335 / 730 = 321.23
    const bad: [Record<string, unknown>, number, string][] = [
      [{ lines: [{ lineId: bento.id, quantity: 2 }] }, 422, 'REFUND_LINES_INVALID'],
      [{ lines: [{ lineId: bento.id, quantity: 0 }] }, 422, 'REFUND_LINES_INVALID'],
      [{ lines: [{ lineId: 999999, quantity: 1 }] }, 404, 'ORDER_LINE_NOT_FOUND'],
      [{ lines: [{ lineId: tea.id, quantity: 1 }], amount: '10' }, 422, 'REFUND_LINES_WITH_AMOUNT'],
    ]
    for (const [body, status, code] of bad) {
      const res = await refund(body)
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code])
    }
    expect((await c.get(o.id)).items.find((i: { id: number }) => i.id === bento.id).refundedQuantity).toBe(1)
    const rest = await refund({
      lines: [
        { lineId: bento.id, quantity: 1 },
        { lineId: tea.id, quantity: 1 },
      ],
    })
    expect(rest.status).toBe(201)
    expect(rest.body.amount).toBe('379.00')
    expect(rest.body.order).toMatchObject({ status: 'cancelled', refunded: '700.00' })
  })
})

describe('reports', () => {
  test('reports and the Z report: gross − discounts − refunds = net', async () => {
    const c = await counter()
    const a = await c.order()
    await c.discount(a.id, { lineId: a.items[1].id, kind: 'comp' })
    await c.discount(a.id, { kind: 'amount', value: '70' }) // 730 − 60 − 70 = 600
    expect((await c.pay(a.id, '600.00')).status).toBe(201)
    const b = await c.order()
    expect((await c.pay(b.id, '730.00')).status).toBe(201)
    await c.void((await c.order()).id, {}) // unpaid and voided: no sale
    expect(
      (await t.api('POST', `/orders/${b.id}/refunds`, { paymentMethod: 'cash', reason: 'complaint', amount: '100' }))
        .status,
    ).toBe(201)
    const figures = { grossSales: '1460.00', discountTotal: '130.00', refundTotal: '100.00', netSales: '1230.00' }
    expect((await t.api('GET', '/reports?range=today')).body).toMatchObject(figures)
    const z = (await t.api('GET', '/day-close')).body
    expect(z).toMatchObject({ ...figures, paymentTotal: '1330.00', netTotal: '1230.00' })
  })
})

describe('bursts', () => {
  test('100 identical discounts at once (one client key) are one discount', async () => {
    const c = await counter()
    const o = await c.order()
    const res = await Promise.all(
      Array.from({ length: 100 }, () =>
        c.discount(o.id, { lineId: o.items[0].id, kind: 'percent', value: 10, clientDiscountId: 'tap-1' }),
      ),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(1)
    expect(res.filter((r) => r.status === 200 && r.headers.get('idempotent-replay') === 'true')).toHaveLength(99)
    expect(c.count('order_discounts', o.id)).toBe(1)
    expect((await c.get(o.id)).total).toBe('663.00')
  })

  test('100 identical line voids at once are one void, one stock return, one 作廢 ticket', async () => {
    const c = await counter()
    const before = c.stock()
    const o = await c.order()
    await c.kitchen.fake.waitForJobs(1)
    const res = await Promise.all(
      Array.from({ length: 100 }, () => c.void(o.id, { lineId: o.items[0].id, clientVoidId: 'v-tap' })),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(1)
    expect(res.filter((r) => r.status === 200)).toHaveLength(99)
    expect(c.count('order_voids', o.id)).toBe(1)
    expect(c.stock()).toBe(before)
    await Bun.sleep(300)
    expect(c.kitchen.fake.jobs.filter((j) => escposToText(j).includes('作廢'))).toHaveLength(1)
  })

  test('100 identical line refunds are one; 100 different ones never give back more than was paid', async () => {
    const c = await counter()
    const o = await c.order([{ menuItemId: c.menu.tea, quantity: 10 }])
    expect((await c.pay(o.id, o.total)).status).toBe(201)
    const line = o.items[0].id
    const refund = (key: string) =>
      t.api('POST', `/orders/${o.id}/refunds`, {
        paymentMethod: 'cash',
        reason: 'complaint',
        lines: [{ lineId: line, quantity: 1 }],
        clientRefundId: key,
      })
    const same = await Promise.all(Array.from({ length: 100 }, () => refund('same')))
    expect(same.filter((r) => r.status === 201)).toHaveLength(1)
    expect(same.filter((r) => r.status === 200)).toHaveLength(99)
    const different = await Promise.all(Array.from({ length: 100 }, (_, i) => refund(`k-${i}`)))
    expect(different.filter((r) => r.status === 201)).toHaveLength(9)
    expect(different.every((r) => r.status === 201 || r.status === 422 || r.status === 409)).toBe(true)
    const sum = t.ctx.db.sqlite
      .query('SELECT sum(amount) AS s, count(*) AS n FROM refunds WHERE order_id = ?')
      .get(o.id) as { s: number; n: number }
    expect(sum).toEqual({ s: 600_00, n: 10 })
    expect((await c.get(o.id)).status).toBe('cancelled')
  })
})
