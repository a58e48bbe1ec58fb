import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { createStore, expect, json, signIn, test } from './fixtures'

// A manager composes 便當套餐 NT$150 on the item form without a manual: 主餐 排骨飯 / 雞腿飯 +10,
// 湯 玉米濃湯 (a fixed part), 飲料 紅茶 / 奶茶 +10, moved above 湯; a blank slot is refused with a
// message. The cashier then orders it at the POS: 雞腿飯 with 奶茶 costs NT$170.
const SCREENS = '.test-output/screens'
const SET = '便當套餐'

type Item = { id: number; setSlots: { name: string; choices: { name: string; price: string }[] }[] }

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!
  await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png` })
}

test('a 套餐 composed on the item form is ordered at the POS at its price', async ({ page, owner }) => {
  mkdirSync(SCREENS, { recursive: true })
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '套餐編輯店', code: 'SLOT1' })
  const api = `/api/stores/${storeId}`
  const add = (name: string, basePrice: string, categoryId: string) =>
    page.request.post(`${api}/menu`, { data: { name, basePrice, categoryId } }).then((r) => json<Item>(r))
  for (const [name, price, category] of [
    ['排骨飯', '100.00', 'food'],
    ['雞腿飯', '110.00', 'food'],
    ['玉米濃湯', '30.00', 'soup'],
    ['紅茶', '25.00', 'drink'],
    ['綠茶', '25.00', 'drink'],
    ['奶茶', '35.00', 'drink'],
  ])
    await add(name, price, category)
  const set = await add(SET, '150.00', 'food')

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/menu-management')
  await page.getByRole('button', { name: `編輯 ${SET}` }).click()
  const form = page.getByRole('form', { name: '編輯菜單項目' })
  const section = form.getByRole('group', { name: '套餐內容' })
  await expect(section).toContainText('不是套餐（單點品項）')
  const slot = async (n: number, name: string, items: string[]) => {
    await section.getByRole('button', { name: '＋ 加入一項' }).click()
    await section.getByLabel(`第 ${n} 項名稱`).fill(name)
    for (const item of items) await section.getByLabel(`「${name}」加入品項`).selectOption({ label: item })
  }
  await slot(1, '主餐', ['排骨飯', '雞腿飯'])
  // The set itself is never offered as its own part.
  await expect(section.getByLabel('「主餐」加入品項').locator('option')).not.toContainText([SET])
  await section.getByLabel('雞腿飯 加價（NT$）').fill('10')
  await slot(2, '湯', ['玉米濃湯'])
  await slot(3, '飲料', ['紅茶', '綠茶', '奶茶'])
  await section.getByLabel('奶茶 加價（NT$）').fill('10')
  await section.getByRole('button', { name: '從「飲料」移除 綠茶' }).click()
  await section.getByRole('button', { name: '將「飲料」上移' }).click()
  const slots = section.locator('.set-slot')
  await expect(slots).toHaveCount(3)
  await expect(slots.nth(1)).toContainText('顧客選 1 樣')
  await expect(slots.nth(2)).toContainText('固定內容')

  // A slot left blank is named, and nothing is saved until it is fixed.
  await section.getByRole('button', { name: '＋ 加入一項' }).click()
  await form.getByRole('button', { name: '儲存變更' }).click()
  await expect(section.getByRole('alert')).toHaveText('第 4 項請輸入名稱（如 主餐）')
  await section.getByRole('button', { name: '移除「第 4 項」' }).click()
  await section.scrollIntoViewIfNeeded()
  await shot(page, 'set-slot-editor')
  await page.setViewportSize({ width: 1024, height: 768 })
  await section.scrollIntoViewIfNeeded()
  await expect(form.getByRole('button', { name: '儲存變更' })).toBeInViewport()
  await shot(page, 'set-slot-editor')
  await form.getByRole('button', { name: '儲存變更' }).click()
  await expect(form).toBeHidden()

  const saved = await json<Item>(await page.request.get(`${api}/menu/${set.id}`))
  expect(saved.setSlots.map((s) => [s.name, s.choices.map((c) => `${c.name} ${c.price}`)])).toEqual([
    ['主餐', ['排骨飯 0.00', '雞腿飯 10.00']],
    ['飲料', ['紅茶 0.00', '奶茶 10.00']],
    ['湯', ['玉米濃湯 0.00']],
  ])

  // The POS: 雞腿飯 +10 and 奶茶 +10 on the set's NT$150.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/pos')
  await page.getByTestId('pos-item').filter({ hasText: SET }).click()
  const dialog = page.getByRole('dialog', { name: SET })
  await dialog.getByRole('radio', { name: '雞腿飯' }).check()
  await dialog.getByRole('radio', { name: '奶茶' }).check()
  await expect(dialog.getByRole('radio', { name: '玉米濃湯' })).toBeChecked()
  await expect(dialog.getByRole('button', { name: /加入購物車/ })).toHaveText('加入購物車 · NT$170')
  await dialog.getByRole('button', { name: /加入購物車/ }).click()
  await expect(page.getByTestId('cart-line')).toContainText('雞腿飯／奶茶／玉米濃湯')
  await expect(page.getByTestId('cart-line')).toContainText('NT$170')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  const created = page.waitForResponse((r) => r.url().endsWith('/orders') && r.request().method() === 'POST')
  await page.getByRole('button', { name: '送出訂單' }).click()
  const order = (await (await created).json()) as { items: { name: string; unitPrice: string }[] }
  expect(order.items.map((i) => [i.name, i.unitPrice])).toEqual([[SET, '170.00']])
})
