import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { escposParts } from '../../src/devices/testing/escpos-text'
import iconv from 'iconv-lite'

// Option groups as a cashier (1366×768) and a diner (390×844) meet them: 珍珠奶茶 asks 甜度 (default
// 正常), 冰塊 (required, no default) and 加料 (0–3, +NT$10 each). 加入 waits for 冰塊 and says so;
// 半糖少冰加珍珠 costs NT$70 at the counter and on the QR page alike, and the kitchen ticket the
// network printer receives prints the picks compactly (its Big5 bytes decoded), as do the kitchen's
// phone and the order's detail.
test.describe.configure({ mode: 'serial' })

const SCREENS = '.test-output/screens'
const TEA = '珍珠奶茶'
let printer: FakeNetworkPrinter
let ctx: { storeId: number; tableId: number; qrUrl: string }
test.afterAll(async () => printer?.stop())

type Order = {
  id: number
  orderNumber: string
  subtotal: string
  total: string
  items: { name: string; subtotal: string; options: { groups: { name: string; choices: { name: string }[] }[] } }[]
}

async function seed(request: APIRequestContext) {
  const storeId = await createStore(request, { name: '飲料群組店', code: 'OPTG' })
  const api = async <T = { id: number }>(path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    json<T>(await request[method](`/api/stores/${storeId}${path}`, { data }))
  const names = (...n: string[]) => n.map((name) => ({ name }))
  const sugar = await api('/option-groups', {
    name: '甜度',
    options: names('正常', '少糖', '半糖', '微糖', '無糖'),
    required: true,
    defaultOption: '正常',
  })
  const ice = await api('/option-groups', {
    name: '冰塊',
    options: names('正常冰', '少冰', '微冰', '去冰', '溫', '熱'),
    required: true,
  })
  const toppings = await api('/option-groups', {
    name: '加料',
    options: [
      { name: '珍珠', price: '10.00' },
      { name: '椰果', price: '10.00' },
    ],
    minChoices: 0,
    maxChoices: 3,
  })
  const tea = await api('/menu', {
    name: TEA,
    basePrice: '60.00',
    categoryId: 'drink',
    status: 'available',
    isActive: true,
  })
  await api(`/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, ice.id, toppings.id] }, 'put')
  await api('/printers', { name: '吧台', role: 'kitchen', connection: 'network', address: printer.address })
  const table = await api('/tables', { number: 'G-1', seats: 4 })
  await api(`/tables/${table.id}/open`, { guestCount: 2 })
  const qr = await json<{ url: string }>(await request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))
  ctx = { storeId, tableId: table.id, qrUrl: new URL(qr.url).pathname + new URL(qr.url).search }
}

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!
  await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png` })
}

/** 加入 waits for 冰塊, saying so; then 半糖, 少冰 and 珍珠 make NT$70. */
async function chooseHalfSugarLessIcePearl(dialog: Locator) {
  const add = dialog.getByRole('button', { name: /加入購物車/ })
  await expect(add).toBeDisabled()
  await expect(dialog.getByTestId('option-hint')).toHaveText('請選擇「冰塊」')
  await expect(dialog.getByRole('group', { name: /^甜度/ })).toContainText('須選 1 項')
  await expect(dialog.getByRole('group', { name: /^加料/ })).toContainText('可選 0 到 3 項')
  await expect(dialog.getByRole('radio', { name: '正常', exact: true })).toBeChecked()
  await dialog.getByRole('radio', { name: '半糖' }).check()
  await dialog.getByRole('radio', { name: '少冰' }).check()
  await dialog.getByRole('checkbox', { name: /珍珠/ }).check()
  await expect(dialog.getByTestId('option-hint')).toHaveCount(0)
  await expect(add).toHaveText('加入購物車 · NT$70')
}

/** A ticket's text as printed: its ESC/POS commands left out, its Big5 (CP950) bytes decoded. */
const paperText = (job: Uint8Array) =>
  iconv.decode(Buffer.from(escposParts(job).flatMap((part) => ('text' in part ? [part.text] : []))), 'cp950')

/** The kitchen ticket of this order, as printed: the picks under the drink. */
async function expectTicket(orderNumber: string) {
  await expect
    .poll(() => printer.jobs.map(paperText).find((t) => t.includes(orderNumber)) ?? '')
    .toContain(`1 x ${TEA}\n   半糖少冰 加珍珠\n`)
}

const picksOf = (order: Order) =>
  order.items[0]!.options.groups.map((g) => `${g.name}:${g.choices.map((c) => c.name).join('+')}`)

let posOrder: Order

const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
}

