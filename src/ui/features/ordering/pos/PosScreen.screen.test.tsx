// @vitest-environment happy-dom
// The counter's cart and 送出並結帳 as a cashier uses them, against a real server: totals on the
// screen (NT$, whole dollars), the order and payment the server then holds.
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order, Payment } from '../../../../shared/api/front-of-house.ts'
import { businessDate } from '../../../../shared/domain/business-day.ts'
import { figure, http, renderScreen, withServer } from '../../../testing/screen.tsx'
import PosScreen from './PosScreen.tsx'

withServer()
let base = ''
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '收銀測試店', code: 'POS1' })
  base = `/api/stores/${store.id}`
  // 185 × 10% = 18.5: the fee is whole dollars, half up.
  await http('POST', `${base}/menu`, { name: '紅燒牛肉麵', basePrice: '185.00' })
  await http('POST', `${base}/menu`, { name: '紅茶', basePrice: '35.00' })
  const table = await http('POST', `${base}/tables`, { number: 'A1', seats: 4 })
  await http('POST', `${base}/tables/${table.id}/open`, { guestCount: 2 })
})

const orders = () => http<Order[]>('GET', `${base}/orders`)
const payments = async () =>
  (await http<{ payments: Payment[] }>('GET', `${base}/payments?date=${businessDate(Date.now())}`)).payments

async function openPos() {
  const view = await renderScreen(<PosScreen />)
  const cart = within(await screen.findByRole('complementary', { name: '購物車' }))
  const tap = async (name: string) =>
    view.user.click(await screen.findByRole('button', { name: new RegExp(`^${name} `) }))
  const place = async (label: RegExp) =>
    view.user.selectOptions(cart.getByLabelText('桌號'), cart.getByRole('option', { name: label }))
  return { ...view, cart, tap, place }
}

test('內用 adds a 10% service fee rounded to whole dollars; the server records the same figures', async () => {
  const { user, cart, tap, place } = await openPos()
  await tap('紅燒牛肉麵')
  await place(/^A1/)

  expect(figure(cart, '小計')).toBe('NT$185')
  expect(figure(cart, '服務費（10%）')).toBe('NT$19')
  expect(cart.getByTestId('pos-total').textContent).toBe('NT$204')

  await user.click(cart.getByRole('button', { name: '送出訂單' }))
  await screen.findByText('訂單已送出')
  const [order] = await orders()
  expect(order).toMatchObject({
    orderType: 'dine_in',
    tableNumber: 'A1',
    subtotal: '185.00',
    serviceFee: '19.00',
    total: '204.00',
    paymentStatus: 'unpaid',
  })
  expect(cart.getByText('購物車是空的，點選左側餐點加入')).toBeTruthy()
})

