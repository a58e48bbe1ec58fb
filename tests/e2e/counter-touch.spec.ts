import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'
import { formatNtdCents } from '../../src/shared/format/money.ts'

// A touchscreen counter: long dishes with their options read whole in the POS cart at 1024 and 1366,
// and cash is keyed on the pay dialog's own keypad (1 2 0 0 → NT$1,200, the change right) with
// 確認收款 on screen at 768 px height in 電子發票 mode.
test.describe.configure({ mode: 'serial' })

const DISHES = [
  '紅燒牛肉麵',
  '麻辣鴨血臭豆腐煲',
  '招牌三杯雞腿飯',
  '古早味排骨酥湯麵',
  '鮮蝦干貝海鮮粥',
  '蔥爆牛肉燴飯',
]
const SCREENS = '.test-output/screens'
const COUNTERS = [1366, 1024] as const
let storeId = 0

async function seed(request: APIRequestContext) {
  if (storeId) return
  storeId = await createStore(request, { name: '觸控櫃台店', code: 'TOUCH' })
  const api = async (path: string, data: unknown) => json(await request.post(`/api/stores/${storeId}${path}`, { data }))
  for (const name of DISHES)
    await api('/menu', {
      name,
      basePrice: '160.00',
      categoryId: 'food',
      status: 'available',
      isActive: true,
      sizeOptions: [
        { name: '小碗', price: '160.00' },
        { name: '大碗', price: '190.00' },
      ],
      spiceLevels: ['不辣', '小辣', '大辣'],
      addOns: [
        { name: '加蛋', price: '15.00' },
        { name: '加麵', price: '20.00' },
      ],
    })
  const now = new Date()
  const period = `${now.getFullYear() - 1911}${String(Math.ceil((now.getMonth() + 1) / 2) * 2).padStart(2, '0')}`
  await json(
    await request.put(`/api/stores/${storeId}/einvoice/settings`, {
      data: {
        mode: 'einvoice',
        sellerId: '04595257',
        sellerName: '觸控櫃台店',
        aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
        paperWidth: 58,
      },
    }),
  )
  await api('/einvoice/ranges', { period, track: 'QA', startNo: '10000000', endNo: '10000049' })
}

/** 大碗 · 大辣 · +加蛋 +加麵 on the POS's option dialog. */
async function addBigHotWithEverything(page: Page, name: string) {
  await page.getByTestId('pos-item').filter({ hasText: name }).click()
  const sheet = page.getByRole('dialog', { name })
  await sheet.getByRole('radio', { name: /大碗/ }).click()
  await sheet.getByRole('radio', { name: '大辣' }).click()
  await sheet.getByRole('checkbox', { name: /加蛋/ }).click()
  await sheet.getByRole('checkbox', { name: /加麵/ }).click()
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await expect(sheet).toBeHidden()
}

type Box = { x: number; y: number; width: number; height: number }
/** Within `outer`, give or take the 1.5 px a scrolled list's sub-pixel rows may leave. */
const inside = (box: Box | null, outer: Box) =>
  !!box &&
  box.y >= outer.y - 1.5 &&
  box.x >= outer.x - 1.5 &&
  box.x + box.width <= outer.x + outer.width + 1.5 &&
  box.y + box.height <= outer.y + outer.height + 1.5

/** Nothing of the text hidden: no overflow inside it, and its box within its cart line. */
async function expectWhole(text: Locator, line: Locator) {
  expect(
    await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1),
  ).toBe(true)
  expect(inside(await text.boundingBox(), (await line.boundingBox())!)).toBe(true)
}

for (const width of COUNTERS) {
  test(`at ${width}×768 six long dishes with their options read whole in the cart`, async ({ page, owner }) => {
    await page.setViewportSize({ width, height: 768 })
    await signIn(page.request, owner)
    await seed(page.request)
    await page.goto('/pos')
    await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
    for (const name of DISHES) await addBigHotWithEverything(page, name)
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(DISHES.length)

    // each line, brought into the cart's view, shows its whole name and every option
    const scroller = (await page.locator('.pos-cart-scroll').boundingBox())!
    for (const line of await lines.all()) {
      await line.evaluate((el) => el.scrollIntoView({ block: 'nearest' }))
      expect(inside(await line.boundingBox(), scroller)).toBe(true)
      await expect(line).toContainText('大碗 · 大辣 · +加蛋 · +加麵')
      await expectWhole(line.locator('.pos-line-name'), line)
      await expectWhole(line.locator('.pos-line-meta'), line)
    }
    await lines.first().evaluate((el) => el.scrollIntoView({ block: 'nearest' }))
    mkdirSync(SCREENS, { recursive: true })
    await page.screenshot({ path: `${SCREENS}/cart-lines-${width}x768.png` })
  })
}

