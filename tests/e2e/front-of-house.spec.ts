import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// The money path: a table is created and opened on /tables, an order with a size is sent
// at /pos, advanced to completed on /orders, paid and cleared on /tables; and a change made by
// another device shows up without a reload.
test.describe.configure({ mode: 'serial' })

let storeId = 0
const tableNumber = 'E-1'

/**
 * A store of our own, made current, with an item in its default 主食 (food) category that has two sizes and spice levels.
 */
async function seedStore(request: APIRequestContext, owner: Account) {
  await signIn(request, owner)
  storeId = await createStore(request, { name: '前場測試店', code: 'FOH1' })
  // The spec's counter flow clears a paid table by hand (清桌, its confirm and 清桌成功): this store
  // turns 結帳後自動清桌 off.
  await json(await request.patch(`/api/stores/${storeId}`, { data: { settings: { autoClearWhenPaid: false } } }))
  await json(
    await request.post(`/api/stores/${storeId}/menu`, {
      data: {
        name: '牛肉麵',
        basePrice: '150.00',
        categoryId: 'food',
        status: 'available',
        isActive: true,
        sizeOptions: [
          { name: '小碗', price: '150.00' },
          { name: '大碗', price: '190.00' },
        ],
        spiceLevels: ['不辣', '小辣'],
        addOns: [{ name: '加麵', price: '20.00' }],
      },
    }),
  )
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const card = (page: Page) =>
  page.getByTestId('table-card').filter({ has: page.getByRole('heading', { name: tableNumber, exact: true }) })

test('open a table, order at /pos, advance, pay and clear', async ({ page, owner }) => {
  await seedStore(page.request, owner)

  // /tables: the new store has no tables yet → add the first one, then seat 2 guests.
  await page.goto('/tables')
  await expect(page.getByText('尚未建立任何桌位')).toBeVisible()
  await page.getByRole('button', { name: '新增第一張桌位' }).click()
  const add = page.getByRole('dialog', { name: '新增桌位' })
  await add.getByLabel('桌號').fill(tableNumber)
  await add.getByLabel('座位數').fill('4')
  await add.getByRole('button', { name: '新增' }).click()
  await expect(status(page, '桌位已新增')).toBeVisible()
  await expect(card(page)).toContainText('4 人座')
  await expect(card(page)).toContainText('空桌')

  await card(page).getByRole('button', { name: '開桌' }).click()
  const open = page.getByRole('dialog', { name: `開桌：桌號 ${tableNumber}` })
  await expect(open.getByLabel('其他人數')).toHaveValue('4')
  await open.getByRole('button', { name: '2', exact: true }).click()
  await open.getByRole('button', { name: '開桌' }).click()
  await expect(status(page, `桌號 ${tableNumber} 已開桌`)).toBeVisible()
  await expect(card(page).getByTestId('table-session')).toContainText('2 位')

  // The table's diner QR: drawn in the browser, saved as a PNG named by the table number.
  await card(page).getByRole('button', { name: 'QR Code' }).click()
  const qr = page.getByRole('dialog', { name: `桌號 ${tableNumber} 的 QR Code` })
  await expect(qr.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/)
  await expect(qr.getByTestId('qr-url')).toContainText(`/qr-order?store=${storeId}&table=`)
  const png = page.waitForEvent('download')
  await qr.getByRole('button', { name: '下載圖片' }).click()
  expect((await png).suggestedFilename()).toBe(`桌號-${tableNumber}.png`)
  await qr.getByRole('button', { name: '關閉' }).click()

  // /pos: choose the table, add the item as 大碗, send.
  await page.getByRole('link', { name: '點餐系統' }).click()
  const send = page.getByRole('button', { name: '送出訂單' })
  await expect(send).toBeDisabled()
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: `${tableNumber}（2 位）` })
  await page.getByTestId('pos-item').filter({ hasText: '牛肉麵' }).click()
  const options = page.getByRole('dialog', { name: '牛肉麵' })
  await expect(options.getByRole('radio', { name: /小碗/ })).toHaveAttribute('aria-checked', 'true')
  await expect(options.getByRole('radio', { name: '不辣' })).toHaveAttribute('aria-checked', 'true')
  await options.getByRole('radio', { name: /大碗/ }).click()
  await options.getByRole('button', { name: /加入購物車/ }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText('大碗 · 不辣')
  await expect(page.getByTestId('pos-total')).toHaveText('NT$209')
  await send.click()
  await expect(status(page, '訂單已送出')).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  // The table stays chosen for its next round (加點).
  await expect(page.getByLabel('桌號', { exact: true })).not.toHaveValue('')

  // /orders: the order is there; advance it one step at a time to 已送達 (completed).
  await page.getByRole('link', { name: '訂單管理' }).click()
  const row = page.getByTestId('order-row').filter({ hasText: tableNumber })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('待確認')
  await row.getByRole('button', { name: '查看' }).click()
  const detail = page.getByTestId('order-detail')
  await expect(detail).toContainText('牛肉麵')
  await expect(detail).toContainText('大碗 · 不辣')
  await expect(detail).toContainText('NT$209')
  await page
    .getByRole('dialog', { name: /訂單詳情/ })
    .getByRole('button', { name: '關閉' })
    .click()
  for (const [button, label] of [
    ['確認訂單', '已確認'],
    ['開始製作', '製作中'],
    ['製作完成', '已完成'],
    ['完成送達', '已送達'],
  ]) {
    await row.getByRole('button', { name: button }).click()
    await expect(row).toContainText(label)
  }
  await expect(status(page, '訂單狀態已更新').first()).toBeVisible()
  await expect(row.getByTestId('advance-order')).toHaveCount(0)
  await page.getByLabel('搜尋訂單編號或桌號').fill(tableNumber)
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  const csv = page.waitForEvent('download')
  await page.getByRole('button', { name: '匯出 CSV' }).click()
  const file = await csv
  expect(file.suggestedFilename()).toMatch(/^訂單-\d{8}\.csv$/)
  const text = readFileSync((await file.path())!, 'utf8')
  expect(text.startsWith('\uFEFF訂單編號,')).toBe(true)
  expect(text).toContain(`,${tableNumber},內用,已送達,`)

  // /tables in a 電子發票 store: the table's 收款 asks for the 發票 choice like the POS's.
  const einvoice = (mode: string) =>
    page.request.put(`/api/stores/${storeId}/einvoice/settings`, {
      data:
        mode === 'einvoice'
          ? {
              mode,
              sellerId: '04595257',
              sellerName: '好味小吃店',
              aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
              paperWidth: 58,
            }
          : { mode },
    })
  await json(await einvoice('einvoice'))
  await page.goto('/tables')
  await card(page).getByRole('button', { name: '收款' }).click()
  let pay = page.getByRole('dialog', { name: `收款 - 桌號 ${tableNumber}` })
  await expect(
    pay.getByRole('radiogroup', { name: '發票' }).getByRole('radio', { name: '列印證明聯' }),
  ).toHaveAttribute('aria-checked', 'true')
  await pay.getByRole('button', { name: '取消' }).click()
  await json(await einvoice('off'))
  await page.goto('/tables')

  // Pay part of what is owed (prefilled); 0 or more than owed is answered beside the box and nothing is sent.
  await expect(card(page).getByTestId('table-outstanding')).toHaveText('NT$209')
  await card(page).getByRole('button', { name: '收款' }).click()
  pay = page.getByRole('dialog', { name: `收款 - 桌號 ${tableNumber}` })
  await expect(pay.getByRole('radiogroup', { name: '發票' })).toHaveCount(0)
  const amount = pay.getByLabel('收款金額')
  await expect(amount).toHaveValue('209')
  await amount.fill('210')
  await expect(pay.getByText('收款金額 NT$210 超過未付金額 NT$209')).toBeVisible()
  await amount.fill('0')
  await pay.getByRole('radio', { name: '信用卡' }).click()
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByText('請輸入有效的收款金額（大於 0，最多兩位小數）')).toBeVisible()
  await expect(card(page).getByTestId('table-outstanding')).toHaveText('NT$209')
  await amount.fill('9')
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByTestId('pay-done')).toContainText(`桌號 ${tableNumber} 已收款`)
  await expect(pay.getByTestId('pay-done')).toContainText('收款 NT$9（信用卡）')
  await pay.getByRole('button', { name: '完成' }).click()
  await expect(card(page).getByTestId('table-outstanding')).toHaveText('NT$200')

  // The rest in cash, with the change shown on the 完成 screen; then clear the table.
  await card(page).getByRole('button', { name: '收款' }).click()
  await expect(amount).toHaveValue('200')
  await pay.getByRole('group', { name: '快速金額' }).getByRole('button', { name: '500' }).click()
  await expect(pay.getByTestId('cash-change')).toContainText('NT$300')
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByTestId('paid-change')).toContainText('NT$300')
  await pay.getByRole('button', { name: '完成' }).click()
  await expect(card(page).getByTestId('table-outstanding')).toHaveText('NT$0')
  await card(page).getByRole('button', { name: '清桌' }).click()
  await page
    .getByRole('dialog', { name: `確定要清理桌號 ${tableNumber} 嗎？` })
    .getByRole('button', { name: '確認清桌' })
    .click()
  await expect(status(page, '清桌成功')).toBeVisible()
  await expect(card(page)).toContainText('空桌')
  await expect(card(page).getByRole('button', { name: '開桌' })).toBeVisible()
  await expect(card(page).getByTestId('table-session')).toHaveCount(0)
})

