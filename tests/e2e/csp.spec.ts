import type { Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// The UI's Content-Security-Policy (src/server/static.ts) in a real Chromium: the staff app's
// screens and dialogs and the diner's pages load and work without one violation (no inline script
// or style in the build, QR codes as data: images, downloads), while a script smuggled into the
// page does not run and a request to another site is refused.
test.describe.configure({ mode: 'serial' })

/** The smallest PNG: the image upload checks the signature. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42' +
  'mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** Every CSP violation the page or any of its frames reports, as Chromium logs it and as the event says. */
async function watchViolations(page: Page) {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy event: ${e.effectiveDirective} ${e.blockedURI}`),
    )
  })
  return seen
}

/** A store of our own with a dish (and its photo), a member and an open table; the table's QR link. */
async function seed(page: Page, owner: Account) {
  await signIn(page.request, owner)
  const s = `/api/stores/${await createStore(page.request, { name: 'CSP 測試店', code: 'CSP1' })}`
  const dish = await json<{ id: number }>(
    await page.request.post(`${s}/menu`, {
      data: { name: '滷肉飯', basePrice: '45.00', categoryId: 'food', status: 'available', isActive: true },
    }),
  )
  await json(
    await page.request.post(`${s}/menu/${dish.id}/images`, { data: { imageData: PNG, mimeType: 'image/png' } }),
  )
  await json(await page.request.post(`${s}/members/`, { data: { name: '王小明', phone: '0912345678' } }))
  const table = await json<{ id: number }>(
    await page.request.post(`${s}/tables`, { data: { number: 'C-1', seats: 4 } }),
  )
  await json(await page.request.post(`${s}/tables/${table.id}/open`, { data: { guestCount: 2 } }))
  const qr = await json<{ url: string; customerUrl: string }>(await page.request.get(`${s}/tables/${table.id}/qr`))
  return { qr, tableNumber: 'C-1' }
}

let links: Awaited<ReturnType<typeof seed>>

test('the staff app loads its screens, QR images, downloads and printing without a CSP violation', async ({
  page,
  owner,
}) => {
  const violations = await watchViolations(page)
  const signIn = await page.goto('/')
  expect(signIn!.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('tab', { name: '登入' })).toBeVisible()

  links = await seed(page, owner)
  for (const [path, ready] of [
    ['/dashboard', page.getByTestId('user-role')],
    ['/pos', page.getByTestId('pos-item').filter({ hasText: '滷肉飯' })],
    ['/orders', page.getByTestId('user-role')],
    ['/reports', page.getByTestId('user-role')],
    ['/settings', page.getByTestId('user-role')],
    ['/menu-management', page.getByTestId('menu-item').filter({ hasText: '滷肉飯' }).locator('img')],
  ] as const) {
    await page.goto(path)
    await expect(ready).toBeVisible()
  }
  // The dish's photo from the API has loaded.
  expect(
    await page
      .getByTestId('menu-item')
      .filter({ hasText: '滷肉飯' })
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)

  // Drawn in the browser as a data: image, saved through a blob, printed from a frame of its own.
  await page.goto('/tables')
  const card = page
    .getByTestId('table-card')
    .filter({ has: page.getByRole('heading', { name: links.tableNumber, exact: true }) })
  await card.getByRole('button', { name: 'QR Code' }).click()
  const qr = page.getByRole('dialog', { name: `桌號 ${links.tableNumber} 的 QR Code` })
  await expect(qr.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/)
  const png = page.waitForEvent('download')
  await qr.getByRole('button', { name: '下載圖片' }).click()
  expect((await png).suggestedFilename()).toBe(`桌號-${links.tableNumber}.png`)
  // The print card's frame inherits the page's policy: it is written, printed and removed again.
  const printed = page.waitForEvent('framedetached')
  await qr.getByRole('button', { name: '列印' }).click()
  await printed

  await page.goto('/members')
  await page.getByRole('button', { name: 'QR 王小明' }).click()
  await expect(page.getByTestId('member-qr')).toHaveAttribute('src', /^data:image\/png;base64,/)

  expect(violations).toEqual([])
})

test("the diner's pages load the table's menu without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page)
  for (const url of [links.qr.url, links.qr.customerUrl]) {
    const res = await page.goto(url)
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.getByText('滷肉飯').first()).toBeVisible()
  }
  expect(violations).toEqual([])
})

test(`the policy holds in the browser: a smuggled script does not run, another site is out of reach, its own \
WebSocket is not`, async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await expect(page.getByRole('tab', { name: '登入' })).toBeVisible()
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__smuggled = true'
    document.body.append(script)
    const handler = document.createElement('img')
    handler.setAttribute('onerror', 'window.__handler = true')
    const failed = new Promise((resolve) => handler.addEventListener('error', resolve))
    handler.src = 'data:,'
    document.body.append(handler)
    await failed
    const away = await fetch('http://192.0.2.1/steal').then(
      () => 'sent',
      (e: Error) => e.name,
    )
    const socket = (() => {
      try {
        new WebSocket(`ws://${location.host}/mqtt`).close()
        return 'allowed'
      } catch (e) {
        return (e as Error).name
      }
    })()
    const w = window as unknown as Record<string, unknown>
    return { script: w.__smuggled ?? false, handler: w.__handler ?? false, away, socket }
  })
  expect(outcome).toEqual({ script: false, handler: false, away: 'TypeError', socket: 'allowed' })
  await expect
    .poll(() => violations.filter((v) => v.startsWith('Content Security Policy event:')).sort())
    .toEqual([
      `Content Security Policy event: connect-src http://192.0.2.1/steal`,
      'Content Security Policy event: script-src-attr inline',
      'Content Security Policy event: script-src-elem inline',
    ])
})
