import { afterEach, expect, test } from 'bun:test'
import { count } from 'drizzle-orm'
import { orderItems, orders, stockMovements } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addInventory, addMenuItem, addOptionGroup, openTable, shop, stockOf, type Shop } from './testing'

let ctx: TestContext
afterEach(() => ctx?.close())

/**
 * 雞腿飯套餐 NT$170: 主餐 香酥雞腿飯 (fixed), 飲料 紅茶 / 綠茶 / 珍珠奶茶 +15, 湯 貢丸湯 / 酸辣湯.
 * The teas ask 甜度 (default 正常) and 冰塊, both required; 珍珠奶茶 also 加料 (珍珠 +10).
 */
async function chickenSet(s: Shop) {
  const group = (body: unknown) => addOptionGroup(s, body)
  const sugar = await group({
    name: '甜度',
    options: [{ name: '正常' }, { name: '微糖' }],
    required: true,
    defaultOption: '正常',
  })
  const ice = await group({ name: '冰塊', options: [{ name: '少冰' }, { name: '去冰' }], required: true })
  const toppings = await group({ name: '加料', options: [{ name: '珍珠', price: '10' }], minChoices: 0, maxChoices: 1 })
  const chickenLeg = addInventory(ctx, s.storeId, { name: '雞腿排', unit: '個', stockMilli: 10_000, unitCost: 4_000 })
  const tea = addInventory(ctx, s.storeId, { name: '紅茶葉', unit: '克', stockMilli: 1_000_000, unitCost: 10 })
  const meatball = addInventory(ctx, s.storeId, { name: '貢丸', unit: '個', stockMilli: 50_000, unitCost: 500 })
  const item = (name: string, basePrice: number, costData = {}) =>
    addMenuItem(ctx, s.storeId, { name, basePrice, costData })
  const m = {
    sugar,
    ice,
    toppings,
    chickenLeg,
    tea,
    meatball,
    rice: item('香酥雞腿飯', 12_000, { 雞腿排: { inventoryId: chickenLeg.id, quantity: 1_000 } }),
    blackTea: item('紅茶', 2_500, { 紅茶葉: { inventoryId: tea.id, quantity: 12_000 } }),
    greenTea: item('綠茶', 2_500),
    bubbleTea: item('珍珠奶茶', 5_500),
    meatballSoup: item('貢丸湯', 3_500, { 貢丸: { inventoryId: meatball.id, quantity: 3_000 } }),
    sourSoup: item('酸辣湯', 4_000),
    set: item('雞腿飯套餐', 17_000),
  }
  for (const [drink, groups] of [
    [m.blackTea, [sugar, ice]],
    [m.greenTea, [sugar, ice]],
    [m.bubbleTea, [sugar, ice, toppings]],
  ] as const)
    await put(s, `/menu/${drink.id}/option-groups`, { groupIds: groups.map((g) => g.id) })
  await put(s, `/menu/${m.set.id}/set-slots`, {
    slots: [
      { name: '主餐', choices: [{ menuItemId: m.rice.id }] },
      {
        name: '飲料',
        choices: [
          { menuItemId: m.blackTea.id },
          { menuItemId: m.greenTea.id, price: '0' },
          { menuItemId: m.bubbleTea.id, price: '15' },
        ],
      },
      { name: '湯', choices: [{ menuItemId: m.meatballSoup.id }, { menuItemId: m.sourSoup.id }] },
    ],
  })
  return m
}

async function put(s: Shop, path: string, body: unknown, status = 200) {
  const res = await ctx.request('PUT', `/api/stores/${s.storeId}${path}`, { cookie: s.manager, body })
  if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res
}

const counts = () => ({
  orders: ctx.db.db.select({ n: count() }).from(orders).get()!.n,
  lines: ctx.db.db.select({ n: count() }).from(orderItems).get()!.n,
  movements: ctx.db.db.select({ n: count() }).from(stockMovements).get()!.n,
})

