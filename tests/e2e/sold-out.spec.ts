import type { Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// 估清 on the floor: two taps on a POS tile's corner mark a dish 售完 or 剩 N 份; the tile says so at
// the counter's screen sizes, and a diner's open menu shows 售完 the moment another screen sets it.
const SCREENS = '.test-output/screens'
const DISHES = ['滷肉飯', '香酥雞腿飯', '貢丸湯', '珍珠奶茶', '燙青菜']

const tile = (page: Page, name: string) => page.locator('.pos-tile').filter({ hasText: name })

test('估清 from a POS tile in two taps; 售完 and 剩 N show on tiles and live on the diner page', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '估清測試店', code: 'SOLD1' })
  const ids = new Map<string, number>()
  for (const [i, name] of DISHES.entries()) {
    const item = await json<{ id: number }>(
      await page.request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: `${50 + i * 10}.00`, categoryId: 'food' },
      }),
    )
    ids.set(name, item.id)
  }
  const table = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/tables`, { data: { number: 'A-01', seats: 4 } }),
  )
  await json(await page.request.post(`/api/stores/${storeId}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
  const qr = await json<{ customerUrl: string }>(await page.request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/pos')
  // Two taps each: the corner, then the choice.
  await tile(page, '貢丸湯').getByRole('button', { name: '估清：貢丸湯' }).click()
  await page.getByRole('button', { name: '估清（售完）' }).click()
  await expect(tile(page, '貢丸湯').getByTestId('pos-item')).toBeDisabled()
  await expect(tile(page, '貢丸湯')).toContainText('售完')
  await tile(page, '香酥雞腿飯').getByRole('button', { name: '估清：香酥雞腿飯' }).click()
  await page.getByRole('button', { name: '剩 3 份' }).click()
  await expect(tile(page, '香酥雞腿飯')).toContainText('剩 3')
  await expect(tile(page, '香酥雞腿飯').getByTestId('pos-item')).toBeEnabled()
  await page.screenshot({ path: `${SCREENS}/sold-out-pos-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(tile(page, '貢丸湯')).toContainText('售完')
  await page.screenshot({ path: `${SCREENS}/sold-out-pos-1024x768.png` })

  // The diner's menu: 剩 3 份 on the counted dish, 貢丸湯 cannot be added.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL })
  const diner = await context.newPage()
  await diner.goto(qr.customerUrl)
  const card = (name: string) => diner.getByTestId('menu-card').filter({ hasText: name })
  await expect(card('香酥雞腿飯')).toContainText('剩 3 份')
  await expect(card('貢丸湯').getByRole('button', { name: '售完 貢丸湯' })).toBeDisabled()
  await expect(diner.getByRole('button', { name: '加入購物車 滷肉飯' })).toBeEnabled()

  // Marked at the POS while the diner's page is open: it shows 售完 without a reload.
  await tile(page, '滷肉飯').getByRole('button', { name: '估清：滷肉飯' }).click()
  await page.getByRole('button', { name: '估清（售完）' }).click()
  await expect(card('滷肉飯').getByRole('button', { name: '售完 滷肉飯' })).toBeDisabled()
  await diner.screenshot({ path: `${SCREENS}/sold-out-diner-390x844.png` })

  // 取消估清 brings it back everywhere.
  await tile(page, '滷肉飯').getByRole('button', { name: '估清：滷肉飯' }).click()
  await page.getByRole('button', { name: '取消估清' }).click()
  await expect(tile(page, '滷肉飯').getByTestId('pos-item')).toBeEnabled()
  await expect(diner.getByRole('button', { name: '加入購物車 滷肉飯' })).toBeEnabled()
  await context.close()
})
