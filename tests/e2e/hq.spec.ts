import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { businessDate } from '../../src/shared/domain/business-day'
import { formatNtd } from '../../src/shared/format/money'
import { startSpecServer, type SpecServer } from './spec-server'

// HQ's app on a server started with --hq, its tables fed the way its consumer feeds them (hq-apply,
// on the same SQLite file from another process; the hub itself is tests/reliability/chain.test.ts's).
// No hub listens at the address given: HQ keeps retrying it, and its screens read what was applied.
test.describe.configure({ mode: 'serial' })

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const bun = join(root, 'node_modules/.bin/bun')
let hq: SpecServer
const OWNER = { username: 'owner', password: 'secret123' }

const today = businessDate(Date.now())
const at = Date.now() - 3 * 60_000
const fact = (storeCode: string, extra: object) => ({
  storeCode,
  orderNumber: null,
  businessDate: today,
  hour: 12,
  committedAt: at,
  ...extra,
})
const FACTS: [string, object, number][] = [
  [
    'TPE01-1',
    fact('TPE01', {
      type: 'order.created',
      orderNumber: 'A001',
      lines: [
        { item: '牛肉麵', quantity: 2, amount: 36_050 },
        { item: '滷蛋', quantity: 3, amount: 4_500 },
      ],
    }),
    at + 2_000,
  ],
  [
    'TPE01-2',
    fact('TPE01', {
      type: 'order.discounted',
      orderNumber: 'A001',
      lines: [{ item: null, quantity: 0, amount: -1_000 }],
    }),
    at + 2_000,
  ],
  [
    'TPE01-3',
    fact('TPE01', {
      type: 'payment.recorded',
      money: { kind: 'payment', method: 'cash', amount: 39_550 },
      invoices: [{ action: 'issued', number: 'AB10000001', amount: 39_600 }],
    }),
    at + 2_000,
  ],
  [
    'TPE01-4',
    fact('TPE01', {
      type: 'refund.recorded',
      money: { kind: 'refund', method: 'cash', amount: 4_500 },
      invoices: [{ action: 'allowance', number: 'AL20261128000001', amount: 4_500 }],
    }),
    at + 2_000,
  ],
  [
    'TPE02-1',
    fact('TPE02', {
      type: 'order.created',
      orderNumber: 'B001',
      lines: [{ item: '牛肉麵', quantity: 1, amount: 18_000 }],
    }),
    at + 65_000,
  ],
  [
    'TPE02-2',
    fact('TPE02', {
      type: 'payment.recorded',
      money: { kind: 'payment', method: 'credit_card', amount: 18_000 },
      invoices: [{ action: 'issued', number: 'AB10000002', amount: 18_000 }],
    }),
    at + 65_000,
  ],
  [
    'TPE02-3',
    fact('TPE02', {
      type: 'day.closed',
      close: {
        closedAt: at,
        orderCount: 1,
        grossSales: 18_000,
        discounts: 0,
        netSales: 18_000,
        payments: 18_000,
        refunds: 0,
        expectedCash: 50_000,
        countedCash: 49_900,
      },
    }),
    at + 65_000,
  ],
  [
    'TPE01-6',
    fact('TPE01', {
      type: 'stock.adjusted',
      stock: { item: '牛腱', unit: '公斤', reason: 'restock', deltaMilli: 5_000, stockMilli: 12_500 },
    }),
    at + 2_000,
  ],
  [
    'TPE02-4',
    fact('TPE02', {
      type: 'stock.adjusted',
      stock: { item: '青菜', unit: '公斤', reason: 'waste', deltaMilli: -250, stockMilli: 1_750 },
    }),
    at + 65_000,
  ],
  [
    'TPE01-5',
    fact('TPE01', {
      type: 'store.health',
      health: {
        printerAlerts: ['出單機「櫃台」有 3 張單等待超過 5 分鐘'],
        invoicesWaiting: 4,
        numbersLeft: 37,
        lastBackupAt: at - 3_600_000,
        version: '1.4.2',
      },
    }),
    at + 2_000,
  ],
]

/** A busy stock day long ago: more movements than one page of 分店庫存 holds. */
const OLD_DAY = '2024-03-01'
const OLD_STOCK: [string, object, number][] = Array.from({ length: 250 }, (_, i) => [
  `TPE02-old-${i}`,
  fact('TPE02', {
    businessDate: OLD_DAY,
    type: 'stock.adjusted',
    stock: { item: '青菜', unit: '公斤', reason: 'restock', deltaMilli: 1_000, stockMilli: 1_000 * (i + 1) },
  }),
  at,
])

