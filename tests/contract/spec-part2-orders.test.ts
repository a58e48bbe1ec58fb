// Spec part 2 §7, the menu, order, kitchen, payment and public (QR) rows: the spec's payloads sent
// verbatim over real HTTP to a running server, §3 fields checked, money as 2-decimal strings. The
// menu-category and image rows live in menu-inventory.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  expectCreated,
  expectFields,
  expectList,
  expectMoney,
  expectRefusal,
  startContract,
  type Contract,
} from './harness'

const MENU_ITEM = [
  'id',
  'name',
  'description',
  'basePrice',
  'status',
  'isActive',
  'tags',
  'sizeOptions',
  'spiceLevels',
  'addOns',
  'costData',
  'categoryId',
  'category',
  'primaryImage',
  'salesQuantity',
  'inventoryStatus',
  'calculatedCost',
  'profitMargin',
]
const ORDER = [
  'id',
  'orderNumber',
  'tableId',
  'staffId',
  'sessionId',
  'items',
  'subtotal',
  'serviceFee',
  'discount',
  'total',
  'paymentMethod',
  'paymentStatus',
  'orderType',
  'status',
  'notes',
  'createdAt',
  'updatedAt',
]
const ORDER_MONEY = ['subtotal', 'serviceFee', 'discount', 'total']
const ORDER_LINE = ['menuItemId', 'name', 'quantity', 'basePrice', 'subtotal', 'notes', 'options']
const QR_ANSWER = ['orderNumber', 'orderType', 'items', 'subtotal', 'serviceFee', 'total', 'status']

let c: Contract
let S: string
let noodles: any
let tea: any

/**
 * Part 2 §7 POST menu: name, description, basePrice, status, isActive, tags, sizeOptions, spiceLevels, addOns,
 * costData.
 */
const menuPayload = (name: string, basePrice: string) => ({
  name,
  description: '招牌湯頭',
  basePrice,
  status: 'available',
  isActive: true,
  tags: ['招牌', '人氣'],
  sizeOptions: [{ name: '小碗', price: basePrice }],
  spiceLevels: ['不辣', '微辣'],
  addOns: [{ name: '加麵', price: '20.00', category: '' }],
  costData: {},
})

/**
 * Part 2 §7 staff order: storeId, tableId, sessionId, items, subtotal, total (the items' sum), orderType dine_in,
 * notes.
 */
const staffOrder = (table: { id: number; sessionId: number }, quantity = 1) => ({
  storeId: c.storeId,
  tableId: table.id,
  sessionId: table.sessionId,
  items: [
    {
      menuItemId: noodles.id,
      name: noodles.name,
      quantity,
      basePrice: '120.00',
      options: { size: { name: '小碗' }, spice: '微辣', addOns: [] },
      subtotal: (120 * quantity).toFixed(2),
    },
  ],
  subtotal: (120 * quantity).toFixed(2),
  total: (120 * quantity).toFixed(2),
  orderType: 'dine_in',
  notes: '湯多一點',
})

/** A table opened for guests through the part 2 calls (create, then open). */
async function openTable(number: string, guestCount = 2) {
  const table = await c.api.ok('POST', `${S}/tables`, { number, seats: 4 })
  return c.api.ok('POST', `${S}/tables/${table.id}/open`, { guestCount })
}

beforeAll(async () => {
  c = await startContract()
  S = `/api/stores/${c.storeId}`
  noodles = await c.api.ok('POST', `${S}/menu`, menuPayload('牛肉麵', '120.00'))
  tea = await c.api.ok('POST', `${S}/menu`, menuPayload('冬瓜茶', '25.00'))
}, 60_000)
afterAll(() => c.stop())

