import type { APIRequestContext, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// 交班 at the counter: from the floor the cashier opens a shift with a float, records a 雜支, takes
// a cash sale, and closes by counting: the X shows expected, counted and the difference, and the
// day is not closed. The manager sees the day's shifts. An order on an ingredient at 0 goes through
// and the inventory screen shows the stock below zero.
test.describe.configure({ mode: 'serial' })

const SCREENS = '.test-output/screens'
let storeId = 0

async function sellCash(request: APIRequestContext, menuItemId: number, quantity: number) {
  const order = await json<{ id: number; total: string }>(
    await request.post(`/api/stores/${storeId}/orders`, {
      data: { orderType: 'takeout', items: [{ menuItemId, quantity }] },
    }),
  )
  await json(
    await request.post(`/api/stores/${storeId}/payments`, {
      data: { orderId: order.id, amount: order.total, paymentMethod: 'cash' },
    }),
  )
  return order
}

const x = (page: Page) => page.getByTestId('x-report').first()

test('open a shift from the floor, record a 雜支, take a cash sale, close by counting: the X adds up', async ({
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  storeId = await createStore(page.request, { name: '交班測試店', code: 'SHF1' })
  const seafood = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/inventory-categories`, { data: { name: '海鮮' } }),
  )
  const shrimp = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/inventory`, {
      data: {
        name: '蝦仁',
        categoryId: seafood.id,
        unit: '公斤',
        currentStock: '0',
        safetyStock: '1',
        unitCost: '300',
      },
    }),
  )
  const dish = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/menu`, {
      data: {
        name: '蝦仁炒飯',
        basePrice: '150.00',
        categoryId: 'food',
        costData: { 蝦仁: { inventoryId: shrimp.id, quantity: 80 } },
      },
    }),
  )

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/floor')
  await page.getByRole('link', { name: '交班', exact: true }).first().click()
  await expect(page).toHaveURL(/\/shift$/)
  await expect(page.getByTestId('shift-none')).toHaveText('您目前沒有開班')

  const open = page.getByTestId('shift-open')
  await open.getByLabel('開班零用金').fill('3000.5')
  await open.getByRole('button', { name: '開班' }).click()
  await expect(open.getByRole('alert')).toHaveText('開班零用金須為 0 以上的整數金額（元）')
  await open.getByLabel('開班零用金').fill('3000')
  await open.getByRole('button', { name: '開班' }).click()
  await expect(x(page).getByTestId('x-expected')).toHaveText('NT$3,000')

  const move = page.getByTestId('shift-movement')
  await move.getByLabel('原因').selectOption({ label: '雜支' })
  await move.getByLabel('說明（選填）').fill('買冰塊')
  await move.getByLabel('金額（元）').fill('120')
  await move.getByRole('button', { name: '記錄' }).click()
  await expect(x(page)).toContainText('雜支（買冰塊）')
  await expect(x(page).getByTestId('x-expected')).toHaveText('NT$2,880')

  // Two 蝦仁炒飯 on an ingredient at 0, paid in cash.
  // The sale comes from another till: wait until this screen's live stream is up, then the X follows it.
  const live = page.waitForResponse((r) => r.url().endsWith(`/api/stores/${storeId}/events`))
  await page.reload()
  await live
  const order = await sellCash(page.request, dish.id, 2)
  await expect(x(page).getByTestId('x-payments')).toHaveText(`NT$${Number(order.total).toLocaleString('en-US')}`)
  const expected = 2880 + Number(order.total)
  await expect(x(page).getByTestId('x-expected')).toHaveText(`NT$${expected.toLocaleString('en-US')}`)
  await page.screenshot({ path: `${SCREENS}/shift-open-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: `${SCREENS}/shift-open-1024x768.png`, fullPage: true })

  const close = page.getByTestId('shift-close')
  await close.getByLabel('實點現金').fill(String(expected - 20))
  await close.getByRole('button', { name: '交班' }).click()
  await page.getByRole('dialog', { name: '確定交班？' }).getByRole('button', { name: '交班' }).click()
  await expect(page.getByTestId('shift-none')).toBeVisible()
  const closedX = x(page)
  await expect(closedX).toContainText('已交班')
  await expect(closedX.getByTestId('x-counted')).toHaveText(`NT$${(expected - 20).toLocaleString('en-US')}`)
  await expect(closedX.getByTestId('x-difference')).toContainText('-NT$20')
  await expect(closedX.getByTestId('x-difference')).toContainText('短少')

  // The manager's list of the day's shifts, and the day is still open.
  const day = page.getByTestId('day-shifts')
  await expect(day.getByTestId('day-shift-row')).toHaveCount(1)
  await expect(day.getByTestId('day-shift-row')).toContainText('已交班')
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: `${SCREENS}/shift-closed-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: `${SCREENS}/shift-closed-1024x768.png`, fullPage: true })
  const z = await json<{ closed: boolean }>(await page.request.get(`/api/stores/${storeId}/day-close`))
  expect(z.closed).toBe(false)

  // The same screen from the back office's 收款/日結 screen (the sidebar keeps the spec's links).
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/payments')
  await page.getByRole('main').getByRole('link', { name: '交班', exact: true }).click()
  await expect(page.getByTestId('shift-open')).toBeVisible()

  // The day's Z, still open: the shift's float, its 雜支 and the cashier's X in sections of their own.
  await page.goto('/payments')
  const card = page.getByTestId('z-report')
  await expect(card.getByTestId('z-cash-movement-0')).toHaveText('-NT$120')
  await expect(card.locator('section[data-testid^="z-cashier-"]')).toHaveCount(1)
  await card.screenshot({ path: `${SCREENS}/z-open-with-shift-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await card.screenshot({ path: `${SCREENS}/z-open-with-shift-1024x768.png` })
})

test('the order on an ingredient at 0 went through: the inventory screen shows its stock below zero', async ({
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/inventory')
  const row = page.getByTestId('inventory-row').filter({ hasText: '蝦仁' })
  await expect(row.getByTestId('stock-below-zero')).toContainText('-0.16')
  await expect(row.getByTestId('stock-below-zero')).toContainText('帳面負數，請盤點')
  await expect(row).toContainText('缺貨')
  await page.screenshot({ path: `${SCREENS}/inventory-below-zero-1366x768.png` })
})
