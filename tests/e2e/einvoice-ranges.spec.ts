import type { Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// The e-invoice card is one half of the settings grid, so its 字軌 table had about 300 px at
// 1024 and 320 px on a phone for six columns and scrolled sideways. Each range must be readable
// (all of its values on screen) without sideways scrolling at the counter and phone sizes.
const ranges = [
  // 115年9-10月 is over (the server's clock is today's): its blank numbers are due.
  { period: '11510', track: 'EF', startNo: '00000000', endNo: '00000049' },
  { period: '11512', track: 'AB', startNo: '00000000', endNo: '00000049' },
  { period: '11602', track: 'CD', startNo: '12345600', endNo: '12345999' },
]

async function checkRanges(page: Page, shot: string) {
  await page.goto('/settings')
  const table = page.getByTestId('einvoice-ranges')
  await expect(table.locator('tbody tr')).toHaveCount(ranges.length)
  const row = table.locator('tbody tr').filter({ hasText: 'CD' })
  await row.scrollIntoViewIfNeeded()
  for (const text of ['116年01-02月', 'CD', '12345600–12345999', '400'])
    await expect(row.getByText(text, { exact: true })).toBeInViewport({ ratio: 1 })
  await expect(row.getByRole('button', { name: '刪除' })).toBeInViewport({ ratio: 1 })
  await expect(row.getByText('期別未結束')).toBeInViewport({ ratio: 1 })
  const overflow = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)
  expect(overflow).toBe(0)
  await page.screenshot({ path: `.test-output/screens/${shot}.png` })
}

test('settings › 電子發票: the 字軌 ranges fit without sideways scrolling at 1366, 1024 and 390', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '發票測試店', code: 'INV1' })
  const seller = { mode: 'off', sellerId: '04595257', sellerName: '好味小吃店' }
  await json(await page.request.put(`/api/stores/${storeId}/einvoice/settings`, { data: seller }))
  for (const range of ranges)
    await json(await page.request.post(`/api/stores/${storeId}/einvoice/ranges`, { data: range }))

  // The closed period's 空白字軌: due (with 立即申報) until a manager or the hourly pass queues it.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/settings')
  const closed = page.getByTestId('einvoice-ranges').locator('tbody tr').filter({ hasText: 'EF' })
  const report = closed.getByRole('button', { name: '立即申報' })
  await expect(closed.getByText(/待申報|已交 Turnkey/)).toBeVisible()
  if (await report.isVisible()) {
    await expect(closed.getByText(/待申報（\d{4}-\d{2}-10 前）/)).toBeVisible()
    await page.screenshot({ path: '.test-output/screens/einvoice-blank-due-1366.png' })
    await report.click()
  }
  await expect(closed.getByText('已交 Turnkey')).toBeVisible()

  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 })
    await checkRanges(page, `einvoice-ranges-${width}`)
  }

  // A phone reaches the settings through the 管理者 role (saved for the browser session).
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
  await checkRanges(await phone.newPage(), 'einvoice-ranges-390')
  await phone.close()
})
