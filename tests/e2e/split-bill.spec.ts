import type { APIRequestContext, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// A dine-in bill split in two at the table checkout (分開結帳 → 均分 2 份), one part
// paid in cash with change, the other by card; the table clears when the last part is paid. Then a
// seated table moves to a free one (換桌). Screenshots at 1366×768 under .test-output/screens/; the
// split by amount on the counter's keypad at 1024×768 and 1366×768, and item 9's reprint on the
// phone's counter (390×844).

/** A fresh store with a NT$335 dish; A1 seated with one order (335 + 10% fee 34 = 369), C1 seated, B1 and D1 free. */
async function seatedStore(request: APIRequestContext, owner: Account, tag: string) {
  await signIn(request, owner)
  const storeId = await createStore(request, { name: `分帳測試店 ${tag}`, code: `SP${tag}` })
  const api = `/api/stores/${storeId}`
  const dish = await json<{ id: number }>(
    await request.post(`${api}/menu`, {
      data: { name: '招牌牛肉麵', basePrice: '335.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  const tables: Record<string, number> = {}
  for (const number of ['A1', 'B1', 'C1', 'D1'])
    tables[number] = (
      await json<{ id: number }>(await request.post(`${api}/tables`, { data: { number, seats: 4 } }))
    ).id
  for (const number of ['A1', 'C1'])
    await json(await request.post(`${api}/tables/${tables[number]}/open`, { data: { guestCount: 2 } }))
  const order = await json<{ total: string }>(
    await request.post(`${api}/orders`, {
      data: { tableId: tables.A1, items: [{ menuItemId: dish.id, quantity: 1 }] },
    }),
  )
  return { storeId, tables, order }
}

const card = (page: Page, number: string) => page.locator(`[data-testid="table-card"][aria-label="桌 ${number}"]`)

test('a dine-in bill split in two: cash with change and card; the table clears; then 換桌', async ({ page, owner }) => {
  const { order } = await seatedStore(page.request, owner, 'A')
  expect(order.total).toBe('369.00')
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/tables')
  await expect(card(page, 'A1').getByTestId('table-outstanding')).toHaveText('NT$369')

  await card(page, 'A1').getByRole('button', { name: '分開結帳' }).click()
  const dialog = page.getByRole('dialog', { name: '分開結帳：桌號 A1' })
  await expect(dialog.getByRole('radio', { name: '均分' })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByTestId('split-preview')).toContainText('NT$185')
  await expect(dialog.getByTestId('split-preview')).toContainText('NT$184')
  await dialog.getByRole('button', { name: '確認分帳' }).click()
  const parts = dialog.getByTestId('split-part')
  await expect(parts).toHaveCount(2)
  await expect(parts.nth(0)).toContainText('NT$185')
  await expect(parts.nth(1)).toContainText('NT$184')

  // Part 1 in cash: NT$500 handed over, NT$315 change.
  await parts.nth(0).getByRole('button', { name: '收款' }).click()
  const pay = dialog.getByTestId('split-pay')
  await expect(pay.getByRole('radio', { name: '現金' })).toHaveAttribute('aria-checked', 'true')
  await pay.getByRole('button', { name: '500', exact: true }).click()
  await expect(pay.getByTestId('cash-change')).toContainText('NT$315')
  await page.screenshot({ path: '.test-output/screens/split-bill-cash-1366.png' })
  await pay.getByRole('button', { name: '確認收款 NT$185' }).click()
  await expect(parts.nth(0)).toContainText('已收款 · 現金 · 找零 NT$315')
  await expect(card(page, 'A1').getByTestId('table-outstanding')).toHaveText('NT$184')

  // Part 2 by card: the bill is settled and the table clears by itself.
  await parts.nth(1).getByRole('button', { name: '收款' }).click()
  await pay.getByRole('radio', { name: '信用卡' }).click()
  await pay.getByRole('button', { name: '確認收款 NT$184' }).click()
  // The parts stay on screen, both paid, until 完成.
  await expect(dialog.getByRole('status')).toHaveText('全部收齊，桌號 A1 已清桌')
  await expect(parts.nth(1)).toContainText('已收款 · 信用卡')
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page, 'A1').getByTestId('table-session')).toHaveCount(0)
  await expect(card(page, 'A1')).toContainText('空桌')

  // 換桌: C1's guests move to D1; C1 is free again.
  await card(page, 'C1').getByRole('button', { name: '換桌' }).click()
  const move = page.getByRole('dialog', { name: '換桌：桌號 C1 換到…' })
  await expect(move.getByRole('listitem')).toHaveText(['A14 人座', 'B14 人座', 'D14 人座'])
  await page.screenshot({ path: '.test-output/screens/split-bill-move-1366.png' })
  await move.getByRole('listitem').filter({ hasText: 'D1' }).click()
  await expect(page.getByText('桌號 C1 已換到 D1')).toBeVisible()
  await expect(card(page, 'D1').getByTestId('table-session')).toBeVisible()
  await expect(card(page, 'C1').getByTestId('table-session')).toHaveCount(0)
  await page.screenshot({ path: '.test-output/screens/split-bill-after-1366.png' })
})

test('1024×768: split by amount on the keypad, the last part takes the rest; a 0 amount is refused in zh-TW', async ({
  page,
  owner,
}) => {
  await seatedStore(page.request, owner, 'B')
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/tables')
  await card(page, 'A1').getByRole('button', { name: '分開結帳' }).click()
  const dialog = page.getByRole('dialog', { name: '分開結帳：桌號 A1' })
  await dialog.getByRole('radio', { name: '依金額' }).click()
  const keypad = dialog.getByRole('group', { name: '數字鍵盤' })
  const key = (k: string) => keypad.getByRole('button', { name: k, exact: true }).click()
  await key('0')
  await dialog.getByRole('button', { name: '確認分帳' }).click()
  await expect(page.getByText('每一份的金額至少要 NT$1，請減少份數或調整金額')).toBeVisible()
  // The keypad types into the box last chosen: part 1, then part 2 once it is added.
  await keypad.getByRole('button', { name: '刪除一位' }).click()
  for (const k of ['1', '00']) await key(k)
  await expect(dialog.getByLabel('第 1 份金額')).toHaveValue('100')
  await dialog.getByRole('button', { name: '再加一份' }).click()
  for (const k of ['5', '0']) await key(k)
  await expect(dialog.getByLabel('第 2 份金額')).toHaveValue('50')
  await expect(dialog.getByLabel('第 1 份金額')).toHaveValue('100')
  await expect(dialog.getByTestId('split-preview')).toContainText('NT$219')
  await expect(keypad).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: '.test-output/screens/split-bill-amount-1024.png' })
  await page.setViewportSize({ width: 1366, height: 768 })
  await expect(keypad).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: '.test-output/screens/split-bill-amount-1366.png' })
  await dialog.getByLabel('第 2 份金額').locator('..').getByRole('button', { name: '移除' }).click()
  await dialog.getByRole('button', { name: '確認分帳' }).click()
  await expect(dialog.getByTestId('split-part')).toHaveCount(2)
  await expect(dialog.getByTestId('split-part').nth(1)).toContainText('NT$269')
})

