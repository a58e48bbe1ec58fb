import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createStore, expect, json, PHONE, signIn, test } from './fixtures'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { escposParts } from '../../src/devices/testing/escpos-text'
import iconv from 'iconv-lite'

// A 套餐 as a cashier (1366×768, 1024×768) and a diner (390×844) order it: 雞腿飯套餐 NT$170 is 主餐
// 香酥雞腿飯 (fixed), 飲料 紅茶 / 綠茶 / 珍珠奶茶 +15 and 湯 貢丸湯 / 酸辣湯; the set's 紅茶 asks 甜度 and
// 冰塊. 加入 waits for the drink, then for its 冰塊; a 紅茶 微糖去冰 set costs NT$170 at the counter and on
// the QR page, and its kitchen tickets split by station: the bar prints the tea with its picks, the
// hot line the rice and the soup (each printer's Big5 bytes decoded).
test.describe.configure({ mode: 'serial' })

const SCREENS = '.test-output/screens'
const SET = '雞腿飯套餐'
const PARTS = '香酥雞腿飯／紅茶 微糖去冰／貢丸湯'
let bar: FakeNetworkPrinter
let hot: FakeNetworkPrinter
let ctx: { storeId: number; tableId: number; qrUrl: string }
test.afterAll(async () => {
  await bar?.stop()
  await hot?.stop()
})

type Order = {
  orderNumber: string
  subtotal: string
  total: string
  items: { name: string; unitPrice: string; options: { parts: { slot: string; name: string }[] } }[]
}

