// @vitest-environment happy-dom
// A 套餐's parts the server would refuse: 估清 to 0 shows 售完, a part outside its 供應時段 shows its
// hours; neither can be picked, the others can, and the set still sells.
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { http, renderScreen, withServer } from '../../../testing/screen.tsx'
import PosScreen from './PosScreen.tsx'

withServer()
let base = ''
/** Taipei's weekday (1 Monday … 7 Sunday) a day after today: a window on it is closed now. */
const tomorrow = (new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 1) % 7 || 7
let set = 0
let beef = 0
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '套餐測試店', code: 'SET9' })
  base = `/api/stores/${store.id}`
  const item = async (name: string, price: string, extra = {}) =>
    (await http('POST', `${base}/menu`, { name, basePrice: price, ...extra })).id as number
  const rice = await item('雞腿飯', '120.00')
  const pork = await item('排骨飯', '120.00')
  beef = await item('牛腩飯', '140.00', { hours: [{ days: [tomorrow], from: '00:00', to: '23:59' }] })
  set = await item('便當套餐', '150.00')
  await http('PUT', `${base}/menu/${pork}/portions`, { remaining: 0 })
  await http('PUT', `${base}/menu/${set}/set-slots`, {
    slots: [{ name: '主餐', choices: [{ menuItemId: rice }, { menuItemId: pork }, { menuItemId: beef, price: '20' }] }],
  })
})

test('a sold-out part reads 售完 and an out-of-hours part its hours; neither can be picked', async () => {
  const { user } = await renderScreen(<PosScreen />)
  await user.click(await screen.findByRole('button', { name: /^便當套餐 / }))
  const dialog = within(await screen.findByRole('dialog', { name: '便當套餐' }))
  const main = within(dialog.getByRole('group', { name: /^主餐/ }))
  const radio = (name: RegExp) => main.getByRole('radio', { name }) as HTMLInputElement
  expect(radio(/^排骨飯/).disabled).toBe(true)
  expect(main.getByText('售完')).toBeTruthy()
  expect(radio(/^牛腩飯/).disabled).toBe(true)
  expect(main.getByText(/^供應 /).textContent).toMatch(/^供應 週.+ 00:00–23:59$/)
  expect(radio(/^雞腿飯/).disabled).toBe(false)

  await user.click(radio(/^雞腿飯/))
  await user.click(dialog.getByRole('button', { name: /^加入購物車/ }))
  const cart = within(await screen.findByRole('complementary', { name: '購物車' }))
  await user.selectOptions(cart.getByLabelText('桌號'), cart.getByRole('option', { name: '外帶' }))
  await user.click(cart.getByRole('button', { name: '送出訂單' }))
  await screen.findByText('訂單已送出')
  const [order] = await http<Order[]>('GET', `${base}/orders`)
  expect(order?.items[0]).toMatchObject({ menuItemId: set, subtotal: '150.00' })
  // The server refuses the greyed part whatever a client sends.
  const forged = http('POST', `${base}/orders`, {
    orderType: 'takeout',
    items: [{ menuItemId: set, quantity: 1, options: { parts: [{ slot: '主餐', menuItemId: beef }] } }],
  })
  await expect(forged).rejects.toThrow(/: 409 /)
})
