// @vitest-environment happy-dom
// 收款與日結 as a manager closes the day, against a real server: the Z report on the screen shows
// the figures GET /day-close answers for that day, and the close the manager confirms (cash
// counted against the cash expected) is what the server then holds.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { ZReport } from '../../../../shared/api/day-close.ts'
import type { Order, Table } from '../../../../shared/api/front-of-house.ts'
import { formatNtd } from '../../../../shared/format/money.ts'
import { paymentMethodLabel } from '../../../format.ts'
import { figure, http, renderScreen, withServer } from '../../../testing/screen.tsx'
import PaymentsScreen from './PaymentsScreen.tsx'

withServer()
let base = ''
/**
 * The day: a takeout order of NT$220 paid in cash (NT$500 handed over), a table's NT$204 paid by
 * card, a NT$35 tea paid in cash of which NT$20 went back in cash.
 */
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '日結測試店', code: 'DC1' })
  base = `/api/stores/${store.id}`
  const noodles = (await http('POST', `${base}/menu`, { name: '紅燒牛肉麵', basePrice: '185.00' })).id
  const tea = (await http('POST', `${base}/menu`, { name: '紅茶', basePrice: '35.00' })).id
  const table = await http<Table>('POST', `${base}/tables`, { number: 'A1', seats: 4 })
  await http('POST', `${base}/tables/${table.id}/open`, { guestCount: 2 })
  const order = (body: object) => http<Order>('POST', `${base}/orders`, body)
  const pay = (o: Order, paymentMethod: string, tendered: string | null) =>
    http('POST', `${base}/payments`, {
      orderId: o.id,
      amount: o.total,
      paymentMethod,
      tendered,
      clientPaymentId: `pay-${o.id}`,
    })
  const takeout = await order({
    orderType: 'takeout',
    items: [
      { menuItemId: noodles, quantity: 1 },
      { menuItemId: tea, quantity: 1 },
    ],
  })
  await pay(takeout, 'cash', '500.00')
  const dineIn = await order({ tableId: table.id, items: [{ menuItemId: noodles, quantity: 1 }] })
  await pay(dineIn, 'credit_card', null)
  const drink = await order({ orderType: 'takeout', items: [{ menuItemId: tea, quantity: 1 }] })
  await pay(drink, 'cash', '35.00')
  await http('POST', `${base}/orders/${drink.id}/refunds`, {
    amount: '20.00',
    paymentMethod: 'cash',
    reason: 'food_issue',
    clientRefundId: `refund-${drink.id}`,
  })
})

/** The Z report's figures as the card words them: counts as they are, money in NT$, deductions with a minus. */
function figuresOf(z: ZReport) {
  const minus = (amount: string) => `−${formatNtd(amount)}`
  return {
    訂單數: String(z.orderCount),
    取消訂單: String(z.cancelledOrderCount),
    營業額: formatNtd(z.revenue),
    收款合計: formatNtd(z.paymentTotal),
    退款合計: minus(z.refundTotal),
    '淨收款（收款 − 退款）': formatNtd(z.netTotal),
    銷售總額: formatNtd(z.grossSales),
    折扣: minus(z.discountTotal),
    退款: minus(z.refundTotal),
    淨銷售額: formatNtd(z.netSales),
    現金收款: formatNtd(z.cashPayments),
    現金退款: minus(z.cashRefunds),
  }
}

const shownFigures = (card: ReturnType<typeof within>, z: ZReport) =>
  Object.fromEntries(Object.keys(figuresOf(z)).map((label) => [label, figure(card, label)]))

