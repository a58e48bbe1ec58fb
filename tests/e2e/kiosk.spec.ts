import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// 自助點餐機: a manager registers a kiosk in 設定 and opens its link on a tablet at the door
// (1024×768). A guest orders 珍珠奶茶 半糖少冰加珍珠 at the 外帶 price (NT$55 + 10), sends it and
// sees the call number; the counter finds the unpaid order in the floor's 外帶 list and takes the
// money; a tap readies the kiosk for the next guest. Screens at 1024×768, 1366×768 and 768×1024.
test.describe.configure({ mode: 'serial' })

const SCREENS = '.test-output/screens'
const TEA = '珍珠奶茶'
let storeId = 0
let kioskPath = ''

async function seed(request: APIRequestContext) {
  storeId = await createStore(request, { name: '門口飲料店', code: 'KIOS' })
  const api = async <T = { id: number }>(path: string, data: unknown, method: 'post' | 'put' | 'patch' = 'post') =>
    json<T>(await request[method](`/api/stores/${storeId}${path}`, { data }))
  const names = (...n: string[]) => n.map((name) => ({ name }))
  const sugar = await api('/option-groups', {
    name: '甜度',
    options: names('正常', '少糖', '半糖', '微糖', '無糖'),
    required: true,
    defaultOption: '正常',
  })
  const ice = await api('/option-groups', { name: '冰塊', options: names('正常冰', '少冰', '去冰'), required: true })
  const toppings = await api('/option-groups', {
    name: '加料',
    options: [
      { name: '珍珠', price: '10.00' },
      { name: '椰果', price: '10.00' },
    ],
    minChoices: 0,
    maxChoices: 3,
  })
  const item = (name: string, basePrice: string) =>
    api('/menu', { name, basePrice, categoryId: 'drink', status: 'available', isActive: true })
  const tea = await item(TEA, '60.00')
  await api(`/menu/${tea.id}`, { channelPrices: { takeout: '55.00' } }, 'patch')
  await api(`/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, ice.id, toppings.id] }, 'put')
  await item('冬瓜檸檬', '50.00')
  const gone = await item('黑糖鮮奶', '70.00')
  await api(`/menu/${gone.id}/portions`, { remaining: 0 }, 'put')
}

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!
  await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png` })
}

/** 加入 waits for 冰塊; then 半糖, 少冰 and 珍珠 make NT$65 at the 外帶 price. */
async function chooseHalfSugarLessIcePearl(dialog: Locator) {
  const add = dialog.getByRole('button', { name: /加入購物車/ })
  await expect(add).toBeDisabled()
  await expect(dialog.getByTestId('option-hint')).toHaveText('請選擇「冰塊」')
  await dialog.getByRole('radio', { name: '半糖' }).check()
  await dialog.getByRole('radio', { name: '少冰' }).check()
  await dialog.getByRole('checkbox', { name: /珍珠/ }).check()
  await expect(add).toHaveText('加入購物車 · NT$65')
}

