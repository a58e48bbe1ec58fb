import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The spec's server starts on an empty data folder: the first sign-up becomes the manager and
// closes self-registration, so these run in order.
test.describe.configure({ mode: 'serial' })

const manager = { username: 'manager1', password: 'secret123' }
const sidebar = (page: Page) => page.getByRole('complementary', { name: '功能選單' })

test('first sign-up becomes the manager and can use the shell', async ({ page, server }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: '使用單一登入（SSO）帳號登入' })).toBeVisible()
  await expect(page.getByRole('button', { name: '使用 LINE 帳號登入' })).toBeVisible()
  await page.getByRole('tab', { name: '註冊' }).click()

  const form = page.getByRole('form', { name: '註冊' })
  await expect(form.getByText('建立店主帳號')).toBeVisible()
  await form.getByLabel('設定碼').fill(server.setupCode()!)
  await form.getByLabel('帳號').fill(manager.username)
  await form.getByLabel('密碼', { exact: true }).fill(manager.password)
  await form.getByLabel('確認密碼').fill('different1')
  await form.getByRole('button', { name: '註冊' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '密碼不一致' })).toBeVisible()

  await form.getByLabel('確認密碼').fill(manager.password)
  await form.getByLabel('姓氏（選填）').fill('王')
  await form.getByLabel('名字（選填）').fill('小明')
  await form.getByRole('button', { name: '註冊' }).click()

  const nav = sidebar(page)
  await expect(nav).toBeVisible()
  for (const group of ['主要', '商品', '會員', '營運', '系統']) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link')).toHaveCount(17)
  await expect(page.getByTestId('user-name')).toHaveText('王小明')
  await expect(page.getByTestId('user-role')).toHaveText('店長權限')
  await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '儀表板' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('store-block')).toContainText('請選擇店面')

  await nav.getByRole('link', { name: '店面管理' }).click()
  await expect(page).toHaveURL(/\/stores$/)
  await expect(page.getByRole('heading', { name: '店面管理' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: '新增店面' }).click()
  const dialog = page.getByRole('dialog', { name: '新增店面' })
  await dialog.getByLabel('店面名稱').fill('信義旗艦店')
  await dialog.getByLabel('店面代碼').fill('TPE01')
  await dialog.getByLabel('地址（選填）').fill('台北市信義區松高路 1 號')
  await dialog.getByRole('button', { name: '新增' }).click()
  await expect(page.getByRole('status').filter({ hasText: '店面已新增' })).toBeVisible()
  await expect(dialog).toBeHidden()
  const card = page.getByTestId('store-card').filter({ hasText: '信義旗艦店' })
  await expect(card).toContainText('TPE01')
  await expect(card).toContainText('台北市信義區松高路 1 號')
  await expect(card).toContainText(/籌備中|營業中|停業/)
  await expect(page.getByTestId('store-block')).toContainText('信義旗艦店')

  await nav.getByRole('link', { name: '點餐系統' }).click()
  await expect(page).toHaveURL(/\/pos$/)
  await expect(page.getByRole('heading', { name: '點餐系統' })).toBeVisible()
  await expect(page.getByRole('button', { name: '送出訂單' })).toBeDisabled()
  await expect(nav.getByRole('link', { name: '點餐系統' })).toHaveAttribute('aria-current', 'page')

  await page.goto('/no-such-page')
  await expect(page.getByText('404 Page Not Found')).toBeVisible()

  await nav.getByRole('button', { name: '登出' }).click()
  await expect(page.getByRole('tab', { name: '登入' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(sidebar(page)).toHaveCount(0)
})

test('a wrong password counts a failed attempt; registration is then closed', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('失敗次數 0/5')).toBeVisible()
  await expect(page.getByText(/登入嘗試次數有限/)).toBeVisible()

  const form = page.getByRole('form', { name: '登入' })
  await form.getByLabel('帳號').fill(manager.username)
  await form.getByLabel('密碼').fill('wrong-password')
  await form.getByRole('button', { name: '登入' }).click()
  await expect(page.getByText('失敗次數 1/5')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: '登入失敗' })).toBeVisible()

  await page.getByRole('tab', { name: '註冊' }).click()
  await expect(page.getByText('目前不開放自行註冊')).toBeVisible()
  await expect(page.getByRole('form', { name: '註冊' })).toHaveCount(0)

  await page.getByRole('tab', { name: '登入' }).click()
  await form.getByLabel('帳號').fill(manager.username)
  await form.getByLabel('密碼').fill(manager.password)
  await form.getByRole('button', { name: '登入' }).click()
  await expect(page.getByTestId('user-role')).toHaveText('店長權限')
  // The store chosen before is remembered per user by the server.
  await expect(page.getByTestId('store-block')).toContainText('信義旗艦店')
})

test('a signed-out visit to a logged-in screen is sent to sign in', async ({ page }) => {
  // The page's clock stands still: the toast stays, and the move to /api/login (500 ms after it)
  // waits until the test lets time pass, however long a busy machine takes to show the screen.
  await page.clock.install({ time: Date.now() })
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto('/orders')
  await expect(page.getByRole('alert').filter({ hasText: '未授權' })).toContainText('您已登出，正在重新登入...')
  // Time flows again (React's own timers, too, on the sign-in page): the move to sign in follows.
  await page.clock.resume()
  // /api/login bounces back to the sign-in screen when no SSO provider is configured.
  await expect(page.getByRole('tab', { name: '登入' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: '尚未設定單一登入' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('a self-registered account works at no store: 等待店長指派店面 until a manager assigns one', async ({
  page,
  request,
}) => {
  const newcomer = { username: 'newcook', password: 'secret123' }
  expect((await request.post('/api/auth/local/login', { data: manager })).ok()).toBe(true)
  expect((await request.patch('/api/settings/system', { data: { registrationOpen: true } })).ok()).toBe(true)
  await page.goto('/')
  await page.getByRole('tab', { name: '註冊' }).click()
  const form = page.getByRole('form', { name: '註冊' })
  await form.getByLabel('帳號').fill(newcomer.username)
  await form.getByLabel('密碼', { exact: true }).fill(newcomer.password)
  await form.getByLabel('確認密碼').fill(newcomer.password)
  await form.getByRole('button', { name: '註冊' }).click()

  await expect(page.getByRole('heading', { name: '等待店長指派店面' })).toBeVisible()
  await expect(page.getByTestId('awaiting-store')).toContainText(newcomer.username)
  await expect(sidebar(page)).toHaveCount(0)
  await page.getByRole('button', { name: '重新檢查' }).click()
  await expect(page.getByRole('status').filter({ hasText: '尚未指派店面' })).toBeVisible()

  // The manager assigns a store on /users (here through its API); checking again opens the POS.
  const users = (await (await request.get('/api/users')).json()) as { id: number; username: string }[]
  const stores = (await (await request.get('/api/stores')).json()) as { id: number; name: string }[]
  const id = users.find((u) => u.username === newcomer.username)!.id
  const store = stores.find((s) => s.name === '信義旗艦店')!
  expect((await request.patch(`/api/users/${id}`, { data: { storeIds: [store.id] } })).ok()).toBe(true)
  await page.getByRole('button', { name: '重新檢查' }).click()
  await expect(sidebar(page)).toBeVisible()
  await expect(page.getByTestId('user-role')).toHaveText('員工權限')
  await expect(page.getByTestId('store-block')).toContainText('信義旗艦店')
})
