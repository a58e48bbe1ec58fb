import { mkdirSync } from 'node:fs'
import { createStore, expect, json, signIn, test } from './fixtures'

// The kitchen on a phone. A 14-item ticket shows its first lines and 「還有 N 項」
// (the card fits the screen), unfolds on a tap; a toast opens below the header, never over its
// buttons; every button on the staff phone is at least 44 px tall.

const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
}
const DISHES = [
  '滷肉飯',
  '蚵仔煎',
  '鹽酥雞',
  '燙青菜',
  '貢丸湯',
  '珍珠奶茶',
  '傳統豆花',
  '香雞排',
  '地瓜球',
  '酸辣湯',
  '素炒麵',
  '紅茶',
  '雞腿飯',
  '排骨飯',
]

test('a 14-item ticket folds, toasts keep off the header, buttons are 44 px', async ({ browser, baseURL, owner }) => {
  const context = await browser.newContext({ ...phone, baseURL })
  const page = await context.newPage()
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '廚房測試店', code: 'KIT1' })
  const items = []
  for (const name of DISHES) {
    const item = await json<{ id: number }>(
      await page.request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: '50.00', categoryId: 'food', status: 'available', isActive: true },
      }),
    )
    items.push({ menuItemId: item.id, quantity: 1 })
  }
  const order = await json<{ orderNumber: string }>(
    await page.request.post(`/api/stores/${storeId}/orders`, { data: { orderType: 'takeout', items } }),
  )

  await page.goto('/mobile/kitchen')
  const card = page.getByTestId('kitchen-card').filter({ hasText: order.orderNumber })
  await expect(card.locator('.k-item')).toHaveCount(5)
  const more = card.getByRole('button', { name: '還有 9 項' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  expect((await card.boundingBox())!.height).toBeLessThan(844)

  mkdirSync('.test-output/screens', { recursive: true })
  await page.screenshot({ path: '.test-output/screens/kitchen-fold-390x844.png' })

  // every button on the screen is thumb-sized
  for (const button of await page.locator('.m-screen button:visible').all()) {
    expect((await button.boundingBox())!.height, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44)
  }

  await more.click()
  await expect(card.locator('.k-item')).toHaveCount(14)
  await expect(card.getByRole('button', { name: '收合' })).toHaveAttribute('aria-expanded', 'true')
  await card.getByRole('button', { name: '收合' }).click()
  await expect(card.locator('.k-item')).toHaveCount(5)

  // a toast opens below the header
  await card.getByRole('button', { name: '接單製作' }).click()
  const toast = page.getByRole('status').filter({ hasText: '已接單' })
  await expect(toast).toBeVisible()
  const header = (await page.locator('.m-header').boundingBox())!
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
  mkdirSync('.test-output/screens', { recursive: true })
  await page.screenshot({ path: '.test-output/screens/kitchen-390x844.png' })

  await context.close()
})
