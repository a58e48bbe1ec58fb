import { readFile } from 'node:fs/promises'
import { parseMoney } from '../../src/shared/domain/money.ts'
import { formatNtdCents } from '../../src/shared/format/money.ts'
import { expect, json, signIn, test } from './fixtures'

const store = { name: '後台測試店', code: 'BO1' }

test('back office: dashboard figures, announcements, handover, activity log and report export', async ({
  page,
  owner,
}) => {
  test.setTimeout(120_000)
  await signIn(page.request, owner)

  const storeId = await test.step('create a store, open it and manage it', async () => {
    await page.goto('/stores')
    await page.getByRole('main').getByRole('button', { name: '新增店面' }).click()
    const dialog = page.getByRole('dialog', { name: '新增店面' })
    await dialog.getByLabel('店面名稱').fill(store.name)
    await dialog.getByLabel('店面代碼').fill(store.code)
    await dialog.getByRole('button', { name: '新增' }).click()
    const card = page.getByTestId('store-card').filter({ hasText: store.code })
    await expect(card).toContainText('籌備中')
    await expect(card.getByTestId('store-stats')).toContainText('招募中')
    await expect(card.getByRole('button', { name: '進入管理' })).toBeDisabled()

    await card.getByRole('button', { name: '開始營業' }).click()
    await page.getByRole('dialog', { name: '變更店面狀態' }).getByRole('button', { name: '變更狀態' }).click()
    await expect(card).toContainText('營業中')
    await card.getByRole('button', { name: '進入管理' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('store-block')).toContainText(store.name)
    const stores = await json<{ id: number; code: string }[]>(await page.request.get('/api/stores'))
    return stores.find((s) => s.code === store.code)!.id
  })

  const orders = await test.step('place two orders through the API', async () => {
    const base = `/api/stores/${storeId}`
    const item = await json<{ id: number }>(
      await page.request.post(`${base}/menu`, { data: { name: '紅燒牛肉麵', basePrice: '160.00' } }),
    )
    const table = await json<{ id: number }>(
      await page.request.post(`${base}/tables`, { data: { number: 'E2E-1', seats: 4 } }),
    )
    await json(await page.request.post(`${base}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
    const placed: { orderNumber: string; total: string }[] = []
    for (const quantity of [2, 1]) {
      placed.push(
        await json(
          await page.request.post(`${base}/orders`, {
            data: { tableId: table.id, items: [{ menuItemId: item.id, quantity }] },
          }),
        ),
      )
    }
    return placed
  })

  await test.step('the dashboard shows today revenue and order count of those orders', async () => {
    const revenue = orders.reduce((sum, o) => sum + (parseMoney(o.total) ?? Number.NaN), 0)
    await page.goto('/')
    await expect(page.getByTestId('stat-revenue-value')).toHaveText(formatNtdCents(revenue))
    await expect(page.getByTestId('stat-orders-value')).toHaveText('2')
    await expect(page.getByTestId('stat-active-value')).toHaveText('2')
    for (const o of orders) await expect(page.getByTestId('panel-orders')).toContainText(o.orderNumber)
  })

  const title = '今日公告'
  await test.step('publish an announcement and pause it', async () => {
    await page.goto('/announcements')
    await page.getByRole('button', { name: '＋ 發布公告' }).click()
    const dialog = page.getByRole('dialog', { name: '發布公告' })
    await dialog.getByLabel('標題').fill(title)
    await dialog.getByLabel('內容').fill('今晚八點盤點冷凍庫，請外場提前收桌。')
    await dialog.getByRole('button', { name: '發布公告' }).click()
    await expect(page.getByRole('status').filter({ hasText: '公告已發布' })).toBeVisible()
    const row = page.getByTestId('announcement-row').filter({ hasText: title })
    await expect(row).toContainText('一般')
    await row.getByRole('button', { name: '暫停公告' }).click()
    await expect(page.getByRole('status').filter({ hasText: '公告已暫停' })).toBeVisible()
    await expect(row).toContainText('停用')
    await expect(row.getByRole('button', { name: '重新啟用' })).toBeVisible()
  })

  const task = '補貨：衛生紙'
  await test.step('add a handover item and complete it', async () => {
    await page.goto('/handover')
    await page.getByRole('button', { name: '＋ 新增事項' }).click()
    const dialog = page.getByRole('dialog', { name: '新增交接事項' })
    await dialog.getByLabel('任務').fill(task)
    await dialog.getByRole('button', { name: '新增' }).click()
    await expect(page.getByRole('status').filter({ hasText: '交接事項已新增' })).toBeVisible()
    await page.getByRole('checkbox', { name: `標記「${task}」完成` }).check()
    await expect(page.getByRole('status').filter({ hasText: '已完成交接事項' })).toBeVisible()
    await expect(page.getByTestId('handover-row').filter({ hasText: task })).toContainText('已完成')
  })

  await test.step('both show in the activity log', async () => {
    await page.goto('/activity-logs')
    const rows = page.getByTestId('activity-row')
    await expect(rows.filter({ hasText: '發布公告' }).filter({ hasText: title })).toHaveCount(1)
    await expect(rows.filter({ hasText: '更新公告' }).filter({ hasText: title })).toContainText('啟用：否')
    await expect(rows.filter({ hasText: '新增交接事項' }).filter({ hasText: task })).toHaveCount(1)
    await expect(rows.filter({ hasText: '更新交接事項' }).filter({ hasText: task })).toContainText('已完成：是')
    await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  })

  await test.step('the report exports as a zh-TW CSV', async () => {
    await page.goto('/reports')
    await expect(page.getByTestId('rp-orders-value')).toHaveText('2')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '匯出 CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^report-.*today.*\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv).toContain('營業報表')
    expect(csv).toContain('總營業額')
    expect(csv).toContain('紅燒牛肉麵')
  })
})