test('a set is priced by the server from its parts and their picks, kept as one line with its parts', async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await chickenSet(s)
  const menu = await s.asStaff.get('/menu')
  const listed = menu.body.find((i: { id: number }) => i.id === m.set.id)
  expect(
    listed.setSlots.map((slot: { name: string; choices: { name: string; price: string }[] }) => [
      slot.name,
      slot.choices.map((c) => `${c.name} ${c.price}`),
    ]),
  ).toEqual([
    ['主餐', ['香酥雞腿飯 0.00']],
    ['飲料', ['紅茶 0.00', '綠茶 0.00', '珍珠奶茶 15.00']],
    ['湯', ['貢丸湯 0.00', '酸辣湯 0.00']],
  ])
  expect(listed.setSlots[1].choices[0].optionGroups.map((g: { name: string }) => g.name)).toEqual(['甜度', '冰塊'])

  const res = await s.asStaff.post('/orders', {
    tableId: null,
    orderType: 'takeout',
    items: [
      {
        menuItemId: m.set.id,
        quantity: 2,
        // A client's forged figures are repriced from the menu (170 + 15 + 10 = 195 a set).
        subtotal: '340.00',
        options: {
          parts: [
            { slot: '湯', menuItemId: m.meatballSoup.id },
            {
              slot: '飲料',
              menuItemId: m.bubbleTea.id,
              groups: [
                { groupId: m.sugar.id, choices: ['微糖'] },
                { groupId: m.ice.id, choices: ['去冰'] },
                { groupId: m.toppings.id, choices: [{ name: '珍珠', price: '0.00' }] },
              ],
            },
          ],
        },
      },
    ],
  })
  expect(res.status).toBe(201)
  const [line] = res.body.items
  expect([line.name, line.unitPrice, line.subtotal, res.body.subtotal]).toEqual([
    '雞腿飯套餐',
    '195.00',
    '390.00',
    '390.00',
  ])
  expect(
    line.options.parts.map((p: { slot: string; name: string; price: string }) => [p.slot, p.name, p.price]),
  ).toEqual([
    ['主餐', '香酥雞腿飯', '0.00'],
    ['飲料', '珍珠奶茶', '15.00'],
    ['湯', '貢丸湯', '0.00'],
  ])
  expect(line.options.parts[1].groups.map((g: { choices: { name: string }[] }) => g.choices[0].name)).toEqual([
    '微糖',
    '去冰',
    '珍珠',
  ])
  // Stock: each part's recipe, per set (two sets: two legs, six meatballs; the tea is not 紅茶 here).
  expect(stockOf(ctx, m.chickenLeg.id)).toBe(8_000)
  expect(stockOf(ctx, m.meatball.id)).toBe(44_000)
  expect(stockOf(ctx, m.tea.id)).toBe(1_000_000)
  // Its cost is the parts' recipes: a leg 40 + three meatballs 15 per set.
  const costs = ctx.db.db.select({ unit: orderItems.unitCost }).from(orderItems).get()!
  expect([costs.unit, ctx.db.db.select({ c: orders.totalCost }).from(orders).get()!.c]).toEqual([5_500, 11_000])
  const read = await s.asStaff.get(`/orders/${res.body.id}`)
  expect(read.body.items[0].options).toEqual(line.options)
})

