import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { createStore, expect, json, PHONE, signIn, test } from './fixtures'

// Menu management a manager uses without a manual: 冰塊 made once in the option group editor and put
// on two drinks; on the item form the drink's groups reordered, a 供應時段 and a 外帶 price. The POS
// greys the drink outside its hours (the server refuses it too), prices takeout at 外帶 and 外送 at its
// own price, and the floor lists the 外送 order beside the tables.
// The server runs on the real clock, so the windows are set around the time the spec runs.
const SCREENS = '.test-output/screens'
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]

/** "HH:MM" on Taipei's clock, `minutes` from now. */
function taipeiTime(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000)
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
}
const tile = (page: Page, name: string) => page.locator('.pos-tile').filter({ hasText: name })

type Group = { id: number; name: string; minChoices: number; defaultOption: string | null; itemIds: number[] }
type Item = { id: number; optionGroups: { name: string }[]; hours: unknown[]; channelPrices: Record<string, string> }

test('option groups, 供應時段 and a 外帶 price set on the editors; the POS and the server follow', async ({
  page,
  owner,
}) => {
  mkdirSync(SCREENS, { recursive: true })
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '飲料編輯店', code: 'EDIT1' })
  const api = `/api/stores/${storeId}`
  const add = (name: string, price: string) =>
    page.request
      .post(`${api}/menu`, { data: { name, basePrice: price, categoryId: 'drink' } })
      .then((r) => json<Item>(r))
  const blackTea = await add('紅茶', '30.00')
  const greenTea = await add('綠茶', '30.00')
  const soyMilk = await add('豆漿', '25.00')
  await json(
    await page.request.patch(`${api}/menu/${soyMilk.id}`, {
      data: { channelPrices: { takeout: '20.00', delivery: '32.00' } },
    }),
  )
  const sweet = await json<{ id: number }>(
    await page.request.post(`${api}/option-groups`, {
      data: { name: '甜度', options: [{ name: '正常糖' }, { name: '半糖' }, { name: '無糖' }], required: true },
    }),
  )
  await json(await page.request.put(`${api}/menu/${blackTea.id}/option-groups`, { data: { groupIds: [sweet.id] } }))

  // 冰塊, made once: four options, 熱 +5, 正常冰 preselected, required, on both teas.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/menu-management')
  await page.getByRole('button', { name: '選項群組' }).click()
  const dialog = page.getByRole('dialog', { name: '選項群組' })
  await dialog.getByRole('button', { name: '＋ 新增群組' }).click()
  await dialog.getByLabel('群組名稱').fill('冰塊')
  for (const [i, name] of ['正常冰', '少冰', '去冰', '熱'].entries()) {
    if (i > 0) await dialog.getByRole('button', { name: '＋ 加入選項' }).click()
    await dialog.getByLabel(`選項名稱 ${i + 1}`).fill(name)
  }
  await dialog.getByLabel('加價（NT$） 熱').fill('5')
  await dialog.getByLabel('預設 正常冰').check()
  await dialog.getByRole('switch').check()
  await dialog.getByRole('checkbox', { name: '紅茶' }).check()
  await dialog.getByRole('checkbox', { name: '綠茶' }).check()
  await expect(dialog.getByText('套用到品項（2）')).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/option-group-editor-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(dialog.getByRole('button', { name: '儲存群組' })).toBeInViewport()
  await page.screenshot({ path: `${SCREENS}/option-group-editor-1024x768.png` })
  await dialog.getByRole('button', { name: '儲存群組' }).click()
  await expect(dialog.getByRole('button', { name: /^冰塊/ })).toContainText('須選 1 項 · 4 個選項 · 2 個品項')

  const groups = await json<Group[]>(await page.request.get(`${api}/option-groups`))
  const ice = groups.find((g) => g.name === '冰塊')!
  expect(ice).toMatchObject({
    minChoices: 1,
    defaultOption: '正常冰',
    options: [
      { name: '正常冰', price: '0.00' },
      { name: '少冰', price: '0.00' },
      { name: '去冰', price: '0.00' },
      { name: '熱', price: '5.00' },
    ],
  })
  expect(ice.itemIds.sort()).toEqual([blackTea.id, greenTea.id].sort())
  await dialog.getByRole('button', { name: '關閉' }).first().click()

  // The item form: 冰塊 asked before 甜度, served two to three hours from now, 外帶 NT$25.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.getByRole('button', { name: '編輯 紅茶' }).click()
  const form = page.getByRole('form', { name: '編輯菜單項目' })
  await expect(form.locator('.item-groups li')).toHaveText([/甜度/, /冰塊/])
  await form.getByRole('button', { name: '將 冰塊 上移' }).click()
  await expect(form.locator('.item-groups li')).toHaveText([/冰塊/, /甜度/])
  await form.getByRole('button', { name: '加入時段' }).click()
  await form.getByRole('button', { name: '六', exact: true }).click()
  await form.getByRole('button', { name: '日', exact: true }).click()
  const [from, to] = [taipeiTime(120), taipeiTime(180)]
  await form.getByLabel('開始').fill(from)
  await form.getByLabel('結束').fill(to)
  await form.getByLabel('外帶價格（NT$）').fill('25')
  await form.getByLabel('外送價格（NT$）').fill('38')
  await page.screenshot({ path: `${SCREENS}/item-hours-form-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: `${SCREENS}/item-hours-form-1024x768.png` })
  await form.getByRole('button', { name: '儲存變更' }).click()
  await expect(form).toBeHidden()

  const saved = await json<Item>(await page.request.get(`${api}/menu/${blackTea.id}`))
  expect(saved.hours).toEqual([{ days: EVERY_DAY, from, to }])
  expect(saved.channelPrices).toEqual({ takeout: '25.00', delivery: '38.00' })
  expect(saved.optionGroups.map((g) => g.name)).toEqual(['冰塊', '甜度'])

  // The POS: 紅茶 greyed with its hours; the server refuses it whatever a client sends.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/pos')
  await expect(tile(page, '紅茶').getByTestId('pos-item')).toBeDisabled()
  await expect(tile(page, '紅茶')).toContainText(`供應 每天 ${from}–${to}`)
  await expect(tile(page, '綠茶').getByTestId('pos-item')).toBeEnabled()
  await page.screenshot({ path: `${SCREENS}/pos-hours-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(tile(page, '紅茶')).toContainText(`供應 每天 ${from}–${to}`)
  await page.screenshot({ path: `${SCREENS}/pos-hours-1024x768.png` })
  const refused = await page.request.post(`${api}/orders`, {
    data: {
      orderType: 'takeout',
      items: [{ menuItemId: blackTea.id, quantity: 1, options: { groups: [] } }],
    },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(
    `「紅茶」的供應時段為 每天 ${from}–${to}，現在不供應，請從購物車移除後再送單`,
  )

  // Served now, takeout pays 外帶 NT$25, dine-in NT$30.
  const open = [{ days: EVERY_DAY, from: taipeiTime(-60), to: taipeiTime(60) }]
  await json(await page.request.patch(`${api}/menu/${blackTea.id}`, { data: { hours: open } }))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.reload()
  await expect(tile(page, '紅茶').getByTestId('pos-item')).toBeEnabled()
  await expect(tile(page, '紅茶')).toContainText('NT$30')
  await tile(page, '豆漿').getByTestId('pos-item').click()
  await expect(page.getByTestId('cart-line')).toContainText('NT$25')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await expect(tile(page, '紅茶')).toContainText('NT$25')
  await expect(tile(page, '綠茶')).toContainText('NT$30')
  // The cart already holding 豆漿 follows the switch to takeout, and the server agrees on the figures.
  await expect(page.getByTestId('cart-line')).toContainText('NT$20')
  const sent = page.waitForResponse((r) => r.url().endsWith(`${api}/orders`) && r.request().method() === 'POST')
  await page.getByRole('button', { name: '送出訂單' }).click()
  const answer = await sent
  expect(answer.status()).toBe(201)
  expect(await answer.json()).toMatchObject({ orderType: 'takeout', subtotal: '20.00' })

  // 外送: its own prices, no service fee; the floor lists it beside the tables as 外送.
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外送' })
  await expect(tile(page, '紅茶')).toContainText('NT$38')
  await tile(page, '豆漿').getByTestId('pos-item').click()
  await expect(page.getByTestId('cart-line')).toContainText('NT$32')
  const sentAway = page.waitForResponse((r) => r.url().endsWith(`${api}/orders`) && r.request().method() === 'POST')
  await page.getByRole('button', { name: '送出訂單' }).click()
  const delivered = await sentAway
  expect(delivered.status()).toBe(201)
  const delivery = await delivered.json()
  expect(delivery).toMatchObject({ orderType: 'delivery', subtotal: '32.00', serviceFee: '0.00', total: '32.00' })
  await page.goto('/floor')
  const away = page.getByRole('region', { name: '外帶・外送' })
  const call = delivery.orderNumber.split('-').at(-1)
  await expect(away.getByRole('button', { name: `外送 ${call}，NT$32，未付款` })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/floor-delivery-1366x768.png` })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: `${SCREENS}/floor-delivery-1024x768.png` })
  await page.setViewportSize({ width: 1366, height: 768 })

  // A whole category on a window: 早餐 on weekday mornings, from the category manager.
  const breakfast = await json<{ id: string }>(
    await page.request.post(`${api}/menu-categories`, { data: { name: '早餐' } }),
  )
  await page.goto('/menu-management')
  await page.getByRole('button', { name: '分類管理' }).click()
  const categories = page.getByRole('dialog', { name: '菜單分類管理' })
  await categories.getByRole('button', { name: '設定「早餐」的供應時段' }).click()
  await categories.getByRole('button', { name: '加入時段' }).click()
  await expect(categories.getByRole('group', { name: '平日 06:00–10:30' })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/category-hours-1366x768.png` })
  await categories.getByRole('button', { name: '儲存', exact: true }).click()
  await expect(categories.getByTestId('category-row').filter({ hasText: '早餐' })).toContainText(
    '供應 平日 06:00–10:30',
  )
  const listed = await json<{ id: string; hours: unknown }[]>(await page.request.get(`${api}/menu-categories`))
  expect(listed.find((c) => c.id === breakfast.id)?.hours).toEqual([
    { days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' },
  ])
})

test('估清 in two taps from the staff phone and the kitchen; a dish outside its hours greyed on phones', async ({
  browser,
  baseURL,
  owner,
}) => {
  mkdirSync(SCREENS, { recursive: true })
  const context = await browser.newContext({ ...PHONE, baseURL })
  const staff = await context.newPage()
  await signIn(staff.request, owner)
  const storeId = await createStore(staff.request, { name: '估清手機店', code: 'PHONE1' })
  const api = `/api/stores/${storeId}`
  const add = async (name: string, data: Record<string, unknown> = {}) =>
    json<{ id: number }>(
      await staff.request.post(`${api}/menu`, { data: { name, basePrice: '50.00', categoryId: 'food', ...data } }),
    )
  const rice = await add('滷肉飯')
  const tea = await add('紅茶')
  const later = [{ days: EVERY_DAY, from: taipeiTime(120), to: taipeiTime(180) }]
  await add('蛋餅', { hours: later })
  const table = await json<{ id: number }>(
    await staff.request.post(`${api}/tables`, { data: { number: 'A-01', seats: 4 } }),
  )
  await json(await staff.request.post(`${api}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
  const order = await json<{ orderNumber: string }>(
    await staff.request.post(`${api}/orders`, {
      data: { orderType: 'takeout', items: [{ menuItemId: tea.id, quantity: 1 }] },
    }),
  )
  const item = async (id: number) =>
    (
      await json<{ id: number; soldOut: boolean; remaining: number | null }[]>(await staff.request.get(`${api}/menu`))
    ).find((i) => i.id === id)!

  // The waiter's phone: the card's 估清, then 剩 3 份 — two taps.
  await staff.goto(`/mobile/staff?tableId=${table.id}`)
  const card = (name: string) => staff.getByTestId('menu-card').filter({ hasText: name })
  await card('滷肉飯').getByRole('button', { name: '估清：滷肉飯' }).click()
  await staff.getByRole('button', { name: '剩 3 份' }).click()
  await expect(card('滷肉飯')).toContainText('剩 3 份')
  expect(await item(rice.id)).toMatchObject({ soldOut: false, remaining: 3 })
  await expect(card('蛋餅')).toContainText(`供應 每天 ${later[0].from}–${later[0].to}`)
  await expect(card('蛋餅').getByRole('button', { name: '非供應時段 蛋餅' })).toBeDisabled()
  await staff.screenshot({ path: `${SCREENS}/staff-phone-portions-390x844.png` })
  await card('滷肉飯').getByRole('button', { name: '估清：滷肉飯' }).click()
  await staff.getByRole('button', { name: '估清（售完）' }).click()
  await expect(card('滷肉飯').getByRole('button', { name: '售完 滷肉飯' })).toBeDisabled()

  // The kitchen: the dish on a ticket, 估清 then 售完 — two taps.
  await staff.goto('/mobile/kitchen')
  const ticket = staff.getByTestId('kitchen-card').filter({ hasText: order.orderNumber })
  await ticket.getByRole('button', { name: '估清：紅茶' }).click()
  await staff.getByRole('button', { name: '估清（售完）' }).click()
  await expect.poll(async () => (await item(tea.id)).soldOut).toBe(true)
  await ticket.getByRole('button', { name: '估清：紅茶' }).click()
  await expect(staff.getByRole('button', { name: '取消估清' })).toBeVisible()
  await staff.screenshot({ path: `${SCREENS}/kitchen-portions-390x844.png` })
  await staff.getByRole('button', { name: '取消估清' }).click()
  await expect.poll(async () => (await item(tea.id)).soldOut).toBe(false)

  // The diner's page: 蛋餅 greyed with its hours.
  const qr = await json<{ customerUrl: string }>(await staff.request.get(`${api}/tables/${table.id}/qr`))
  const diner = await (await browser.newContext({ ...PHONE, baseURL })).newPage()
  await diner.goto(qr.customerUrl)
  const dinerCard = diner.getByTestId('menu-card').filter({ hasText: '蛋餅' })
  await expect(dinerCard).toContainText(`供應 每天 ${later[0].from}–${later[0].to}`)
  await expect(dinerCard.getByRole('button', { name: '非供應時段 蛋餅' })).toBeDisabled()
  await diner.screenshot({ path: `${SCREENS}/diner-hours-390x844.png` })
  await context.close()
})
