import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const SUGAR = {
  name: '甜度',
  options: ['正常', '少糖', '半糖', '微糖', '無糖'].map((name) => ({ name })),
  required: true,
  defaultOption: '正常',
}
const TOPPINGS = {
  name: '加料',
  options: [
    { name: '珍珠', price: '10' },
    { name: '椰果', price: 10 },
  ],
  minChoices: 0,
  maxChoices: 2,
}

test('a group is shared by items: edited once, every item and the public menu follow', async () => {
  ctx = createTestContext()
  const f = await menuFixture(ctx)
  const sugar = await f.ok(f.api('POST', '/option-groups', SUGAR), 201)
  expect(sugar).toMatchObject({
    name: '甜度',
    options: [{ name: '正常', price: '0.00' }, { name: '少糖' }, { name: '半糖' }, { name: '微糖' }, { name: '無糖' }],
    required: true,
    minChoices: 1,
    maxChoices: 1,
    defaultOption: '正常',
    itemIds: [],
    message: '選項群組「甜度」已建立',
  })
  const toppings = await f.ok(f.api('POST', '/option-groups', TOPPINGS), 201)
  expect(toppings).toMatchObject({ required: false, minChoices: 0, maxChoices: 2, options: [{ price: '10.00' }, {}] })

  const tea = await f.item({ name: '珍珠奶茶', basePrice: '55' })
  const milk = await f.item({ name: '鮮奶茶', basePrice: '60' })
  const set = await f.ok(f.api('PUT', `/menu/${tea.id}/option-groups`, { groupIds: [toppings.id, sugar.id] }))
  expect(set.optionGroups.map((g: { name: string }) => g.name)).toEqual(['加料', '甜度'])
  await f.ok(f.api('PUT', `/menu/${milk.id}/option-groups`, { groupIds: [sugar.id] }))
  // Read (and kept by the public menu's cache) before the edit.
  const publicBefore = (await ctx.request('GET', `/api/public/stores/${f.store.id}/menu`)).body
  expect(publicBefore.find((i: { id: number }) => i.id === milk.id).optionGroups[0].options).toHaveLength(5)

  const edited = await f.ok(
    f.api('PATCH', `/option-groups/${sugar.id}`, { options: [{ name: '正常' }, { name: '無糖' }] }),
  )
  expect(edited).toMatchObject({ options: [{ name: '正常' }, { name: '無糖' }], itemIds: [tea.id, milk.id] })

  const menu = await f.ok(f.api('GET', '/menu'))
  const sugarOf = (id: number) =>
    menu
      .find((i: { id: number }) => i.id === id)
      .optionGroups.find((g: { name: string }) => g.name === '甜度')
      .options.map((o: { name: string }) => o.name)
  expect(sugarOf(tea.id)).toEqual(['正常', '無糖'])
  expect(sugarOf(milk.id)).toEqual(['正常', '無糖'])
  const publicMenu = (await ctx.request('GET', `/api/public/stores/${f.store.id}/menu`)).body
  expect(publicMenu.find((i: { id: number }) => i.id === tea.id).optionGroups).toEqual([
    {
      id: toppings.id,
      name: '加料',
      options: [
        { name: '珍珠', price: '10.00' },
        { name: '椰果', price: '10.00' },
      ],
      required: false,
      minChoices: 0,
      maxChoices: 2,
      defaultOption: null,
    },
    {
      id: sugar.id,
      name: '甜度',
      options: [
        { name: '正常', price: '0.00' },
        { name: '無糖', price: '0.00' },
      ],
      required: true,
      minChoices: 1,
      maxChoices: 1,
      defaultOption: '正常',
    },
  ])
  // The spec's fields are there as they were.
  expect(publicMenu[0]).toMatchObject({ sizeOptions: [], spiceLevels: [], addOns: [] })

  const removed = await f.ok(f.api('DELETE', `/option-groups/${sugar.id}`))
  expect(removed.message).toBe('選項群組「甜度」已刪除，已從 2 個品項移除')
  expect((await f.ok(f.api('GET', `/menu/${milk.id}`))).optionGroups).toEqual([])
  expect((await f.ok(f.api('GET', '/option-groups'))).map((g: { name: string }) => g.name)).toEqual(['加料'])
})