test(`a set missing a slot, a part off its slot, a part missing a required option: 422 in zh-TW, \
nothing written`, async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await chickenSet(s)
  const tea = (groups: unknown[]) => ({ slot: '飲料', menuItemId: m.blackTea.id, groups })
  const sugar = { groupId: m.sugar.id, choices: ['微糖'] }
  const ice = { groupId: m.ice.id, choices: ['去冰'] }
  const soup = { slot: '湯', menuItemId: m.sourSoup.id }
  const before = counts()
  const refused = async (menuItemId: number, parts: unknown, message: string) => {
    const res = await s.asStaff.post('/orders', {
      tableId: null,
      orderType: 'takeout',
      items: [{ menuItemId, quantity: 1, options: { parts } }],
    })
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 422, message })
  }
  await refused(m.set.id, [soup], '「雞腿飯套餐」請選擇「飲料」')
  await refused(m.set.id, undefined, '「雞腿飯套餐」請選擇「飲料」')
  await refused(m.set.id, [tea([sugar]), soup], '「雞腿飯套餐的紅茶」請選擇「冰塊」')
  // The default 正常 does not stand in for a picked part's required group left out.
  await refused(m.set.id, [tea([ice]), soup], '「雞腿飯套餐的紅茶」請選擇「甜度」')
  await refused(
    m.set.id,
    [tea([sugar, ice]), { slot: '湯', menuItemId: m.blackTea.id }],
    '「雞腿飯套餐」的「湯」不能選「紅茶」，請重新選擇',
  )
  await refused(
    m.set.id,
    [tea([sugar, ice]), soup, { slot: '甜點', menuItemId: m.sourSoup.id }],
    '「雞腿飯套餐」沒有「甜點」這一項，菜單可能已更新，請重新整理後再選',
  )
  await refused(m.set.id, [tea([sugar, ice]), soup, soup], '「雞腿飯套餐」的「湯」選了兩次，請只選一個')
  await refused(m.rice.id, [soup], '「香酥雞腿飯」不是套餐，不能選套餐內容')
  // A part taken off the menu cannot be picked.
  await s.asManager.patch(`/menu/${m.sourSoup.id}`, { status: 'unavailable', isActive: false })
  await refused(m.set.id, [tea([sugar, ice]), soup], '「雞腿飯套餐」的「湯」不能選「酸辣湯」，請重新選擇')
  expect(counts()).toEqual(before)

  // The diner's QR order is checked the same way.
  const table = await openTable(s, 'Q1')
  const qr = await ctx.request('GET', `/api/stores/${s.storeId}/tables/${table.id}/qr`, { cookie: s.manager })
  const diner = (parts: unknown[]) =>
    ctx.request('POST', `/api/stores/${s.storeId}/orders/qr`, {
      body: {
        tableId: table.id,
        token: qr.body.token,
        items: [{ menuItemId: m.set.id, quantity: 1, options: { parts } }],
      },
    })
  const bad = await diner([tea([sugar])])
  expect([bad.status, bad.body.message]).toEqual([422, '「雞腿飯套餐的紅茶」請選擇「冰塊」'])
  const good = await diner([tea([sugar, ice]), { slot: '湯', menuItemId: m.meatballSoup.id }])
  expect([good.status, good.body.total]).toEqual([201, '187.00'])
})

test('set slots: a set inside a set, an unknown item or a repeated slot is refused', async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await chickenSet(s)
  const other = addMenuItem(ctx, s.storeId, { name: '早餐套餐', basePrice: 7_500 })
  const refused = async (itemId: number, slots: unknown, status: number, message: string) => {
    const res = await put(s, `/menu/${itemId}/set-slots`, { slots }, status)
    expect(res.body.message).toBe(message)
  }
  const slot = (name: string, ...ids: number[]) => ({ name, choices: ids.map((menuItemId) => ({ menuItemId })) })
  await refused(other.id, [slot('主餐', m.set.id)], 422, '「雞腿飯套餐」是套餐，不能放進套餐的「主餐」')
  await refused(other.id, [slot('主餐', 99_999)], 404, '部分菜單項目不存在或不屬於此店面（99999）')
  await refused(
    other.id,
    [slot('飲料', m.blackTea.id), slot('飲料', m.greenTea.id)],
    422,
    '套餐的「飲料」重複了，每一項名稱只能用一次',
  )
  await refused(other.id, [slot('飲料')], 422, '套餐的「飲料」須有 1 到 12 個可選品項')
  await refused(m.blackTea.id, [slot('主餐', m.rice.id)], 422, '「紅茶」已是「雞腿飯套餐」的內容，不能再做成套餐')
  const staff = await ctx.request('PUT', `/api/stores/${s.storeId}/menu/${other.id}/set-slots`, {
    cookie: s.staff,
    body: { slots: [slot('主餐', m.rice.id)] },
  })
  expect(staff.status).toBe(403)
  const ok = await put(s, `/menu/${other.id}/set-slots`, { slots: [slot('主餐', m.rice.id)] })
  expect(ok.body.setSlots[0].choices[0].name).toBe('香酥雞腿飯')
})

