import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('a phone is sent to role select, and the role is remembered for the session', async ({ page }) => {
  await page.goto('/pos')
  await expect(page).toHaveURL(/\/mobile\/role-select$/)
  await expect(page.getByRole('heading', { name: '選擇您的角色' })).toBeVisible()
  for (const label of ['櫃台接待', '外場服務', '廚房出餐', '顧客點餐', '管理者']) {
    await expect(page.getByRole('button', { name: new RegExp(label) })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: '切換至桌面版' })).toHaveCount(0)

  await page.getByRole('button', { name: /廚房出餐/ }).click()
  await expect(page).toHaveURL(/\/mobile\/kitchen$/)
  expect(await page.evaluate(() => sessionStorage.getItem('pos.mobileRole'))).toBe('kitchen')

  await page.goto('/orders')
  await expect(page).toHaveURL(/\/mobile\/kitchen$/)
})

test('switch to desktop shows when the flag is false and turns the redirect off', async ({ page }) => {
  await page.goto('/mobile/role-select')
  await page.evaluate(() => localStorage.setItem('force-desktop-mode', 'false'))
  await page.reload()
  await page.getByRole('button', { name: '切換至桌面版' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('force-desktop-mode'))).toBe('true')
  await expect(page.getByRole('tab', { name: '登入' })).toBeVisible()
})
