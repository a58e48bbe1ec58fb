import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { createStore, expect, json, signIn, test, type Account } from './fixtures'
import { axeViolations, focusRing, installProbe, lowContrastText } from './a11y-probe'

// The cashier's loop by keyboard alone (Tab, Shift+Tab, arrows, Enter, Space, typing): sign in,
// the floor, seat a table, two dishes at the POS (one with options), send, take cash, done. At every
// stop the focused element shows a ring of 2 px or more (WCAG 2.4.13) at ≥ 3:1 against what surrounds it; radio
// groups and tab lists are one Tab stop each and their arrows move the choice; focus never falls to
// the body after a control that held it goes away.
test.describe.configure({ timeout: 120_000 })

const SCREENS = '.test-output/screens/a11y'
const BEEF = '紅燒牛肉麵'
let stores = 0

/** A store of its own for each test, made the owner's current one, with three dishes and tables A-01..A-03. */
async function seed(page: Page, owner: Account) {
  await signIn(page.request, owner)
  stores++
  const storeId = await createStore(page.request, { name: `鍵盤測試店 ${stores}`, code: `KBD${stores}` })
  const menu = (data: Record<string, unknown>) =>
    page.request.post(`/api/stores/${storeId}/menu`, {
      data: { categoryId: 'food', status: 'available', isActive: true, ...data },
    })
  await json(
    await menu({
      name: BEEF,
      basePrice: '160.00',
      sizeOptions: [
        { name: '小碗', price: '160.00' },
        { name: '大碗', price: '200.00' },
      ],
      spiceLevels: ['不辣', '小辣', '中辣'],
      addOns: [{ name: '加蛋', price: '15.00', category: '加料' }],
    }),
  )
  await json(await menu({ name: '滷肉飯', basePrice: '35.00' }))
  await json(await menu({ name: '紅茶', basePrice: '25.00', categoryId: 'drink' }))
  for (const number of ['A-01', 'A-02', 'A-03'])
    await json(await page.request.post(`/api/stores/${storeId}/tables`, { data: { number, seats: 4 } }))
  await installProbe(page)
}

/** The focused element shows a ring: at least 2 px of outline at ≥ 3:1 against its surroundings. */
async function expectRing(page: Page, where: string) {
  const ring = await focusRing(page)
  expect(ring, `${where}: focus on the body`).not.toBeNull()
  expect(ring?.width ?? 0, `${where}: ring width on ${ring?.tag} “${ring?.name}”`).toBeGreaterThanOrEqual(2)
  expect(ring?.ratio ?? 0, `${where}: ring contrast on ${ring?.tag} “${ring?.name}”`).toBeGreaterThanOrEqual(3)
}

