import { createStore, expect, signIn, test } from './fixtures'

// Forms answer empty or wrong fields with zh-TW messages beside the
// field (noValidate: no browser pop-ups), and the sign-in page logs nothing in the console
// (its session probe no longer answers 401).

test('the sign-in page: no console errors; empty fields get inline zh-TW messages', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const failed: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
  })
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path)
  // The page's probes: who is signed in, and how one may sign in.
  const probes = Promise.all([answered('/api/auth/session'), answered('/api/auth/config')])
  await page.goto('/')
  await probes
  const form = page.getByRole('form', { name: '登入' })
  await expect(form).toHaveAttribute('novalidate', '')
  await form.getByRole('button', { name: '登入' }).click()
  await expect(form.getByText('請輸入帳號')).toBeVisible()
  await expect(form.getByText('請輸入密碼')).toBeVisible()
  await expect(form.getByLabel('帳號')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('帳號')).toBeFocused()
  await form.getByLabel('帳號').fill('someone')
  await expect(form.getByText('請輸入帳號')).toHaveCount(0)
  expect(failed).toEqual([])
  expect(errors).toEqual([])
})

test('the member form: 姓名 and 電話 required, a bad e-mail named, inline', async ({ page, owner }) => {
  await signIn(page.request, owner)
  await createStore(page.request, { name: '表單測試店', code: 'FRM1' })
  await page.goto('/members')
  await page.getByRole('button', { name: /新增會員/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增會員' })
  await dialog.getByLabel(/電子郵件/).fill('not-an-address')
  await dialog.getByRole('button', { name: '新增' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(['請輸入姓名', '請輸入電話', '電子郵件格式不正確'])
  await expect(dialog).toBeVisible()
})

test('store, handover and announcement forms: empty → inline zh-TW messages, nothing sent', async ({ page, owner }) => {
  await signIn(page.request, owner)
  await createStore(page.request, { name: '表單測試店 B', code: 'FRB1' })
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET') posts.push(`${r.method()} ${new URL(r.url()).pathname}`)
  })

  await page.goto('/stores')
  // The stores page's own button; the sidebar's store block has one of the same name.
  await page
    .getByRole('main')
    .getByRole('button', { name: /新增店面/ })
    .click()
  const store = page.getByRole('dialog', { name: '新增店面' })
  await store.getByRole('button', { name: '新增' }).click()
  await expect(store.getByRole('alert')).toHaveText(['請輸入店面名稱', '請輸入店面代碼'])
  await expect(store.getByLabel('店面名稱')).toBeFocused()
  await store.getByLabel('店面名稱').fill('新店')
  await expect(store.getByRole('alert')).toHaveText(['請輸入店面代碼'])
  await store.getByRole('button', { name: '取消' }).click()

  await page.goto('/handover')
  await page.getByRole('button', { name: /新增事項/ }).click()
  const handover = page.getByRole('dialog', { name: '新增交接事項' })
  await handover.getByRole('button', { name: '新增' }).click()
  await expect(handover.getByRole('alert')).toHaveText(['請輸入任務'])
  await expect(handover.getByLabel('任務')).toHaveAttribute('aria-invalid', 'true')
  await handover.getByRole('button', { name: '取消' }).click()

  await page.goto('/announcements')
  await page.getByRole('button', { name: /發布公告/ }).click()
  const note = page.getByRole('dialog', { name: '發布公告' })
  await note.getByLabel('標題').fill('盤點')
  await note.getByRole('button', { name: '發布公告' }).click()
  await expect(note.getByRole('alert')).toHaveText(['請輸入內容'])
  await expect(note.getByLabel('內容')).toBeFocused()

  expect(posts.filter((p) => /\/api\/(stores|handover|announcements)/.test(p) && !p.includes('current-store'))).toEqual(
    [],
  )
})
