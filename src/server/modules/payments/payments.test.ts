import { afterEach, describe, expect, test } from 'bun:test'
import { count, eq } from 'drizzle-orm'
import { activityLogs, payments } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { noodleMenu, openTable, seated, shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

const paymentCount = () => ctx.db.db.select({ n: count() }).from(payments).get()!.n

async function seatedWithOrder() {
  ctx = createTestContext()
  const { s, m, table } = await seated(ctx)
  // 2 × 180 + 2 × 30 = 420.00, fee 42.00, total 462.00
  const order = (
    await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [
        { menuItemId: m.beefNoodle.id, quantity: 2 },
        { menuItemId: m.tea.id, quantity: 2 },
      ],
    })
  ).body
  return { s, m, table, order }
}

describe('the full table flow', () => {
  test('open → order → kitchen and advance → pay in two parts → clear', async () => {
    const { s, m, table, order } = await seatedWithOrder()
    expect((await s.asStaff.get(`/tables/${table.id}`)).body).toMatchObject({
      status: 'occupied',
      guestCount: 2,
      sessionTotalAmount: '462.00',
    })
    await s.asStaff.patch(`/orders/${order.id}/status`, { status: 'preparing' })
    await s.asStaff.patch(`/orders/${order.id}/status`, { status: 'ready' })
    expect((await s.asStaff.patch(`/orders/${order.id}`, { status: 'completed' })).body.status).toBe('completed')
    const extra = (
      await s.asStaff.post('/orders', { sessionId: table.sessionId, items: [{ menuItemId: m.tea.id, quantity: 1 }] })
    ).body
    expect(extra.total).toBe('33.00')

    const recorded: unknown[] = []
    ctx.services.events.on('payment.recorded', (e) => recorded.push(e))
    const part = await s.asStaff.post('/payments', {
      sessionId: table.sessionId,
      amount: '300.00',
      paymentMethod: 'credit_card',
    })
    expect(part.status).toBe(201)
    expect(part.body).toMatchObject({
      sessionId: table.sessionId,
      amount: '300.00',
      paymentMethod: 'credit_card',
      summary: { total: '495.00', paid: '300.00', outstanding: '195.00' },
      tableCleared: false,
    })
    expect((await s.asStaff.get(`/orders/${order.id}`)).body.paymentStatus).toBe('unpaid')
    expect((await s.asStaff.post(`/tables/${table.id}/clear`)).status).toBe(409)

    const rest = await s.asStaff.post('/payments', {
      sessionId: table.sessionId,
      amount: '195.00',
      paymentMethod: 'cash',
      tendered: '200',
    })
    // The payment that settles the check clears the table (結帳後自動清桌, on by default).
    expect(rest.body).toMatchObject({
      tendered: '200.00',
      change: '5.00',
      summary: { outstanding: '0.00' },
      tableCleared: true,
    })
    for (const id of [order.id, extra.id]) {
      expect((await s.asStaff.get(`/orders/${id}`)).body).toMatchObject({
        paymentStatus: 'paid',
        paymentMethod: 'cash',
      })
    }
    expect(recorded).toHaveLength(2)

    expect((await s.asStaff.get(`/sessions/${table.sessionId}/summary`)).body).toMatchObject({
      sessionId: table.sessionId,
      tableId: table.id,
      tableNumber: 'A1',
      status: 'closed',
      guestCount: 2,
      total: '495.00',
      paid: '495.00',
      outstanding: '0.00',
    })
    expect((await s.asStaff.get(`/sessions/${table.sessionId}/orders`)).body.map((o: { id: number }) => o.id)).toEqual([
      order.id,
      extra.id,
    ])
    expect(
      (await s.asStaff.get(`/sessions/${table.sessionId}/payments`)).body.map((p: { amount: string }) => p.amount),
    ).toEqual(['300.00', '195.00'])

    // 清桌 after it (as a client written from the spec does) finds the table already clear.
    const cleared = await s.asStaff.post(`/tables/${table.id}/clear`)
    expect(cleared.body).toMatchObject({ status: 'available', sessionId: null })
    expect((await s.asStaff.get(`/sessions/${table.sessionId}/summary`)).body.status).toBe('closed')
    expect(ctx.db.db.select().from(activityLogs).where(eq(activityLogs.action, 'create_payment')).all()).toHaveLength(2)
  })
})

