import type { APIRequestContext, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'
import { formatNtd } from '../../src/shared/format/money.ts'

// The screens: lists come a page at a time and figures from the server. A store
// with one QR order and then 55 takeout orders (one cancelled): the orders screen's figures are the
// server's day-stats and its list pages by 載入更多; the POS's 今日訂單 dialog pages the same way;
// the QR screen finds the QR order behind the 50 newer orders by reading the next page.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const TAKEOUTS = 55
let storeId = 0
let qrOrderNumber = ''

async function seed(request: APIRequestContext, owner: Account) {
  await signIn(request, owner)
  storeId = await createStore(request, { name: '分頁測試店', code: 'PG1' })
  const item = await json<{ id: number }>(
    await request.post(`/api/stores/${storeId}/menu`, {
      data: { name: '滷肉飯', basePrice: '35.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  const table = await json<{ id: number }>(
    await request.post(`/api/stores/${storeId}/tables`, { data: { number: 'P1', seats: 4 } }),
  )
  await json(await request.post(`/api/stores/${storeId}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
  const qr = await json<{ token: string }>(await request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))
  qrOrderNumber = (
    await json<{ orderNumber: string }>(
      await request.post(`/api/stores/${storeId}/orders/qr`, {
        data: {
          tableId: table.id,
          token: qr.token,
          items: [{ menuItemId: item.id, quantity: 1 }],
          clientOrderId: 'qr-1',
        },
      }),
    )
  ).orderNumber
  const ids: number[] = []
  for (let i = 0; i < TAKEOUTS; i++) {
    const order = await json<{ id: number }>(
      await request.post(`/api/stores/${storeId}/orders`, {
        headers: { 'idempotency-key': `paging-${i}` },
        data: { orderType: 'takeout', items: [{ menuItemId: item.id, quantity: 1 + (i % 3) }] },
      }),
    )
    ids.push(order.id)
  }
  await json(await request.post(`/api/stores/${storeId}/orders/${ids[0]}/cancel`, { data: { reason: '客人取消' } }))
}

const stat = (page: Page, label: string) =>
  page.locator('.foh-stat').filter({ hasText: label }).locator('.foh-stat-value')

test('orders screen: the four figures are the server day-stats, the list pages by 載入更多', async ({
  page,
  owner,
}) => {
  await seed(page.request, owner)
  const day = await json<{ count: number; active: number; completed: number; revenue: string }>(
    await page.request.get(`/api/stores/${storeId}/orders/day-stats`),
  )
  expect(day.count).toBe(TAKEOUTS + 1)
  await page.goto('/orders')
  await expect(stat(page, '今日訂單')).toHaveText(String(TAKEOUTS + 1))
  await expect(stat(page, '進行中')).toHaveText(String(day.active))
  await expect(stat(page, '已完成')).toHaveText(String(day.completed))
  await expect(stat(page, '今日營業額')).toHaveText(formatNtd(day.revenue))
  await expect(page.getByTestId('order-row')).toHaveCount(50)
  await page.getByRole('button', { name: '載入更多' }).click()
  await expect(page.getByTestId('order-row')).toHaveCount(TAKEOUTS + 1)
  await expect(page.getByRole('button', { name: '載入更多' })).toHaveCount(0)
})

test('POS 今日訂單: 50 orders, then the rest by 載入更多', async ({ page, owner }) => {
  await signIn(page.request, owner)
  await page.goto('/pos')
  await page.getByRole('button', { name: '訂單紀錄' }).click()
  const dialog = page.getByRole('dialog', { name: '今日訂單' })
  await expect(dialog.getByTestId('history-order')).toHaveCount(50)
  await dialog.getByRole('button', { name: '載入更多' }).click()
  await expect(dialog.getByTestId('history-order')).toHaveCount(TAKEOUTS + 1)
})

test('QR screen: the QR order behind 55 newer orders is found on the next page', async ({ page, owner }) => {
  await signIn(page.request, owner)
  await page.goto('/qr-ordering')
  await expect(page.getByTestId('qr-recent-order')).toHaveCount(1)
  await expect(page.getByTestId('qr-recent-order')).toContainText(qrOrderNumber)
})
