import { expect, test } from '@playwright/test'
import { signInAsFirstOwner } from './first-owner.ts'

test('settings › 備份: the owner takes a backup, sees it listed and downloads it', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAsFirstOwner(page)
  await page.goto('/settings')
  const card = page.getByTestId('settings-backup')
  await expect(card.getByRole('heading', { name: '備份', exact: true })).toBeVisible()
  await expect(card.getByTestId('backup-schedule')).toContainText('小時')
  await expect(card).toContainText('pos-server restore')
  const rowsBefore = await card.locator('[data-testid="backup-list"] tbody tr').count()

  await card.getByRole('button', { name: '立即備份' }).click()
  await expect(page.getByText('已完成備份')).toBeVisible({ timeout: 20_000 })
  const rows = card.locator('[data-testid="backup-list"] tbody tr')
  await expect(rows).toHaveCount(rowsBefore + 1)
  // Newest first: the new backup's time is on the store's clock, with its size.
  await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  await expect(rows.first()).toContainText(/\d+(\.\d)? (B|KB|MB|GB)/)

  const link = rows.first().getByRole('link', { name: '下載' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\/backups\/pos-\d{8}-\d{6}(-\d+)?\.db$/)
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  const bytes = await res.body()
  expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000')

  // The browser's own download from the link gives the same file name.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(href!.split('/').pop())
})