test('a manager registers a kiosk in 設定 and gets its link', async ({ page, owner }) => {
  mkdirSync(SCREENS, { recursive: true })
  await signIn(page.request, owner)
  await seed(page.request)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/settings')
  const card = page.getByTestId('settings-kiosks')
  await expect(card).toContainText('尚未設定自助點餐機')
  await card.getByRole('button', { name: /新增點餐機/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增自助點餐機' })
  await dialog.getByLabel('名稱').fill('門口 1 號機')
  await dialog.getByRole('button', { name: '新增' }).click()
  const url = card.getByTestId('kiosk-url')
  await expect(url).toContainText(`/kiosk?store=${storeId}&kiosk=`)
  await card.scrollIntoViewIfNeeded()
  await shot(page, 'kiosk-settings')
  const link = new URL((await url.textContent())!)
  kioskPath = link.pathname + link.search
})

test('the kiosk (1024×768) orders 半糖少冰加珍珠 to go; the counter takes the payment from the floor', async ({
  browser,
  baseURL,
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    baseURL,
  })
  const kiosk = await tablet.newPage()
  await kiosk.goto(kioskPath)
  await expect(kiosk.getByRole('heading', { name: '自助點餐 · 外帶' })).toBeVisible()
  await expect(kiosk.getByRole('button', { name: '售完 黑糖鮮奶' })).toBeDisabled()
  // The menu reads at the 外帶 price.
  await expect(kiosk.getByRole('article').filter({ hasText: TEA })).toContainText('NT$55')
  await shot(kiosk, 'kiosk-menu')
  for (const size of [
    { width: 1366, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await kiosk.setViewportSize(size)
    await shot(kiosk, 'kiosk-menu')
  }
  await kiosk.setViewportSize({ width: 1024, height: 768 })

  await kiosk.getByRole('button', { name: `加入購物車 ${TEA}` }).click()
  const sheet = kiosk.getByRole('dialog', { name: TEA })
  await chooseHalfSugarLessIcePearl(sheet)
  await shot(kiosk, 'kiosk-options')
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await expect(sheet).toBeHidden()
  await kiosk.getByRole('button', { name: '查看購物車' }).click()
  await expect(kiosk.getByTestId('cart-line')).toContainText('半糖少冰 加珍珠')
  await expect(kiosk.getByTestId('cart-total')).toHaveText('NT$65')
  await kiosk.getByRole('button', { name: '確認送出訂單' }).click()
  const confirm = kiosk.getByRole('dialog', { name: '確認訂單' })
  await expect(confirm.getByTestId('confirm-line')).toContainText('半糖少冰 加珍珠')
  await shot(kiosk, 'kiosk-confirm')
  const created = kiosk.waitForResponse((r) => r.url().endsWith('/orders/kiosk') && r.request().method() === 'POST')
  await confirm.getByRole('button', { name: '確認送出', exact: true }).click()
  const order = (await (await created).json()) as { id: number; orderNumber: string; total: string; orderType: string }
  expect([order.orderType, order.total]).toEqual(['takeout', '65.00'])
  const call = order.orderNumber.split('-').at(-1)!
  await expect(kiosk.getByRole('status')).toHaveText('請至櫃檯結帳')
  await expect(kiosk.getByTestId('kiosk-call-number')).toHaveText(call)
  await shot(kiosk, 'kiosk-done')
  for (const size of [
    { width: 1366, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await kiosk.setViewportSize(size)
    await shot(kiosk, 'kiosk-done')
  }

  // The counter: the floor's 外帶 list shows the unpaid order by its call number; 收款 settles it.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/floor')
  const takeout = page.getByRole('button', { name: `外帶 ${call}，NT$65，未付款` })
  await expect(takeout).toBeVisible()
  await shot(page, 'kiosk-floor-takeout')
  await takeout.click()
  const pay = page.getByRole('dialog', { name: `收款 - 訂單 ${order.orderNumber}` })
  await pay.getByRole('button', { name: '剛好' }).click()
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByTestId('pay-done')).toContainText(`訂單 ${order.orderNumber} 已付款`)
  await pay.getByRole('button', { name: '完成' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^外帶 ${call}，NT\\$65，`) })).not.toContainText('未付款')
  const paid = await json<{ paymentStatus: string }>(
    await page.request.get(`/api/stores/${storeId}/orders/${order.id}`),
  )
  expect(paid.paymentStatus).toBe('paid')

  // A tap readies the kiosk for the next guest: the menu, an empty cart.
  await kiosk.getByTestId('kiosk-call-number').click()
  await expect(kiosk.getByRole('button', { name: `加入購物車 ${TEA}` })).toBeVisible()
  await expect(kiosk.getByRole('button', { name: '查看購物車' })).toHaveCount(0)

  // 停用 in 設定 retires the link: the kiosk says so instead of taking orders.
  const kioskId = new URLSearchParams(kioskPath.split('?')[1]).get('kiosk')
  await json(await page.request.patch(`/api/stores/${storeId}/kiosks/${kioskId}`, { data: { enabled: false } }))
  await kiosk.reload()
  await expect(kiosk.getByRole('heading', { name: '此點餐機連結已失效' })).toBeVisible()
  await tablet.close()
})