test('at the counter (1366×768): the dialog holds 加入 until 冰塊 is picked; the ticket prints 半糖少冰 加珍珠', async ({
  page,
  owner,
}) => {
  mkdirSync(SCREENS, { recursive: true })
  printer = await startFakeNetworkPrinter()
  await signIn(page.request, owner)
  await seed(page.request)

  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/pos')
  await page.getByTestId('pos-item').filter({ hasText: TEA }).click()
  let dialog = page.getByRole('dialog', { name: TEA })
  await expect(dialog.getByTestId('option-hint')).toBeVisible()
  await shot(page, 'option-groups-pos-dialog')
  await dialog.getByRole('button', { name: '取消' }).click()

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.getByTestId('pos-item').filter({ hasText: TEA }).click()
  dialog = page.getByRole('dialog', { name: TEA })
  await shot(page, 'option-groups-pos-dialog-required')
  await chooseHalfSugarLessIcePearl(dialog)
  // native radios: the arrow keys move the pick within the group
  await dialog.getByRole('radio', { name: '半糖' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: '微糖' })).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('radio', { name: '半糖' })).toBeChecked()
  // every choice in reach without scrolling the dialog at the counter's screen
  const add = dialog.getByRole('button', { name: /加入購物車/ })
  expect((await add.boundingBox())!.y + (await add.boundingBox())!.height).toBeLessThanOrEqual(768)
  await shot(page, 'option-groups-pos-dialog')
  await add.click()

  const line = page.getByTestId('cart-line')
  await expect(line).toContainText('半糖少冰 加珍珠')
  await expect(line).toContainText('NT$70')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: 'G-1（2 位）' })
  const created = page.waitForResponse((r) => r.url().endsWith('/orders') && r.request().method() === 'POST')
  await page.getByRole('button', { name: '送出訂單' }).click()
  posOrder = (await (await created).json()) as Order
  expect(posOrder.items[0]!.subtotal).toBe('70.00')
  expect(picksOf(posOrder)).toEqual(['甜度:半糖', '冰塊:少冰', '加料:珍珠'])
  await expectTicket(posOrder.orderNumber)
})

test('on the diner’s phone (390×844): the same rules and the same price for the same drink', async ({
  browser,
  baseURL,
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  const context = await browser.newContext({ ...phone, baseURL })
  const diner = await context.newPage()
  await diner.goto(ctx.qrUrl)
  await diner.getByRole('button', { name: `加入購物車 ${TEA}` }).click()
  const sheet = diner.getByRole('dialog', { name: TEA })
  await expect(sheet.getByTestId('option-hint')).toBeVisible()
  await shot(diner, 'option-groups-diner-sheet-required')
  await chooseHalfSugarLessIcePearl(sheet)
  await shot(diner, 'option-groups-diner-sheet')
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await expect(sheet).toBeHidden()

  await diner.getByRole('button', { name: '查看購物車' }).click()
  await expect(diner.getByTestId('cart-line')).toContainText('半糖少冰 加珍珠')
  await diner.getByRole('button', { name: '確認送出訂單' }).click()
  const confirm = diner.getByRole('dialog', { name: '確認訂單' })
  await expect(confirm.getByTestId('confirm-line')).toContainText('半糖少冰 加珍珠')
  const created = diner.waitForResponse((r) => r.url().includes('/orders') && r.request().method() === 'POST')
  await confirm.getByRole('button', { name: '確認送出', exact: true }).click()
  await expect(diner.getByRole('dialog', { name: '訂單已送出！' })).toBeVisible()
  const { orderNumber } = (await (await created).json()) as { orderNumber: string }
  const orders = await json<Order[]>(await page.request.get(`/api/stores/${ctx.storeId}/orders?limit=50`))
  const order = orders.find((o) => o.orderNumber === orderNumber)!
  // the same drink at the same table costs the same from the counter and from the phone (NT$70 and
  // its whole-dollar 10% fee: the table's fee is shared over its orders, so a price whose fee has no
  // half dollar keeps the two orders' totals comparable)
  expect([order.subtotal, order.total]).toEqual([posOrder.subtotal, posOrder.total])
  expect(order.total).toBe('77.00')
  expect(picksOf(order)).toEqual(picksOf(posOrder))
  await expectTicket(orderNumber)

  // The kitchen's phone and the orders screen's detail show the picks the same compact way.
  const kitchen = await context.newPage()
  await signIn(kitchen.request, owner)
  await kitchen.goto('/mobile/kitchen')
  await expect(kitchen.getByTestId('kitchen-card').filter({ hasText: orderNumber })).toContainText('半糖少冰 加珍珠')
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/orders')
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber })
  await row.getByRole('button', { name: orderNumber }).click()
  await expect(page.getByTestId('order-detail')).toContainText('半糖少冰 加珍珠')
  await context.close()
})

test('on the waiter’s phone (390×844): the same sheet, the same rules and the same line price', async ({
  browser,
  baseURL,
  owner,
}) => {
  const context = await browser.newContext({ ...phone, baseURL })
  const staff = await context.newPage()
  await signIn(staff.request, owner)
  await staff.goto(`/mobile/staff?tableId=${ctx.tableId}`)
  await staff.getByRole('button', { name: `加入 ${TEA}` }).click()
  const sheet = staff.getByRole('dialog', { name: TEA })
  await chooseHalfSugarLessIcePearl(sheet)
  await shot(staff, 'option-groups-staff-sheet')
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await staff.getByRole('button', { name: '提交訂單' }).click()
  const confirm = staff.getByRole('dialog', { name: '確認訂單' })
  await expect(confirm.getByTestId('confirm-line')).toContainText('半糖少冰 加珍珠')
  const created = staff.waitForResponse((r) => r.url().endsWith('/orders') && r.request().method() === 'POST')
  await confirm.getByRole('button', { name: '確認送單' }).click()
  const order = (await (await created).json()) as Order
  expect(order.items[0]!.subtotal).toBe(posOrder.items[0]!.subtotal)
  expect(picksOf(order)).toEqual(picksOf(posOrder))
  await expectTicket(order.orderNumber)
  await context.close()
})
