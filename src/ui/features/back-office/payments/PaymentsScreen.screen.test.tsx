// @vitest-environment happy-dom
// 收款與日結 as a manager closes the day, against a real server: the Z report on the screen shows
// the figures GET /day-close answers for that day, and the close the manager confirms (cash
// counted against the cash expected) is what the server then holds.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ZReport } from '../../../../shared/api/day-close.ts'
import type { Order, Table } from '../../../../shared/api/front-of-house.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { formatNtd, formatNtdCents } from '../../../../shared/format/money.ts'
import { escposToText, startFakeNetworkPrinter } from '../../../testing/printer.ts'
import { figure, http, renderScreen, withServer } from '../../../testing/screen.tsx'
import PaymentsScreen from './PaymentsScreen.tsx'

withServer()
let base = ''
let printer: Awaited<ReturnType<typeof startFakeNetworkPrinter>>
/**
 * The day: the owner's shift opened with a NT$1,000 float; a takeout order of NT$220 paid in cash
 * (NT$500 handed over), a table's NT$204 paid by card, a NT$35 tea paid in cash of which NT$20 went
 * back in cash, NT$100 paid out of the drawer for ice. A network receipt printer takes the Z.
 */
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '日結測試店', code: 'DC1' })
  base = `/api/stores/${store.id}`
  printer = await startFakeNetworkPrinter()
  await http('POST', `${base}/printers`, {
    name: '櫃台',
    role: 'receipt',
    connection: 'network',
    address: printer.address,
    paperWidth: 80,
  })
  const shift = await http('POST', `${base}/shifts`, { openingFloat: '1000' })
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
  await http('POST', `${base}/shifts/${shift.id}/movements`, { reason: 'paid_out', amount: '100', note: '買冰塊' })
})
afterAll(async () => printer?.stop())

/** The API's figures under the labels the Z gives them (on screen and on paper): money in whole NT$. */
function figuresOf(z: ZReport) {
  const minus = (amount: string) => formatNtdCents(-parseMoney(amount)!)
  return {
    sales: {
      訂單數: String(z.orderCount),
      '點單總額（含未結帳）': formatNtd(z.revenue),
      銷售總額: formatNtd(z.grossSales),
      其中服務費: formatNtd(z.serviceFeeTotal),
      折扣: minus(z.discountTotal),
      退款: minus(z.refundTotal),
      淨銷售額: formatNtd(z.netSales),
    },
    payments: { 收款合計: formatNtd(z.paymentTotal), 退款合計: minus(z.refundTotal), 淨收款: formatNtd(z.netTotal) },
    cash: {
      開店零用金: formatNtd(z.openingFloat),
      現金收款: formatNtd(z.cashPayments),
      現金退款: minus(z.cashRefunds),
      '雜支 買冰塊': minus(z.cashMovements[0].amount),
      應有現金: formatNtd(z.expectedCash),
      ...(z.countedCash === null ? {} : { 實點現金: formatNtd(z.countedCash), 差額: formatNtd(z.difference) }),
    },
  }
}

type Row = { label: string; count: string | null; value: string }
/** Every figure the Z card shows: its label, its count (payments, invoices) and its amount. */
const screenRows = (card: HTMLElement): Row[] =>
  [...card.querySelectorAll('.pm-z-row')].map((row) => ({
    label: row.querySelector('dt')!.textContent!,
    count: row.querySelector('.pm-z-count')?.textContent?.replace(' 筆', '') ?? null,
    value: row.querySelector('.pm-z-value')!.textContent!,
  }))
const shownIn = (card: HTMLElement, section: string) =>
  Object.fromEntries(
    screenRows(card.querySelector(`[data-testid="z-${section}"]`) as HTMLElement).map((r) => [r.label, r.value]),
  )

/** The paper line of a figure: label, then (for counted ones) the count, then the amount, right-aligned. */
const escape = (s: string) => s.replace(/[$.()（）+*?[\]^|]/g, '\\$&')
const paperLine = (r: Row) =>
  new RegExp(`^${escape(r.label)}\\s+${r.count === null ? '' : `${escape(r.count)}\\s+`}${escape(r.value)}$`, 'm')

