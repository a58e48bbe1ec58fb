import { createStore, expect, json, signIn, test } from './fixtures'

// 日結 with two tables still unpaid: the close lists them with what they owe and asks 轉入下一營業日
// or 先結帳; carried over, the closed Z lists them and their later payments are the next business
// day's sales (one by a cashier in a shift, one with no shift open) while the closed Z stays as it
// was. Screenshots at 1366×768 and 1024×768 under .test-output/screens/.

type Z = {
  date: string
  closed: boolean
  paymentTotal: string
  grossSales: string
  carriedOver: { tableNumber: string | null }[]
}

test('a day close with two open checks warns, then carries them into the next business day', async ({
  page,
  owner,
}) => {
  const request = page.request
  await signIn(request, owner)
  const storeId = await createStore(request, { name: '日結測試店', code: 'DC1' })
  const api = `/api/stores/${storeId}`
  const dish = await json<{ id: number }>(
    await request.post(`${api}/menu`, {
      data: { name: '招牌牛肉麵', basePrice: '335.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  const order = async (data: Record<string, unknown>) =>
    json<{ id: number; total: string; sessionId: number | null }>(await request.post(`${api}/orders`, { data }))
  const tables: Record<string, number> = {}
  for (const number of ['A1', 'B1'])
    tables[number] = (
      await json<{ id: number }>(await request.post(`${api}/tables`, { data: { number, seats: 4 } }))
    ).id
  // A paid takeout (NT$335 cash), A1 with one bowl (335 + fee 34 = 369), B1 with two (670 + 67 = 737).
  const takeout = await order({ orderType: 'takeout', items: [{ menuItemId: dish.id, quantity: 1 }] })
  await json(
    await request.post(`${api}/payments`, {
      data: { orderId: takeout.id, amount: takeout.total, paymentMethod: 'cash' },
    }),
  )
  const a1 = await order({ tableId: tables.A1, items: [{ menuItemId: dish.id, quantity: 1 }] })
  const b1 = await order({ tableId: tables.B1, items: [{ menuItemId: dish.id, quantity: 2 }] })

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/payments')
  const card = page.getByTestId('z-report')
  await expect(card.getByText('尚未日結')).toBeVisible()
  await card.getByLabel(/實點現金/).fill('335')
  await card.getByRole('button', { name: '完成日結' }).click()

  const dialog = page.getByRole('dialog', { name: '尚有未結帳單' })
  const rows = dialog.getByTestId('close-open-checks').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('桌 A1')
  await expect(rows.nth(0)).toContainText('NT$369')
  await expect(rows.nth(1)).toContainText('桌 B1')
  await expect(rows.nth(1)).toContainText('NT$737')
  await expect(dialog).toContainText('未結合計 NT$1,106')
  await expect(dialog.getByRole('button', { name: '先結帳' })).toBeVisible()
  await page.screenshot({ path: '.test-output/screens/day-close-warning-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await expect(dialog.getByRole('button', { name: '轉入下一營業日' })).toBeInViewport()
  await page.screenshot({ path: '.test-output/screens/day-close-warning-1024.png' })

  await dialog.getByRole('button', { name: '轉入下一營業日' }).click()
  await expect(page.getByText('日結完成')).toBeVisible()
  await expect(card.getByText('已日結')).toBeVisible()
  const carried = card.getByTestId('z-carried').locator('.pm-z-row')
  await expect(carried).toHaveCount(2)
  await expect(carried.nth(0)).toContainText('桌 A1')
  await page.screenshot({ path: '.test-output/screens/day-close-carried-1024.png', fullPage: true })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: '.test-output/screens/day-close-carried-1366.png', fullPage: true })
  // The closed Z by itself, section by section, at both widths.
  await card.screenshot({ path: '.test-output/screens/day-close-z-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await card.screenshot({ path: '.test-output/screens/day-close-z-1024.png' })

  // After the close: the manager settles B1 with no shift open; a cashier opens a shift and settles A1.
  // Both are the next business day's sales; the closed day does not change.
  const closed = await json<Z>(await request.get(`${api}/day-close`, { params: { date: await dateShown() } }))
  expect(closed).toMatchObject({ closed: true, paymentTotal: '335.00' })
  expect(closed.carriedOver.map((c) => c.tableNumber)).toEqual(['A1', 'B1'])
  const pay = (sessionId: number | null, amount: string) =>
    request.post(`${api}/payments`, { data: { sessionId, amount, paymentMethod: 'cash' } })
  await json(await pay(b1.sessionId, '737.00'))
  const cashier = { username: 'dc-cashier', password: 'secret123' }
  await json(await request.post('/api/users', { data: { ...cashier, role: 'staff', storeIds: [storeId] } }))
  await signIn(request, cashier)
  await json(await request.patch('/api/users/me/current-store', { data: { storeId } }))
  await json(await request.post(`${api}/shifts`, { data: { openingFloat: '1000' } }))
  await json(await pay(a1.sessionId, '369.00'))
  await signIn(request, owner)

  expect(await json<Z>(await request.get(`${api}/day-close`, { params: { date: closed.date } }))).toEqual(closed)
  const next = await json<Z>(await request.get(`${api}/day-close`))
  expect(next.date > closed.date).toBe(true)
  expect(next).toMatchObject({ closed: false, paymentTotal: '1106.00', grossSales: '1106.00' })

  // The next day's Z on the screen: the carried checks are its sales (fee included), and the cashier's
  // block plus 未開班收款 make its 收款合計.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/payments')
  await expect(card.getByText('尚未日結')).toBeVisible()
  await expect(card.getByTestId('z-sales-gross')).toHaveText('NT$1,106')
  await expect(card.getByTestId('z-sales-service-fee')).toHaveText('NT$101')
  await expect(card.getByTestId('z-payments-payment-total')).toHaveText('NT$1,106')
  const shift = card.locator('section[data-testid^="z-cashier-"]')
  await expect(shift).toHaveCount(1)
  await expect(shift).toContainText('dc-cashier')
  await expect(shift.locator('[data-testid$="-payment-total"]')).toHaveText('NT$369')
  await expect(card.getByTestId('z-unshifted-payment-total')).toHaveText('NT$737')
  await card.screenshot({ path: '.test-output/screens/day-close-next-day-z-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await card.screenshot({ path: '.test-output/screens/day-close-next-day-z-1024.png' })

  async function dateShown() {
    return page.getByLabel('營業日').inputValue()
  }
})