test('another device opening a table or sending an order shows up without a reload', async ({
  page,
  browser,
  baseURL,
  owner,
}) => {
  await signIn(page.request, owner)
  await page.goto('/tables')
  await expect(card(page)).toContainText('空桌')

  const other = await browser.newContext({ baseURL })
  try {
    await signIn(other.request, owner)
    const tables = await json<{ id: number; number: string }[]>(
      await other.request.get(`/api/stores/${storeId}/tables`),
    )
    const table = tables.find((t) => t.number === tableNumber)!
    await json(await other.request.post(`/api/stores/${storeId}/tables/${table.id}/open`, { data: { guestCount: 3 } }))
    // No reload: the event stream makes the card show the session.
    await expect(card(page).getByTestId('table-session')).toContainText('3 位')
    await expect(card(page)).toContainText('使用中')

    await page.getByRole('link', { name: '訂單管理' }).click()
    await expect(page.getByTestId('order-row').filter({ hasText: tableNumber })).toHaveCount(1)
    const menu = await json<{ id: number }[]>(await other.request.get(`/api/stores/${storeId}/menu`))
    await json(
      await other.request.post(`/api/stores/${storeId}/orders`, {
        data: {
          tableId: table.id,
          items: [{ menuItemId: menu[0]!.id, quantity: 2, options: { size: '小碗', spice: '小辣' } }],
        },
      }),
    )
    await expect(page.getByTestId('order-row').filter({ hasText: tableNumber })).toHaveCount(2)
  } finally {
    await other.close()
  }
})

