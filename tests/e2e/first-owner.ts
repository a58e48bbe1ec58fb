import { expect, type Page } from '@playwright/test'

// The e2e server starts on an empty data dir. The first sign-up becomes the owner (a manager);
// when an earlier spec (auth.spec.ts) already made that account, we sign in with it instead.
export const firstOwner = { username: 'manager1', password: 'secret123' }

export async function signInAsFirstOwner(page: Page) {
  await page.goto('/')
  const config = (await (await page.request.get('/api/auth/config')).json()) as { registrationOpen: boolean }
  if (config.registrationOpen) {
    await page.getByRole('tab', { name: '註冊' }).click()
    const form = page.getByRole('form', { name: '註冊' })
    await form.getByLabel('帳號').fill(firstOwner.username)
    await form.getByLabel('密碼', { exact: true }).fill(firstOwner.password)
    await form.getByLabel('確認密碼').fill(firstOwner.password)
    await form.getByRole('button', { name: '註冊' }).click()
  } else {
    const form = page.getByRole('form', { name: '登入' })
    await form.getByLabel('帳號').fill(firstOwner.username)
    await form.getByLabel('密碼').fill(firstOwner.password)
    await form.getByRole('button', { name: '登入' }).click()
  }
  await expect(page.getByTestId('user-role')).toHaveText('店長權限')
}
