import { expect, type APIRequestContext, type Page } from '@playwright/test'

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

/** Managers that earlier specs may have signed up first (registration is closed after the first). */
const knownManagers = ['paynow-owner', 'refund-owner', 'foh-owner', 'manager1', 'menu-owner', 'mobile-owner', 'layout-owner', 'options-owner', 'kitchen-owner', 'split-owner', 'forms-owner', 'paging-owner', 'discount-owner', 'adjust-owner', 'einvoice-owner', 'orders-narrow-owner'].map((username) => ({ username, password: 'secret123' }))

/** Signs `owner` up through the API, or signs in as whichever known manager exists. */
export async function signUpOrInApi(request: APIRequestContext, owner: { username: string; password: string }) {
  if ((await request.post('/api/auth/local/register', { data: owner })).ok()) return
  for (const who of [owner, ...knownManagers]) {
    if ((await request.post('/api/auth/local/login', { data: who })).ok()) return
  }
  throw new Error('no known manager could sign in')
}

type Res = { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }

/** The JSON of an API answer, or a thrown error with its status and body. */
export async function json<T>(res: Res): Promise<T> {
  if (!res.ok()) throw new Error(`${res.status()}: ${await res.text()}`)
  return (await res.json()) as T
}
