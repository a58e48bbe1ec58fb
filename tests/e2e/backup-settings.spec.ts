import { expect, json, signIn, test } from './fixtures'

type Backup = { name: string }

test('settings › 備份: the owner takes a backup, sees it listed and downloads it', async ({ page, owner }) => {
  await signIn(page.request, owner)
  const listed = async () => (await json<Backup[]>(await page.request.get('/api/backups'))).map((b) => b.name)
  await page.goto('/settings')
  const card = page.getByTestId('settings-backup')
  await expect(card.getByRole('heading', { name: '備份', exact: true })).toBeVisible()
  await expect(card.getByTestId('backup-schedule')).toContainText('小時')
  await expect(card).toContainText('pos-server restore')
  const rows = card.locator('[data-testid="backup-list"] tbody tr')
  // The list is loaded once it shows what the server has (the empty note when it has none).
  const before = await listed()
  if (before.length === 0) await expect(card.getByText('尚無備份')).toBeVisible()
  await expect(rows).toHaveCount(before.length)

  const taken = page.waitForResponse((r) => r.url().endsWith('/api/backups') && r.request().method() === 'POST')
  await card.getByRole('button', { name: '立即備份' }).click()
  const { name } = await json<Backup>(await taken)
  expect(before).not.toContain(name)
  await expect(page.getByText('已完成備份')).toBeVisible()
  // Newest first: the new backup heads the list, with its time on the store's clock and its size;
  // every backup the server has is listed (a scheduled one may have joined in the meantime).
  await expect(rows.first().locator('td').first()).toHaveAttribute('title', name)
  await expect(rows).toHaveCount((await listed()).length)
  await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  await expect(rows.first()).toContainText(/\d+(\.\d)? (B|KB|MB|GB)/)

  const link = rows.first().getByRole('link', { name: '下載' })
  await expect(link).toHaveAttribute('href', `/api/backups/${name}`)
  expect(name).toMatch(/^pos-\d{8}-\d{6}(-\d+)?\.db$/)
  const res = await page.request.get(`/api/backups/${name}`)
  expect(res.status()).toBe(200)
  expect((await res.body()).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000')

  // The browser's own download from the link gives the same file name.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(name)
})