test(
  '外帶 has no service fee; cash below the total is refused, ' + 'then a suggested NT$500 pays with NT$280 change',
  async () => {
    const before = (await orders()).length
    const { user, cart, tap, place } = await openPos()
    await tap('紅燒牛肉麵')
    await tap('紅茶')
    await place(/^外帶$/)

    expect(figure(cart, '小計')).toBe('NT$220')
    expect(figure(cart, '服務費（0%）')).toBe('NT$0')
    expect(cart.getByTestId('pos-total').textContent).toBe('NT$220')

    await user.click(cart.getByRole('button', { name: '送出並結帳' }))
    const dialog = within(await screen.findByRole('dialog', { name: '送出並結帳' }))
    expect(dialog.getByTestId('pay-due').textContent).toBe('NT$220')
    const received = dialog.getByLabelText('收取現金')
    await user.type(received, '200')
    expect(dialog.getByRole('alert').textContent).toBe('現金不足：還差 NT$20')
    expect(dialog.getByTestId('cash-change').textContent).toBe('找零—')
    await user.click(dialog.getByRole('button', { name: '確認收款' }))
    expect(
      (await screen.findByText('收取現金 NT$200 少於應收 NT$220，還差 NT$20')).closest('[role=alert]'),
    ).toBeTruthy()
    expect(await orders()).toHaveLength(before)

    const quick = within(dialog.getByRole('group', { name: '快速金額' }))
    // 220 due: 剛好, then the round sums above it.
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['剛好', '300', '500', '1000'])
    const notes = within(dialog.getByRole('group', { name: '逐張加收' }))
    // Each note adds to what is in the box (200 typed above): 200 + 100 + 100 + 500.
    await user.click(notes.getByRole('button', { name: '加收 100 元' }))
    await user.click(notes.getByRole('button', { name: '加收 100 元' }))
    await user.click(notes.getByRole('button', { name: '加收 500 元' }))
    expect(received).toHaveProperty('value', '900')
    await user.click(notes.getByRole('button', { name: '清除' }))
    expect(received).toHaveProperty('value', '')
    await user.click(quick.getByRole('button', { name: '剛好' }))
    expect(received).toHaveProperty('value', '220')
    expect(dialog.getByTestId('cash-change').textContent).toBe('找零NT$0')
    await user.click(quick.getByRole('button', { name: '500' }))
    expect(received).toHaveProperty('value', '500')
    expect(dialog.getByTestId('cash-change').textContent).toBe('找零NT$280')
    await user.click(dialog.getByRole('button', { name: '確認收款' }))
    const done = within(await dialog.findByTestId('pay-done'))
    expect(done.getByTestId('paid-change').textContent).toBe('找零NT$280')

    const all = await orders()
    expect(all).toHaveLength(before + 1)
    const order = all.find((o) => o.orderType === 'takeout')
    expect(order).toMatchObject({ subtotal: '220.00', serviceFee: '0.00', total: '220.00', paymentStatus: 'paid' })
    expect((await payments()).filter((p) => p.orderId === order?.id)).toMatchObject([
      { amount: '220.00', paymentMethod: 'cash', tendered: '500.00', change: '280.00' },
    ])
  },
)

test('the cart and 送出並結帳 offer the one list of payment methods, LINE Pay among them', async () => {
  const { user, cart, tap, place } = await openPos()
  await tap('紅茶')
  await place(/^外帶$/)
  const all = ['現金', '信用卡', '台灣Pay', 'Apple Pay', 'LINE Pay']
  const names = (group: HTMLElement) =>
    within(group)
      .getAllByRole('radio')
      .map((r) => r.textContent)
  expect(names(cart.getByRole('radiogroup', { name: '付款方式' }))).toEqual(all)
  await user.click(cart.getByRole('radio', { name: 'LINE Pay' }))
  await user.click(cart.getByRole('button', { name: '送出並結帳' }))
  const dialog = within(await screen.findByRole('dialog', { name: '送出並結帳' }))
  expect(names(dialog.getByRole('radiogroup'))).toEqual(all)
  expect(dialog.getByRole('radio', { name: 'LINE Pay' }).getAttribute('aria-checked')).toBe('true')
  // the cart outlives the screen (its state is the POS's): leave it empty for the next sale
  await user.click(dialog.getByRole('button', { name: '取消' }))
  await user.click(cart.getByRole('button', { name: '清除' }))
})

test('no receipt printer: the receipt is shown on screen after payment, line for line as it would print', async () => {
  const { user, cart, tap, place } = await openPos()
  await tap('紅茶')
  await place(/^外帶$/)
  await user.click(cart.getByRole('button', { name: '送出並結帳' }))
  const dialog = within(await screen.findByRole('dialog', { name: '送出並結帳' }))
  await user.click(dialog.getByRole('radio', { name: '信用卡' }))
  await user.click(dialog.getByRole('button', { name: '確認收款' }))
  const sheet = within(await dialog.findByTestId('receipt-sheet'))
  const lines = sheet.getAllByRole('paragraph').map((p) => p.textContent)
  expect(lines).toContain('收銀測試店')
  expect(lines).toContain('紅茶x1NT$35')
  expect(lines).toContain('總計NT$35')
  expect(lines).toContain('付款方式信用卡')
  expect(lines.some((l) => l?.startsWith('時間：'))).toBe(true)
})
