import { expect, test, type Page } from '@playwright/test'
import { startSpecServer, type SpecServer } from './spec-server'

// HQ's 分店價格: a grid of the template's items × HQ's stores (POS_HQ_STORES). A price typed in a cell
// becomes that store's own, emptied it is the template's again; the grid shows what the API keeps.
// No hub listens at the address given: the prices are kept at HQ until a version is published.
let hq: SpecServer
const OWNER = { username: 'owner', password: 'secret123' }
type Grid = {
  stores: string[]
  items: { key: string; name: string }[]
  prices: { storeCode: string; itemKey: string; price: string; takeoutPrice: string | null }[]
}

test.beforeAll(async () => {
  hq = await startSpecServer({
    args: ['--hq'],
    env: { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:9', POS_HQ_STORES: 'TPE01,TPE02,KHH01' },
  })
  const post = (path: string, body: object) =>
    fetch(`${hq.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie ?? '' },
      body: JSON.stringify(body),
    })
  let cookie: string | null = null
  const reg = await post('/api/auth/local/register', { ...OWNER, setupCode: hq.setupCode() })
  expect(reg.ok).toBe(true)
  cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const store = (await (await post('/api/stores', { name: '連鎖菜單範本', code: 'HQ' })).json()) as { id: number }
  for (const dish of [
    { name: '牛肉麵', basePrice: '160', channelPrices: { takeout: '150' } },
    { name: '滷肉飯', basePrice: '45' },
    { name: '燙青菜', basePrice: '40' },
  ])
    expect((await post(`/api/stores/${store.id}/menu`, dish)).status).toBe(201)
})
test.afterAll(async () => {
  await hq?.stop()
})

async function signIn(page: Page) {
  await page.goto(`${hq.url}/hq/prices`)
  const form = page.getByRole('form', { name: '登入' })
  await form.getByLabel('帳號').fill(OWNER.username)
  await form.getByLabel('密碼').fill(OWNER.password)
  await form.getByRole('button', { name: '登入' }).click()
}
const grid = async (page: Page) => (await (await page.request.get(`${hq.url}/api/hq/menu/store-prices`)).json()) as Grid

test('分店價格: a store priced apart, its 外帶 too; cleared back to the template; a bad price changes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page)
  await page.getByRole('tab', { name: '分店價格' }).click()
  await expect(page).toHaveURL(/\/hq\/prices$/)
  const table = page.getByTestId('hq-store-prices')
  await expect(table.locator('thead th')).toHaveText(['品項', '範本價', 'TPE01', 'TPE02', 'KHH01'])
  await expect(table.locator('tbody tr th')).toHaveText(['牛肉麵', '滷肉飯', '燙青菜'])
  await expect(page.getByRole('note')).toContainText('下一次於「連鎖菜單」發布新版本')

  const noodles = (await grid(page)).items[0]!.key
  await page.getByLabel('TPE01「牛肉麵」價格').fill('180')
  await page.getByLabel('TPE01「牛肉麵」外帶價').fill('170')
  await page.getByLabel('TPE02「滷肉飯」價格').click()
  await expect(page.getByRole('button', { name: 'TPE01「牛肉麵」恢復範本價' })).toBeVisible()
  await page.getByLabel('TPE02「滷肉飯」價格').fill('50')
  await page.getByLabel('TPE02「滷肉飯」價格').press('Enter')
  await expect(page.getByRole('button', { name: 'TPE02「滷肉飯」恢復範本價' })).toBeVisible()
  const kept = (await grid(page)).prices
  expect(kept.map((p) => [p.storeCode, p.itemKey === noodles, p.price, p.takeoutPrice])).toEqual([
    ['TPE01', true, '180.00', '170.00'],
    ['TPE02', false, '50.00', null],
  ])
  await page.screenshot({ path: '.test-output/shots/hq-store-prices-1366.png', fullPage: true })

  // Cents are refused with the catalog's message; the box shows the kept price again.
  await page.getByLabel('KHH01「燙青菜」價格').fill('42.5')
  await page.getByLabel('KHH01「燙青菜」價格').press('Enter')
  await expect(page.getByText('分店價格須為 0 到 NT$9,999,999 之間的整數元（價格）')).toBeVisible()
  await expect(page.getByLabel('KHH01「燙青菜」價格')).toHaveValue('')
  expect((await grid(page)).prices).toEqual(kept)

  // Cleared: TPE01 sells 牛肉麵 at the template's price again.
  await page.getByRole('button', { name: 'TPE01「牛肉麵」恢復範本價' }).click()
  await expect(page.getByLabel('TPE01「牛肉麵」價格')).toHaveValue('')
  await expect(page.getByLabel('TPE01「牛肉麵」外帶價')).toHaveValue('')
  expect((await grid(page)).prices.map((p) => p.storeCode)).toEqual(['TPE02'])
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-store-prices-1024.png', fullPage: true })
})
