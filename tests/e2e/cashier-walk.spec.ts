import { mkdirSync } from 'node:fs'
import { devices, type APIRequestContext, type Locator } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { escposParts } from '../../src/devices/testing/escpos-text'
import iconv from 'iconv-lite'

// The cashier's walk in one browser session at the counter (1366×768), in a store that issues
// 電子發票 and prints receipts to a network printer: seat 4 → order with options → 加點 → void one
// → split by quantity (滷肉飯 ×2, one to each part) → cash with a suggested note → card → each
// part's invoice number on screen and on its receipt → the table clears itself (結帳後自動清桌,
// on by default). The taps for "seat + 3 dishes + send" are counted.
test.describe.configure({ timeout: 150_000 })

const SCREENS = '.test-output/screens'
let printer: FakeNetworkPrinter

/** A receipt's text as printed: its ESC/POS commands left out, its Big5 (CP950) bytes decoded. */
const paperText = (job: Uint8Array) =>
  iconv.decode(Buffer.from(escposParts(job).flatMap((part) => ('text' in part ? [part.text] : []))), 'cp950')
test.afterAll(async () => printer?.stop())

async function seedStore(request: APIRequestContext, printerAddress: string) {
  const storeId = await createStore(request, { name: '收銀走查店', code: 'WALK' })
  const api = async (path: string, data: unknown) => json(await request.post(`/api/stores/${storeId}${path}`, { data }))
  const dish = (name: string, basePrice: string, more = {}) =>
    api('/menu', { name, basePrice, categoryId: 'food', status: 'available', isActive: true, ...more })
  await dish('牛肉麵', '160.00', {
    sizeOptions: [
      { name: '小碗', price: '160.00' },
      { name: '大碗', price: '190.00' },
    ],
    spiceLevels: ['不辣', '小辣'],
  })
  await dish('滷肉飯', '35.00')
  await dish('燙青菜', '40.00')
  await dish('紅茶', '25.00')
  for (let i = 1; i <= 12; i++) await api('/tables', { number: `W-${String(i).padStart(2, '0')}`, seats: 4 })
  await api('/printers', { name: '櫃台', role: 'receipt', connection: 'network', address: printerAddress })
  const now = new Date()
  const period = `${now.getFullYear() - 1911}${String(Math.ceil((now.getMonth() + 1) / 2) * 2).padStart(2, '0')}`
  await json(
    await request.put(`/api/stores/${storeId}/einvoice/settings`, {
      data: {
        mode: 'einvoice',
        sellerId: '04595257',
        sellerName: '收銀走查店',
        aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
        paperWidth: 58,
      },
    }),
  )
  await api('/einvoice/ranges', { period, track: 'QA', startNo: '10000000', endNo: '10000049' })
  return storeId
}

