import type { Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// At 1024×768 the orders table scrolled sideways under its sticky 操作 column, so the 付款 badge
// sat half under 查看. Below the full table's width the 品項 count goes and the table fits; at
// 1366 it keeps every column; on a phone (管理者 role) each order is a block. Nothing scrolls.

async function checkRow(page: Page, orderNumber: string, itemsShown: boolean) {
  await page.goto('/orders')
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber })
  await row.scrollIntoViewIfNeeded()
  const paid = row.getByText('未付款', { exact: true })
  const view = row.getByRole('button', { name: '查看' })
  for (const part of [
    row.getByText(orderNumber),
    row.getByText('外帶'),
    row.getByText('NT$670'),
    paid,
    view,
    row.getByTestId('pay-order'),
  ]) {
    await expect(part).toBeInViewport({ ratio: 1 })
  }
  const overflow = await page.locator('.orders-table-wrap').evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBe(0)
  // The badge is clear of the actions (it was half under 查看).
  const badge = (await paid.boundingBox())!
  const button = (await view.boundingBox())!
  expect(badge.x + badge.width <= button.x || badge.y + badge.height <= button.y).toBe(true)
  await expect(row.getByText('2 項', { exact: true })).toBeVisible({ visible: itemsShown })
}

test('orders: every column a cashier needs fits at 1366 and 1024, and a phone shows each order whole', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '訂單版面店', code: 'ORD1' })
  const dish = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/menu`, {
      data: { name: '招牌便當', basePrice: '335.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  const order = await json<{ orderNumber: string }>(
    await page.request.post(`/api/stores/${storeId}/orders`, {
      data: { orderType: 'takeout', items: [{ menuItemId: dish.id, quantity: 2 }] },
    }),
  )

  await page.setViewportSize({ width: 1366, height: 768 })
  await checkRow(page, order.orderNumber, true)
  await page.setViewportSize({ width: 1024, height: 768 })
  await checkRow(page, order.orderNumber, false)

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    baseURL,
    storageState: await page.context().storageState(),
  })
  await phone.addInitScript(() => sessionStorage.setItem('pos.mobileRole', 'manager'))
  await checkRow(await phone.newPage(), order.orderNumber, false)
  await phone.close()
})
