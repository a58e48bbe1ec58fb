import { chromium, type Page } from 'playwright-core'

const BASE = 'http://127.0.0.1:4391'
const OUT = '/tmp/shots-counter'
const sizes = [
  [1366, 768],
  [1024, 768],
  [390, 844],
] as const

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  for (const [w, h] of sizes) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-TW' })
    const page = await ctx.newPage()
    const r = await page.request.post(`${BASE}/api/auth/local/login`, { data: { username: 'admin', password: 'admin123' } })
    if (!r.ok()) throw new Error(`login ${r.status()}`)
    const shot = async (name: string, p: Page = page) => {
      await p.waitForTimeout(600)
      await p.screenshot({ path: `${OUT}/${name}-${w}.png` })
    }
    await page.goto(`${BASE}/floor`)
    await page.waitForTimeout(2500)
    await shot('floor')
    await page.goto(`${BASE}/orders`)
    await page.getByTestId('order-row').first().waitFor()
    await shot('orders')
    if (w !== 390) {
      await page.goto(`${BASE}/pos`)
      await page.locator('.pos-pay-list, [aria-label="付款方式"]').first().waitFor()
      await page.locator('button.menu-tile, [data-testid="menu-item"]').first().click().catch(() => {})
      await shot('pos')
    }
    await page.goto(`${BASE}/reports`)
    await shot('reports')
    await ctx.close()
  }
  await browser.close()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