const methodRows = (card: ReturnType<typeof within>) =>
  within(card.getByTestId('pm-by-method'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

test(
  'the Z report shows what GET /day-close answers, ' + 'and the close records the cash counted against the expected',
  async () => {
    const { user } = await renderScreen(<PaymentsScreen />)
    const card = within(await screen.findByTestId('z-report'))
    const date = (screen.getByLabelText('營業日') as HTMLInputElement).value
    const z = await http<ZReport>('GET', `${base}/day-close?date=${date}`)
    expect(z).toMatchObject({
      closed: false,
      orderCount: 3,
      paymentTotal: '459.00',
      refundTotal: '20.00',
      netTotal: '439.00',
      cashPayments: '255.00',
      cashRefunds: '20.00',
    })
    expect(shownFigures(card, z)).toEqual(figuresOf(z))
    expect(methodRows(card)).toEqual(
      z.byMethod.map((m) => [paymentMethodLabel(m.method), String(m.count), formatNtd(m.amount)]),
    )
    expect(methodRows(card).filter(([, count]) => count !== '0')).toEqual([
      ['現金', '2', 'NT$255'],
      ['信用卡', '1', 'NT$204'],
    ])
    expect(card.getByText('尚未日結')).toBeTruthy()

    // 1000 float + 255 cash in − 20 cash back = 1235 expected; 1230 counted is NT$5 short.
    await user.type(card.getByLabelText('開店零用金'), '1000')
    await user.type(card.getByLabelText(/實點現金/), '1230')
    expect(card.getByTestId('z-expected').textContent).toBe('NT$1,235')
    expect(figure(card, '差額')).toBe('-NT$5短少')
    await user.click(card.getByRole('button', { name: '完成日結' }))
    const confirm = within(await screen.findByRole('dialog', { name: '確認日結' }))
    // 完成日結 waits for the list of what is still open (the preview) before it can be pressed
    await confirm.findByTestId('close-warning')
    expect(confirm.getByText('日結後此營業日將無法再次日結。應有現金 NT$1,235，實點現金 NT$1,230。')).toBeTruthy()
    await user.click(confirm.getByRole('button', { name: '完成日結' }))
    await screen.findByText('日結完成')

    const closed = await http<ZReport>('GET', `${base}/day-close?date=${date}`)
    expect(closed).toMatchObject({
      closed: true,
      openingFloat: '1000.00',
      expectedCash: '1235.00',
      countedCash: '1230.00',
      difference: '-5.00',
    })
    const after = within(await screen.findByTestId('z-report'))
    await after.findByText('已日結')
    expect(shownFigures(after, closed)).toEqual(figuresOf(closed))
    expect(after.getByTestId('z-expected').textContent).toBe(formatNtd(closed.expectedCash))
    expect(after.getByTestId('z-counted').textContent).toBe(formatNtd(closed.countedCash))
    expect(figure(after, '開店零用金')).toBe('NT$1,000')
  },
)

test('a close another device made first is refused: the toast says why; the first close stands', async () => {
  const { user } = await renderScreen(<PaymentsScreen />)
  const dateField = (await screen.findByLabelText('營業日')) as HTMLInputElement
  // An earlier day no one has closed (the day closed above made the open day the next one).
  const yesterday = '2026-01-05'
  fireEvent.change(dateField, { target: { value: yesterday } })
  const card = within(await screen.findByTestId('z-report'))
  await waitFor(() => expect(card.getByText('尚未日結')).toBeTruthy())
  await user.type(card.getByLabelText(/實點現金/), '100')
  await user.click(card.getByRole('button', { name: '完成日結' }))
  const confirm = within(await screen.findByRole('dialog', { name: '確認日結' }))
  await confirm.findByTestId('close-warning')

  await http('POST', `${base}/day-close`, { date: yesterday, countedCash: '0.00', notes: '另一台' })
  await user.click(confirm.getByRole('button', { name: '完成日結' }))
  await screen.findByText('日結失敗')
  expect(screen.getByText(`${yesterday} 已完成日結，無法重複結帳`)).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '確認日結' })).toBeNull())
  expect(await http<ZReport>('GET', `${base}/day-close?date=${yesterday}`)).toMatchObject({
    closed: true,
    countedCash: '0.00',
    notes: '另一台',
  })
})