test(`phone 390×844: the counter checkout reprints (補印) and splits the bill in two; the last part clears the \
table`, async ({ page, owner }) => {
  await seatedStore(page.request, owner, 'C')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/mobile/counter')
  await page.getByRole('tab', { name: /結帳/ }).click()
  await page.getByTestId('checkout-card').filter({ hasText: 'A1' }).click()
  const detail = page.getByRole('dialog', { name: '訂單詳情 - 桌號 A1' })
  await expect(detail.getByRole('button', { name: '補印收據' })).toBeVisible()
  await expect(detail.getByRole('button', { name: '補印廚房單' })).toBeVisible()
  await detail.getByRole('button', { name: '補印收據' }).click()
  // No receipt printer in this store: the copy is shown on screen, marked 補印.
  const receipt = page.getByRole('dialog', { name: '收據' })
  await expect(receipt.getByTestId('receipt-sheet')).toContainText('*** 補印 ***')
  await page.screenshot({ path: '.test-output/screens/split-bill-counter-reprint-390x844.png' })
  await receipt.getByRole('button', { name: '關閉' }).last().click()

  await detail.getByRole('button', { name: '分開結帳' }).click()
  const dialog = page.getByRole('dialog', { name: '分開結帳：桌號 A1' })
  await dialog.getByRole('button', { name: '確認分帳' }).click()
  const parts = dialog.getByTestId('split-part')
  await parts.nth(0).getByRole('button', { name: '收款' }).click()
  const pay = dialog.getByTestId('split-pay')
  await pay.getByRole('radio', { name: 'LINE Pay' }).click()
  await page.screenshot({ path: '.test-output/screens/split-bill-counter-390x844.png' })
  await pay.getByRole('button', { name: '確認收款 NT$185' }).click()
  await expect(parts.nth(0)).toContainText('已收款 · LINE Pay')
  await parts.nth(1).getByRole('button', { name: '收款' }).click()
  await pay.getByRole('button', { name: '剛好' }).click()
  await expect(pay.getByTestId('cash-change')).toContainText('NT$0')
  await pay.getByRole('button', { name: '確認收款 NT$184' }).click()
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(page.getByRole('dialog', { name: '清桌成功！' })).toBeVisible()
})