describe('spec part 2 §7: menu', () => {
  test('GET /api/stores/{storeId}/menu: menu items with §3 fields', async () => {
    const menu = expectList(await c.api.get(`${S}/menu`), 2)
    for (const item of menu) {
      expectFields(item, MENU_ITEM)
      expectMoney(item, ['basePrice', 'calculatedCost'])
    }
  })

  test(`POST /api/stores/{storeId}/menu {name, description, basePrice, status, isActive, tags, sizeOptions, \
spiceLevels, addOns, costData}`, async () => {
    const item = expectCreated(await c.api.post(`${S}/menu`, menuPayload('餛飩麵', '90.00')))
    expectFields(item, MENU_ITEM)
    expectMoney(item, ['basePrice', 'calculatedCost'])
    expect(item).toMatchObject({
      name: '餛飩麵',
      basePrice: '90.00',
      status: 'available',
      isActive: true,
      tags: ['招牌', '人氣'],
      spiceLevels: ['不辣', '微辣'],
    })
    expect(item.sizeOptions).toEqual([{ name: '小碗', price: '90.00' }])
    expect(item.addOns).toMatchObject([{ name: '加麵', price: '20.00' }])
  })

  test('PATCH /api/stores/{storeId}/menu/reorder {itemIds}: the menu comes back in that order', async () => {
    const ids = (await c.api.get(`${S}/menu`)).body.map((x: any) => x.id).reverse()
    const res = await c.api.patch(`${S}/menu/reorder`, { itemIds: ids })
    expect(res.status).toBe(200)
    expect((await c.api.get(`${S}/menu`)).body.map((x: any) => x.id)).toEqual(ids)
  })

  test('PATCH /api/stores/{storeId}/menu/{itemId}: the form, or a single name, basePrice or isActive', async () => {
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('炸醬麵', '80.00'))
    const path = `${S}/menu/${item.id}`
    const form = await c.api.patch(path, { ...menuPayload('北京炸醬麵', '85.00'), description: '手工麵' })
    expect(form.status).toBe(200)
    expectFields(form.body, MENU_ITEM)
    expect(form.body).toMatchObject({ name: '北京炸醬麵', basePrice: '85.00', description: '手工麵' })
    expect((await c.api.patch(path, { name: '炸醬乾麵' })).body.name).toBe('炸醬乾麵')
    expect((await c.api.patch(path, { basePrice: '88.00' })).body.basePrice).toBe('88.00')
    expect((await c.api.patch(path, { isActive: false })).body.isActive).toBe(false)
    expectRefusal(await c.api.patch(path, { basePrice: 'abc' }), 422)
  })

  test('DELETE /api/stores/{storeId}/menu/{itemId}', async () => {
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('試賣品', '10.00'))
    expect((await c.api.del(`${S}/menu/${item.id}`)).status).toBe(200)
    expect((await c.api.get(`${S}/menu`)).body.some((x: any) => x.id === item.id)).toBe(false)
  })

  test('POST /api/stores/{storeId}/menu/{itemId}/duplicate: the response has name', async () => {
    const res = await c.api.post(`${S}/menu/${tea.id}/duplicate`)
    const copy = expectCreated(res)
    expect(typeof copy.name).toBe('string')
    expect(copy.name).toContain('冬瓜茶')
    expect(copy.id).not.toBe(tea.id)
  })

  test('PATCH /api/stores/{storeId}/menu/batch-status {itemIds, isActive}: the response has message', async () => {
    const res = await c.api.patch(`${S}/menu/batch-status`, { itemIds: [tea.id], isActive: false })
    expect(res.status).toBe(200)
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await c.api.get(`${S}/menu`)).body.find((x: any) => x.id === tea.id).isActive).toBe(false)
    await c.api.ok('PATCH', `${S}/menu/batch-status`, { itemIds: [tea.id], isActive: true })
  })

  test(`PATCH /api/stores/{storeId}/menu/batch-price {itemIds, adjustmentType, adjustmentValue}: the response has \
message`, async () => {
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('酸辣湯', '50.00'))
    const raise = await c.api.patch(`${S}/menu/batch-price`, {
      itemIds: [item.id],
      adjustmentType: 'percentage',
      adjustmentValue: 10,
    })
    expect(raise.status).toBe(200)
    expect(raise.body.message).toMatch(/[\u4e00-\u9fff]/)
    const fixed = await c.api.patch(`${S}/menu/batch-price`, {
      itemIds: [item.id],
      adjustmentType: 'fixed',
      adjustmentValue: -5,
    })
    expect(fixed.status).toBe(200)
    const after = (await c.api.get(`${S}/menu`)).body.find((x: any) => x.id === item.id)
    expect(after.basePrice).toBe('50.00')
  })

  test(`PATCH /api/stores/{storeId}/menu/batch-category {itemIds, categoryId or null}: the response has \
message`, async () => {
    const categories = expectList(await c.api.get(`${S}/menu-categories`), 1)
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('蛋花湯', '30.00'))
    const moved = await c.api.patch(`${S}/menu/batch-category`, { itemIds: [item.id], categoryId: categories[0].id })
    expect(moved.status).toBe(200)
    expect(moved.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await c.api.get(`${S}/menu`)).body.find((x: any) => x.id === item.id).categoryId).toBe(categories[0].id)
    const none = await c.api.patch(`${S}/menu/batch-category`, { itemIds: [item.id], categoryId: null })
    expect(none.status).toBe(200)
    expect((await c.api.get(`${S}/menu`)).body.find((x: any) => x.id === item.id).categoryId).toBeNull()
  })
})

