import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

// Inventory → menu with sizes and a recipe → image → batch price → reorder → /cost.

const storeName = '好味小館'
const storeCode = 'MI1'

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const b of bytes) {
    crc ^= b
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/** A real w×h RGB PNG: signature, IHDR, one IDAT of unfiltered rows, IEND. */
function makePng(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit, truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())])
  const raw = Buffer.concat(Array.from({ length: h }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The manager's first store, made through the stores screen: it becomes the current one. */
async function addFirstStore(page: Page) {
  await page.goto('/stores')
  await page.getByRole('main').getByRole('button', { name: '新增店面' }).click()
  const dialog = page.getByRole('dialog', { name: '新增店面' })
  await dialog.getByLabel('店面名稱').fill(storeName)
  await dialog.getByLabel('店面代碼').fill(storeCode)
  await dialog.getByRole('button', { name: '新增' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('store-block')).toContainText(storeCode)
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })

test('inventory, a menu item with sizes, recipe and image, batch price, reorder and costs', async ({ page, owner }) => {
  test.setTimeout(120_000)
  await signIn(page.request, owner)
  await addFirstStore(page)

  // Inventory: a category, a material below its safety stock, then a restock.
  await page.goto('/inventory')
  await expect(page.getByRole('heading', { name: '庫存管理' })).toBeVisible()
  await page.getByRole('button', { name: '新增材料' }).click()
  const material = page.getByRole('dialog', { name: '新增材料' })
  await expect(material.getByText('尚無分類，請先建立分類。')).toBeVisible()
  await material.getByRole('button', { name: '建立分類' }).click()
  const cats = page.getByRole('dialog', { name: '庫存分類管理' })
  await cats.getByLabel('新分類名稱').fill('肉類')
  await cats.getByRole('button', { name: '新增分類' }).click()
  await expect(cats.getByTestId('category-row')).toContainText('肉類')
  await cats.getByRole('button', { name: '關閉' }).last().click()

  await page.getByRole('button', { name: '新增材料' }).click()
  await material.getByLabel('名稱').fill('牛腱肉')
  await material.getByLabel('分類').selectOption({ label: '肉類' })
  await material.getByLabel('單位', { exact: true }).selectOption('公斤')
  await material.getByLabel('目前庫存').fill('2')
  await material.getByLabel('安全庫存').fill('5')
  await material.getByLabel('單位成本（NT$）').fill('450')
  await material.getByRole('button', { name: '新增' }).click()
  await expect(toast(page, '材料已新增')).toBeVisible()
  const beef = page.getByTestId('inventory-row').filter({ hasText: '牛腱肉' })
  await expect(beef).toContainText('偏低')
  await expect(page.getByTestId('stat-低庫存')).toHaveText('1')

  await beef.getByRole('button', { name: '入庫 牛腱肉' }).click()
  const stock = page.getByRole('dialog', { name: '庫存異動：牛腱肉' })
  await stock.getByLabel('數量（公斤）').fill('10')
  await stock.getByLabel('備註（選填）').fill('週一進貨')
  await stock.getByRole('button', { name: '確認' }).click()
  await expect(toast(page, '庫存已更新')).toBeVisible()
  await expect(beef).toContainText('12 公斤')
  await expect(beef).toContainText('充足')
  await expect(page.getByTestId('stat-低庫存')).toHaveText('0')
  await expect(page.getByTestId('stat-庫存總值')).toHaveText('NT$5,400')
  await beef.getByRole('button', { name: '紀錄 牛腱肉' }).click()
  const history = page.getByRole('dialog', { name: '異動紀錄：牛腱肉' })
  await expect(history.getByTestId('movement').first()).toContainText('進貨')
  await expect(history.getByTestId('movement').first()).toContainText('+10 公斤')
  await history.getByRole('button', { name: '關閉' }).last().click()

  // A menu item with two sizes and a recipe (0.15 公斤 × NT$450 = NT$67.50).
  await page.goto('/menu-management')
  await page.getByRole('button', { name: '新增菜單項目' }).click()
  const form = page.getByRole('dialog', { name: '新增菜單項目' })
  await form.getByLabel('名稱', { exact: true }).fill('紅燒牛肉麵')
  await form.getByLabel('基本價格（NT$）').fill('150')
  await form.getByRole('button', { name: '招牌' }).click()
  await form.getByLabel('材料', { exact: true }).selectOption({ label: '牛腱肉（公斤）' })
  await form.getByLabel(/^用量/).fill('0.15')
  await form.getByRole('button', { name: '加入材料' }).click()
  await expect(form.getByTestId('recipe-line')).toContainText('0.15 公斤 × NT$450 = NT$67.50')
  await expect(form.getByTestId('recipe-total')).toContainText('NT$67.50')
  await expect(form.getByTestId('recipe-total')).toContainText('毛利 55%')
  const sizes = form.getByRole('group', { name: '尺寸選項' })
  for (const [name, price] of [
    ['小碗', '140'],
    ['大碗', '180'],
  ]) {
    await sizes.getByLabel('尺寸名稱').fill(name!)
    await sizes.getByLabel('尺寸價格').fill(price!)
    await sizes.getByRole('button', { name: '新增' }).click()
  }
  await expect(sizes.getByText('大碗')).toBeVisible()
  await form.getByRole('button', { name: '建立' }).click()
  await expect(toast(page, '菜單項目已建立')).toBeVisible()
  const card = page.getByTestId('menu-item').filter({ hasText: '紅燒牛肉麵' })
  await expect(card).toContainText('NT$150')
  await expect(card).toContainText('毛利 55%')

  // Two more dishes through the API, so there is something to reorder.
  const storeId = ((await (await page.request.get('/api/stores')).json()) as { id: number; code: string }[]).find(
    (s) => s.code === storeCode,
  )!.id
  for (const [name, basePrice] of [
    ['滷肉飯', '45.00'],
    ['燙青菜', '40.00'],
  ]) {
    expect((await page.request.post(`/api/stores/${storeId}/menu`, { data: { name, basePrice } })).status()).toBe(201)
  }
  await page.reload()
  await expect(page.getByTestId('menu-item')).toHaveCount(3)

  // Image: a GIF is refused in the browser, a generated PNG uploads and shows on the card.
  await card.getByRole('button', { name: '編輯 紅燒牛肉麵' }).click()
  const edit = page.getByRole('dialog', { name: '編輯菜單項目' })
  await edit
    .getByLabel('上傳圖片')
    .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByRole('alert').filter({ hasText: '檔案類型錯誤' })).toContainText('僅支援 JPG、PNG、WEBP 格式')
  await edit
    .getByLabel('上傳圖片')
    .setInputFiles({ name: 'beef.png', mimeType: 'image/png', buffer: makePng(8, 6, [180, 71, 31]) })
  await expect(toast(page, '圖片已上傳')).toBeVisible()
  await expect(edit.getByTestId('menu-image')).toHaveCount(1)
  await expect(edit.getByTestId('menu-image')).toContainText('主圖')
  await edit.getByRole('button', { name: '取消' }).click()
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/menu-images\/\d+/)

  // Batch: raise the beef noodles by 10 % → NT$165 (sizes 154 and 198).
  await card.getByRole('checkbox', { name: '選取 紅燒牛肉麵' }).check()
  await expect(page.getByTestId('batch-count')).toHaveText('已選取 1 項')
  await page.getByRole('button', { name: '批次調價' }).click()
  const price = page.getByRole('dialog', { name: '批次調整價格' })
  await price.getByRole('button', { name: '確認' }).click()
  await expect(price.getByRole('alert')).toHaveText('請輸入調整數值')
  await price.getByLabel('調整數值').fill('10')
  await expect(price.getByTestId('batch-price-preview')).toContainText('NT$150 → NT$165')
  await price.getByRole('button', { name: '確認' }).click()
  await expect(toast(page, '批次調價成功')).toBeVisible()
  await expect(card).toContainText('NT$165')
  const item = (await (await page.request.get(`/api/stores/${storeId}/menu`)).json()) as {
    name: string
    sizeOptions: { price: string }[]
  }[]
  expect(item.find((i) => i.name === '紅燒牛肉麵')!.sizeOptions.map((s) => s.price)).toEqual(['154.00', '198.00'])

  // Reorder: drag the last dish to the front, then move another with the keyboard; it persists.
  await page.getByRole('button', { name: /拖曳排序/ }).click()
  const cards = page.getByTestId('reorder-item')
  await expect(cards).toHaveCount(3)
  await expect(page.getByRole('searchbox', { name: '搜尋' })).toBeDisabled()
  await cards.filter({ hasText: '燙青菜' }).dragTo(cards.filter({ hasText: '紅燒牛肉麵' }))
  await expect(cards.first()).toContainText('燙青菜')
  await cards.filter({ hasText: '滷肉飯' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Space')
  await expect(cards.nth(1)).toContainText('滷肉飯')
  await page.getByRole('button', { name: '儲存排序' }).click()
  await expect(toast(page, '排序已儲存')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('menu-item').locator('.item-name')).toHaveText(['燙青菜', '滷肉飯', '紅燒牛肉麵'])

  // Cancel puts the server order back.
  await page.getByRole('button', { name: /拖曳排序/ }).click()
  await page.getByRole('button', { name: '往後移：燙青菜' }).click()
  await expect(cards.first()).toContainText('滷肉飯')
  await page.getByRole('button', { name: '取消排序' }).click()
  await expect(page.getByTestId('menu-item').first()).toContainText('燙青菜')

  // /cost: (165 − 67.50) / 165 = 59.1 %, with the ingredient behind it.
  await page.goto('/cost')
  const row = page.getByTestId('cost-row').filter({ hasText: '紅燒牛肉麵' })
  await expect(row).toContainText('NT$165')
  await expect(row).toContainText('NT$67.50')
  await expect(row.getByTestId('cost-margin')).toHaveText('毛利 59.1%')
  await expect(page.getByTestId('cost-row').first()).toContainText('紅燒牛肉麵') // sorted by margin, no-recipe dishes last
  await row.getByRole('button', { name: '查看 紅燒牛肉麵 的材料' }).click()
  await expect(page.getByRole('cell', { name: '0.15 公斤', exact: true })).toBeVisible()
  await page.getByRole('button', { name: '依售價排序' }).click()
  await expect(page.getByTestId('cost-row').first()).toContainText('紅燒牛肉麵')
})
