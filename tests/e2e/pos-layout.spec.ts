import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'

// The POS fits the counter. At each screen a till or a tablet has, a cart with a
// member and 7 different dishes shows at least 5 whole lines, its last line and the 清除 / 送出訂單 /
// 送出並結帳 buttons are on screen, the sidebar has folded by itself, the category chips scroll
// sideways instead of being cut off, and dish names never break inside (蚵仔煎, not 蚵仔/煎).
const DISHES = ['滷肉飯', '蚵仔煎', '鹽酥雞', '燙青菜', '貢丸湯', '珍珠奶茶', '傳統豆花']
const EXTRA_CATEGORIES = ['小吃', '季節限定', '套餐組合', '外帶便當']
const SIZES = [
  [1366, 768],
  [1280, 800],
  [1024, 768],
  [768, 1024],
] as const
const SCREENS = '.test-output/screens'

const SIZED = 16
let storeId = 0

/** Once per server: the store, its dishes and a member; each test signs in. */
async function seed(page: Page, owner: Account) {
  await signIn(page.request, owner)
  if (storeId) return
  storeId = await createStore(page.request, { name: '版面測試店', code: 'LAY1' })
  for (const name of EXTRA_CATEGORIES)
    await json(await page.request.post(`/api/stores/${storeId}/menu-categories`, { data: { name } }))
  for (const [i, name] of DISHES.entries()) {
    await json(
      await page.request.post(`/api/stores/${storeId}/menu`, {
        data: { name, basePrice: `${40 + i * 10}.00`, categoryId: 'food', status: 'available', isActive: true },
      }),
    )
  }
  // More rows than the grid shows, of long names with sizes (price and 可選規格 on two lines on a narrow card).
  for (let i = 1; i <= SIZED; i++) {
    await json(
      await page.request.post(`/api/stores/${storeId}/menu`, {
        data: {
          name: `紅燒牛肉麵${i}`,
          basePrice: '160.00',
          categoryId: 'food',
          status: 'available',
          isActive: true,
          sizeOptions: [
            { name: '小碗', price: '160.00' },
            { name: '大碗', price: '190.00' },
          ],
        },
      }),
    )
  }
  await json(
    await page.request.post(`/api/stores/${storeId}/members`, {
      data: { name: '陳志明', phone: '0900000001', tier: 'gold' },
    }),
  )
}

type Box = { x: number; y: number; width: number; height: number }
const inside = (box: Box | null, outer: Box) =>
  !!box &&
  box.x >= outer.x - 0.5 &&
  box.y >= outer.y - 0.5 &&
  box.x + box.width <= outer.x + outer.width + 0.5 &&
  box.y + box.height <= outer.y + outer.height + 0.5

async function expectOnScreen(page: Page, target: Locator) {
  const size = page.viewportSize()!
  expect(inside(await target.boundingBox(), { x: 0, y: 0, width: size.width, height: size.height })).toBe(true)
}

/** How many line boxes a name's text takes, and whether it is cut by an ellipsis. */
const nameShape = (el: Element) => {
  const range = document.createRange()
  range.selectNodeContents(el)
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
  return { lines: tops.size, cut: el.scrollWidth > el.clientWidth + 1 }
}

for (const [width, height] of SIZES) {
  test(`the POS fits ${width}×${height}: 5+ cart lines, buttons on screen, chips scroll, names whole`, async ({
    page,
    owner,
  }) => {
    await page.setViewportSize({ width, height })
    await seed(page, owner)
    await page.goto('/pos')

    // the sidebar folds by itself on the POS below 1440 px
    const sidebar = page.getByRole('complementary', { name: '功能選單' })
    await expect(sidebar).toHaveClass(/is-collapsed/)

    await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
    for (const name of DISHES) await page.getByTestId('pos-item').filter({ hasText: name }).click()
    await page.getByLabel('會員', { exact: true }).fill('陳志明')
    await page.getByRole('option', { name: /陳志明/ }).click()
    await expect(page.getByTestId('pos-member')).toContainText('陳志明')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(DISHES.length)

    // at least 5 whole lines show in the cart without scrolling it
    const scroller = (await page.locator('.pos-cart-scroll').boundingBox())!
    let whole = 0
    for (const line of await lines.all()) if (inside(await line.boundingBox(), scroller)) whole++
    expect(whole).toBeGreaterThanOrEqual(5)
    const last = lines.last()
    await last.scrollIntoViewIfNeeded()
    await expectOnScreen(page, last)
    for (const name of ['清除', '送出訂單', '送出並結帳'])
      await expectOnScreen(page, page.getByRole('button', { name, exact: true }))
    await expectOnScreen(page, page.getByTestId('pos-total'))

    // chips: one row that scrolls; every chip can be brought on screen with its label whole
    const chips = page.getByRole('radiogroup', { name: '餐點分類' }).getByRole('radio')
    const categories = await json<unknown[]>(await page.request.get(`/api/stores/${storeId}/menu-categories`))
    await expect(chips).toHaveCount(categories.length + 1) // 全部 first
    const chipTops = new Set<number>()
    for (const chip of await chips.all()) {
      await chip.scrollIntoViewIfNeeded()
      await expectOnScreen(page, chip)
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
      chipTops.add(Math.round((await chip.boundingBox())!.y))
    }
    expect(chipTops.size).toBe(1)
    await chips.first().scrollIntoViewIfNeeded()

    // names break cleanly: 蚵仔煎 and 滷肉飯 take one line, uncut, on the menu card and in the cart
    for (const name of ['蚵仔煎', '滷肉飯']) {
      const card = page.getByTestId('pos-item').filter({ hasText: name }).locator('.pos-item-name')
      const line = lines.filter({ hasText: name }).locator('.pos-line-name')
      for (const el of [card, line]) expect(await el.evaluate(nameShape)).toEqual({ lines: 1, cut: false })
    }

    // every card shows all it holds: its picture, name, price and 可選規格, nothing clipped
    await expect(page.getByTestId('pos-item')).toHaveCount(DISHES.length + SIZED)
    for (const card of await page.getByTestId('pos-item').all()) {
      expect(
        await card.evaluate(
          (el) =>
            el.scrollHeight <= el.clientHeight + 1 &&
            [...el.children].every((c) => c.scrollHeight <= c.clientHeight + 1),
        ),
      ).toBe(true)
    }

    mkdirSync(SCREENS, { recursive: true })
    await page.screenshot({ path: `${SCREENS}/pos-${width}x${height}.png` })
  })
}