test('bad groups are refused with a zh-TW reason and nothing changes', async () => {
  ctx = createTestContext()
  const f = await menuFixture(ctx)
  const sugar = await f.ok(f.api('POST', '/option-groups', SUGAR), 201)
  const refuse = async (method: string, path: string, body: unknown, status: number, code: string, text?: string) => {
    const res = await f.api(method, path, body)
    expectError(res, status, code)
    if (text) expect(res.body.message).toContain(text)
  }
  await refuse('POST', '/option-groups', SUGAR, 409, 'OPTION_GROUP_NAME_TAKEN', '甜度')
  await refuse('POST', '/option-groups', { name: ' ', options: [{ name: 'a' }] }, 422, 'MENU_OPTION_INVALID')
  await refuse(
    'POST',
    '/option-groups',
    { name: '冰塊', options: [{ name: '少冰' }, { name: '少冰' }] },
    422,
    'MENU_OPTION_INVALID',
    '重複',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '冰塊', options: [{ name: '少冰' }], minChoices: 2, maxChoices: 2 },
    422,
    'MENU_OPTION_INVALID',
    '只有 1 個選項',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '冰塊', options: [{ name: '少冰' }, { name: '去冰' }], minChoices: 2, maxChoices: 1 },
    422,
    'MENU_OPTION_INVALID',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '冰塊', options: [{ name: '少冰' }], required: false, minChoices: 1 },
    422,
    'MENU_OPTION_INVALID',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '加料', options: [{ name: '珍珠', price: '-5' }] },
    422,
    'INVALID_PRICE',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '加料', options: [{ name: '珍珠', price: '999999999999' }] },
    422,
    'AMOUNT_TOO_LARGE',
  )
  await refuse(
    'POST',
    '/option-groups',
    { name: '加料', options: [{ name: '珍珠', price: '10.5' }] },
    422,
    'PRICE_CENTS_NOT_ALLOWED',
  )
  await refuse(
    'PATCH',
    `/option-groups/${sugar.id}`,
    { options: [{ name: '無糖' }] },
    422,
    'MENU_OPTION_INVALID',
    '預設選項',
  )
  await refuse('PATCH', '/option-groups/999', { name: 'x' }, 404, 'OPTION_GROUP_NOT_FOUND')
  const item = await f.item()
  await refuse(
    'PUT',
    `/menu/${item.id}/option-groups`,
    { groupIds: [sugar.id, 999] },
    404,
    'OPTION_GROUPS_NOT_FOUND',
    '999',
  )
  await refuse('PUT', '/menu/999/option-groups', { groupIds: [sugar.id] }, 404, 'MENU_ITEM_NOT_FOUND')
  expect((await f.ok(f.api('GET', `/menu/${item.id}`))).optionGroups).toEqual([])
  expect((await f.ok(f.api('GET', '/option-groups'))).map((g: { name: string }) => g.name)).toEqual(['甜度'])

  // Another store's group cannot be given to this store's item.
  const other = await f.ok(
    ctx.request('POST', '/api/stores', { body: { name: '二店', code: 'S2' }, cookie: f.manager.cookie }),
    201,
  )
  const foreign = await f.ok(f.api('POST', '/option-groups', { ...SUGAR }, f.manager.cookie, other.id), 201)
  await refuse('PUT', `/menu/${item.id}/option-groups`, { groupIds: [foreign.id] }, 404, 'OPTION_GROUPS_NOT_FOUND')
})

test('staff read the groups; only the manager writes them', async () => {
  ctx = createTestContext()
  const f = await menuFixture(ctx)
  const staff = await ctx.staff(f.manager.cookie)
  await f.ok(f.api('POST', '/option-groups', SUGAR), 201)
  expect((await f.api('GET', '/option-groups', undefined, staff.cookie)).status).toBe(200)
  expect((await f.api('POST', '/option-groups', { ...SUGAR, name: '冰塊' }, staff.cookie)).status).toBe(403)
})

test('a duplicated item offers the same groups; a menu copy brings them to the other store by name', async () => {
  ctx = createTestContext()
  const f = await menuFixture(ctx)
  const sugar = await f.ok(f.api('POST', '/option-groups', SUGAR), 201)
  const toppings = await f.ok(f.api('POST', '/option-groups', TOPPINGS), 201)
  const tea = await f.item({ name: '珍珠奶茶', basePrice: '55' })
  const milk = await f.item({ name: '鮮奶茶', basePrice: '60' })
  await f.ok(f.api('PUT', `/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, toppings.id] }))
  await f.ok(f.api('PUT', `/menu/${milk.id}/option-groups`, { groupIds: [sugar.id] }))

  const copy = await f.ok(f.api('POST', `/menu/${tea.id}/duplicate`), 201)
  expect(copy.optionGroups.map((g: { id: number }) => g.id)).toEqual([sugar.id, toppings.id])

  const other = await f.ok(
    ctx.request('POST', '/api/stores', { body: { name: '二店', code: 'S2' }, cookie: f.manager.cookie }),
    201,
  )
  // The other store already has its own 甜度: the copies use it, and only 加料 is copied over.
  const ownSugar = await f.ok(
    f.api('POST', '/option-groups', { name: '甜度', options: [{ name: '微糖' }] }, f.manager.cookie, other.id),
    201,
  )
  const result = await f.ok(f.api('POST', '/menu/copy', { fromStoreId: f.store.id }, f.manager.cookie, other.id))
  expect(result.optionGroupsCreated).toEqual(['加料'])
  const groups = await f.ok(f.api('GET', '/option-groups', undefined, f.manager.cookie, other.id))
  expect(groups.map((g: { name: string }) => g.name)).toEqual(['甜度', '加料'])
  const copiedToppings = groups.find((g: { name: string }) => g.name === '加料')
  expect(copiedToppings).toMatchObject({ maxChoices: 2, options: [{ name: '珍珠', price: '10.00' }, { name: '椰果' }] })
  const menu = await f.ok(f.api('GET', '/menu', undefined, f.manager.cookie, other.id))
  const idsOf = (name: string) =>
    menu.find((i: { name: string }) => i.name === name).optionGroups.map((g: { id: number }) => g.id)
  expect(idsOf('珍珠奶茶')).toEqual([ownSugar.id, copiedToppings.id])
  expect(idsOf('鮮奶茶')).toEqual([ownSugar.id])
})