describe('payment rules', () => {
  test('amount must be > 0, 2 decimals at most, and no more than is outstanding', async () => {
    const { s, table } = await seatedWithOrder()
    const pay = (amount: unknown, paymentMethod = 'cash') =>
      s.asStaff.post('/payments', { sessionId: table.sessionId, amount, paymentMethod })
    const over = await pay('462.01')
    expect(over.status).toBe(422)
    expect(over.body).toMatchObject({ code: 'PAYMENT_EXCEEDS_OUTSTANDING', outstanding: '462.00' })
    expect(over.body.message).toContain('462.00')
    for (const bad of ['0', '-5.00', '1.234', 'abc', ''])
      expect((await pay(bad)).body.code).toBe('PAYMENT_AMOUNT_INVALID')
    expect((await pay('10.00', 'bitcoin')).status).toBe(422)
    expect((await pay('10.00', 'line_pay')).status).toBe(201)
    expect((await pay(452)).status).toBe(201)
    const due = await pay('1.00')
    expect(due.status).toBe(409)
    expect(due.body.code).toBe('PAYMENT_NOTHING_DUE')
    const low = await s.asStaff.post('/payments', {
      sessionId: table.sessionId,
      amount: '1.00',
      paymentMethod: 'cash',
      tendered: 'abc',
    })
    expect(low.body.code).toBe('PAYMENT_AMOUNT_INVALID')
    expect(paymentCount()).toBe(2)
  })

  test('cash tendered below the amount is refused; a target is required and must match', async () => {
    const { s, table, order } = await seatedWithOrder()
    const low = await s.asStaff.post('/payments', {
      sessionId: table.sessionId,
      amount: '100.00',
      paymentMethod: 'cash',
      tendered: '50.00',
    })
    expect(low.status).toBe(422)
    expect(low.body.code).toBe('PAYMENT_TENDERED_TOO_LOW')
    expect((await s.asStaff.post('/payments', { amount: '1.00', paymentMethod: 'cash' })).body.code).toBe(
      'PAYMENT_TARGET_REQUIRED',
    )
    const other = await openTable(s, 'B1')
    expect(
      (
        await s.asStaff.post('/payments', {
          sessionId: other.sessionId,
          orderId: order.id,
          amount: '1.00',
          paymentMethod: 'cash',
        })
      ).body.code,
    ).toBe('PAYMENT_TARGET_MISMATCH')
    // Paying a dine-in order by id pays into its session.
    const byOrder = await s.asStaff.post('/payments', {
      orderId: order.id,
      amount: '462.00',
      paymentMethod: 'apple_pay',
    })
    expect(byOrder.body).toMatchObject({
      sessionId: table.sessionId,
      orderId: order.id,
      summary: { outstanding: '0.00' },
    })
    expect(
      (await s.asStaff.post('/payments', { sessionId: 99_999, amount: '1.00', paymentMethod: 'cash' })).status,
    ).toBe(404)
  })

  test('a takeout order is paid by its id', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const order = (
      await s.asStaff.post('/orders', { orderType: 'takeout', items: [{ menuItemId: m.tea.id, quantity: 3 }] })
    ).body
    expect(order.total).toBe('90.00') // 3 × NT$30, no service fee on takeout
    const over = await s.asStaff.post('/payments', { orderId: order.id, amount: '91.00', paymentMethod: 'taiwan_pay' })
    expect(over.body.outstanding).toBe('90.00')
    const paid = await s.asStaff.post('/payments', { orderId: order.id, amount: '90.00', paymentMethod: 'taiwan_pay' })
    expect(paid.body).toMatchObject({
      sessionId: null,
      orderId: order.id,
      summary: { total: '90.00', paid: '90.00', outstanding: '0.00' },
    })
    expect((await s.asStaff.get(`/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'taiwan_pay',
    })
  })

  test('a retried payment with the same clientPaymentId is recorded once; a different one is refused', async () => {
    const { s, table } = await seatedWithOrder()
    const body = { sessionId: table.sessionId, amount: '100.00', paymentMethod: 'cash', clientPaymentId: 'pay-1' }
    const [a, b] = await Promise.all([s.asStaff.post('/payments', body), s.asStaff.post('/payments', body)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.id).toBe(b.body.id)
    expect([a, b].find((r) => r.status === 200)!.headers.get('idempotent-replay')).toBe('true')
    expect(paymentCount()).toBe(1)
    const changed = await s.asStaff.post('/payments', { ...body, amount: '90.00' })
    expect(changed.status).toBe(409)
    expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT')
    expect((await s.asStaff.get(`/sessions/${table.sessionId}/summary`)).body.paid).toBe('100.00')
  })

  test(`a paid order is not cancelled (its money would stay with no sale: refund first); the paid table \
clears`, async () => {
    const { s, table, order } = await seatedWithOrder()
    await s.asStaff.post('/payments', { sessionId: table.sessionId, amount: '462.00', paymentMethod: 'cash' })
    const cancel = await s.asManager.post(`/orders/${order.id}/cancel`, { reason: '出錯單' })
    expect(cancel.status).toBe(409)
    expect(cancel.body.code).toBe('ORDER_HAS_PAYMENT')
    expect((await s.asStaff.get(`/sessions/${table.sessionId}/summary`)).body).toMatchObject({
      total: '462.00',
      paid: '462.00',
      outstanding: '0.00',
    })
    expect((await s.asStaff.post(`/tables/${table.id}/clear`)).status).toBe(200)
  })
})
