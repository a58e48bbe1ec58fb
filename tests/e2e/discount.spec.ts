import type { APIRequestContext } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// A staff member gives a discount above the store's threshold at the POS; the
// dialog asks for a manager's PIN on the spot, then the cart's total follows and the server's
// order has the same figures. Then a line of an unpaid order is voided from the orders screen.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const staff = { username: 'cashier', password: 'secret123' }
const MANAGER_PIN = '8642'

/** A store with two dishes, the manager's PIN set, and a staff member who works there, signed in. */
async function seed(request: APIRequestContext, owner: Account) {
  await signIn(request, owner)
  const me = await json<{ id: number }>(await request.get('/api/auth/user'))
  // One's own PIN needs one's password.
  await json(
    await request.post(`/api/users/${me.id}/pin`, { data: { pin: MANAGER_PIN, currentPassword: owner.password } }),
  )
  const storeId = await createStore(request, { name: '折扣測試店', code: 'DC1' })
  for (const [name, price] of [
    ['招牌便當', '335.00'],
    ['紅茶', '60.00'],
  ]) {
    await json(
      await request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: price, categoryId: 'food', status: 'available', isActive: true },
      }),
    )
  }
  await json(await request.post('/api/users', { data: { ...staff, role: 'staff', storeIds: [storeId] } }))
  await request.post('/api/auth/logout')
  await signIn(request, staff)
  await json(await request.patch('/api/users/me/current-store', { data: { storeId } }))
  return storeId
}

test('a staff discount above the threshold needs the manager PIN; the total follows; a line is voided', async ({
  page,
  owner,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const storeId = await seed(page.request, owner)
  await page.goto('/pos')
  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await page.getByTestId('pos-item').filter({ hasText: '招牌便當' }).click()
  await page.getByTestId('pos-item').filter({ hasText: '紅茶' }).click()
  await expect(page.getByTestId('pos-total')).toHaveText('NT$395')

  // 20% off the bento (NT$67) is above the default 10% threshold: the PIN field appears.
  await page.getByRole('button', { name: '修改 招牌便當' }).click()
  await page.getByRole('dialog', { name: '招牌便當' }).getByRole('button', { name: '折扣/招待' }).click()
  const dialog = page.getByRole('dialog', { name: '折扣 / 招待 - 招牌便當' })
  await dialog.getByLabel('折扣 %（1–100）').fill('120')
  await dialog.getByRole('radio', { name: '熟客優惠' }).click()
  await dialog.getByRole('button', { name: '套用' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('折扣百分比須為 1 到 100 的整數')
  await dialog.getByLabel('折扣 %（1–100）').fill('20')
  await expect(dialog.getByTestId('discount-preview')).toHaveText('折抵 NT$67')
  await dialog.getByRole('button', { name: '套用' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('請店長輸入 4 到 6 位數字 PIN')
  await dialog.getByLabel('店長 PIN（核准）').fill(MANAGER_PIN)
  await page.screenshot({ path: '.test-output/screens/discount-pin-1366.png' })
  await dialog.getByRole('button', { name: '套用' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('cart-line-discount')).toHaveText('熟客優惠 −NT$67')
  await expect(page.getByTestId('pos-total')).toHaveText('NT$328')
  await page.screenshot({ path: '.test-output/screens/discount-cart-1366.png' })

  await page.getByRole('button', { name: '送出訂單' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  const orders = await json<
    { id: number; orderNumber: string; total: string; discount: string; discounts: { approvedBy: number | null }[] }[]
  >(await page.request.get(`/api/stores/${storeId}/orders`))
  expect(orders[0]).toMatchObject({ total: '328.00', discount: '67.00' })
  expect(orders[0].discounts[0].approvedBy).not.toBeNull()

  // Void the tea from the orders screen (staff: the manager's PIN again).
  await page.goto('/orders')
  const row = page.getByTestId('order-row').filter({ hasText: orders[0].orderNumber })
  await row.getByRole('button', { name: orders[0].orderNumber }).click()
  const detail = page.getByTestId('order-detail')
  await detail.getByRole('button', { name: '作廢 紅茶' }).click()
  const voiding = page.getByRole('dialog', { name: '作廢品項 - 紅茶' })
  await voiding.getByRole('radio', { name: '客人取消' }).click()
  await voiding.getByLabel('店長 PIN（核准）').fill(MANAGER_PIN)
  await voiding.getByRole('button', { name: '確認作廢' }).click()
  await expect(voiding).toBeHidden()
  await expect(detail.getByTestId('order-line').filter({ hasText: '紅茶' })).toContainText('已作廢')
  await expect(detail).toContainText('NT$268')
  await page.screenshot({ path: '.test-output/screens/discount-void-1366.png' })
})
