// @vitest-environment happy-dom
// A table's bill settled from 桌位管理 as a cashier does it, against a real server: part in cash and
// the rest by card (收款 twice), and 分開結帳 in equal shares, each part paid its own way. The
// screen's figures and the payments the server holds must both come to the bill exactly.
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order, Payment, SplitBill, Table } from '../../../../shared/api/front-of-house.ts'
import { http, renderScreen, withServer } from '../../../testing/screen.tsx'
import TablesScreen from './TablesScreen.tsx'

withServer()
let base = ''
const menu = { noodles: 0, tea: 0 }
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '桌位測試店', code: 'TB1' })
  base = `/api/stores/${store.id}`
  menu.noodles = (await http('POST', `${base}/menu`, { name: '紅燒牛肉麵', basePrice: '185.00' })).id
  menu.tea = (await http('POST', `${base}/menu`, { name: '紅茶', basePrice: '35.00' })).id
})

/** A table with guests seated and one dine-in order sent to its session (through the API, as the POS would). */
async function seatedWithOrder(number: string, items: { menuItemId: number; quantity: number }[]) {
  const table = await http<Table>('POST', `${base}/tables`, { number, seats: 4 })
  const opened = await http<Table>('POST', `${base}/tables/${table.id}/open`, { guestCount: 2 })
  const order = await http<Order>('POST', `${base}/orders`, { tableId: table.id, items })
  return { sessionId: Number(opened.sessionId), order }
}

const sessionPayments = (sessionId: number) => http<Payment[]>('GET', `${base}/sessions/${sessionId}/payments`)
const orderOf = async (id: number) => (await http<Order[]>('GET', `${base}/orders`)).find((o) => o.id === id)

async function openTables(number: string) {
  const view = await renderScreen(<TablesScreen />)
  const card = within(await screen.findByLabelText(`桌 ${number}`))
  return { ...view, card }
}

test('收款 in two goes, part cash with change and the rest by card, settles the order exactly', async () => {
  const { sessionId, order } = await seatedWithOrder('A1', [{ menuItemId: menu.noodles, quantity: 1 }])
  expect(order.total).toBe('204.00')
  const { user, card } = await openTables('A1')
  expect(card.getByTestId('table-outstanding').textContent).toBe('NT$204')

  await user.click(card.getByRole('button', { name: '收款' }))
  let dialog = within(await screen.findByRole('dialog', { name: '收款 - 桌號 A1' }))
  expect(dialog.getByTestId('pay-due').textContent).toBe('NT$204')
  const amount = dialog.getByLabelText('收款金額')
  expect(amount).toHaveProperty('value', '204')
  await user.clear(amount)
  await user.type(amount, '250')
  expect(dialog.getByText('收款金額 NT$250 超過未付金額 NT$204')).toBeTruthy()
  await user.clear(amount)
  await user.type(amount, '100')
  await user.click(dialog.getByRole('button', { name: '500' }))
  expect(dialog.getByTestId('cash-change').textContent).toBe('找零NT$400')
  await user.click(dialog.getByRole('button', { name: '確認收款' }))
  let done = within(await dialog.findByTestId('pay-done'))
  expect(done.getByText('收款 NT$100（現金）')).toBeTruthy()
  expect(done.getByTestId('paid-change').textContent).toBe('找零NT$400')
  await user.click(done.getByRole('button', { name: '完成' }))
  await within(card.getByTestId('table-outstanding')).findByText('NT$104')

  await user.click(card.getByRole('button', { name: '收款' }))
  dialog = within(await screen.findByRole('dialog', { name: '收款 - 桌號 A1' }))
  expect(dialog.getByLabelText('收款金額')).toHaveProperty('value', '104')
  await user.click(dialog.getByRole('radio', { name: '信用卡' }))
  expect(dialog.queryByLabelText('收取現金')).toBeNull()
  await user.click(dialog.getByRole('button', { name: '確認收款' }))
  done = within(await dialog.findByTestId('pay-done'))
  expect(done.getByText('收款 NT$104（信用卡）')).toBeTruthy()

  expect(await sessionPayments(sessionId)).toMatchObject([
    { amount: '100.00', paymentMethod: 'cash', tendered: '500.00', change: '400.00' },
    { amount: '104.00', paymentMethod: 'credit_card', tendered: null },
  ])
  expect(await orderOf(order.id)).toMatchObject({ total: '204.00', paymentStatus: 'paid' })
})

test(
  '分開結帳 in three equal shares: parts sum to the bill, ' + 'each is paid its own way, the last clears the table',
  async () => {
    // 185 + 35 + 10% fee = 242: three shares cannot be equal, they differ by NT$1 at most.
    const { sessionId, order } = await seatedWithOrder('B1', [
      { menuItemId: menu.noodles, quantity: 1 },
      { menuItemId: menu.tea, quantity: 1 },
    ])
    expect(order.total).toBe('242.00')
    const { user, card } = await openTables('B1')

    await user.click(card.getByRole('button', { name: '分開結帳' }))
    const dialog = within(await screen.findByRole('dialog', { name: '分開結帳：桌號 B1' }))
    await user.click(await dialog.findByRole('radio', { name: '均分' }))
    await user.click(dialog.getByRole('radio', { name: '3 份' }))
    const preview = within(dialog.getByTestId('split-preview'))
    expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '第 1 份NT$81',
      '第 2 份NT$81',
      '第 3 份NT$80',
    ])
    await user.click(dialog.getByRole('button', { name: '確認分帳' }))
    await screen.findByText('已分成 3 份')

    const bill = await http<SplitBill>('GET', `${base}/sessions/${sessionId}/split`)
    const amounts = bill.split?.parts.map((p) => Number(p.amount))
    expect(amounts).toEqual([81, 81, 80])
    expect(amounts?.reduce((sum, a) => sum + a, 0)).toBe(Number(order.total))

    const part = (n: number) => within(dialog.getAllByTestId('split-part')[n] as HTMLElement)
    const pay = async (n: number) => {
      await user.click(part(n).getByRole('button', { name: '收款' }))
      return within(await dialog.findByTestId('split-pay'))
    }
    let form = await pay(0)
    await user.click(form.getByRole('button', { name: '剛好' }))
    await user.click(form.getByRole('button', { name: '確認收款 NT$81' }))
    await screen.findByText('第 1 份已收款 NT$81')

    form = await pay(1)
    await user.click(form.getByRole('radio', { name: '信用卡' }))
    await user.click(form.getByRole('button', { name: '確認收款 NT$81' }))
    await screen.findByText('第 2 份已收款 NT$81')
    expect(part(1).getByText(/已收款 · 信用卡/)).toBeTruthy()

    form = await pay(2)
    await user.type(form.getByLabelText('收取現金'), '100')
    expect(form.getByTestId('cash-change').textContent).toBe('找零NT$20')
    await user.click(form.getByRole('button', { name: '確認收款 NT$80' }))
    await screen.findByText('全部收齊，桌號 B1 已清桌')

    const paid = await sessionPayments(sessionId)
    expect(paid).toMatchObject([
      { amount: '81.00', paymentMethod: 'cash', tendered: '81.00', change: '0.00' },
      { amount: '81.00', paymentMethod: 'credit_card' },
      { amount: '80.00', paymentMethod: 'cash', tendered: '100.00', change: '20.00' },
    ])
    expect(await orderOf(order.id)).toMatchObject({ total: '242.00', paymentStatus: 'paid' })
  },
)
