import type { APIRequestContext } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// A paid takeout order is refunded from the orders screen (退款 in its detail
// dialog, the whole paid amount by default, a reason, the method); the order then reads 已退款 and
// cancelled, and the day's Z report shows the refund: gross − refunds = net, and the cash refund
// comes off the expected cash.

/** A fresh store with one NT$335 dish and a takeout order of it, paid by `method`. */
async function paidTakeout(
  request: APIRequestContext,
  owner: Account,
  method = 'cash',
  code = method === 'cash' ? 'RF1' : 'RF2',
) {
  await signIn(request, owner)
  const storeId = await createStore(request, { name: `退款測試店 ${code}`, code })
  const dish = await json<{ id: number }>(
    await request.post(`/api/stores/${storeId}/menu`, {
      data: { name: '招牌便當', basePrice: '335.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  const order = await json<{ id: number; orderNumber: string; total: string }>(
    await request.post(`/api/stores/${storeId}/orders`, {
      data: { orderType: 'takeout', items: [{ menuItemId: dish.id, quantity: 1 }] },
    }),
  )
  await json(
    await request.post(`/api/stores/${storeId}/payments`, {
      data: { orderId: order.id, amount: order.total, paymentMethod: method, clientPaymentId: `e2e-${code}` },
    }),
  )
  return { storeId, order }
}

test('a paid takeout order is refunded in full from /orders; the Z report shows gross, refunds and net', async ({
  page,
  owner,
}) => {
  const { order } = await paidTakeout(page.request, owner)
  expect(order.total).toBe('335.00')
  await page.goto('/orders')
  const row = page.getByTestId('order-row').filter({ hasText: order.orderNumber })
  await expect(row).toContainText('已付款')
  await row.getByRole('button', { name: order.orderNumber }).click()
  const detail = page.getByTestId('order-detail')
  await detail.getByRole('button', { name: '退款' }).click()

  const dialog = page.getByRole('dialog', { name: `退款 - 訂單 ${order.orderNumber}` })
  // The dialog starts over from the order's tenders when they arrive: type only after that.
  await expect(dialog.getByTestId('refund-tenders')).toHaveText('原付款方式：現金 NT$335')
  await expect(dialog.getByLabel('退款金額')).toHaveValue('335')
  await expect(dialog.getByRole('radio', { name: '現金' })).toHaveAttribute('aria-checked', 'true')
  // No reason yet: a zh-TW message and nothing sent.
  await dialog.getByRole('button', { name: '確認退款' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('請選擇退款原因')
  await dialog.getByLabel('退款金額').fill('400')
  await dialog.getByRole('radio', { name: '客訴' }).click()
  await dialog.getByRole('button', { name: '確認退款' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('退款金額不可超過可退金額 NT$335')
  await dialog.getByLabel('退款金額').fill('335')
  await dialog.getByRole('button', { name: '確認退款' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`已退款 NT$335（訂單 ${order.orderNumber}）`)).toBeVisible()

  await expect(row).toContainText('已取消')
  await row.getByRole('button', { name: order.orderNumber }).click()
  await expect(detail.getByTestId('order-refunded')).toHaveText('−NT$335')
  await expect(detail).toContainText('已退款')
  await expect(detail).toContainText('退款（客訴）')
  await expect(detail.getByRole('button', { name: '退款' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.goto('/payments')
  const z = page.getByTestId('z-report')
  await expect(z.getByTestId('z-sales-refunds')).toHaveText('-NT$335')
  await expect(z.getByTestId('z-payments-net-total')).toHaveText('NT$0')
  await expect(z.getByTestId('z-cash-cash-refunds')).toHaveText('-NT$335')
  await z.getByLabel('開店零用金').fill('1000')
  // 1000 float + 335 cash in − 335 cash refunded.
  await expect(z.getByTestId('z-preview-expected')).toHaveText('NT$1,000')
})

test("a card sale is offered back to the card; cash is another method, the manager's call", async ({ page, owner }) => {
  const { storeId, order } = await paidTakeout(page.request, owner, 'credit_card')
  await page.goto('/orders')
  await page
    .getByTestId('order-row')
    .filter({ hasText: order.orderNumber })
    .getByRole('button', { name: order.orderNumber })
    .click()
  await page.getByTestId('order-detail').getByRole('button', { name: '退款' }).click()
  const dialog = page.getByRole('dialog', { name: `退款 - 訂單 ${order.orderNumber}` })
  await expect(dialog.getByTestId('refund-tenders')).toHaveText('原付款方式：信用卡 NT$335')
  await expect(dialog.getByRole('radio', { name: '信用卡' })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByRole('radio', { name: '現金' })).toHaveCount(0)

  await dialog.getByRole('button', { name: '改用其他退款方式（需店長核准）' }).click()
  await dialog.getByRole('radio', { name: '現金' }).click()
  await expect(dialog.getByRole('note')).toHaveText('退款方式與原付款方式不同：送出即表示店長核准')
  await dialog.getByLabel('退款金額').fill('35')
  await dialog.getByRole('radio', { name: '客訴' }).click()
  await dialog.getByRole('button', { name: '確認退款' }).click()
  await expect(dialog).toBeHidden()
  const refunds = await json<{ amount: string; paymentMethod: string }[]>(
    await page.request.get(`/api/stores/${storeId}/orders/${order.id}/refunds`),
  )
  expect(refunds).toMatchObject([{ amount: '35.00', paymentMethod: 'cash' }])
})

test("an amount typed before the order's tenders arrive is kept when they do", async ({ page, owner }) => {
  const { order } = await paidTakeout(page.request, owner, 'cash', 'RF3')
  // Hold the tenders' answer until the cashier has typed: the slow-network case, made certain.
  let release!: () => void
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/refund-methods', async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/orders')
  await page
    .getByTestId('order-row')
    .filter({ hasText: order.orderNumber })
    .getByRole('button', { name: order.orderNumber })
    .click()
  await page.getByTestId('order-detail').getByRole('button', { name: '退款' }).click()
  const dialog = page.getByRole('dialog', { name: `退款 - 訂單 ${order.orderNumber}` })
  await dialog.getByLabel('退款金額').fill('100')
  release()
  await expect(dialog.getByTestId('refund-tenders')).toHaveText('原付款方式：現金 NT$335')
  await expect(dialog.getByLabel('退款金額')).toHaveValue('100')
})
