import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// The counter voids a line of an order the kitchen already works on: the kitchen screens already
// open (a phone and a wide screen) strike it through with 已作廢 as the live event arrives, without
// a reload, and keep the rest of the ticket; a void of the whole order takes its ticket off.

const SHOTS = '.test-output/screens'
type Order = { id: number; orderNumber: string }

async function kitchenAt(
  browser: Browser,
  baseURL: string,
  owner: Account,
  viewport: { width: number; height: number },
) {
  const phone = viewport.width < 500
  const context = await browser.newContext({ baseURL, viewport, hasTouch: phone, isMobile: phone })
  const page = await context.newPage()
  await signIn(page.request, owner)
  await page.goto('/mobile/kitchen')
  // Set once: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  return page
}

const line = (page: Page, order: Order, name: string) =>
  page.getByTestId('kitchen-card').filter({ hasText: order.orderNumber }).locator('.k-item').filter({ hasText: name })

test('a line voided at the counter is struck on the open kitchen screens; a voided order leaves them', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '作廢廚房店', code: 'KVD1' })
  const dishes: number[] = []
  for (const [name, price] of [
    ['牛肉麵', '180.00'],
    ['紅茶', '60.00'],
  ]) {
    const dish = await json<{ id: number }>(
      await page.request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: price, categoryId: 'food', status: 'available', isActive: true },
      }),
    )
    dishes.push(dish.id)
  }
  const order = await json<Order>(
    await page.request.post(`/api/stores/${storeId}/orders`, {
      data: {
        orderType: 'takeout',
        items: [
          { menuItemId: dishes[0], quantity: 2 },
          { menuItemId: dishes[1], quantity: 1 },
        ],
      },
    }),
  )

  const kitchens = [
    await kitchenAt(browser, baseURL!, owner, { width: 390, height: 844 }),
    await kitchenAt(browser, baseURL!, owner, { width: 1366, height: 768 }),
  ]
  for (const k of kitchens) {
    await expect(line(k, order, '紅茶')).toBeVisible()
    await expect(line(k, order, '紅茶')).not.toContainText('已作廢')
  }

  // The counter: the orders screen's detail, 作廢 紅茶 (a manager needs no PIN).
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/orders')
  await page
    .getByTestId('order-row')
    .filter({ hasText: order.orderNumber })
    .getByRole('button', {
      name: order.orderNumber,
    })
    .click()
  await page.getByTestId('order-detail').getByRole('button', { name: '作廢 紅茶' }).click()
  const voiding = page.getByRole('dialog', { name: '作廢品項 - 紅茶' })
  await voiding.getByRole('radio', { name: '點錯' }).click()
  const confirmed = Date.now()
  await voiding.getByRole('button', { name: '確認作廢' }).click()
  await expect(line(kitchens[0], order, '紅茶')).toContainText('已作廢')
  console.log(`void confirmed → struck on the open kitchen screen: ${Date.now() - confirmed} ms`)
  await expect(voiding).toBeHidden()

  mkdirSync(SHOTS, { recursive: true })
  for (const k of kitchens) {
    const tea = line(k, order, '紅茶')
    await expect(tea).toContainText('已作廢')
    await expect(tea.locator('.k-item-text')).toHaveCSS('text-decoration-line', 'line-through')
    // The tea has nothing left to make: no SOP to open for it; the noodles are still to make.
    await expect(tea.getByRole('button')).toHaveCount(0)
    await expect(line(k, order, '牛肉麵')).not.toContainText('已作廢')
    await expect(line(k, order, '牛肉麵').locator('.k-item-text')).toHaveCSS('text-decoration-line', 'none')
    expect(await k.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    const { width, height } = k.viewportSize()!
    await k.screenshot({ path: `${SHOTS}/kitchen-void-${width}x${height}.png` })
  }

  // The whole order voided: its ticket leaves the screens, as a cancelled one does.
  await json(
    await page.request.post(`/api/stores/${storeId}/orders/${order.id}/void`, {
      data: { reason: 'other', note: '客人離開' },
    }),
  )
  for (const k of kitchens) {
    await expect(k.getByTestId('kitchen-card').filter({ hasText: order.orderNumber })).toHaveCount(0)
    expect(await k.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await k.context().close()
  }
})