test('a send whose answer is lost is retried with the same key: one order, not two', async ({ page, owner }) => {
  await signIn(page.request, owner)
  const countOrders = async () =>
    (await json<unknown[]>(await page.request.get(`/api/stores/${storeId}/orders?limit=500`))).length
  const before = await countOrders()
  await page.goto('/pos')
  await page.getByTestId('pos-item').filter({ hasText: '牛肉麵' }).click()
  await page
    .getByRole('dialog', { name: '牛肉麵' })
    .getByRole('button', { name: /加入購物車/ })
    .click()
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })

  // The server takes the order, but its answer never reaches the browser.
  const sentKeys: string[] = []
  await page.route('**/api/stores/*/orders', async (route) => {
    sentKeys.push((route.request().postDataJSON() as { clientOrderId: string }).clientOrderId)
    await route.fetch()
    await route.abort('failed')
  })
  await page.getByRole('button', { name: '送出訂單' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '送單失敗' })).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.unroute('**/api/stores/*/orders')

  const replay = page.waitForResponse(
    (r) => r.url().endsWith(`/api/stores/${storeId}/orders`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: '送出訂單' }).click()
  const answer = await replay
  expect((answer.request().postDataJSON() as { clientOrderId: string }).clientOrderId).toBe(sentKeys[0])
  expect(answer.headers()['idempotent-replay']).toBe('true')
  await expect(status(page, '訂單已送出')).toBeVisible()
  expect(await countOrders()).toBe(before + 1)
})
