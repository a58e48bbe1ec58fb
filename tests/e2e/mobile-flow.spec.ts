import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// On phones: the counter seats a table, a diner orders from the table's QR link, the
// kitchen (signed in with a PIN) sees the ticket without a reload and makes it (completing one
// ticket by swiping), the waiter sees the ready alert, the counter takes payment and clears the
// table, and the diner's old link is then refused.

const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
}
const tableNumber = 'M-1'
const waiter = { username: 'waiter', password: 'secret123', pin: '2468' }

/** Store, a menu item, a 4-seat table and a waiter with a PIN, all through the API. */
async function seed(request: APIRequestContext, owner: Account) {
  await signIn(request, owner)
  const storeId = await createStore(request, { name: '行動測試店', code: 'MOB1' })
  await json(
    await request.post(`/api/stores/${storeId}/menu`, {
      data: {
        name: '滷肉飯',
        description: '手切五花慢滷',
        basePrice: '35.00',
        categoryId: 'food',
        status: 'available',
        isActive: true,
      },
    }),
  )
  const table = await json<{ id: number }>(
    await request.post(`/api/stores/${storeId}/tables`, { data: { number: tableNumber, seats: 4 } }),
  )
  const user = await json<{ id: number }>(
    await request.post('/api/users', {
      data: { username: waiter.username, password: waiter.password, role: 'staff', storeIds: [storeId] },
    }),
  )
  await json(await request.post(`/api/users/${user.id}/pin`, { data: { pin: waiter.pin } }))
  const qr = await json<{ customerUrl: string }>(await request.get(`/api/stores/${storeId}/tables/${table.id}/qr`))
  return { storeId, tableId: table.id, customerUrl: qr.customerUrl }
}

async function newPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...phone, baseURL })
  return context.newPage()
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const warning = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

/** The PIN card: username, a wrong PIN first when asked, then the right one on the keypad. */
async function pinSignIn(page: Page, opts: { wrongFirst?: boolean } = {}) {
  const card = page.getByRole('form', { name: '員工快速登入' })
  await card.getByLabel('帳號').fill(waiter.username)
  const type = async (pin: string) => {
    for (const digit of pin) await card.getByRole('button', { name: digit, exact: true }).click()
    await expect(card.getByTestId('pin-dots')).toHaveAttribute('aria-label', `PIN 碼 ${pin.length}/6`)
    await card.getByRole('button', { name: '登入', exact: true }).click()
  }
  if (opts.wrongFirst) {
    await type('1111')
    await expect(card.getByRole('alert')).toHaveText('失敗次數 1/5')
  }
  await type(waiter.pin)
  await expect(card).toBeHidden()
}

