// The §7 rows of menu categories, menu images, inventory items and inventory-category creation
// (spec part 1 and part 2): the spec's payloads sent verbatim over real HTTP to a running server,
// the §3 fields checked on the answers, money as 2-decimal strings.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  PNG,
  expectCreated,
  expectFields,
  expectList,
  expectMoney,
  expectRefusal,
  startContract,
  type Contract,
} from './harness'

const MENU_CATEGORY = ['id', 'name', 'displayOrder']
const MENU_IMAGE = ['id', 'imageData', 'mimeType', 'isPrimary']
const INVENTORY_ITEM = [
  'id',
  'name',
  'category',
  'unit',
  'unitSize',
  'currentStock',
  'safetyStock',
  'unitCost',
  'supplier',
]
const INVENTORY_CATEGORY = ['id', 'name', 'displayOrder']
/** Part 1 §3: categoryId is one of food, drink, dessert, soup; the POS filters 全部/food/drink/dessert. */
const DEFAULT_CATEGORIES = [
  { id: 'food', name: '主食', displayOrder: 0 },
  { id: 'drink', name: '飲品', displayOrder: 1 },
  { id: 'dessert', name: '甜點', displayOrder: 2 },
  { id: 'soup', name: '湯品', displayOrder: 3 },
]

let c: Contract
let S: string

/** A part 2 §7 menu item in a category, as the menu form sends it, plus the spec's categoryId. */
const menuItem = (name: string, categoryId: string | null) =>
  c.api.ok('POST', `${S}/menu`, {
    name,
    description: '',
    basePrice: '60.00',
    status: 'available',
    isActive: true,
    tags: [],
    sizeOptions: [],
    spiceLevels: [],
    addOns: [],
    costData: {},
    categoryId,
  })

beforeAll(async () => {
  c = await startContract()
  S = `/api/stores/${c.storeId}`
}, 60_000)
afterAll(() => c.stop())

describe('spec part 1 §3/§7: menu categories by key', () => {
  test('a new store (POST /api/stores, spec payload) starts with 主食 food, 飲品 drink, 甜點 dessert, 湯品 soup', async () => {
    const store = expectCreated(
      await c.api.post('/api/stores', {
        name: '新開分店',
        code: 'CT-NEW',
        address: '台中市西區公益路 2 號',
        phone: '04-2345-6789',
        status: 'preparing',
        settings: { timezone: 'Asia/Taipei', currency: 'TWD', taxRate: 0.05, serviceFee: 0.1 },
      }),
    )
    const list = expectList(await c.api.get(`/api/stores/${store.id}/menu-categories`), 4)
    expect(list.map(({ id, name, displayOrder }) => ({ id, name, displayOrder }))).toEqual(DEFAULT_CATEGORIES)
  })

  test(`POST /api/stores/{storeId}/menu with categoryId "food" reads back "food" in the staff and the public \
menu`, async () => {
    const rice = await menuItem('滷肉飯', 'food')
    const tea = await menuItem('紅茶', 'drink')
    expect([rice.categoryId, tea.categoryId]).toEqual(['food', 'drink'])
    const staff = expectList(await c.api.get(`${S}/menu`), 2)
    expect(staff.find((i) => i.id === rice.id)).toMatchObject({ categoryId: 'food', category: '主食' })
    const publicMenu = expectList(await c.anon.get(`${S.replace('/api/stores', '/api/public/stores')}/menu`), 2)
    // the QR page's buttons (all, food, drink) filter on these values
    expect(publicMenu.filter((i) => i.categoryId === 'food').map((i) => i.name)).toEqual(['滷肉飯'])
    expect(publicMenu.filter((i) => i.categoryId === 'drink').map((i) => i.name)).toEqual(['紅茶'])
    expectRefusal(await c.api.post(`${S}/menu`, { name: '未知', basePrice: '1.00', categoryId: 'snacks' }), 404)
  })
})

