import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { seated } from './testing'

let ctx: TestContext
afterEach(() => ctx?.close())

test('a paid order names every method that paid it, with what each took', async () => {
  ctx = createTestContext()
  const { s, m, table } = await seated(ctx)
  // 180 + 30 = 210, fee 21: 231
  const order = (
    await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [
        { menuItemId: m.beefNoodle.id, quantity: 1 },
        { menuItemId: m.tea.id, quantity: 1 },
      ],
    })
  ).body
  expect(order.tenders).toEqual([])
  const pay = (amount: string, paymentMethod: string) =>
    s.asStaff.post('/payments', { sessionId: table.sessionId, amount, paymentMethod })
  expect((await pay('100.00', 'cash')).status).toBe(201)
  expect((await s.asStaff.get(`/orders/${order.id}`)).body.tenders).toEqual([])
  expect((await pay('31.00', 'credit_card')).status).toBe(201)
  expect((await pay('100.00', 'cash')).status).toBe(201)

  const tenders = [
    { paymentMethod: 'cash', amount: '200.00' },
    { paymentMethod: 'credit_card', amount: '31.00' },
  ]
  expect((await s.asStaff.get(`/orders/${order.id}`)).body).toMatchObject({ paymentStatus: 'paid', tenders })
  const listed = (await s.asStaff.get('/orders')).body
  const rows = Array.isArray(listed) ? listed : (listed.items ?? listed.orders)
  expect(rows.find((o: { id: number }) => o.id === order.id).tenders).toEqual(tenders)

  const takeout = (
    await s.asStaff.post('/orders', { orderType: 'takeout', items: [{ menuItemId: m.tea.id, quantity: 1 }] })
  ).body
  expect(
    (await s.asStaff.post('/payments', { orderId: takeout.id, amount: takeout.total, paymentMethod: 'line_pay' }))
      .status,
  ).toBe(201)
  expect((await s.asStaff.get(`/orders/${takeout.id}`)).body.tenders).toEqual([
    { paymentMethod: 'line_pay', amount: takeout.total },
  ])
})
