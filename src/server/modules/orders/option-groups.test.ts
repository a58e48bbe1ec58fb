import { afterEach, expect, test } from 'bun:test'
import { count } from 'drizzle-orm'
import { orderItems, orders } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addMenuItem, addOptionGroup, openTable, shop, type Shop } from './testing'

let ctx: TestContext
afterEach(() => ctx?.close())

/** 珍珠奶茶 (中杯 55 / 大杯 65) with 甜度 (required, default 正常), 冰塊 (required) and 加料 (0–3, +10 / +15). */
async function bubbleTea(s: Shop) {
  const group = (body: unknown) => addOptionGroup(s, body)
  const sugar = await group({
    name: '甜度',
    options: ['正常', '少糖', '半糖', '微糖', '無糖'].map((name) => ({ name })),
    required: true,
    defaultOption: '正常',
  })
  const ice = await group({
    name: '冰塊',
    options: ['正常冰', '少冰', '微冰', '去冰', '溫', '熱'].map((name) => ({ name })),
    required: true,
  })
  const toppings = await group({
    name: '加料',
    options: [
      { name: '珍珠', price: '10' },
      { name: '椰果', price: '10' },
      { name: '布丁', price: '15' },
      { name: '仙草', price: '10' },
    ],
    minChoices: 0,
    maxChoices: 3,
  })
  const tea = addMenuItem(ctx, s.storeId, {
    name: '珍珠奶茶',
    basePrice: 5_500,
    sizeOptions: [
      { name: '中杯', price: 5_500 },
      { name: '大杯', price: 6_500 },
    ],
  })
  const put = await ctx.request('PUT', `/api/stores/${s.storeId}/menu/${tea.id}/option-groups`, {
    cookie: s.manager,
    body: { groupIds: [sugar.id, ice.id, toppings.id] },
  })
  if (put.status !== 200) throw new Error(`item groups: ${put.status} ${JSON.stringify(put.body)}`)
  return { tea, sugar, ice, toppings }
}

const orderCount = () => ctx.db.db.select({ n: count() }).from(orders).get()!.n
const lineCount = () => ctx.db.db.select({ n: count() }).from(orderItems).get()!.n

test('group picks are priced by the server, kept on the line and answered with names and prices', async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await bubbleTea(s)
  const res = await s.asStaff.post('/orders', {
    tableId: null,
    orderType: 'takeout',
    items: [
      {
        menuItemId: m.tea.id,
        quantity: 2,
        options: {
          size: '大杯',
          groups: [
            // A client echoing a forged price for 布丁 is priced from the menu all the same.
            { groupId: m.toppings.id, choices: [{ name: '布丁', price: '0.00' }, '珍珠'] },
            { groupId: m.ice.id, choices: ['少冰'] },
            { groupId: m.sugar.id, choices: ['半糖'] },
          ],
        },
      },
    ],
  })
  expect(res.status).toBe(201)
  const [line] = res.body.items
  expect(line.unitPrice).toBe('90.00') // 65 + 15 + 10
  expect(line.subtotal).toBe('180.00')
  expect(res.body.total).toBe('180.00')
  expect(line.options).toEqual({
    size: { name: '大杯', price: '65.00' },
    spice: null,
    addOns: [],
    groups: [
      { groupId: m.sugar.id, name: '甜度', choices: [{ name: '半糖', price: '0.00' }] },
      { groupId: m.ice.id, name: '冰塊', choices: [{ name: '少冰', price: '0.00' }] },
      {
        groupId: m.toppings.id,
        name: '加料',
        choices: [
          { name: '珍珠', price: '10.00' },
          { name: '布丁', price: '15.00' },
        ],
      },
    ],
    parts: [],
  })
  // Read back, the line is the same; an order line keeps its picks when the group changes later.
  await s.asManager.patch(`/option-groups/${m.toppings.id}`, { options: [{ name: '珍珠', price: '20' }] })
  const read = await s.asStaff.get(`/orders/${res.body.id}`)
  expect(read.body.items[0].options).toEqual(line.options)

  // An item without groups answers an empty list beside the spec's fields.
  const plain = addMenuItem(ctx, s.storeId, { name: '白飯', basePrice: 1_000 })
  const rice = await s.asStaff.post('/orders', { tableId: null, items: [{ menuItemId: plain.id, quantity: 1 }] })
  expect(rice.body.items[0].options).toEqual({ size: null, spice: null, addOns: [], groups: [], parts: [] })
})