/** Presses `key` until `target` has focus, checking the ring at every stop on the way. */
async function keyTo(page: Page, target: Locator, key = 'Tab', max = 60) {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    const ring = await focusRing(page)
    seen.push(`${ring?.tag}:${ring?.name}`)
    await expectRing(page, `${key} #${i + 1}`)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${max}× ${key} never reached the target; passed ${seen.join(' | ')}`)
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true })
  for (const [w, h] of [
    [1366, 768],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: `${SCREENS}/${name}-${w}.png` })
  }
  await page.setViewportSize({ width: 1366, height: 768 })
}

test('the cashier’s walk by keyboard alone, with a visible focus ring at every stop', async ({ page, owner }) => {
  await seed(page, owner)
  await page.context().clearCookies()
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/')

  // Sign in: the 登入/註冊 tab list is one stop whose arrows switch the tab.
  const loginTab = page.getByRole('tab', { name: '登入' })
  await expect(loginTab).toBeVisible()
  await keyTo(page, loginTab)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: '註冊' })).toBeFocused()
  await expect(page.getByRole('tab', { name: '註冊' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(loginTab).toHaveAttribute('aria-selected', 'true')
  await keyTo(page, page.getByLabel('帳號'))
  await page.keyboard.type(owner.username)
  await keyTo(page, page.getByLabel('密碼'))
  await page.keyboard.type(owner.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: '儀表板' })).toBeFocused()
  await expectRing(page, 'after sign-in')

  // 桌位管理 from the sidebar (its tab list too is one stop), then the floor; 開桌 on A-02 from its tile.
  await keyTo(page, page.getByRole('link', { name: '桌位管理' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tables$/)
  const tabs = page.getByRole('tablist')
  await keyTo(page, tabs.getByRole('tab', { selected: true }))
  await page.keyboard.press('End')
  await expect(tabs.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab').last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
  await keyTo(page, page.getByRole('link', { name: '桌況', exact: true }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/floor$/)
  // The link went with the page it was on: focus lands on the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: '桌況' })).toBeFocused()
  await keyTo(page, page.getByTestId('floor-tile-A-02'))
  await shoot(page, 'floor-tile-focus')
  await page.keyboard.press('Enter')
  const seat = page.getByRole('dialog', { name: '開桌：桌號 A-02' })
  await keyTo(page, seat.getByRole('button', { name: '開桌' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pos\?tableId=\d+&back=floor/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  // POS: the category chips are one stop; the arrows filter the menu.
  const chips = page.getByRole('radiogroup', { name: '分類' })
  await keyTo(page, chips.getByRole('radio', { name: '全部' }))
  await page.keyboard.press('ArrowRight')
  const second = chips.getByRole('radio').nth(1)
  await expect(second).toBeFocused()
  await expect(second).toHaveAttribute('aria-checked', 'true')
  await expectRing(page, 'second chip')
  await page.keyboard.press('Home')
  await expect(chips.getByRole('radio', { name: '全部' })).toHaveAttribute('aria-checked', 'true')
  await shoot(page, 'pos-chip-focus')
  const tile = (name: string) => page.getByTestId('pos-item').filter({ hasText: name })
  await keyTo(page, tile('滷肉飯'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  // A dish with options: size and spice are radio groups, one stop each; the add-on a checkbox.
  await keyTo(page, tile(BEEF), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const options = page.getByRole('dialog', { name: BEEF })
  const size = options.getByRole('radiogroup', { name: '份量' })
  await keyTo(page, size.getByRole('radio', { name: /小碗/ }))
  await page.keyboard.press('ArrowRight')
  await expect(size.getByRole('radio', { name: /大碗/ })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Tab')
  const spice = options.getByRole('radiogroup', { name: '辣度' })
  await expect(spice.getByRole('radio', { name: '不辣' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(spice.getByRole('radio', { name: '中辣' })).toHaveAttribute('aria-checked', 'true')
  await expectRing(page, 'spice level')
  await page.keyboard.press('Tab')
  await expect(options.getByRole('checkbox', { name: /加蛋/ })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(options.getByRole('checkbox', { name: /加蛋/ })).toHaveAttribute('aria-checked', 'true')
  await shoot(page, 'option-dialog-focus')
  await keyTo(page, options.getByRole('button', { name: /加入/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)

  // 送出訂單 goes back to the table's check; focus lands on its heading.
  await keyTo(page, page.getByRole('button', { name: '送出訂單' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/floor\?table=\d+/)
  const check = page.getByTestId('table-check')
  await expect(check.getByRole('heading', { name: 'A-02 桌帳單' })).toBeFocused()
  await expectRing(page, 'after 送出訂單')
  await shoot(page, 'check-heading-focus')

  // 收款: the methods are one stop (arrows move, Home returns to 現金); cash typed; 確認收款.
  await keyTo(page, check.getByRole('button', { name: '收款', exact: true }))
  await page.keyboard.press('Enter')
  const pay = page.getByRole('dialog', { name: '收款 - 桌號 A-02' })
  const methods = pay.getByRole('radiogroup', { name: '付款方式' })
  await keyTo(page, methods.getByRole('radio', { name: '現金' }))
  await page.keyboard.press('ArrowRight')
  await expect(methods.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Home')
  await expect(methods.getByRole('radio', { name: '現金' })).toHaveAttribute('aria-checked', 'true')
  await keyTo(page, pay.getByLabel('收取現金'))
  await page.keyboard.type('1000')
  await shoot(page, 'pay-dialog-focus')
  await keyTo(page, pay.getByRole('button', { name: '確認收款' }))
  await page.keyboard.press('Enter')
  const done = pay.getByRole('button', { name: '完成' })
  await expect(done).toBeFocused()
  await expectRing(page, 'after 確認收款')
  await page.keyboard.press('Enter')
  await expect(pay).toBeHidden()
  // The store clears a settled table by itself (結帳後自動清桌): the check goes with its buttons, and
  // focus lands on the floor's heading.
  await expect(check).toBeHidden()
  await expect(page.getByTestId('floor-tile-A-02')).toContainText('空桌')
  await expect(page.getByRole('heading', { level: 1, name: '桌況' })).toBeFocused()
  await expectRing(page, 'after 完成')
})

test('browsing the POS table select with the arrows seats no one; Enter on a free table opens 開桌', async ({
  page,
  owner,
}) => {
  await seed(page, owner)
  await page.goto('/pos')
  const select = page.getByLabel('桌號', { exact: true })
  await expect(select.locator('option', { hasText: 'A-03' })).toBeAttached()
  await select.focus()
  // past 外帶, 外送 and the tables before A-03
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  await expect(select.locator('option:checked')).toHaveText(/A-03/)
  await expect(select).toHaveAccessibleDescription('按 Enter 為 A-03 開桌')
  await expectRing(page, 'table select')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: '開桌：桌號 A-03' })).toBeVisible()
})

test('text contrast on the floor, the check, the option and pay dialogs; item tiles name their text', async ({
  page,
  owner,
}) => {
  await seed(page, owner)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/floor')
  await page.getByTestId('floor-tile-A-02').click()
  await page.getByRole('dialog', { name: '開桌：桌號 A-02' }).getByRole('button', { name: '開桌' }).click()
  await page.getByTestId('pos-item').filter({ hasText: '滷肉飯' }).click()
  await page.getByRole('button', { name: '送出訂單' }).click()
  await expect(page.getByTestId('table-check').locator('.badge-warning', { hasText: '待確認' })).toBeVisible()
  expect(await lowContrastText(page.locator('main'))).toEqual([])

  await page.goto('/pos')
  // A tile's name is what it shows: the dish and its price (and 可選規格 where it has options).
  await expect(page.getByRole('button', { name: '滷肉飯 NT$35', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `${BEEF} NT$160 可選規格`, exact: true })).toBeVisible()
  await page.getByTestId('pos-item').filter({ hasText: BEEF }).click()
  const options = page.getByRole('dialog', { name: BEEF })
  await expect(options.getByRole('radio', { name: /大碗/ })).toBeVisible()
  expect(await lowContrastText(options)).toEqual([])
  await options.getByRole('button', { name: /加入/ }).click()

  await page.getByLabel('桌號', { exact: true }).selectOption({ label: '外帶' })
  await page.getByRole('button', { name: '送出並結帳' }).click()
  const pay = page.getByRole('dialog', { name: '送出並結帳' })
  await expect(pay.getByTestId('pay-due')).toBeVisible()
  expect(await lowContrastText(pay)).toEqual([])
})

test('axe (WCAG 2.1 A/AA) finds nothing on the floor with a check, the POS, its option dialog and pay', async ({
  page,
  owner,
}) => {
  await seed(page, owner)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/floor')
  await page.getByTestId('floor-tile-A-01').click()
  await page.getByRole('dialog', { name: '開桌：桌號 A-01' }).getByRole('button', { name: '開桌' }).click()
  await page.getByTestId('pos-item').filter({ hasText: '滷肉飯' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  expect(await axeViolations(page), 'the POS with a cart line').toEqual([])
  await page.getByTestId('pos-item').filter({ hasText: BEEF }).click()
  const options = page.getByRole('dialog', { name: BEEF })
  await expect(options.getByRole('radio', { name: /大碗/ })).toBeVisible()
  expect(await axeViolations(page), 'the option dialog').toEqual([])
  await options.getByRole('button', { name: /加入/ }).click()
  await page.getByRole('button', { name: '送出訂單' }).click()
  const check = page.getByTestId('table-check')
  await expect(check.getByRole('heading', { name: 'A-01 桌帳單' })).toBeVisible()
  // The check settles as the sale's own events arrive (the round, then the amount owed): axe is
  // asked again until then, so what it reports is what stays on screen, not a frame mid-update.
  await expect(check.getByText('滷肉飯')).toBeVisible()
  await expect(check.getByRole('button', { name: '收款', exact: true })).toBeEnabled()
  await expect.poll(() => axeViolations(page), { message: 'the floor with the check' }).toEqual([])
  await check.getByRole('button', { name: '收款', exact: true }).click()
  const pay = page.getByRole('dialog', { name: '收款 - 桌號 A-01' })
  await expect(pay.getByRole('radiogroup', { name: '付款方式' })).toBeVisible()
  expect(await axeViolations(page), 'the pay dialog').toEqual([])
})
