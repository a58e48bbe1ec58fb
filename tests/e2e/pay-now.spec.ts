import type { APIRequestContext, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'
import { formatNtdCents } from '../../src/shared/format/money.ts'

// A takeout order is sent and paid at the POS in one go (送出並結帳): cash,
// the 500 quick button, the change shown large, the order 已付款 on /orders; and an order left
// unpaid is paid from /orders with its 收款 button.
test.describe.configure({ mode: 'serial' })

let storeId = 0

async function seed(request: APIRequestContext, owner: Account) {
  await signIn(request, owner)
  storeId = await createStore(request, { name: '結帳測試店', code: 'PAY1' })
  return json<{ id: number }>(
    await request.post(`/api/stores/${storeId}/menu`, {
      data: { name: '招牌便當', basePrice: '335.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
}

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const ntd = (dollars: number) => formatNtdCents(Math.round(dollars * 100))

async function orderRow(page: Page, orderNumber: string) {
  await page.getByRole('link', { name: '訂單管理' }).click()
  return page.getByTestId('order-row').filter({ hasText: orderNumber })
}

test('takeout pay-now at the POS: cash 500, change shown, the order is 已付款', async ({ page, owner }) => {
  await seed(page.request, owner)
  await page.goto('/pos')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await page.getByTestId('pos-item').filter({ hasText: '招牌便當' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByRole('button', { name: '送出並結帳' }).click()

  const dialog = page.getByRole('dialog', { name: '送出並結帳' })
  await expect(dialog.getByTestId('pay-due')).toHaveText(/NT\$[\d,]+/)
  const due = dollars((await dialog.getByTestId('pay-due').textContent()) ?? '')
  expect(due).toBeGreaterThanOrEqual(335)
  expect(due).toBeLessThan(500)
  await expect(dialog.getByRole('radio', { name: '現金' })).toHaveAttribute('aria-checked', 'true')
  // Too little first (one NT$100 note): a zh-TW message and nothing sent.
  await dialog.getByRole('button', { name: '加收 100 元' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(`現金不足：還差 ${ntd(due - 100)}`)
  await dialog.getByRole('button', { name: '500', exact: true }).click()
  await expect(dialog.getByLabel('收取現金')).toHaveValue('500')
  await expect(dialog.getByTestId('cash-change')).toContainText(ntd(500 - due))
  await dialog.getByRole('button', { name: '確認收款' }).click()

  const done = dialog.getByTestId('pay-done')
  await expect(done).toContainText('已付款')
  await expect(done.getByTestId('paid-change')).toContainText(ntd(500 - due))
  const orderNumber = /訂單 (\S+) 已付款/.exec((await done.textContent()) ?? '')![1]!
  await done.getByRole('button', { name: '完成' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)

  const row = await orderRow(page, orderNumber)
  await expect(row).toContainText('已付款')
  await expect(row).toContainText('現金')
  await expect(row.getByTestId('pay-order')).toHaveCount(0)
  const payments = await json<{ payments: { orderNumber: string; tendered: string; change: string }[] }>(
    await page.request.get(`/api/stores/${storeId}/payments`),
  )
  expect(payments.payments.filter((p) => p.orderNumber === orderNumber)).toEqual([
    expect.objectContaining({ tendered: '500.00', change: (500 - due).toFixed(2) }),
  ])
})

test('an unpaid takeout order is paid from /orders with 收款', async ({ page, owner }) => {
  await signIn(page.request, owner)
  const menu = await json<{ id: number; name: string }[]>(await page.request.get(`/api/stores/${storeId}/menu`))
  const order = await json<{ id: number; orderNumber: string; total: string }>(
    await page.request.post(`/api/stores/${storeId}/orders`, {
      data: { orderType: 'takeout', items: [{ menuItemId: menu.find((i) => i.name === '招牌便當')!.id, quantity: 2 }] },
    }),
  )
  await page.goto('/pos')
  const row = await orderRow(page, order.orderNumber)
  await expect(row).toContainText('未付款')
  await row.getByTestId('pay-order').click()
  const dialog = page.getByRole('dialog', { name: `收款 - 訂單 ${order.orderNumber}` })
  await dialog.getByRole('button', { name: '剛好' }).click()
  await expect(dialog.getByTestId('cash-change')).toContainText('NT$0')
  await dialog.getByRole('button', { name: '1000', exact: true }).click()
  await expect(dialog.getByTestId('cash-change')).toContainText(ntd(1000 - Number(order.total)))
  await dialog.getByRole('button', { name: '確認收款' }).click()
  await expect(dialog.getByTestId('pay-done')).toContainText(`訂單 ${order.orderNumber} 已付款`)
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(row).toContainText('已付款')
  await expect(row.getByTestId('pay-order')).toHaveCount(0)
})