test('the counter keypad keys in 1 2 0 0 for NT$1,200 cash at 1366 and 1024, 確認收款 in view', async ({
  page,
  owner,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page.request, owner)
  await seed(page.request)
  await page.goto('/pos')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await addBigHotWithEverything(page, DISHES[0]!)
  await page.getByRole('button', { name: '送出並結帳' }).click()
  const dialog = page.getByRole('dialog', { name: '送出並結帳' })
  await expect(dialog.getByRole('radio', { name: '手機條碼' })).toBeVisible()
  const due = Number(((await dialog.getByTestId('pay-due').textContent()) ?? '').replace(/[^\d]/g, ''))
  expect(due).toBeGreaterThan(0)
  expect(due).toBeLessThan(1200)

  const box = dialog.getByLabel('收取現金')
  const keypad = dialog.getByRole('group', { name: '數字鍵盤' })
  const key = (k: string) => keypad.getByRole('button', { name: k, exact: true })
  for (const width of COUNTERS) {
    await page.setViewportSize({ width, height: 768 })
    // the keypad, the change and 確認收款 all show at once, nothing scrolled
    for (const shown of [keypad, dialog.getByTestId('cash-change'), dialog.getByRole('button', { name: '確認收款' })])
      await expect(shown).toBeInViewport({ ratio: 1 })
    for (const b of await keypad.getByRole('button').all()) {
      const size = (await b.boundingBox())!
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44)
    }
    await page.screenshot({ path: `${SCREENS}/pay-keypad-${width}x768.png` })
  }

  // a suggested note still adds to the box; ⌫ and the keys edit the same value
  await dialog.getByRole('button', { name: '加收 100 元' }).click()
  await expect(box).toHaveValue('100')
  for (const k of ['刪除一位', '刪除一位', '刪除一位', '1', '2', '0', '0']) await key(k).click()
  await expect(box).toHaveValue('1200')
  await expect(dialog.getByTestId('cash-change')).toContainText(formatNtdCents((1200 - due) * 100))
  await box.press('End')
  await box.press('Backspace')
  await expect(box).toHaveValue('120')
  await box.pressSequentially('0')
  await expect(box).toHaveValue('1200')

  // a phone (whose screens hide the keypad) gets its number pad from the box
  await expect(box).toHaveAttribute('inputmode', 'numeric')

  await dialog.getByRole('button', { name: '確認收款' }).click()
  const done = dialog.getByTestId('pay-done')
  await expect(done).toContainText('已付款')
  await expect(done).toContainText('NT$1,200')
  await expect(done.getByTestId('paid-change')).toContainText(formatNtdCents((1200 - due) * 100))
})

test('a 統編 buyer may give a name at checkout; it goes with the invoice (1366 and 1024)', async ({ page, owner }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page.request, owner)
  await seed(page.request)
  await page.goto('/pos')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await addBigHotWithEverything(page, DISHES[1]!)
  await page.getByRole('button', { name: '送出並結帳' }).click()
  const dialog = page.getByRole('dialog', { name: '送出並結帳' })
  await dialog.getByRole('radio', { name: '統一編號' }).click()
  await dialog.getByLabel('統一編號', { exact: true }).fill('22099131')
  const name = dialog.getByLabel('買方名稱（選填）')
  await name.fill('好吃股份有限公司')
  for (const width of COUNTERS) {
    await page.setViewportSize({ width, height: 768 })
    await expect(name).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: `${SCREENS}/pay-buyer-name-${width}x768.png` })
  }
  // another choice hides the name box
  await dialog.getByRole('radio', { name: '捐贈' }).click()
  await expect(dialog.getByLabel('買方名稱（選填）')).toHaveCount(0)
  await dialog.getByRole('radio', { name: '統一編號' }).click()
  await dialog.getByLabel('統一編號', { exact: true }).fill('22099131')
  await dialog.getByLabel('買方名稱（選填）').fill('好吃股份有限公司')
  await dialog.getByRole('radio', { name: '信用卡' }).click()
  await dialog.getByRole('button', { name: '確認收款' }).click()
  await expect(dialog.getByTestId('pay-done')).toContainText('已付款')
  const listed = await json<{ id: number }[]>(await page.request.get(`/api/stores/${storeId}/orders?limit=1`))
  const order = await json<{ invoices: unknown[] }>(
    await page.request.get(`/api/stores/${storeId}/orders/${listed[0]!.id}`),
  )
  expect(order.invoices).toEqual([
    expect.objectContaining({ kind: 'buyer', buyerId: '22099131', buyerName: '好吃股份有限公司' }),
  ])
})