describe('spec part 2 §7: menu categories', () => {
  test('GET /api/stores/{storeId}/menu-categories: the list with §3 fields, ordered by displayOrder', async () => {
    const list = expectList(await c.api.get(`${S}/menu-categories`), 4)
    for (const cat of list) expectFields(cat, MENU_CATEGORY)
    const orders = list.map((x) => x.displayOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(list.slice(0, 4).map((x) => x.id)).toEqual(['food', 'drink', 'dessert', 'soup'])
  })

  test(`POST /api/stores/{storeId}/menu-categories {name, displayOrder}: displayOrder stored as sent, a stable \
key`, async () => {
    const late = expectCreated(await c.api.post(`${S}/menu-categories`, { name: '宵夜', displayOrder: 42 }))
    expectFields(late, MENU_CATEGORY)
    expect(late).toMatchObject({ name: '宵夜', displayOrder: 42 })
    expect(typeof late.id).toBe('string')
    const early = expectCreated(await c.api.post(`${S}/menu-categories`, { name: '早餐', displayOrder: 0 }))
    const names = expectList(await c.api.get(`${S}/menu-categories`)).map((x) => x.name)
    expect(names.indexOf('早餐')).toBeLessThan(names.indexOf('飲品'))
    expect(names.at(-1)).toBe('宵夜')
    // the key round-trips: an item put in the new category reads it back
    const item = await menuItem('鹹粥', late.id)
    expect(item).toMatchObject({ categoryId: late.id, category: '宵夜' })
    expect(early.id).not.toBe(late.id)
    expectRefusal(await c.api.post(`${S}/menu-categories`, { name: '宵夜', displayOrder: 43 }), 409)
  })

  test('PATCH /api/stores/{storeId}/menu-categories/{categoryId} {name}: renames, the key stays', async () => {
    const cat = expectCreated(await c.api.post(`${S}/menu-categories`, { name: '小吃', displayOrder: 7 }))
    const res = await c.api.patch(`${S}/menu-categories/${cat.id}`, { name: '台灣小吃' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: cat.id, name: '台灣小吃', displayOrder: 7 })
    expect((await c.api.patch(`${S}/menu-categories/dessert`, { name: '甜品' })).body).toMatchObject({
      id: 'dessert',
      name: '甜品',
    })
    expectRefusal(await c.api.patch(`${S}/menu-categories/${cat.id}`, { name: ' ' }), 422)
  })

  test(`DELETE /api/stores/{storeId}/menu-categories/{categoryId}: an unused one goes; one with items is \
refused`, async () => {
    const cat = expectCreated(await c.api.post(`${S}/menu-categories`, { name: '季節限定', displayOrder: 8 }))
    expect((await c.api.del(`${S}/menu-categories/${cat.id}`)).status).toBe(200)
    expect(expectList(await c.api.get(`${S}/menu-categories`)).some((x) => x.id === cat.id)).toBe(false)
    const refused = await c.api.del(`${S}/menu-categories/food`)
    expectRefusal(refused, 409, 'CATEGORY_IN_USE')
    expect(refused.body.message).toContain('此分類下還有菜單項目')
  })
})

describe('spec part 2 §7: menu images', () => {
  let item: any

  beforeAll(async () => {
    item = await menuItem('牛肉麵', 'food')
  })

  test(`POST /api/stores/{storeId}/menu/{itemId}/images {imageData, mimeType}: imageData answered as a URL serving \
the bytes`, async () => {
    const img = expectCreated(
      await c.api.post(`${S}/menu/${item.id}/images`, { imageData: PNG, mimeType: 'image/png' }),
    )
    expectFields(img, MENU_IMAGE)
    expect(img).toMatchObject({ mimeType: 'image/png', isPrimary: true })
    const served = await fetch(c.url + img.imageData)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG.split(',')[1], 'base64'))
    expectRefusal(
      await c.api.post(`${S}/menu/${item.id}/images`, {
        imageData: 'data:image/gif;base64,R0lGODlh',
        mimeType: 'image/gif',
      }),
      415,
    )
  })

  test(`GET /api/stores/{storeId}/menu/{itemId}/images: the list with §3 fields; the menu item's \
primaryImage.imageData too`, async () => {
    const list = expectList(await c.api.get(`${S}/menu/${item.id}/images`), 1)
    for (const img of list) expectFields(img, MENU_IMAGE)
    const menu = expectList(await c.api.get(`${S}/menu`))
    const primary = menu.find((i) => i.id === item.id).primaryImage
    expectFields(primary, MENU_IMAGE)
    expect(primary.imageData).toBe(list[0].imageData)
    expect((await fetch(c.url + primary.imageData)).headers.get('content-type')).toBe('image/png')
  })

  test('DELETE /api/stores/{storeId}/menu/{itemId}/images/{imageId}', async () => {
    const img = expectCreated(
      await c.api.post(`${S}/menu/${item.id}/images`, { imageData: PNG, mimeType: 'image/png' }),
    )
    expect((await c.api.del(`${S}/menu/${item.id}/images/${img.id}`)).status).toBe(200)
    expect(expectList(await c.api.get(`${S}/menu/${item.id}/images`)).some((x) => x.id === img.id)).toBe(false)
    expect((await fetch(`${c.url}${img.imageData}`)).status).toBe(404)
  })
})