test('the cashier’s walk: seat → options → 加點 → void → split by quantity → cash and card → invoices → clear', async ({
  page,
  browser,
  owner,
}) => {
  mkdirSync(SCREENS, { recursive: true })
  printer = await startFakeNetworkPrinter()
  await signIn(page.request, owner)
  await seedStore(page.request, printer.address)

  await page.setViewportSize({ width: 1366, height: 768 })
  // The store's settings: 結帳後自動清桌 is on unless the store turns it off.
  await page.goto('/settings')
  await expect(page.getByTestId('settings-store').getByRole('checkbox', { name: '結帳後自動清桌' })).toBeChecked()
  await page.goto('/floor')
  let taps = 0
  const tap = async (target: Locator) => {
    taps++
    await target.click()
  }
  const item = (name: string) => page.getByTestId('pos-item').filter({ hasText: name })
  const send = page.getByRole('button', { name: '送出訂單' })

  // Seat 4 at W-03 and send three dishes, the noodles as 大碗.
  await tap(page.getByTestId('floor-tile-W-03'))
  const seat = page.getByRole('dialog', { name: '開桌：桌號 W-03' })
  await expect(seat.getByLabel('其他人數')).toHaveValue('4')
  await tap(seat.getByRole('button', { name: '開桌' }))
  await expect(page).toHaveURL(/\/pos\?tableId=\d+&back=floor/)
  await tap(item('牛肉麵'))
  const options = page.getByRole('dialog', { name: '牛肉麵' })
  await tap(options.getByRole('radio', { name: /大碗/ }))
  await tap(options.getByRole('button', { name: /加入購物車/ }))
  await tap(item('滷肉飯'))
  await tap(item('燙青菜'))
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await expect(page.getByTestId('cart-line').first()).toContainText('大碗 · 不辣')
  await tap(send)
  const check = page.getByTestId('table-check')
  await expect(check.getByRole('heading', { name: 'W-03 桌帳單' })).toBeVisible()
  console.log(`taps for seat + 3 dishes + send: ${taps}`)
  expect(taps).toBeLessThanOrEqual(10)
  await expect(check).toContainText('大碗 · 辣度：不辣')

  // 加點: 滷肉飯 ×2 and a 紅茶 onto the same check.
  await check.getByRole('button', { name: '加點' }).click()
  await item('滷肉飯').click()
  await item('滷肉飯').click()
  await item('紅茶').click()
  await expect(page.getByTestId('cart-line').filter({ hasText: '滷肉飯' })).toContainText('2')
  await send.click()
  await expect(check).toContainText('第 2 輪')

  // Void the 燙青菜: 190 + 35 + 70 + 25 = 320, fee 32, the check NT$352.
  await check.getByRole('button', { name: '作廢 燙青菜' }).click()
  const voiding = page.getByRole('dialog', { name: '作廢品項 - 燙青菜' })
  await voiding.getByRole('radio', { name: '點錯' }).click()
  await voiding.getByRole('button', { name: '確認作廢' }).click()
  await expect(check.locator('.order-line-voided')).toContainText('燙青菜')
  await expect(check.getByTestId('check-outstanding')).toHaveText('NT$352')

  // Split by items: one 滷肉飯 of the ×2 and the 紅茶 to the second check.
  await check.getByRole('button', { name: '分開結帳' }).click()
  const split = page.getByRole('dialog', { name: '分開結帳：桌號 W-03' })
  await split.getByRole('radio', { name: '依品項' }).click()
  await split.getByRole('button', { name: '帳單 2 多分一份滷肉飯' }).click()
  await split.getByRole('radiogroup', { name: '紅茶' }).getByRole('radio', { name: '帳單 2' }).click()
  const twice = split.getByTestId('split-line').filter({ hasText: '滷肉飯 ×2' })
  await expect(twice.getByTestId('split-unit').locator('output')).toHaveText(['1', '1'])
  // 260/320 × 352 = 286 and 60/320 × 352 = 66
  await expect(split.getByTestId('split-preview')).toHaveText(/第 1 份\s*NT\$286\s*第 2 份\s*NT\$66/)
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 })
    await expect(split.getByRole('button', { name: '帳單 2 多分一份滷肉飯' })).toBeInViewport()
    await page.screenshot({ path: `${SCREENS}/cashier-walk-split-${width}x768.png` })
  }
  await page.setViewportSize({ width: 1366, height: 768 })
  // The phone's counter opens the same split dialog: its steppers fit 390×844.
  const phone = await browser.newContext({
    ...devices['iPhone 12'],
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  })
  const onPhone = await phone.newPage()
  await onPhone.goto('/mobile/counter')
  await onPhone.getByRole('tab', { name: /結帳/ }).click()
  await onPhone.getByTestId('checkout-card').filter({ hasText: 'W-03' }).click()
  await onPhone.getByRole('dialog', { name: '訂單詳情 - 桌號 W-03' }).getByRole('button', { name: '分開結帳' }).click()
  const phoneSplit = onPhone.getByRole('dialog', { name: '分開結帳：桌號 W-03' })
  await phoneSplit.getByRole('radio', { name: '依品項' }).click()
  await phoneSplit.getByRole('button', { name: '帳單 2 多分一份滷肉飯' }).click()
  await expect(phoneSplit.getByRole('button', { name: '帳單 2 少分一份滷肉飯' })).toBeInViewport()
  await onPhone.screenshot({ path: `${SCREENS}/cashier-walk-split-390x844.png` })
  await phone.close()
  await split.getByRole('button', { name: '確認分帳' }).click()
  const parts = split.getByTestId('split-part')
  await expect(parts).toHaveCount(2)
  await expect(parts.nth(0)).toContainText('牛肉麵 ×1、滷肉飯 ×1、滷肉飯 ×1')
  await expect(parts.nth(1)).toContainText('滷肉飯 ×1、紅茶 ×1')

  // Part 1 in cash: the suggested NT$500 note, change NT$214; a printed proof (列印證明聯).
  await parts.nth(0).getByRole('button', { name: '收款' }).click()
  const pay = split.getByTestId('split-pay')
  await pay.getByRole('group', { name: '快速金額' }).getByRole('button', { name: '500', exact: true }).click()
  await expect(pay.getByTestId('cash-change')).toContainText('NT$214')
  await pay.getByRole('button', { name: '確認收款 NT$286' }).click()
  await expect(parts.nth(0)).toContainText('已收款 · 現金 · 找零 NT$214')
  await expect(parts.nth(0).getByTestId('part-invoice')).toHaveText('發票 QA10000000')

  // Part 2 by card to a phone carrier: the last part; the table clears itself.
  await parts.nth(1).getByRole('button', { name: '收款' }).click()
  await pay.getByRole('radio', { name: '信用卡' }).click()
  await pay.getByRole('radio', { name: '手機條碼' }).click()
  await pay.getByLabel('手機條碼').fill('/ABC+123')
  await pay.getByRole('button', { name: '確認收款 NT$66' }).click()
  await expect(split.getByRole('status')).toHaveText('全部收齊，桌號 W-03 已清桌')
  await expect(parts.nth(1).getByTestId('part-invoice')).toHaveText('發票 QA10000001 · 手機條碼 /ABC+123')
  await page.screenshot({ path: `${SCREENS}/cashier-walk-split-paid-1366x768.png` })

  // Each part's receipt lists only its part: its total is what it paid, with its invoice number.
  await expect.poll(() => printer.jobs.length).toBeGreaterThanOrEqual(2)
  const printed = printer.jobs.map(paperText)
  const receiptOf = (number: string) => printed.find((text) => text.includes(number)) ?? ''
  expect(receiptOf('QA10000000')).toMatch(
    /總計\s+NT\$286\n-+\n付款方式\s+現金\n實收\s+NT\$500\n找零\s+NT\$214\n發票號碼\s+QA10000000/,
  )
  expect(receiptOf('QA10000001')).toMatch(/總計\s+NT\$66\n-+\n付款方式\s+信用卡\n實收\s+NT\$66\n發票號碼\s+QA10000001/)
  expect(receiptOf('QA10000001')).not.toContain('牛肉麵')

  // 完成: the table is clear on the floor, its check gone.
  await split.getByRole('button', { name: '完成' }).click()
  await expect(split).toBeHidden()
  await expect(check).toBeHidden()
  await expect(page.getByTestId('floor-tile-W-03')).toContainText('空桌')
})