test('required group missing, too many picks, unknown option, foreign group: 422 naming it, no write', async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await bubbleTea(s)
  const table = await openTable(s, 'B1')
  const sugar = { groupId: m.sugar.id, choices: ['半糖'] }
  const ice = { groupId: m.ice.id, choices: ['少冰'] }
  const before = { orders: orderCount(), lines: lineCount() }
  const refused = async (groups: unknown, code: string, message: string) => {
    const res = await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [{ menuItemId: m.tea.id, quantity: 1, options: { size: '中杯', groups } }],
    })
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
      status: 422,
      code,
      message,
    })
  }
  await refused([sugar], 'ORDER_GROUP_REQUIRED', '「珍珠奶茶」請選擇「冰塊」')
  // Whatever the client sends: no groups at all, a null list, or the group with nothing in it.
  await refused(undefined, 'ORDER_GROUP_REQUIRED', '「珍珠奶茶」請選擇「甜度」')
  await refused(null, 'ORDER_GROUP_REQUIRED', '「珍珠奶茶」請選擇「甜度」')
  await refused([sugar, { ...ice, choices: [] }], 'ORDER_GROUP_REQUIRED', '「珍珠奶茶」請選擇「冰塊」')
  await refused(
    [sugar, { ...ice, choices: ['少冰', '去冰'] }],
    'ORDER_GROUP_COUNT',
    '「珍珠奶茶」的「冰塊」須選 1 項，請重新選擇',
  )
  await refused(
    [sugar, ice, { groupId: m.toppings.id, choices: ['珍珠', '椰果', '布丁', '仙草'] }],
    'ORDER_GROUP_COUNT',
    '「珍珠奶茶」的「加料」可選 0 到 3 項，請重新選擇',
  )
  await refused(
    [sugar, { ...ice, choices: ['超冰'] }],
    'ORDER_GROUP_UNKNOWN_OPTION',
    '「珍珠奶茶」的「冰塊」沒有「超冰」這個選項，請重新選擇',
  )
  await refused(
    [sugar, ice, { groupId: m.toppings.id, choices: ['珍珠', '珍珠'] }],
    'ORDER_GROUP_REPEATED',
    '「珍珠奶茶」的「加料」重複選了「珍珠」',
  )
  await refused(
    [sugar, ice, { groupId: 9999, choices: ['x'] }],
    'ORDER_GROUP_NOT_ON_ITEM',
    '「珍珠奶茶」沒有這個選項群組（#9999），菜單可能已更新，請重新整理後再選',
  )
  expect({ orders: orderCount(), lines: lineCount() }).toEqual(before)

  // The diner's QR order goes through the same check.
  const qr = await ctx.request('GET', `/api/stores/${s.storeId}/tables/${table.id}/qr`, { cookie: s.manager })
  const diner = await ctx.request('POST', `/api/stores/${s.storeId}/orders/qr`, {
    body: {
      tableId: table.id,
      token: qr.body.token,
      items: [{ menuItemId: m.tea.id, quantity: 1, options: { groups: [sugar] } }],
    },
  })
  expect({ status: diner.status, message: diner.body.message }).toEqual({
    status: 422,
    message: '「珍珠奶茶」請選擇「冰塊」',
  })
  const dinerOk = await ctx.request('POST', `/api/stores/${s.storeId}/orders/qr`, {
    body: {
      tableId: table.id,
      token: qr.body.token,
      items: [{ menuItemId: m.tea.id, quantity: 1, options: { groups: [sugar, ice] } }],
    },
  })
  expect(dinerOk.status).toBe(201)
  expect(dinerOk.body.items[0].options.groups.map((g: { name: string }) => g.name)).toEqual(['甜度', '冰塊'])
  before.orders += 1
  before.lines += 1
  expect({ orders: orderCount(), lines: lineCount() }).toEqual(before)
})

test('burst: 100 concurrent orders with group picks are each priced from the menu', async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await bubbleTea(s)
  const sugars = ['正常', '少糖', '半糖', '微糖', '無糖']
  const ices = ['正常冰', '少冰', '微冰', '去冰', '溫', '熱']
  const toppingPrices: Record<string, number> = { 珍珠: 10, 椰果: 10, 布丁: 15, 仙草: 10 }
  const toppingNames = Object.keys(toppingPrices)
  const plans = Array.from({ length: 100 }, (_, i) => {
    const toppings = toppingNames.filter((_, t) => (i >> t) % 2 === 1).slice(0, 3)
    const size = i % 2 ? '大杯' : '中杯'
    const quantity = 1 + (i % 3)
    const unit = (size === '大杯' ? 65 : 55) + toppings.reduce((sum, t) => sum + toppingPrices[t], 0)
    return { toppings, size, quantity, sugar: sugars[i % 5], ice: ices[i % 6], expected: unit * quantity }
  })
  const answers = await Promise.all(
    plans.map((p) =>
      s.asStaff.post('/orders', {
        tableId: null,
        orderType: 'takeout',
        items: [
          {
            menuItemId: m.tea.id,
            quantity: p.quantity,
            options: {
              size: p.size,
              groups: [
                { groupId: m.sugar.id, choices: [p.sugar] },
                { groupId: m.ice.id, choices: [p.ice] },
                { groupId: m.toppings.id, choices: p.toppings },
              ],
            },
          },
        ],
      }),
    ),
  )
  expect(answers.map((a) => a.status)).toEqual(plans.map(() => 201))
  expect(answers.map((a) => a.body.total)).toEqual(plans.map((p) => `${p.expected}.00`))
  const stored = ctx.db.db.select({ subtotal: orderItems.subtotal, options: orderItems.options }).from(orderItems).all()
  expect(stored.reduce((sum, r) => sum + r.subtotal, 0)).toBe(plans.reduce((sum, p) => sum + p.expected * 100, 0))
  expect(stored.every((r) => r.options.groups?.[0].name === '甜度' && r.options.groups?.[1].name === '冰塊')).toBe(true)
})