describe('spec part 2 §7: orders, kitchen, sessions and payments', () => {
  test('GET /api/stores/{storeId}/inventory: inventory items as read here (id, name, unit, unitCost)', async () => {
    const list = expectList(await c.api.get(`${S}/inventory`))
    for (const item of list) expectFields(item, ['id', 'name', 'unit', 'unitCost'])
  })

  test(`POST /api/stores/{storeId}/orders {storeId, tableId, sessionId, items, subtotal, total, orderType, notes}: \
the server's fee and total, orderNumber answered`, async () => {
    const table = await openTable('S-01')
    const res = await c.api.post(`${S}/orders`, staffOrder(table, 2))
    const order = expectCreated(res)
    expectFields(order, ORDER)
    expectMoney(order, ORDER_MONEY)
    expect(order).toMatchObject({
      tableId: table.id,
      sessionId: table.sessionId,
      orderType: 'dine_in',
      status: 'pending',
      notes: '湯多一點',
      subtotal: '240.00',
      serviceFee: '24.00',
      total: '264.00',
    })
    expect(order.orderNumber).toBeString()
    for (const line of order.items) {
      expectFields(line, ORDER_LINE)
      expectMoney(line, ['basePrice', 'subtotal'])
    }
    // The subtotal is a figure the client knows: a wrong one is refused.
    expectRefusal(
      await c.api.post(`${S}/orders`, { ...staffOrder(table, 2), subtotal: '1.00' }),
      422,
      'TOTALS_MISMATCH',
    )
  })

  test('GET /api/stores/{storeId}/orders: orders with §3 fields', async () => {
    const list = expectList(await c.api.get(`${S}/orders`), 1)
    for (const o of list) {
      expectFields(o, ORDER)
      expectMoney(o, ORDER_MONEY)
    }
  })

  test('PATCH /api/stores/{storeId}/orders/{orderId} {status}: one step at a time', async () => {
    const order = await c.api.ok('POST', `${S}/orders`, staffOrder(await openTable('S-02')))
    const res = await c.api.patch(`${S}/orders/${order.id}`, { status: 'confirmed' })
    expect(res.status).toBe(200)
    expectFields(res.body, ORDER)
    expect(res.body.status).toBe('confirmed')
    expectRefusal(await c.api.patch(`${S}/orders/${order.id}`, { status: 'completed' }), 409)
  })

  test('GET /api/stores/{storeId}/kitchen/orders, optional status pending | preparing | ready', async () => {
    const order = await c.api.ok('POST', `${S}/orders`, staffOrder(await openTable('K-01')))
    const all = expectList(await c.api.get(`${S}/kitchen/orders`), 1)
    expect(all.some((o) => o.id === order.id)).toBe(true)
    for (const o of all) expectFields(o, ORDER)
    expect(expectList(await c.api.get(`${S}/kitchen/orders?status=pending`)).some((o) => o.id === order.id)).toBe(true)
    expect(expectList(await c.api.get(`${S}/kitchen/orders?status=ready`)).some((o) => o.id === order.id)).toBe(false)
  })

  test('PATCH /api/stores/{storeId}/orders/{orderId}/status {status: preparing | ready}', async () => {
    const order = await c.api.ok('POST', `${S}/orders`, staffOrder(await openTable('K-02')))
    const preparing = await c.api.patch(`${S}/orders/${order.id}/status`, { status: 'preparing' })
    expect(preparing.status).toBe(200)
    expect(preparing.body.status).toBe('preparing')
    expect((await c.api.patch(`${S}/orders/${order.id}/status`, { status: 'ready' })).body.status).toBe('ready')
    expect(expectList(await c.api.get(`${S}/kitchen/orders?status=ready`)).some((o) => o.id === order.id)).toBe(true)
  })

  test('GET /api/stores/{storeId}/sessions/{sessionId}/orders: session orders, each with total', async () => {
    const table = await openTable('C-01')
    await c.api.ok('POST', `${S}/orders`, staffOrder(table))
    const list = expectList(await c.api.get(`${S}/sessions/${table.sessionId}/orders`), 1)
    for (const o of list) expectMoney(o, ['total'])
    expect(list[0].total).toBe('132.00')
  })

  test('POST /api/stores/{storeId}/payments {sessionId, amount, paymentMethod}', async () => {
    const table = await openTable('C-02')
    await c.api.ok('POST', `${S}/orders`, staffOrder(table))
    const res = await c.api.post(`${S}/payments`, {
      sessionId: table.sessionId,
      amount: '132.00',
      paymentMethod: 'taiwan_pay',
    })
    const payment = expectCreated(res)
    expectMoney(payment, ['amount'])
    expect(payment).toMatchObject({ amount: '132.00', paymentMethod: 'taiwan_pay' })
    expectRefusal(
      await c.api.post(`${S}/payments`, { sessionId: table.sessionId, amount: '0', paymentMethod: 'cash' }),
      422,
    )
  })

  test('GET /api/stores/{storeId}/sessions/{sessionId}/payments: payments, each with amount', async () => {
    const table = await openTable('C-03')
    await c.api.ok('POST', `${S}/orders`, staffOrder(table))
    await c.api.ok('POST', `${S}/payments`, { sessionId: table.sessionId, amount: '100.00', paymentMethod: 'cash' })
    const list = expectList(await c.api.get(`${S}/sessions/${table.sessionId}/payments`), 1)
    expectMoney(list[0], ['amount'])
    expect(list[0].amount).toBe('100.00')
  })
})