/** The Z papers the receipt printer took (it takes the day's receipts too). */
const zPapers = () => printer.jobs.map((bytes) => escposToText(bytes)).filter((text) => text.includes('Z 報表'))

/** Sends the Z to the receipt printer from the screen and reads the new paper back as text. */
async function printed(user: ReturnType<typeof userEvent.setup>) {
  const before = zPapers().length
  await user.click(screen.getByTestId('z-print-receipt'))
  await waitFor(() => expect(zPapers().length).toBe(before + 1), { timeout: 10_000 })
  return zPapers()[before]
}

test(
  'the Z on screen shows what GET /day-close answers, the paper prints the screen figure by figure, ' +
    'and the close records the cash counted against the expected',
  async () => {
    const { user } = await renderScreen(<PaymentsScreen />)
    const card = await screen.findByTestId('z-report')
    const date = (screen.getByLabelText('營業日') as HTMLInputElement).value
    const z = await http<ZReport>('GET', `${base}/day-close?date=${date}`)
    // 1000 float (the shift's) + 255 cash in − 20 cash back − 100 paid out = 1135 expected.
    expect(z).toMatchObject({
      closed: false,
      orderCount: 3,
      paymentTotal: '459.00',
      refundTotal: '20.00',
      netTotal: '439.00',
      cashPayments: '255.00',
      cashRefunds: '20.00',
      openingFloat: '1000.00',
      netCashMovements: '-100.00',
      expectedCash: '1135.00',
    })
    await waitFor(() => expect(shownIn(card, 'sales')).toMatchObject(figuresOf(z).sales))
    expect(shownIn(card, 'payments')).toMatchObject(figuresOf(z).payments)
    expect(shownIn(card, 'cash')).toEqual(figuresOf(z).cash)
    expect(screenRows(card.querySelector('[data-testid="z-payments"]') as HTMLElement).slice(0, 2)).toEqual([
      { label: '現金', count: '2', value: 'NT$255' },
      { label: '信用卡', count: '1', value: 'NT$204' },
    ])
    const cashier = screenRows(card.querySelector('[data-testid^="z-cashier-"]') as HTMLElement)
    expect(cashier).toContainEqual({ label: '應有現金', count: null, value: 'NT$1,135' })
    expect(within(card).getByText('尚未日結')).toBeTruthy()

    // The open day's paper: every figure of the screen, on a line of its own.
    const draft = await printed(user)
    expect(draft).toContain('（尚未日結）')
    for (const r of screenRows(card)) expect(draft).toMatch(paperLine(r))

    // The float is the shift's, filled in; 1130 counted is NT$5 short.
    const form = within(card)
    expect((form.getByLabelText('開店零用金') as HTMLInputElement).value).toBe('1000')
    await user.type(form.getByLabelText(/實點現金/), '1130')
    expect(form.getByTestId('z-preview-expected').textContent).toBe('NT$1,135')
    expect(figure(form, '差額')).toBe('-NT$5短少')
    await user.click(form.getByRole('button', { name: '完成日結' }))
    const confirm = within(await screen.findByRole('dialog', { name: '確認日結' }))
    // 完成日結 waits for the list of what is still open (the preview) before it can be pressed
    await confirm.findByTestId('close-warning')
    expect(confirm.getByText('日結後此營業日將無法再次日結。應有現金 NT$1,135，實點現金 NT$1,130。')).toBeTruthy()
    await user.click(confirm.getByRole('button', { name: '完成日結' }))
    await screen.findByText('日結完成')

    const closed = await http<ZReport>('GET', `${base}/day-close?date=${date}`)
    expect(closed).toMatchObject({
      closed: true,
      openingFloat: '1000.00',
      expectedCash: '1135.00',
      countedCash: '1130.00',
      difference: '-5.00',
    })
    const after = await screen.findByTestId('z-report')
    await within(after).findByText('已日結')
    await waitFor(() => expect(shownIn(after, 'cash')).toEqual(figuresOf(closed).cash))
    expect(shownIn(after, 'sales')).toMatchObject(figuresOf(closed).sales)
    const paper = await printed(user)
    expect(paper).not.toContain('（尚未日結）')
    const rows = screenRows(after)
    expect(rows.length).toBeGreaterThan(20)
    for (const r of rows) expect(paper).toMatch(paperLine(r))
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
