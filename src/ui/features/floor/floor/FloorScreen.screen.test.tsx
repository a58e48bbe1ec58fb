// @vitest-environment happy-dom
// 外帶・外送 beside the tables on the floor view, against a real server: the open takeout and delivery
// orders with number, amount and state; a tap on an unpaid one takes its payment.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order, Table } from '../../../../shared/api/front-of-house.ts'
import { sessionOrdersQuery } from '../../../front-of-house-api.ts'
import { http, renderScreen, withServer } from '../../../testing/screen.tsx'
import FloorScreen from './FloorScreen.tsx'

withServer()
let base = ''
let tea = 0
let storeId = 0
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '外帶測試店', code: 'TK1' })
  storeId = store.id
  base = `/api/stores/${store.id}`
  tea = (await http('POST', `${base}/menu`, { name: '紅茶', basePrice: '35.00', channelPrices: { delivery: '45.00' } }))
    .id
  const table = await http('POST', `${base}/tables`, { number: 'A1', seats: 4 })
  await http('POST', `${base}/tables/${table.id}/open`, { guestCount: 2 })
  // a table's order is the table's, not the takeout list's
  await http('POST', `${base}/orders`, { tableId: table.id, items: [{ menuItemId: tea, quantity: 1 }] })
})

const takeout = (quantity: number, orderType = 'takeout') =>
  http<Order>('POST', `${base}/orders`, { orderType, items: [{ menuItemId: tea, quantity }] })
const pay = (o: Order) => http('POST', `${base}/payments`, { orderId: o.id, amount: o.total, paymentMethod: 'cash' })
const callNumber = (o: Order) => o.orderNumber.split('-').at(-1)

test('the open takeout and delivery orders beside the tables; an unpaid one opens its payment', async () => {
  const unpaid = await takeout(2)
  const delivery = await takeout(1, 'delivery')
  const cooking = await takeout(1)
  await pay(cooking)
  await http('PATCH', `${base}/orders/${cooking.id}/status`, { status: 'preparing' })
  const done = await takeout(3)
  await pay(done)
  for (const status of ['preparing', 'ready']) await http('PATCH', `${base}/orders/${done.id}/status`, { status })
  await http('PATCH', `${base}/orders/${done.id}`, { status: 'completed' })

  const { user } = await renderScreen(<FloorScreen />)
  const list = within(await screen.findByRole('region', { name: '外帶・外送' }))
  await list.findByRole('button', { name: `外帶 ${callNumber(unpaid)}，NT$70，未付款` })
  expect(list.getByRole('button', { name: `外帶 ${callNumber(cooking)}，NT$35，製作中` })).toBeTruthy()
  // 外送 at its own price, without the service fee
  expect(list.getByRole('button', { name: `外送 ${callNumber(delivery)}，NT$45，未付款` })).toBeTruthy()
  expect(list.getAllByRole('button')).toHaveLength(3)
  expect(await screen.findByText('A1', { selector: '.floor-tile-number' })).toBeTruthy()

  await user.click(list.getByRole('button', { name: new RegExp(`^外帶 ${callNumber(unpaid)}`) }))
  const dialog = within(await screen.findByRole('dialog', { name: `收款 - 訂單 ${unpaid.orderNumber}` }))
  expect(dialog.getByTestId('pay-due').textContent).toBe('NT$70')
})

test('a finger down on a seated table starts reading its check before the tap completes', async () => {
  const [a1] = await http<Table[]>('GET', `${base}/tables`)
  const { client } = await renderScreen(<FloorScreen />)
  const tile = await screen.findByTestId('floor-tile-A1')
  fireEvent.pointerDown(tile)
  const rounds = sessionOrdersQuery(storeId, a1!.sessionId!).queryKey
  await waitFor(() => expect(client.getQueryState(rounds)?.status).toBe('success'))
  expect(screen.queryByTestId('table-check')).toBeNull()
})
