// @vitest-environment happy-dom
// 退款 from the orders screen as a manager does it, against a real server: a part of what was
// paid goes back; more than is left is refused (by the form, and by the server when another
// terminal refunded meanwhile) and nothing is recorded.
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order, Refund } from '../../../../shared/api/front-of-house.ts'
import { http, renderScreen, withServer } from '../../../testing/screen.tsx'
import OrdersScreen from './OrdersScreen.tsx'

withServer()
let base = ''
const menu = { noodles: 0, tea: 0 }
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '退款測試店', code: 'RF1' })
  base = `/api/stores/${store.id}`
  menu.noodles = (await http('POST', `${base}/menu`, { name: '紅燒牛肉麵', basePrice: '185.00' })).id
  menu.tea = (await http('POST', `${base}/menu`, { name: '紅茶', basePrice: '35.00' })).id
})

/** A takeout order of NT$220, paid in cash at the counter (through the API). */
async function paidOrder() {
  const items = [
    { menuItemId: menu.noodles, quantity: 1 },
    { menuItemId: menu.tea, quantity: 1 },
  ]
  const order = await http<Order>('POST', `${base}/orders`, { orderType: 'takeout', items })
  await http('POST', `${base}/payments`, {
    orderId: order.id,
    amount: order.total,
    paymentMethod: 'cash',
    tendered: order.total,
    clientPaymentId: `pay-${order.id}`,
  })
  const refunds = () => http<Refund[]>('GET', `${base}/orders/${order.id}/refunds`)
  const onServer = async () => (await http<Order[]>('GET', `${base}/orders`)).find((o) => o.id === order.id)
  return { order, refunds, onServer }
}

/** The orders screen, the order's detail, 退款: the dialog a cashier fills in. */
async function openRefund(order: Order) {
  const view = await renderScreen(<OrdersScreen />)
  await view.user.click(await screen.findByRole('button', { name: order.orderNumber }))
  const detail = within(await screen.findByRole('dialog', { name: new RegExp(order.orderNumber) }))
  await view.user.click(detail.getByRole('button', { name: '退款' }))
  const dialog = within(await screen.findByRole('dialog', { name: `退款 - 訂單 ${order.orderNumber}` }))
  const amount = dialog.getByLabelText('退款金額')
  const refundAmount = async (text: string) => {
    await view.user.clear(amount)
    await view.user.type(amount, text)
  }
  return { ...view, dialog, amount, refundAmount }
}

test('a partial refund: at most what was paid; NT$80 of NT$220 goes back and the rest stays refundable', async () => {
  const { order, refunds, onServer } = await paidOrder()
  expect(order.total).toBe('220.00')
  const { user, dialog, amount, refundAmount } = await openRefund(order)
  expect(dialog.getByTestId('refundable').textContent).toBe('NT$220')
  await dialog.findByRole('radio', { name: '現金', checked: true })
  expect(amount).toHaveProperty('value', '220')

  await user.click(dialog.getByRole('radio', { name: '客訴' }))
  await refundAmount('300')
  await user.click(dialog.getByRole('button', { name: '確認退款' }))
  expect(dialog.getByRole('alert').textContent).toBe('退款金額不可超過可退金額 NT$220')
  expect(await refunds()).toEqual([])

  await refundAmount('80')
  await user.click(dialog.getByRole('button', { name: '確認退款' }))
  await screen.findByText(`已退款 NT$80（訂單 ${order.orderNumber}）`)
  expect(await refunds()).toMatchObject([{ amount: '80.00', paymentMethod: 'cash', reason: 'complaint' }])
  expect(await onServer()).toMatchObject({ total: '220.00', refunded: '80.00', paymentStatus: 'paid' })
  expect(await http('GET', `${base}/orders/${order.id}/refund-methods`)).toEqual([
    { paymentMethod: 'cash', refundable: '140.00' },
  ])
})

test('more than is left after another terminal refunded: the server refuses in zh-TW and records nothing', async () => {
  const { order, refunds, onServer } = await paidOrder()
  const { user, dialog, refundAmount } = await openRefund(order)
  expect(dialog.getByTestId('refundable').textContent).toBe('NT$220')
  // Meanwhile the other register gives NT$180 back: NT$40 is left, which this dialog cannot know.
  await http('POST', `${base}/orders/${order.id}/refunds`, {
    amount: '180.00',
    paymentMethod: 'cash',
    reason: 'wrong_order',
    clientRefundId: 'other-terminal',
  })

  await user.click(dialog.getByRole('radio', { name: '點錯' }))
  await refundAmount('100')
  await user.click(dialog.getByRole('button', { name: '確認退款' }))
  const refused = await screen.findByText('退款金額 NT$100.00 超過可退金額 NT$40.00（已收款扣除先前退款）')
  expect(within(refused.closest('[role=alert]') as HTMLElement).getByText('退款失敗')).toBeTruthy()

  expect((await refunds()).map((r) => r.amount)).toEqual(['180.00'])
  expect(await onServer()).toMatchObject({ refunded: '180.00' })
})

test('an unpaid order names no payment method (nothing was taken yet); a paid one names how it was paid', async () => {
  // as the POS sends it: the method picked in the cart goes with the order, before any payment
  const unpaid = await http<Order>('POST', `${base}/orders`, {
    orderType: 'takeout',
    paymentMethod: 'cash',
    items: [{ menuItemId: menu.tea, quantity: 1 }],
  })
  const { order: paid } = await paidOrder()
  await renderScreen(<OrdersScreen />)
  const rowOf = async (o: Order) =>
    (await screen.findByRole('button', { name: o.orderNumber })).closest('tr') as HTMLElement
  expect(within(await rowOf(unpaid)).getByText('未付款')).toBeTruthy()
  expect(within(await rowOf(unpaid)).queryByText('現金')).toBeNull()
  expect(within(await rowOf(paid)).getByText('現金')).toBeTruthy()
})

test('a table paid in cash and by card names both methods with what each took, in list and detail', async () => {
  const table = await http<{ id: number }>('POST', `${base}/tables`, { number: 'M1', seats: 4 })
  const { sessionId } = await http<{ sessionId: number }>('POST', `${base}/tables/${table.id}/open`, { guestCount: 2 })
  const order = await http<Order>('POST', `${base}/orders`, {
    tableId: table.id,
    items: [{ menuItemId: menu.noodles, quantity: 1 }],
  })
  const rest = ((Number(order.total) * 100 - 10_000) / 100).toFixed(2)
  await http('POST', `${base}/payments`, { sessionId, amount: '100.00', paymentMethod: 'cash', tendered: '100.00' })
  await http('POST', `${base}/payments`, { sessionId, amount: rest, paymentMethod: 'credit_card' })
  const both = `現金 NT$100 + 信用卡 NT$${Number(rest)}`

  const { user } = await renderScreen(<OrdersScreen />)
  const row = (await screen.findByRole('button', { name: order.orderNumber })).closest('tr') as HTMLElement
  expect(within(row).getByText(both)).toBeTruthy()
  await user.click(within(row).getByRole('button', { name: order.orderNumber }))
  const detail = within(await screen.findByRole('dialog', { name: new RegExp(order.orderNumber) }))
  expect(detail.getByText(`已付款 · ${both}`)).toBeTruthy()
})