describe('spec part 2 §7: the public QR page (the QR token in the link: README deviation)', () => {
  let table: any
  let token: string

  beforeAll(async () => {
    table = await openTable('Q-01')
    token = (await c.api.ok('GET', `${S}/tables/${table.id}/qr`)).token
  })

  test(`GET /api/public/stores/{storeId}/tables/{tableId}: with the link's token, the table with number; without it, \
refused`, async () => {
    const res = await c.anon.get(`/api/public/stores/${c.storeId}/tables/${table.id}?t=${encodeURIComponent(token)}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: table.id, number: 'Q-01' })
    expectRefusal(await c.anon.get(`/api/public/stores/${c.storeId}/tables/${table.id}`), 403)
  })

  test(`GET /api/public/stores/{storeId}/tables/{tableId}/session: no sign-in, the session with id (token \
required)`, async () => {
    const res = await c.anon.get(
      `/api/public/stores/${c.storeId}/tables/${table.id}/session?t=${encodeURIComponent(token)}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(table.sessionId)
    expectRefusal(await c.anon.get(`/api/public/stores/${c.storeId}/tables/${table.id}/session`), 403)
  })

  test('GET /api/public/stores/{storeId}/menu: only available items, with imageUrl and categoryId', async () => {
    const res = await c.anon.get(`/api/public/stores/${c.storeId}/menu`)
    const list = expectList(res, 1)
    for (const item of list) {
      expectFields(item, ['id', 'name', 'basePrice', 'categoryId', 'imageUrl', 'status'])
      expectMoney(item, ['basePrice'])
      expect(item.status).toBe('available')
    }
  })

  test(`POST /api/stores/{storeId}/orders/qr: the spec payload needs the link's token and menuItemId; with them, the \
order is answered`, async () => {
    const verbatim = {
      tableId: table.id,
      items: [{ name: noodles.name, quantity: 1, price: '120.00', subtotal: '120.00' }],
      subtotal: '120.00',
      serviceFee: '12.00',
      total: '132.00',
      status: 'pending',
    }
    const refused = await c.anon.post(`${S}/orders/qr`, verbatim)
    expectRefusal(refused, 422)
    expect(typeof refused.body.message).toBe('string') // the page reads the error body's message

    const withToken = { ...verbatim, token, items: [{ menuItemId: noodles.id, ...verbatim.items[0] }] }
    const res = await c.anon.post(`${S}/orders/qr`, withToken)
    const order = expectCreated(res)
    expectFields(order, QR_ANSWER)
    expectMoney(order, ['subtotal', 'serviceFee', 'total'])
    expect(order).toMatchObject({
      orderType: 'qr_order',
      status: 'pending',
      subtotal: '120.00',
      serviceFee: '12.00',
      total: '132.00',
    })
    expect(order.items).toMatchObject([{ menuItemId: noodles.id, name: noodles.name, quantity: 1, subtotal: '120.00' }])
    expect(order).not.toHaveProperty('costData')
  })
})
