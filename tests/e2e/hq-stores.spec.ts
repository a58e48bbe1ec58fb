import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startSpecServer, type SpecServer } from './spec-server'

// HQ's 分店帳號 tab: add a store and see its secret and leaf config once, rotate its secret, revoke it.
// No hub listens here and no pid file is set, so HQ says the hub was not reloaded; the hub itself is
// tests/reliability/chain-stores.test.ts's.
test.describe.configure({ mode: 'serial' })

const OWNER = { username: 'owner', password: 'secret123' }
const hubDir = mkdtempSync(join(tmpdir(), 'pos-hq-stores-'))
const usersFile = join(hubDir, 'users.conf')
let hq: SpecServer

test.beforeAll(async () => {
  hq = await startSpecServer({
    args: ['--hq'],
    env: {
      POS_CHAIN_NATS_URL: 'nats://127.0.0.1:9',
      POS_CHAIN_USER: 'hq',
      POS_CHAIN_PASSWORD: 'hq-secret',
      POS_HQ_STORES: 'TPE01',
      POS_HQ_HUB_USERS: usersFile,
      POS_HQ_LEAF_URL: 'tls://hq.example.tw:7422',
      POS_HQ_LEAF_CA: '/etc/nats/chain-ca.crt',
    },
  })
  const res = await fetch(`${hq.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, setupCode: hq.setupCode() }),
  })
  expect(res.ok).toBe(true)
})
test.afterAll(async () => {
  await hq?.stop()
  rmSync(hubDir, { recursive: true, force: true })
})

async function openTab(page: Page) {
  await page.goto(`${hq.url}/`)
  const form = page.getByRole('form', { name: '登入' })
  await form.getByLabel('帳號').fill(OWNER.username)
  await form.getByLabel('密碼').fill(OWNER.password)
  await form.getByRole('button', { name: '登入' }).click()
  await page.getByRole('tab', { name: '分店帳號' }).click()
  await expect(page.getByRole('tab', { name: '分店帳號' })).toHaveAttribute('aria-selected', 'true')
}
const row = (page: Page, code: string) => page.getByTestId('hq-stores').locator(`tr[data-store="${code}"]`)

test('a store added at HQ shows its secret and leaf config once; rotated, then revoked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await openTab(page)
  // The store of POS_HQ_STORES is listed, waiting for its first secret.
  await expect(row(page, 'TPE01')).toContainText('尚未發放密碼')

  // A bad code: the server's zh-TW reason, nothing added.
  await page.getByRole('button', { name: '新增分店' }).click()
  const add = page.getByRole('dialog', { name: '新增分店' })
  await add.getByLabel('分店代碼').fill('TPE 03')
  await add.getByLabel('分店名稱').fill('信義店')
  await add.getByRole('button', { name: '新增並發放密碼' }).click()
  await expect(page.getByText('分店代碼只可用英文字母、數字、- 與 _，最多 32 字')).toBeVisible()
  await add.getByLabel('分店代碼').fill('TPE03')
  await add.getByRole('button', { name: '新增並發放密碼' }).click()

  const issued = page.getByRole('dialog', { name: 'TPE03 的連線密碼' })
  await expect(issued.getByText('只顯示這一次')).toBeVisible()
  const secret = (await issued.getByTestId('hq-secret').textContent()) ?? ''
  expect(secret.length).toBeGreaterThanOrEqual(32)
  await expect(issued.getByTestId('hq-leaf-config')).toContainText(`tls://store-TPE03:${secret}@hq.example.tw:7422`)
  await expect(issued.getByText('總部連線伺服器的帳號未自動更新')).toBeVisible()
  // HQ wrote the hub's users: the store's user with a bcrypt hash, never the secret.
  const users = readFileSync(usersFile, 'utf8')
  expect(users).toContain('"store-TPE03"')
  expect(users).not.toContain(secret)
  await page.screenshot({ path: '.test-output/shots/hq-stores-issued-1366.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-stores-issued-1024.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '.test-output/shots/hq-stores-issued-390.png' })
  await page.setViewportSize({ width: 1024, height: 768 })
  // 複製 puts the secret on the clipboard and says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hq.url })
  await issued.getByRole('button', { name: '複製', exact: true }).first().click()
  await expect(page.getByRole('status').filter({ hasText: '已複製' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
  await issued.getByRole('button', { name: '我已複製，關閉' }).click()

  // Once closed, the secret is nowhere to be seen again.
  await expect(row(page, 'TPE03')).toContainText('使用中')
  await expect(page.getByText(secret)).toHaveCount(0)
  expect(JSON.stringify(await (await page.request.get(`${hq.url}/api/hq/stores/`)).json())).not.toContain(secret)
  await page.screenshot({ path: '.test-output/shots/hq-stores-1024.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '.test-output/shots/hq-stores-390.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })

  // 更換密碼 after a confirmation: a new secret, shown once.
  await row(page, 'TPE03').getByRole('button', { name: '更換密碼' }).click()
  await page.getByRole('dialog', { name: '更換 TPE03 的密碼？' }).getByRole('button', { name: '更換密碼' }).click()
  const rotated = page.getByRole('dialog', { name: 'TPE03 的連線密碼' })
  await expect(rotated.getByTestId('hq-secret')).not.toHaveText(secret)
  // HQ opened over plain http on the LAN has no Clipboard API: 複製 still copies, from inside the dialog.
  await page.evaluate(() => Object.defineProperty(window, 'isSecureContext', { value: false }))
  await rotated.getByRole('button', { name: '複製', exact: true }).last().click()
  await expect(page.getByRole('status').filter({ hasText: '已複製' }).first()).toBeVisible()
  const leafConfig = (await rotated.getByTestId('hq-leaf-config').textContent()) ?? ''
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(leafConfig)
  await rotated.getByRole('button', { name: '我已複製，關閉' }).click()

  // 停用 after a confirmation: the row says so and offers nothing more.
  await row(page, 'TPE03').getByRole('button', { name: '停用' }).click()
  await page.getByRole('dialog', { name: '停用 TPE03？' }).getByRole('button', { name: '停用' }).click()
  await expect(row(page, 'TPE03')).toContainText('已停用')
  await expect(row(page, 'TPE03').getByRole('button')).toHaveCount(0)
  expect(readFileSync(usersFile, 'utf8')).not.toContain('"store-TPE03"')
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: '.test-output/shots/hq-stores-1366.png', fullPage: true })
})
