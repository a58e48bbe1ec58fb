import { afterEach, expect, test } from 'bun:test'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { addMenuItem } from '../orders/testing'

/**
 * A cashier's day through the real API: order, discount, pay cash with change, a
 * partial cash refund, then the close of day. The Z report must add up both ways: the sales side
 * (gross − discounts − refunds = net) and the drawer (float + cash in − cash refunds = expected).
 */

let t: DevicesContext
afterEach(async () => t?.close())

test('order → discount → pay cash → partial refund → day-close: the Z report adds up', async () => {
  t = await devicesContext()
  const bento = addMenuItem(t.ctx, t.storeId, { name: '招牌便當', basePrice: 335_00 })
  const tea = addMenuItem(t.ctx, t.storeId, { name: '紅茶', basePrice: 60_00 })

  // 招牌便當 ×2 + 紅茶 = NT$730 takeout (no fee), NT$30 off the order → NT$700.
  const order = await t.api('POST', '/orders', {
    orderType: 'takeout',
    items: [
      { menuItemId: bento.id, quantity: 2 },
      { menuItemId: tea.id, quantity: 1 },
    ],
  })
  expect([order.status, order.body.total]).toEqual([201, '730.00'])
  const discount = await t.api('POST', `/orders/${order.body.id}/discounts`, {
    kind: 'amount',
    value: '30',
    reason: '熟客優惠',
  })
  expect([discount.status, discount.body.order.total]).toEqual([201, '700.00'])

  // The customer hands over NT$1,000: NT$300 change.
  const pay = await t.api('POST', '/payments', {
    orderId: order.body.id,
    amount: '700.00',
    paymentMethod: 'cash',
    tendered: '1000',
  })
  expect(pay.status).toBe(201)
  const listed = (await t.api('GET', '/payments')).body
  expect(listed.payments[0]).toMatchObject({ amount: '700.00', tendered: '1000.00', change: '300.00' })

  // A card order beside it, so the drawer counts cash only.
  const card = await t.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: tea.id, quantity: 2 }] })
  expect(
    (await t.api('POST', '/payments', { orderId: card.body.id, amount: '120.00', paymentMethod: 'credit_card' }))
      .status,
  ).toBe(201)

  // One 紅茶 comes back: its share of the discounted bill, paid back in cash.
  const refund = await t.api('POST', `/orders/${order.body.id}/refunds`, {
    paymentMethod: 'cash',
    reason: 'food_issue',
    lines: [{ lineId: order.body.items[1].id, quantity: 1 }],
  })
  expect([refund.status, refund.body.amount]).toEqual([201, '58.00']) // 700 × 60 / 730 = 57.53 → 58

  const preview = (await t.api('GET', '/day-close')).body
  expect(preview).toMatchObject({
    closed: false,
    grossSales: '850.00',
    discountTotal: '30.00',
    refundTotal: '58.00',
    netSales: '762.00',
    paymentTotal: '820.00',
    netTotal: '762.00',
    cashPayments: '700.00',
    cashRefunds: '58.00',
  })
  const money = (s: string) => Math.round(Number(s) * 100)
  expect(money(preview.grossSales) - money(preview.discountTotal) - money(preview.refundTotal)).toBe(
    money(preview.netSales),
  )

  // The drawer opened with NT$2,000: 2000 + 700 − 58 = 2642 expected; counted NT$2,640 is NT$2 short.
  const close = await t.api('POST', '/day-close', { date: preview.date, openingFloat: '2000', countedCash: '2640' })
  expect(close.status).toBe(201)
  expect(close.body).toMatchObject({
    closed: true,
    openingFloat: '2000.00',
    cashPayments: '700.00',
    cashRefunds: '58.00',
    expectedCash: '2642.00',
    countedCash: '2640.00',
    difference: '-2.00',
    grossSales: '850.00',
    discountTotal: '30.00',
    refundTotal: '58.00',
    netSales: '762.00',
  })
  expect(money(close.body.expectedCash)).toBe(
    money(close.body.openingFloat) + money(close.body.cashPayments) - money(close.body.cashRefunds),
  )
  const reports = (await t.api('GET', '/reports?range=today')).body
  expect(reports).toMatchObject({
    grossSales: '850.00',
    discountTotal: '30.00',
    refundTotal: '58.00',
    netSales: '762.00',
  })
})
