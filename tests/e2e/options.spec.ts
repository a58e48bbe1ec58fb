import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'
import { formatNtdCents } from '../../src/shared/format/money.ts'

// On the waiter's phone (/mobile/staff) and the diner's QR page (/qr-order), 加入
// on a dish with options opens a bottom sheet with the POS's choice (size and spice preselected,
// add-ons with prices, quantity); lines with different options stay apart; the cart, the price and
// the order sent (so the kitchen ticket) carry the options. The waiter's cart takes a member's
// discount like the POS. The server's figures are read back through the API.
test.describe.configure({ mode: 'serial' })

const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
}
const SCREENS = '.test-output/screens'
const BEEF = '紅燒牛肉麵'

type OrderLine = {
  name: string
  quantity: number
  subtotal: string
  options: {
    size: { name: string; price: string } | null
    spice: string | null
    addOns: { name: string; price: string }[]
  }
}
type Order = {
  id: number
  orderNumber: string
  subtotal: string
  serviceFee: string
  discount: string
  total: string
  memberId: number | null
  items: OrderLine[]
}

let ctx: { storeId: number; tableId: number; qrUrl: string }

async function seed(page: Page, owner: Account) {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '規格測試店', code: 'OPT1' })
  await json(
    await page.request.post(`/api/stores/${storeId}/menu`, {
      data: {
        name: BEEF,
        basePrice: '160.00',
        categoryId: 'food',
        status: 'available',
        isActive: true,
        sizeOptions: [
          { name: '小碗', price: '160.00' },
          { name: '大碗', price: '200.00' },
        ],
        spiceLevels: ['不辣', '小辣', '中辣', '大辣'],
        addOns: [
          { name: '加蛋', price: '15.00', category: '加料' },
          { name: '加麵', price: '20.00', category: '加量' },
        ],
      },
    }),
  )
  await json(
    await page.request.post(`/api/stores/${storeId}/menu`, {
      data: { name: '滷肉飯', basePrice: '35.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  await json(
    await page.request.post(`/api/stores/${storeId}/members`, {
      data: { name: '陳志明', phone: '0911111111', tier: 'gold' },
    }),
  )
  const table = await json<{ id: number }>(
    await page.request.post(`/api/stores/${storeId}/tables`, { data: { number: 'O-1', seats: 4 } }),
  )
  await json(await page.request.post(`/api/stores/${storeId}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
  const qr = await json<{ url: string }>(await page.request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))
  ctx = { storeId, tableId: table.id, qrUrl: new URL(qr.url).pathname + new URL(qr.url).search }
}

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...phone, baseURL })
  return context.newPage()
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: `${SCREENS}/${name}-390x844.png` })
}

/** The sheet: size and spice start chosen; pick 大碗 · 中辣 · 加蛋 and the quantity; the price follows. */
async function chooseBigSpicyEgg(page: Page, sheet: Locator, quantity: number, name: string) {
  await expect(sheet.getByRole('radio', { name: /小碗/ })).toHaveAttribute('aria-checked', 'true')
  await expect(sheet.getByRole('radio', { name: '不辣' })).toHaveAttribute('aria-checked', 'true')
  await expect(sheet.getByRole('button', { name: /加入購物車/ })).toHaveText('加入購物車 · NT$160')
  await sheet.getByRole('radio', { name: /大碗/ }).click()
  await sheet.getByRole('radio', { name: '中辣' }).click()
  await sheet.getByRole('checkbox', { name: /加蛋/ }).click()
  for (let i = 1; i < quantity; i++) await sheet.getByRole('button', { name: `增加 ${BEEF}` }).click()
  await expect(sheet.getByRole('button', { name: /加入購物車/ })).toHaveText(`加入購物車 · NT$${215 * quantity}`)
  // a thumb-sized sheet along the bottom edge
  const box = (await sheet.boundingBox())!
  expect(Math.round(box.y + box.height)).toBe(844)
  expect(box.width).toBe(390)
  for (const b of await sheet.getByRole('radio').all())
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await shot(page, name)
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await expect(sheet).toBeHidden()
}

const bigLine = (quantity: number) => ({
  name: BEEF,
  quantity,
  subtotal: (215 * quantity).toFixed(2),
  options: {
    size: { name: '大碗', price: '200.00' },
    spice: '中辣',
    addOns: [{ name: '加蛋', price: '15.00' }],
    groups: [],
    parts: [],
  },
})

test('a waiter orders 大碗、中辣、加蛋 on the phone, a plain bowl stays its own line, the member discount applies', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await seed(page, owner)
  const staff = await phonePage(browser, baseURL)
  await signIn(staff.request, owner)
  await staff.goto(`/mobile/staff?tableId=${ctx.tableId}`)
  await staff.getByRole('button', { name: `加入 ${BEEF}` }).click()
  await chooseBigSpicyEgg(staff, staff.getByRole('dialog', { name: BEEF }), 1, 'options-staff-sheet')
  // again with the preselected 小碗 · 不辣: a second line, not one more of the first
  await staff.getByRole('button', { name: `增加 ${BEEF}` }).click()
  const sheet = staff.getByRole('dialog', { name: BEEF })
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await staff.getByRole('button', { name: '加入 滷肉飯' }).click()

  await staff.getByRole('button', { name: '提交訂單' }).click()
  const confirm = staff.getByRole('dialog', { name: '確認訂單' })
  await expect(confirm.getByTestId('confirm-line')).toHaveText([
    /紅燒牛肉麵 × 1 大碗 · 中辣 · \+加蛋\s*NT\$215/,
    /紅燒牛肉麵 × 1 小碗 · 不辣\s*NT\$160/,
    /滷肉飯 × 1\s*NT\$35/,
  ])
  await confirm.getByLabel('會員', { exact: true }).fill('陳志明')
  await confirm.getByRole('option', { name: /陳志明/ }).click()
  await expect(confirm.getByTestId('pos-member')).toContainText('陳志明')
  const shown = await confirm.getByTestId('confirm-total').textContent()
  await shot(staff, 'options-staff-confirm')
  const created = staff.waitForResponse(
    (r) => r.url().endsWith(`/api/stores/${ctx.storeId}/orders`) && r.request().method() === 'POST',
  )
  await confirm.getByRole('button', { name: '確認送單' }).click()
  const order = (await (await created).json()) as Order
  expect(order.items).toEqual([
    expect.objectContaining(bigLine(1)),
    expect.objectContaining({
      name: BEEF,
      quantity: 1,
      subtotal: '160.00',
      options: { size: { name: '小碗', price: '160.00' }, spice: '不辣', addOns: [], groups: [], parts: [] },
    }),
    expect.objectContaining({ name: '滷肉飯', quantity: 1, subtotal: '35.00' }),
  ])
  expect(order.subtotal).toBe('410.00')
  expect(Number(order.discount)).toBeGreaterThan(0)
  expect(order.memberId).not.toBeNull()
  // the phone showed the server's total, discount included
  expect(shown).toBe(formatNtdCents(Math.round(Number(order.total) * 100)))
  const stored = await json<Order>(await page.request.get(`/api/stores/${ctx.storeId}/orders/${order.id}`))
  expect(stored.items[0]).toEqual(expect.objectContaining(bigLine(1)))
  await expectKitchenTicket(page, order.orderNumber)
})

/** The kitchen's list carries the options the ticket prints. */
async function expectKitchenTicket(page: Page, orderNumber: string) {
  const kitchen = await json<{ orderNumber: string }[]>(
    await page.request.get(`/api/stores/${ctx.storeId}/kitchen/orders`),
  )
  const ticket = JSON.stringify(kitchen.find((o) => o.orderNumber === orderNumber))
  for (const word of ['大碗', '中辣', '加蛋']) expect(ticket).toContain(word)
}

test('a diner orders 大碗、中辣、加蛋 ×2 from the QR page; the cart and the order follow', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  const diner = await phonePage(browser, baseURL)
  await diner.goto(ctx.qrUrl)
  await diner.getByRole('button', { name: `加入購物車 ${BEEF}` }).click()
  await chooseBigSpicyEgg(diner, diner.getByRole('dialog', { name: BEEF }), 2, 'options-diner-sheet')
  await diner.getByRole('button', { name: '查看購物車' }).click()
  const line = diner.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('大碗 · 中辣 · +加蛋')
  await expect(line).toContainText('NT$430')
  await expect(diner.getByTestId('cart-total')).toHaveText('NT$473')
  await shot(diner, 'options-diner-cart')
  await diner.getByRole('button', { name: '確認送出訂單' }).click()
  const confirm = diner.getByRole('dialog', { name: '確認訂單' })
  const created = diner.waitForResponse((r) => r.url().includes('/orders') && r.request().method() === 'POST')
  await confirm.getByRole('button', { name: '確認送出', exact: true }).click()
  await expect(diner.getByRole('dialog', { name: '訂單已送出！' })).toBeVisible()
  const { orderNumber } = (await (await created).json()) as { orderNumber: string }
  const orders = await json<Order[]>(await page.request.get(`/api/stores/${ctx.storeId}/orders?limit=500`))
  const order = orders.find((o) => o.orderNumber === orderNumber)!
  const full = await json<Order>(await page.request.get(`/api/stores/${ctx.storeId}/orders/${order.id}`))
  expect(full.items).toEqual([expect.objectContaining(bigLine(2))])
  expect(full.total).toBe('473.00')
  await expectKitchenTicket(page, orderNumber)
})