async function seed(request: APIRequestContext) {
  const storeId = await createStore(request, { name: '套餐便當店', code: 'SETM' })
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
  const item = (name: string, basePrice: string, categoryId: string) =>
    api('/menu', { name, basePrice, categoryId, status: 'available', isActive: true })
  const rice = await item('香酥雞腿飯', '120.00', 'food')
  const drinks = [await item('紅茶', '25.00', 'drink'), await item('綠茶', '25.00', 'drink')]
  const bubble = await item('珍珠奶茶', '60.00', 'drink')
  const soups = [await item('貢丸湯', '35.00', 'soup'), await item('酸辣湯', '40.00', 'soup')]
  // 估清 to 0 today: the set still offers it, greyed as 售完 on every screen.
  const corn = await item('玉米濃湯', '45.00', 'soup')
  await api(`/menu/${corn.id}/portions`, { remaining: 0 }, 'put')
  const set = await item(SET, '170.00', 'food')
  for (const d of [...drinks, bubble]) await api(`/menu/${d.id}/option-groups`, { groupIds: [sugar.id, ice.id] }, 'put')
  const choices = (...items: { id: number }[]) => items.map((i) => ({ menuItemId: i.id }))
  await api(
    `/menu/${set.id}/set-slots`,
    {
      slots: [
        { name: '主餐', choices: choices(rice) },
        { name: '飲料', choices: [...choices(...drinks), { menuItemId: bubble.id, price: '15' }] },
        { name: '湯', choices: choices(...soups, corn) },
      ],
    },
    'put',
  )
  const printer = (name: string, address: string, categoryIds: string[]) =>
    api('/printers', { name, role: 'kitchen', connection: 'network', address, categoryIds })
  await printer('吧台', bar.address, ['drink'])
  await printer('熱炒', hot.address, ['food', 'soup'])
  const table = await api('/tables', { number: 'S-1', seats: 4 })
  await api(`/tables/${table.id}/open`, { guestCount: 2 })
  const qr = await json<{ url: string }>(await request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))
  ctx = { storeId, tableId: table.id, qrUrl: new URL(qr.url).pathname + new URL(qr.url).search }
}

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!
  await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png` })
}

/** 主餐 is chosen; 加入 waits for 飲料, then for the tea's 冰塊, then for 湯; 紅茶 微糖去冰 with 貢丸湯 is NT$170. */
async function chooseBlackTeaSet(dialog: Locator) {
  const add = dialog.getByRole('button', { name: /加入購物車/ })
  const hint = dialog.getByTestId('option-hint')
  await expect(add).toBeDisabled()
  await expect(dialog.getByRole('radio', { name: '香酥雞腿飯' })).toBeChecked()
  await expect(hint).toHaveText('請選擇「飲料」')
  await expect(dialog.getByRole('group', { name: /^飲料/ })).toContainText('+NT$15')
  await dialog.getByRole('radio', { name: '紅茶' }).check()
  await expect(hint).toHaveText('紅茶：請選擇「冰塊」')
  const tea = dialog.getByRole('region', { name: '紅茶的選項' })
  await expect(tea.getByRole('radio', { name: '正常', exact: true })).toBeChecked()
  await tea.getByRole('radio', { name: '微糖' }).check()
  await tea.getByRole('radio', { name: '去冰' }).check()
  await expect(hint).toHaveText('請選擇「湯」')
  await expect(dialog.getByRole('radio', { name: /^玉米濃湯/ })).toBeDisabled()
  await expect(dialog.getByRole('group', { name: /^湯/ })).toContainText('玉米濃湯售完')
  await dialog.getByRole('radio', { name: '貢丸湯' }).check()
  await expect(hint).toHaveCount(0)
  await expect(add).toHaveText('加入購物車 · NT$170')
}

/** 加入 stays on the counter's screen however far the slots go. */
async function expectAddInView(dialog: Locator, height: number) {
  const box = (await dialog.getByRole('button', { name: /加入購物車/ }).boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(height)
}

/** A ticket's text as printed: its ESC/POS commands left out, its Big5 (CP950) bytes decoded. */
const paperText = (job: Uint8Array) =>
  iconv.decode(Buffer.from(escposParts(job).flatMap((part) => ('text' in part ? [part.text] : []))), 'cp950')

const ticketOf = (printer: FakeNetworkPrinter, orderNumber: string) =>
  printer.jobs.map(paperText).find((t) => t.includes(orderNumber)) ?? ''

/** The bar prints the tea with its picks and nothing else; the hot line the rice and the soup. */
async function expectTickets(orderNumber: string) {
  await expect.poll(() => ticketOf(bar, orderNumber)).toContain(`1 x 紅茶 (${SET})\n   微糖去冰\n`)
  await expect.poll(() => ticketOf(hot, orderNumber)).toContain(`1 x 香酥雞腿飯 (${SET})\n1 x 貢丸湯 (${SET})\n`)
  expect(ticketOf(bar, orderNumber)).not.toMatch(/香酥雞腿飯|貢丸湯/)
  expect(ticketOf(hot, orderNumber)).not.toContain('紅茶')
}

const partsOf = (order: Order) => order.items[0]!.options.parts.map((p) => `${p.slot}:${p.name}`)

let posOrder: Order

test('at the counter (1366×768): a slot at a time, the tea’s own options; tickets split by station', async ({
  page,
  owner,
}) => {
  mkdirSync(SCREENS, { recursive: true })
  bar = await startFakeNetworkPrinter()
  hot = await startFakeNetworkPrinter()
  await signIn(page.request, owner)
  await seed(page.request)

  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/pos')
  await page.getByTestId('pos-item').filter({ hasText: SET }).click()
  let dialog = page.getByRole('dialog', { name: SET })
  await dialog.getByRole('radio', { name: '紅茶' }).check()
  await expectAddInView(dialog, 768)
  await shot(page, 'set-meals-pos-dialog')
  await dialog.getByRole('button', { name: '取消' }).click()

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.getByTestId('pos-item').filter({ hasText: SET }).click()
  dialog = page.getByRole('dialog', { name: SET })
  await chooseBlackTeaSet(dialog)
  await expectAddInView(dialog, 768)
  await shot(page, 'set-meals-pos-dialog')
  await dialog.getByRole('button', { name: /加入購物車/ }).click()

  const line = page.getByTestId('cart-line')
  await expect(line).toContainText(PARTS)
  await expect(line).toContainText('NT$170')
  await shot(page, 'set-meals-pos-cart')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: 'S-1（2 位）' })
  const created = page.waitForResponse((r) => r.url().endsWith('/orders') && r.request().method() === 'POST')
  await page.getByRole('button', { name: '送出訂單' }).click()
  posOrder = (await (await created).json()) as Order
  expect([posOrder.items[0]!.name, posOrder.items[0]!.unitPrice]).toEqual([SET, '170.00'])
  expect(partsOf(posOrder)).toEqual(['主餐:香酥雞腿飯', '飲料:紅茶', '湯:貢丸湯'])
  await expectTickets(posOrder.orderNumber)
})

test('on the diner’s phone (390×844): the same set, the same picks and the same price', async ({
  browser,
  baseURL,
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  const context = await browser.newContext({ ...PHONE, baseURL })
  const diner = await context.newPage()
  await diner.goto(ctx.qrUrl)
  await diner.getByRole('button', { name: `加入購物車 ${SET}` }).click()
  const sheet = diner.getByRole('dialog', { name: SET })
  await expect(sheet.getByTestId('option-hint')).toBeVisible()
  await shot(diner, 'set-meals-diner-sheet-required')
  await chooseBlackTeaSet(sheet)
  await shot(diner, 'set-meals-diner-sheet')
  await sheet.getByRole('button', { name: /加入購物車/ }).click()
  await expect(sheet).toBeHidden()

  await diner.getByRole('button', { name: '查看購物車' }).click()
  await expect(diner.getByTestId('cart-line')).toContainText(PARTS)
  await shot(diner, 'set-meals-diner-cart')
  await diner.getByRole('button', { name: '確認送出訂單' }).click()
  const confirm = diner.getByRole('dialog', { name: '確認訂單' })
  await expect(confirm.getByTestId('confirm-line')).toContainText(PARTS)
  const created = diner.waitForResponse((r) => r.url().includes('/orders') && r.request().method() === 'POST')
  await confirm.getByRole('button', { name: '確認送出', exact: true }).click()
  await expect(diner.getByRole('dialog', { name: '訂單已送出！' })).toBeVisible()
  const { orderNumber } = (await (await created).json()) as { orderNumber: string }
  const orders = await json<Order[]>(await page.request.get(`/api/stores/${ctx.storeId}/orders?limit=50`))
  const order = orders.find((o) => o.orderNumber === orderNumber)!
  // The same set at the same table costs the same from the counter and from the phone (NT$170 and
  // its whole-dollar 10% fee).
  expect([order.subtotal, order.total]).toEqual([posOrder.subtotal, posOrder.total])
  expect(order.total).toBe('187.00')
  expect(partsOf(order)).toEqual(partsOf(posOrder))
  await expectTickets(orderNumber)

  // The orders screen's detail lists the set with its parts.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/orders')
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber })
  await row.getByRole('button', { name: orderNumber }).click()
  await expect(page.getByTestId('order-detail')).toContainText(PARTS)
  await context.close()
})