/** A real touch swipe to the left (CDP touch events, so pointer events come as a finger's). */
async function swipeLeft(page: Page, selector: ReturnType<Page['locator']>, distance = 100) {
  const box = await selector.boundingBox()
  if (!box) throw new Error('card not on screen')
  const cdp = await page.context().newCDPSession(page)
  // The middle of the card: toasts stack over the top of the screen.
  const y = box.y + box.height / 2
  const x0 = box.x + box.width - 30
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] })
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 - (distance * i) / 10, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test('QR order on a phone: kitchen, waiter and counter follow live; the old link dies with the table', async ({
  browser,
  request,
  baseURL,
  owner,
}) => {
  test.setTimeout(120_000)
  const { tableId, customerUrl } = await seed(request, owner)

  // The diner scans before the table is open: a blocking page that checks by itself.
  const diner = await newPhone(browser, baseURL)
  await diner.goto(customerUrl)
  await expect(diner.getByRole('heading', { name: '桌位未開桌' })).toBeVisible()
  await expect(diner.getByText('系統每 5 秒自動確認一次')).toBeVisible()

  // Kitchen: staff screens ask for the PIN; a wrong one counts n/5.
  const kitchen = await newPhone(browser, baseURL)
  await kitchen.goto('/mobile/kitchen')
  await pinSignIn(kitchen, { wrongFirst: true })
  await expect(kitchen.getByRole('heading', { name: '廚房出餐' })).toBeVisible()
  await expect(kitchen.getByText('暫無訂單')).toBeVisible()

  // Counter: a guest count first, then the recommended table.
  const counter = await newPhone(browser, baseURL)
  await counter.goto('/mobile/counter')
  await pinSignIn(counter)
  const seat = counter.getByTestId('seat-card').filter({ hasText: tableNumber })
  await seat.getByRole('button', { name: '開桌' }).click()
  await expect(warning(counter, '請先選擇人數')).toBeVisible()
  await counter.getByRole('button', { name: '4 人', exact: true }).click()
  await expect(seat).toContainText('推薦')
  await seat.getByRole('button', { name: '開桌' }).click()
  await expect(counter.getByText('開桌成功')).toBeVisible()
  // On a phone /pos is redirected (spec §2.1), so 去點餐 opens the waiter's ordering screen with the table.
  await expect(counter.getByRole('link', { name: '去點餐' })).toHaveAttribute(
    'href',
    `/mobile/staff?tableId=${tableId}`,
  )
  await expect(counter.getByRole('link', { name: '顧客掃碼點餐' })).toHaveAttribute('href', customerUrl)
  await counter.getByRole('link', { name: '去點餐' }).click()
  await expect(counter.getByRole('button', { name: /送餐桌位/ })).toContainText(tableNumber)
  await counter.goto('/mobile/counter')

  // The diner's page moves on by itself and orders two portions with a note.
  await expect(diner.getByRole('heading', { name: '智慧點餐' })).toBeVisible({ timeout: 10_000 })
  await diner.getByRole('button', { name: '加入購物車 滷肉飯' }).click()
  await diner.getByRole('button', { name: '增加 滷肉飯' }).click()
  await diner.getByRole('button', { name: '查看購物車' }).click()
  await expect(diner.getByTestId('cart-total')).toHaveText('NT$77')
  await diner.getByRole('button', { name: '確認送出訂單' }).click()
  const confirm = diner.getByRole('dialog', { name: '確認訂單' })
  await confirm.getByLabel('備註（選填）').fill('不要香菜')
  await confirm.getByRole('button', { name: '確認送出', exact: true }).click()
  const sent = diner.getByRole('dialog', { name: '訂單已送出！' })
  await expect(sent.locator('.sent-number')).toHaveText(/^\s*#?\s*\d{8}-\d{3}\s*$/)
  const dinerOrder = ((await sent.locator('.sent-number').textContent()) ?? '').replace('#', '').trim()
  await sent.getByRole('button', { name: '查看訂單' }).click()
  const orders = diner.getByRole('dialog', { name: '本桌訂單' })
  const myOrder = orders.getByTestId('diner-order').filter({ hasText: dinerOrder })
  await expect(myOrder).toContainText('待確認')
  await expect(myOrder).toContainText('不要香菜')

  // The waiter adds a drink order from the staff phone.
  const staff = await newPhone(browser, baseURL)
  await staff.goto('/mobile/staff')
  await pinSignIn(staff)
  await staff.getByRole('button', { name: '加入 滷肉飯' }).click()
  await staff.getByRole('button', { name: '提交訂單' }).click()
  await expect(warning(staff, '請選擇桌位')).toBeVisible()
  await staff
    .getByRole('dialog', { name: '選擇桌位' })
    .getByRole('button', { name: new RegExp(tableNumber) })
    .click()
  await staff.getByRole('button', { name: '提交訂單' }).click()
  await staff.getByRole('dialog', { name: '確認訂單' }).getByRole('button', { name: '確認送單' }).click()
  await expect(toast(staff, '訂單提交成功！')).toBeVisible()

  // Kitchen, without a reload: both tickets arrive; one completes by button, one by swiping.
  const ticket = (number: string) => kitchen.getByTestId('kitchen-card').filter({ hasText: number })
  await expect(ticket(dinerOrder)).toBeVisible({ timeout: 10_000 })
  await expect(ticket(dinerOrder)).toContainText('不要香菜')
  await expect(kitchen.getByRole('tab', { name: /待製作/ })).toContainText('2')
  for (let i = 0; i < 2; i++) {
    await kitchen.getByTestId('kitchen-card').first().getByRole('button', { name: '接單製作' }).click()
    await expect(toast(kitchen, '已接單，開始製作').first()).toBeVisible()
  }
  await expect(kitchen.getByText('暫無訂單')).toBeVisible()
  await kitchen.getByRole('tab', { name: /製作中/ }).click()
  await expect(kitchen.getByText('向左滑動快速完成').first()).toBeVisible()
  await swipeLeft(kitchen, ticket(dinerOrder).locator('.k-card'))
  await ticket(dinerOrder).getByRole('button', { name: '✓ 完成' }).click()
  await expect(toast(kitchen, '已完成，待出餐')).toBeVisible()
  await kitchen.getByTestId('kitchen-card').first().getByRole('button', { name: '完成出餐' }).click()
  await kitchen.getByRole('tab', { name: /待出餐/ }).click()
  await expect(kitchen.getByTestId('kitchen-card')).toHaveCount(2)
  await expect(ticket(dinerOrder)).toContainText('已完成 - 待出餐')

  // The diner's open order list has followed along, without a reload.
  await expect(myOrder).toContainText('已完成')

  // The waiter's tables view raises the ready alert; serving takes the ticket off the pass.
  await staff.getByRole('link', { name: /桌位/ }).click()
  await expect(staff.getByRole('tab', { name: /需服務/ })).toContainText('1')
  const myTable = staff.getByTestId('staff-table').filter({ hasText: tableNumber })
  await expect(myTable).toContainText('餐點已備好')
  await myTable.getByRole('button', { name: '已送餐' }).click()
  await expect(myTable).not.toContainText('餐點已備好')
  await expect(kitchen.getByTestId('kitchen-card')).toHaveCount(1)

  // Counter: checkout shows what is owed; pay it all by card, then clear the table.
  await counter.getByRole('tab', { name: /結帳/ }).click()
  await counter.getByTestId('checkout-card').filter({ hasText: tableNumber }).click()
  const detail = counter.getByRole('dialog', { name: `訂單詳情 - 桌號 ${tableNumber}` })
  await expect(detail.getByTestId('outstanding')).toHaveText('NT$116') // 3 × NT$35 + the fee NT$10.50 → NT$11
  await expect(detail).toContainText('未付款')
  await detail.getByRole('button', { name: '收款結帳' }).click()
  const pay = counter.getByRole('dialog', { name: `收款 - 桌號 ${tableNumber}` })
  await expect(pay.getByLabel('收款金額')).toHaveValue('116')
  await pay.getByRole('radio', { name: '信用卡' }).click()
  await pay.getByRole('button', { name: '確認收款' }).click()
  await expect(pay.getByTestId('pay-done')).toContainText(`桌號 ${tableNumber} 已收款`)
  await pay.getByRole('button', { name: '完成' }).click()
  await expect(detail.getByTestId('outstanding')).toHaveText('NT$0')
  await detail.getByRole('button', { name: '清桌', exact: true }).click()
  await expect(counter.getByText(`確定要清理桌號 ${tableNumber} 嗎？`)).toBeVisible()
  await counter.getByRole('button', { name: '確認清桌' }).click()
  await expect(counter.getByRole('dialog', { name: '清桌成功！' })).toBeVisible()
  await counter.getByRole('button', { name: '完成' }).click()
  await expect(counter.getByTestId('checkout-card').filter({ hasText: tableNumber })).toHaveCount(0)

  // The diner's link died with the session: live, and again after a fresh scan of the old code.
  await expect(diner.getByRole('heading', { name: '請重新掃描' })).toBeVisible({ timeout: 10_000 })
  await diner.goto(customerUrl)
  await expect(diner.getByText('此 QR Code 已失效，請重新掃描桌上的 QR Code')).toBeVisible()

  // A link without store or table is an invalid QR code.
  await diner.goto('/qr-order?store=1')
  await expect(diner.getByText('請確認您掃描的是正確的桌位 QR Code')).toBeVisible()
})