describe('spec part 1 §7: inventory', () => {
  test(`POST /api/stores/{storeId}/inventory-categories {name, displayOrder}: stored as sent, listed in that \
order`, async () => {
    const dry = expectCreated(await c.api.post(`${S}/inventory-categories`, { name: '乾貨類', displayOrder: 3 }))
    const meat = expectCreated(await c.api.post(`${S}/inventory-categories`, { name: '肉品', displayOrder: 1 }))
    for (const cat of [dry, meat]) expectFields(cat, INVENTORY_CATEGORY)
    expect([dry.displayOrder, meat.displayOrder]).toEqual([3, 1])
    const names = expectList(await c.api.get(`${S}/inventory-categories`)).map((x) => x.name)
    expect(names.indexOf('肉品')).toBeLessThan(names.indexOf('乾貨類'))
  })

  test(`POST /api/stores/{storeId}/inventory {name, category, unit, unitSize, currentStock, safetyStock, unitCost, \
supplier}`, async () => {
    const cat = expectCreated(await c.api.post(`${S}/inventory-categories`, { name: '蔬果', displayOrder: 4 }))
    const res = await c.api.post(`${S}/inventory`, {
      name: '高麗菜',
      category: '蔬果',
      unit: '公斤',
      unitSize: '一顆約 1.5 公斤',
      currentStock: '12.50',
      safetyStock: '5.00',
      unitCost: '40.00',
      supplier: '信義市場',
    })
    const item = expectCreated(res)
    expectFields(item, INVENTORY_ITEM)
    expectMoney(item, ['unitCost'])
    expect(item).toMatchObject({
      name: '高麗菜',
      category: '蔬果',
      categoryId: cat.id,
      unit: '公斤',
      unitSize: '一顆約 1.5 公斤',
      supplier: '信義市場',
    })
    expect(Number(item.currentStock)).toBe(12.5)
    expect(expectList(await c.api.get(`${S}/inventory`)).find((x) => x.id === item.id)).toMatchObject({
      category: '蔬果',
      categoryId: cat.id,
    })
    // a category in use still cannot be deleted (part 1 §8 message)
    const refused = await c.api.del(`${S}/inventory-categories/${cat.id}`)
    expectRefusal(refused, 409)
    expect(refused.body.message).toContain('無法刪除使用中的分類')
    expectRefusal(
      await c.api.post(`${S}/inventory`, {
        name: '番茄',
        category: '沒有這類',
        unit: '公斤',
        unitSize: '',
        currentStock: '1',
        safetyStock: '1',
        unitCost: '1.00',
        supplier: '',
      }),
      404,
    )
  })
})
