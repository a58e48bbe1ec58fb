import type { Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// A cashier's service loop around the table's check, at the counter (1366×768): seat a table
// from the floor, order, send (back to the check), 加點 a second round, void a line from the check,
// take cash; a waiter's phone (390×844) shows the same check. The taps for "seat + 3 dishes +
// send" are counted: the floor keeps the table through the POS and back.
test.describe.configure({ timeout: 120_000 })

const DISHES = ['滷肉飯', '燙青菜', '貢丸湯', '紅茶']
const waiter = { username: 'floorwaiter', password: 'secret123', pin: '2580' }

test('seat, order, 加點, void and pay around the check; the waiter phone shows it', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  const request = page.request
  await signIn(request, owner)
  const storeId = await createStore(request, { name: '桌況測試店', code: 'FLR1' })
  const prices = { 滷肉飯: '35.00', 燙青菜: '40.00', 貢丸湯: '30.00', 紅茶: '25.00' } as const
  for (const name of DISHES)
    await json(
      await request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: prices[name as keyof typeof prices], categoryId: 'food', isActive: true },
      }),
    )
  for (let i = 1; i <= 24; i++)
    await json(
      await request.post(`/api/stores/${storeId}/tables`, {
        data: { number: `T-${String(i).padStart(2, '0')}`, seats: 4 },
      }),
    )
  const user = await json<{ id: number }>(
    await request.post('/api/users', {
      data: { username: waiter.username, password: waiter.password, role: 'staff', storeIds: [storeId] },
    }),
  )
  await json(await request.post(`/api/users/${user.id}/pin`, { data: { pin: waiter.pin } }))

  await page.setViewportSize({ width: 1366, height: 768 })
  // This store clears tables by hand (結帳後自動清桌 off, on the settings screen): the paid check
  // stays to be read, then 清桌.
  await page.goto('/settings')
  const storeSettings = page.getByTestId('settings-store')
  await storeSettings.getByRole('checkbox', { name: '結帳後自動清桌' }).uncheck()
  await storeSettings.getByRole('button', { name: '儲存' }).click()
  await expect(page.getByText('店面設定已儲存').first()).toBeVisible()
  await page.goto('/tables')
  await page.getByRole('link', { name: '桌況', exact: true }).click()
  await expect(page).toHaveURL(/\/floor$/)
  // Every one of the 24 tables is on screen at once.
  for (let i = 1; i <= 24; i++)
    await expect(page.getByTestId(`floor-tile-T-${String(i).padStart(2, '0')}`)).toBeInViewport()

  let taps = 0
  const tap = async (target: Locator) => {
    taps++
    await target.click()
  }
  const item = (name: string) => page.getByTestId('pos-item').filter({ hasText: name })

  // Seat 4 at T-07 and send three dishes: the POS opens on the table and comes back to its check.
  await tap(page.getByTestId('floor-tile-T-07'))
  const seat = page.getByRole('dialog', { name: '開桌：桌號 T-07' })
  await expect(seat.getByLabel('其他人數')).toHaveValue('4')
  await tap(seat.getByRole('button', { name: '開桌' }))
  await expect(page).toHaveURL(/\/pos\?tableId=\d+&back=floor/)
  await expect(page.getByLabel('桌號', { exact: true })).toHaveValue(/\d+/)
  await tap(item('滷肉飯'))
  await tap(item('燙青菜'))
  await tap(item('貢丸湯'))
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await tap(page.getByRole('button', { name: '送出訂單' }))
  const check = page.getByTestId('table-check')
  await expect(check).toBeVisible()
  await expect(page).toHaveURL(/\/floor\?table=\d+/)
  expect(taps).toBeLessThanOrEqual(10)
  console.log(`taps for seat + 3 dishes + send: ${taps}`)
  await expect(check.getByRole('heading', { name: 'T-07 桌帳單' })).toBeVisible()
  await expect(check).toContainText('第 1 輪')
  for (const name of ['滷肉飯', '燙青菜', '貢丸湯']) await expect(check).toContainText(name)
  // 105 + 10% fee (10.50 → 11)
  await expect(check.getByTestId('check-total')).toHaveText('NT$116')

  // 加點: a second round onto the same check.
  await check.getByRole('button', { name: '加點' }).click()
  await expect(page.getByLabel('桌號', { exact: true })).toHaveValue(/\d+/)
  await item('紅茶').click()
  await page.getByRole('button', { name: '送出訂單' }).click()
  await expect(check).toContainText('第 2 輪')
  await expect(check).toContainText('紅茶')

  // Void a line of the first round from the check: it stays, struck, and leaves the total.
  await check.getByRole('button', { name: '作廢 燙青菜' }).click()
  const voiding = page.getByRole('dialog', { name: '作廢品項 - 燙青菜' })
  await voiding.getByRole('radio', { name: '點錯' }).click()
  await voiding.getByRole('button', { name: '確認作廢' }).click()
  await expect(check.locator('.order-line-voided')).toContainText('燙青菜')
  await expect(check.getByRole('button', { name: '作廢 燙青菜' })).toHaveCount(0)
  const owed = await check.getByTestId('check-outstanding').textContent()
  expect(owed).toMatch(/^NT\$\d+$/)
  await expect(page.getByTestId('floor-tile-T-07')).toContainText(owed ?? '')

  // The waiter's phone: the same check, with 加點 and no till.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    baseURL,
  })
  const phone = await context.newPage()
  await phone.goto('/mobile/staff/tables')
  await pinSignIn(phone)
  await phone.getByRole('article', { name: '桌號 T-07' }).getByRole('button', { name: '查看帳單' }).click()
  const onPhone = phone.getByRole('dialog', { name: 'T-07 桌帳單' }).getByTestId('table-check')
  await expect(onPhone).toContainText('第 2 輪')
  await expect(onPhone.getByTestId('check-outstanding')).toHaveText(owed ?? '')
  await expect(onPhone.getByRole('button', { name: '加點' })).toBeVisible()
  await expect(onPhone.getByRole('button', { name: '收款' })).toHaveCount(0)
  await context.close()

  // The store issues 電子發票: cash for the whole check to a phone carrier; the cashier sees the
  // invoice number when it is paid and on the check's payment list.
  const now = new Date()
  const period = `${now.getFullYear() - 1911}${String(Math.ceil((now.getMonth() + 1) / 2) * 2).padStart(2, '0')}`
  await json(
    await request.put(`/api/stores/${storeId}/einvoice/settings`, {
      data: {
        mode: 'einvoice',
        sellerId: '04595257',
        sellerName: '好味小吃店',
        aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
        paperWidth: 58,
      },
    }),
  )
  await json(
    await request.post(`/api/stores/${storeId}/einvoice/ranges`, {
      data: { period, track: 'QA', startNo: '10000000', endNo: '10000049' },
    }),
  )
  await page.reload()
  await check.getByRole('button', { name: '收款' }).click()
  const pay = page.getByRole('dialog', { name: '收款 - 桌號 T-07' })
  await pay.getByRole('radio', { name: '手機條碼' }).click()
  await pay.getByLabel('手機條碼').fill('/ABC+123')
  await pay.getByRole('group', { name: '快速金額' }).getByRole('button', { name: '剛好' }).click()
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByTestId('pay-done')).toContainText('桌號 T-07 已收款')
  await expect(pay.getByTestId('paid-invoice')).toHaveText('發票 QA10000000 · 手機條碼 /ABC+123')
  await pay.getByRole('button', { name: '完成' }).click()
  await expect(check.getByTestId('check-payment')).toHaveCount(1)
  await expect(check.getByTestId('check-payment')).toContainText('發票 QA10000000 · 手機條碼 /ABC+123')
  await expect(check.getByTestId('check-outstanding')).toHaveText('NT$0')
  await expect(page.getByTestId('floor-tile-T-07')).toContainText('已結清')
  await check.getByRole('button', { name: '清桌' }).click()
  await page.getByRole('dialog', { name: '確定要清理桌號 T-07 嗎？' }).getByRole('button', { name: '確認清桌' }).click()
  await expect(check).toBeHidden()
  await expect(page.getByTestId('floor-tile-T-07')).toContainText('空桌')
})

async function pinSignIn(page: Page) {
  const card = page.getByRole('form', { name: '員工快速登入' })
  await card.getByLabel('帳號').fill(waiter.username)
  for (const digit of waiter.pin) await card.getByRole('button', { name: digit, exact: true }).click()
  await card.getByRole('button', { name: '登入', exact: true }).click()
  await expect(card).toBeHidden()
}