/** Applies the facts to HQ's database in another process, as HQ's consumer would. */
function feed() {
  const run = spawnSync(bun, ['src/server/modules/chain/testing/hq-seed.ts', hq.dataDir], {
    cwd: root,
    input: JSON.stringify([...FACTS, ...OLD_STOCK]),
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`hq-seed failed: ${run.stderr}`)
}

test.beforeAll(async () => {
  hq = await startSpecServer({
    args: ['--hq'],
    env: { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:9', POS_HQ_STORES: 'TPE01,TPE02' },
  })
  const res = await fetch(`${hq.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, setupCode: hq.setupCode() }),
  })
  expect(res.ok).toBe(true)
  feed()
})
test.afterAll(async () => {
  await hq?.stop()
})

type Tally = { count: number; amount: string }
type Summary = { storeCode: string } & Record<
  'sales' | 'discounts' | 'payment' | 'refund' | 'issued' | 'voided' | 'allowance',
  Tally
>
const whole = (amount: string) => formatNtd(amount, { whole: true })
const cells = (page: Page, store: string) => page.getByTestId('hq-summary').locator(`tr[data-store="${store}"] > *`)

async function signIn(page: Page) {
  await page.goto(`${hq.url}/`)
  const form = page.getByRole('form', { name: '登入' })
  await form.getByLabel('帳號').fill(OWNER.username)
  await form.getByLabel('密碼').fill(OWNER.password)
  await form.getByRole('button', { name: '登入' }).click()
}

async function expectSummaryAsApi(page: Page) {
  const api = (await (await page.request.get(`${hq.url}/api/hq/summary`)).json()) as Summary[]
  expect(api.map((s) => s.storeCode)).toEqual(['TPE01', 'TPE02'])
  for (const s of api) {
    const net = (
      (Math.round(Number(s.sales.amount) * 100) - Math.round(Number(s.discounts.amount) * 100)) /
      100
    ).toFixed(2)
    await expect(cells(page, s.storeCode)).toHaveText([
      s.storeCode,
      whole(s.sales.amount),
      whole(s.discounts.amount),
      whole(net),
      whole(s.payment.amount),
      whole(s.refund.amount),
      `${s.issued.count} 張 ${whole(s.issued.amount)}`,
      `${s.voided.count} 張 ${whole(s.voided.amount)}`,
      `${s.allowance.count} 張 ${whole(s.allowance.amount)}`,
    ])
  }
  return api
}

test('signing in at HQ opens the chain reports; the figures are the API answers, in whole dollars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page)
  await expect(page.getByRole('heading', { name: '總部' })).toBeVisible()
  await expect(page.getByRole('tab', { name: '連鎖報表' })).toHaveAttribute('aria-selected', 'true')
  const api = await expectSummaryAsApi(page)
  // 牛肉麵 2 × 180.25 + 滷蛋 3 × 15 − 10 discount, to the dollar (NT$396: 395.50 rounds half up)
  expect(api[0]!.sales.amount).toBe('405.50')
  await expect(cells(page, 'TPE01').nth(3)).toHaveText('NT$396')
  await expect(cells(page, 'total').nth(1)).toHaveText('NT$586')

  await page.getByLabel('分組').selectOption('item')
  const byItem = (await (await page.request.get(`${hq.url}/api/hq/sales?by=item`)).json()) as {
    key: string
    quantity: number
    amount: string
  }[]
  const rows = page.getByTestId('hq-sales').locator('tbody tr')
  await expect(rows).toHaveCount(byItem.length)
  for (const [i, row] of byItem.entries())
    await expect(rows.nth(i).locator('> *')).toHaveText([row.key, String(row.quantity), whole(row.amount)])
  await expect(page.getByTestId('hq-methods').locator('tbody tr')).toHaveText([
    /現金\s*收款\s*1\s*NT\$396/,
    /現金\s*退款\s*1\s*-NT\$45/,
    /信用卡\s*收款\s*1\s*NT\$180/,
  ])
  const closes = (await (await page.request.get(`${hq.url}/api/hq/day-closes`)).json()) as {
    storeCode: string
    businessDate: string
    orderCount: number
    netSales: string
    expectedCash: string
    countedCash: string
  }[]
  expect(closes).toHaveLength(1)
  const close = closes[0]!
  await expect(page.getByTestId('hq-closes').locator('tbody tr > *')).toHaveText([
    close.storeCode,
    close.businessDate,
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    String(close.orderCount),
    whole(close.netSales),
    whole(close.expectedCash),
    whole(close.countedCash),
    '-NT$1',
  ])
  await page.screenshot({ path: '.test-output/shots/hq-reports-1366.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-reports-1024.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '.test-output/shots/hq-reports-390.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })

  // The same facts a second time (a redelivery): nothing changes on screen.
  feed()
  await page.reload()
  expect(await expectSummaryAsApi(page)).toEqual(api)
})

test('分店狀態: each store, its last event and how long it has been silent', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page)
  await page.getByRole('tab', { name: '分店狀態' }).click()
  await expect(page).toHaveURL(/\/hq\/status$/)
  const row = (store: string) => page.getByTestId('hq-status').locator(`tr[data-store="${store}"] > *`)
  await expect(page.getByTestId('hq-status').locator('tbody tr')).toHaveCount(2)
  await expect(row('TPE01').nth(2)).toHaveText('2 秒')
  await expect(row('TPE01').nth(4)).toHaveText('出單機「櫃台」有 3 張單等待超過 5 分鐘')
  await expect(row('TPE01').nth(5)).toHaveText('4')
  await expect(row('TPE01').nth(6)).toHaveText('37')
  await expect(row('TPE01').nth(8)).toHaveText('1.4.2')
  await expect(row('TPE02').nth(2)).toHaveText('1 分鐘')
  // No health report from TPE02 yet: nothing to show, not a zero.
  await expect(row('TPE02').nth(4)).toHaveText('—')
  await page.screenshot({ path: '.test-output/shots/hq-status-1024.png', fullPage: true })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-status-1366.png', fullPage: true })
})

test('菜單編輯: HQ starts its chain menu, edits it in the menu screens, and 連鎖菜單 publishes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page)
  await page.getByRole('tab', { name: '菜單編輯' }).click()
  await expect(page).toHaveURL(/\/hq\/editor$/)
  await page.getByRole('button', { name: '開始建立連鎖菜單' }).click()
  await expect(page.getByRole('button', { name: '選項群組' })).toBeVisible()
  const [template] = (await (await page.request.get(`${hq.url}/api/stores`)).json()) as { id: number; name: string }[]
  expect(template?.name).toBe('連鎖菜單範本')
  const dish = await page.request.post(`${hq.url}/api/stores/${template!.id}/menu`, {
    data: { name: '招牌牛肉麵', basePrice: '180.00' },
  })
  expect(dish.status()).toBe(201)
  await page.reload()
  await expect(page.getByText('招牌牛肉麵').first()).toBeVisible()
  await page.screenshot({ path: '.test-output/shots/hq-editor-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-editor-1024.png' })

  await page.getByRole('tab', { name: '連鎖菜單' }).click()
  await page.getByRole('button', { name: '發布新版本' }).click()
  await expect(page.getByText('已發布菜單 v1')).toBeVisible()
  await expect(page.getByTestId('hq-menu-versions').locator('tbody tr')).toHaveCount(1)
})

test('分店價格: a store’s own price, a tier two stores could share, and each cleared back', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page)
  await page.getByRole('tab', { name: '分店價格' }).click()
  const grid = page.getByTestId('hq-store-prices')
  await expect(grid.locator('thead th')).toHaveText(['品項', '範本價格', 'TPE01', 'TPE02'])
  const cell = grid.getByLabel('TPE01 的 招牌牛肉麵 價格（NT$）')
  await expect(cell).toHaveAttribute('placeholder', '180')
  await cell.fill('200')
  await cell.press('Enter')
  await expect(page.getByText('TPE01「招牌牛肉麵」改為 NT$200')).toBeVisible()
  type Grid = {
    items: { key: string; name: string }[]
    prices: object
    tiers: { id: number; name: string; prices: object }[]
    storeTiers: object
  }
  const read = async () => (await (await page.request.get(`${hq.url}/api/hq/menu/store-prices`)).json()) as Grid
  const { items, prices } = await read()
  const key = items.find((i) => i.name === '招牌牛肉麵')!.key
  expect(prices).toEqual({ TPE01: { [key]: '200.00' } })

  // 機場價: its own column; TPE02 sells at it, and its empty cell shows the tier's price.
  await page.getByRole('button', { name: '＋ 新增價格等級' }).click()
  const dialog = page.getByRole('dialog', { name: '新增價格等級' })
  await dialog.getByLabel('名稱').fill('機場價')
  await dialog.getByRole('button', { name: '新增價格等級' }).click()
  await expect(page.getByText('已新增價格等級「機場價」')).toBeVisible()
  const tierCell = grid.getByLabel('「機場價」的 招牌牛肉麵 價格（NT$）')
  await tierCell.fill('220')
  await tierCell.press('Enter')
  await expect(page.getByText('機場價「招牌牛肉麵」改為 NT$220')).toBeVisible()
  await grid.getByLabel('TPE02 的價格等級').selectOption({ label: '機場價' })
  await expect(page.getByText('TPE02 改照「機場價」的價格')).toBeVisible()
  await expect(grid.getByLabel('TPE02 的 招牌牛肉麵 價格（NT$）')).toHaveAttribute('placeholder', '220')
  const withTier = await read()
  const airport = withTier.tiers[0]!
  expect(withTier.tiers).toEqual([{ id: airport.id, name: '機場價', prices: { [key]: '220.00' } }])
  expect(withTier.storeTiers).toEqual({ TPE02: airport.id })
  // The toasts closed (all at once, in the page: one may leave on its own meanwhile), so the shots
  // show the header and its button.
  const toasts = page.locator('.toaster').getByRole('button', { name: '關閉' })
  await toasts.evaluateAll((buttons) => {
    for (const b of buttons) (b as HTMLButtonElement).click()
  })
  await expect(toasts).toHaveCount(0)
  await page.screenshot({ path: '.test-output/shots/hq-prices-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-prices-1024.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '.test-output/shots/hq-prices-390.png' })
  await page.setViewportSize({ width: 1024, height: 768 })

  await cell.fill('')
  await cell.blur()
  await expect(page.getByText('TPE01「招牌牛肉麵」改回範本價格')).toBeVisible()
  expect((await read()).prices).toEqual({})
  // The tier goes (asked first): TPE02 is in none, and falls back to the template's price.
  await grid.getByRole('button', { name: '刪除價格等級「機場價」' }).click()
  await page.getByRole('dialog', { name: '刪除價格等級「機場價」' }).getByRole('button', { name: '刪除' }).click()
  await expect(page.getByText('已刪除價格等級「機場價」')).toBeVisible()
  await expect(grid.getByLabel('TPE02 的 招牌牛肉麵 價格（NT$）')).toHaveAttribute('placeholder', '180')
  expect(await read()).toMatchObject({ tiers: [], storeTiers: {} })
})

test("分店庫存: the stores' stock movements over a range of business days, as the API gives them", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page)
  await page.getByRole('tab', { name: '分店庫存' }).click()
  await expect(page).toHaveURL(/\/hq\/stock$/)
  const api = (await (await page.request.get(`${hq.url}/api/hq/stock`)).json()) as { delta: string }[]
  // newest first
  expect(api.map((r) => r.delta)).toEqual(['-0.250', '5.000'])
  const badPage = await page.request.get(`${hq.url}/api/hq/stock?cursor=not-a-page`)
  expect(badPage.status()).toBe(400)
  expect(await badPage.text()).toContain('清單的分頁位置不正確')
  await expect(page.getByTestId('hq-stock').locator('tbody tr')).toHaveText([
    ['TPE02', today, '青菜', '耗損', '-0.25 公斤', '1.75 公斤'].join(''),
    ['TPE01', today, '牛腱', '進貨', '+5 公斤', '12.5 公斤'].join(''),
  ])
  await page.screenshot({ path: '.test-output/shots/hq-stock-1366.png', fullPage: true })
  // A range with no movements: the empty card, not a table.
  await page.getByLabel('起日').fill('2020-01-01')
  await page.getByLabel('迄日').fill('2020-01-02')
  await expect(page.getByText('這段期間沒有庫存異動。')).toBeVisible()
  // Since 2020: more than a page (the busy day of 2024 too). The newest 200, then the rest on
  // 載入更早的異動, each once, newest first.
  await page.getByLabel('迄日').fill(today)
  const rows = page.getByTestId('hq-stock').locator('tbody tr')
  await expect(rows).toHaveCount(200)
  await expect(rows.first()).toContainText('青菜耗損')
  await expect(rows.nth(2)).toContainText(`${OLD_DAY}青菜進貨+1 公斤250 公斤`)
  await page.getByRole('button', { name: '載入更早的異動' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.test-output/shots/hq-stock-more-1366.png' })
  await page.getByRole('button', { name: '載入更早的異動' }).click()
  await expect(rows).toHaveCount(252)
  await expect(rows.last()).toContainText(`${OLD_DAY}青菜進貨+1 公斤1 公斤`)
  await expect(page.getByRole('button', { name: '載入更早的異動' })).toHaveCount(0)
  await page.getByLabel('起日').fill(today)
  await expect(rows).toHaveCount(2)
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-stock-1024.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '.test-output/shots/hq-stock-390.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })
})