test(`a set is one line with its parts: a line discount and a void take the whole set; the report \
counts sets and parts`, async () => {
  ctx = createTestContext()
  const s = await shop(ctx)
  const m = await chickenSet(s)
  const tea = {
    slot: '飲料',
    menuItemId: m.blackTea.id,
    groups: [
      { groupId: m.sugar.id, choices: ['微糖'] },
      { groupId: m.ice.id, choices: ['去冰'] },
    ],
  }
  const order = async (quantity: number, soup = m.meatballSoup.id) => {
    const res = await s.asStaff.post('/orders', {
      tableId: null,
      orderType: 'takeout',
      items: [
        { menuItemId: m.set.id, quantity, options: { parts: [tea, { slot: '湯', menuItemId: soup }] } },
        { menuItemId: m.sourSoup.id, quantity: 1 },
      ],
    })
    expect(res.status).toBe(201)
    return res.body as { id: number; items: { id: number }[] }
  }
  const kept = await order(2)
  const voided = await order(1, m.sourSoup.id)
  const comp = await s.asManager.post(`/orders/${kept.id}/discounts`, {
    lineId: kept.items[0].id,
    kind: 'percent',
    value: 10,
    reason: '熟客優惠',
  })
  // 10% of the set's line (2 × 170), the soup beside it untouched: 340 − 34 + 40.
  expect([comp.status, comp.body.amount, comp.body.order.subtotal]).toEqual([201, '34.00', '380.00'])
  expect([stockOf(ctx, m.chickenLeg.id), stockOf(ctx, m.tea.id)]).toEqual([7_000, 964_000])
  const gone = await s.asManager.post(`/orders/${voided.id}/void`, {
    lineId: voided.items[0].id,
    reason: 'wrong_order',
  })
  // The voided set gives back each part's share: its leg and its tea leaves.
  expect([stockOf(ctx, m.chickenLeg.id), stockOf(ctx, m.tea.id)]).toEqual([8_000, 976_000])
  expect(gone.status).toBe(201)
  expect(gone.body.items[0]).toMatchObject({ voided: true, name: '雞腿飯套餐' })
  expect(gone.body.items[0].options.parts.map((p: { name: string }) => p.name)).toEqual([
    '香酥雞腿飯',
    '紅茶',
    '酸辣湯',
  ])

  // 估清: the set's 貢丸湯 counts down the soup's own portions; the last ones refused with 409.
  await put(s, `/menu/${m.meatballSoup.id}/portions`, { remaining: 1 })
  const short = await s.asStaff.post('/orders', {
    tableId: null,
    orderType: 'takeout',
    items: [
      { menuItemId: m.set.id, quantity: 2, options: { parts: [tea, { slot: '湯', menuItemId: m.meatballSoup.id }] } },
    ],
  })
  expect([short.status, short.body.code]).toEqual([409, 'PORTIONS_SHORT'])
  const menu = (await s.asStaff.get('/menu')).body as { id: number; remaining: number | null }[]
  expect(menu.find((i) => i.id === m.meatballSoup.id)!.remaining).toBe(1)

  const report = (await s.asManager.get('/reports?range=today')).body
  expect(report.topProducts.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
    ['雞腿飯套餐', 2],
    ['酸辣湯', 2],
  ])
  expect(report.setParts).toEqual([
    { set: '雞腿飯套餐', part: '紅茶', quantity: 2 },
    { set: '雞腿飯套餐', part: '貢丸湯', quantity: 2 },
    { set: '雞腿飯套餐', part: '香酥雞腿飯', quantity: 2 },
  ])
})
