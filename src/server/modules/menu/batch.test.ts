import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

/** A store that allows cent prices, so the batch arithmetic shows its cents. */
async function threeItems() {
  const f = await menuFixture(ctx)
  await f.allowCents()
  const a = await f.item({
    name: 'A',
    basePrice: '100.00',
    sizeOptions: [{ name: '大', price: '123.45' }],
    addOns: [{ name: '蛋', price: '10' }],
  })
  const b = await f.item({ name: 'B', basePrice: '0.05' })
  const c = await f.item({ name: 'C', basePrice: '50' })
  return { f, a, b, c }
}

const names = (list: { name: string }[]) => list.map((i) => i.name)

describe('menu reorder and batch actions', () => {
  test('reorder puts listed items first in the given order, the rest after', async () => {
    ctx = createTestContext()
    const { f, a, b, c } = await threeItems()
    expect(await f.ok(f.api('PATCH', '/menu/reorder', { itemIds: [c.id, a.id, b.id] }))).toEqual({
      success: true,
      message: '排序已儲存',
    })
    expect(names(await f.ok(f.api('GET', '/menu')))).toEqual(['C', 'A', 'B'])
    await f.ok(f.api('PATCH', '/menu/reorder', { itemIds: [b.id] }))
    const list = await f.ok(f.api('GET', '/menu'))
    expect(names(list)).toEqual(['B', 'C', 'A'])
    expect(list.map((i: { displayOrder: number }) => i.displayOrder)).toEqual([0, 1, 2])
  })

  test('batch status sets isActive and status together', async () => {
    ctx = createTestContext()
    const { f, a, b } = await threeItems()
    const res = await f.ok(f.api('PATCH', '/menu/batch-status', { itemIds: [a.id, b.id], isActive: false }))
    expect(res).toMatchObject({ updatedCount: 2 })
    expect(res.message).toContain('批次更新成功')
    const list = await f.ok(f.api('GET', '/menu'))
    expect(list.map((i: { isActive: boolean; status: string }) => [i.isActive, i.status])).toEqual([
      [false, 'unavailable'],
      [false, 'unavailable'],
      [true, 'available'],
    ])
  })

  test('batch price by percentage rounds to cents and moves size prices, not add-ons', async () => {
    ctx = createTestContext()
    const { f, a, b } = await threeItems()
    const res = await f.ok(
      f.api('PATCH', '/menu/batch-price', { itemIds: [a.id, b.id], adjustmentType: 'percentage', adjustmentValue: 10 }),
    )
    expect(res.message).toContain('批次調價成功')
    expect(res.items).toEqual([
      { id: a.id, basePrice: '110.00' },
      { id: b.id, basePrice: '0.06' },
    ]) // 5.5 cents → 6
    const after = await f.ok(f.api('GET', `/menu/${a.id}`))
    expect(after.sizeOptions).toEqual([{ name: '大', price: '135.80' }]) // 135.795 → 135.80
    expect(after.addOns).toEqual([{ name: '蛋', price: '10.00' }])
  })

  test(`a store of whole-dollar prices: a percentage lands on whole dollars by its rounding rule, a fixed amount with \
cents is refused`, async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const a = await f.item({
      name: 'A',
      basePrice: '335',
      sizeOptions: [{ name: '大', price: '365' }],
      addOns: [{ name: '蛋', price: '15' }],
    })
    const res = await f.ok(
      f.api('PATCH', '/menu/batch-price', { itemIds: [a.id], adjustmentType: 'percentage', adjustmentValue: 10 }),
    )
    expect(res.items).toEqual([{ id: a.id, basePrice: '369.00' }]) // 368.5 → 369 half up
    // 401.5 → 402
    expect((await f.ok(f.api('GET', `/menu/${a.id}`))).sizeOptions).toEqual([{ name: '大', price: '402.00' }])
    await f.ok(
      ctx.request('PATCH', `/api/stores/${f.store.id}`, {
        body: { settings: { rounding: 'down' } },
        cookie: f.manager.cookie,
      }),
    )
    await f.ok(
      f.api('PATCH', '/menu/batch-price', { itemIds: [a.id], adjustmentType: 'percentage', adjustmentValue: -5 }),
    )
    expect((await f.ok(f.api('GET', `/menu/${a.id}`))).basePrice).toBe('350.00') // 350.55 → 350 down
    expectError(
      await f.api('PATCH', '/menu/batch-price', { itemIds: [a.id], adjustmentType: 'fixed', adjustmentValue: '0.50' }),
      422,
      'PRICE_CENTS_NOT_ALLOWED',
    )
    expect((await f.ok(f.api('GET', `/menu/${a.id}`))).basePrice).toBe('350.00')
  })

  test('batch price fixed never goes below 0', async () => {
    ctx = createTestContext()
    const { f, a, c } = await threeItems()
    await f.ok(
      f.api('PATCH', '/menu/batch-price', { itemIds: [a.id, c.id], adjustmentType: 'fixed', adjustmentValue: '-60' }),
    )
    const list = await f.ok(f.api('GET', '/menu'))
    expect(list.map((i: { basePrice: string }) => i.basePrice)).toEqual(['40.00', '0.05', '0.00'])
    expectError(
      await f.api('PATCH', '/menu/batch-price', { itemIds: [a.id], adjustmentType: 'fixed', adjustmentValue: 'abc' }),
      422,
      'BATCH_ADJUSTMENT_INVALID',
    )
    expectError(
      await f.api('PATCH', '/menu/batch-price', { itemIds: [a.id], adjustmentType: 'double', adjustmentValue: 1 }),
      422,
      'VALIDATION',
    )
  })

  test('batch category moves to a category or to none', async () => {
    ctx = createTestContext()
    const { f, a, b } = await threeItems()
    const cat = await f.ok(f.api('POST', '/menu-categories', { name: '麵食' }), 201)
    const res = await f.ok(f.api('PATCH', '/menu/batch-category', { itemIds: [a.id, b.id], categoryId: cat.id }))
    expect(res.message).toContain('批次移動成功')
    expect((await f.ok(f.api('GET', '/menu'))).map((i: { category: string | null }) => i.category)).toEqual([
      '麵食',
      '麵食',
      null,
    ])
    await f.ok(f.api('PATCH', '/menu/batch-category', { itemIds: [b.id], categoryId: 'drink' }))
    expect(await f.ok(f.api('GET', `/menu/${b.id}`))).toMatchObject({ categoryId: 'drink', category: '飲品' })
    await f.ok(f.api('PATCH', '/menu/batch-category', { itemIds: [a.id], categoryId: null }))
    expect((await f.ok(f.api('GET', `/menu/${a.id}`))).categoryId).toBeNull()
    expectError(
      await f.api('PATCH', '/menu/batch-category', { itemIds: [a.id], categoryId: 999 }),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
    expectError(
      await f.api('PATCH', '/menu/batch-category', { itemIds: [a.id], categoryId: 'nope' }),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
  })

  test('an unknown or foreign id fails the whole batch; staff may only batch availability', async () => {
    ctx = createTestContext()
    const { f, a } = await threeItems()
    const staff = await ctx.staff(f.manager.cookie)
    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const theirs = await f.ok(
      f.api('POST', '/menu', { name: '他店', basePrice: '10' }, f.manager.cookie, other.id),
      201,
    )
    const res = await f.api('PATCH', '/menu/batch-price', {
      itemIds: [a.id, theirs.id],
      adjustmentType: 'fixed',
      adjustmentValue: 5,
    })
    expectError(res, 404, 'MENU_ITEMS_NOT_FOUND')
    expect(res.body.message).toContain(String(theirs.id))
    expect((await f.ok(f.api('GET', `/menu/${a.id}`))).basePrice).toBe('100.00')
    expectError(await f.api('PATCH', '/menu/reorder', { itemIds: [theirs.id] }), 404, 'MENU_ITEMS_NOT_FOUND')
    expectError(
      await f.api(
        'PATCH',
        '/menu/batch-price',
        { itemIds: [a.id], adjustmentType: 'percentage', adjustmentValue: 50 },
        staff.cookie,
      ),
      403,
      'MANAGER_ONLY',
    )
    expectError(
      await f.api('PATCH', '/menu/batch-category', { itemIds: [a.id], categoryId: null }, staff.cookie),
      403,
      'MANAGER_ONLY',
    )
    expectError(await f.api('PATCH', '/menu/reorder', { itemIds: [a.id] }, staff.cookie), 403, 'MANAGER_ONLY')
    expect(
      await f.ok(f.api('PATCH', '/menu/batch-status', { itemIds: [a.id], isActive: false }, staff.cookie)),
    ).toMatchObject({ updatedCount: 1 })
    expectError(await f.api('PATCH', '/menu/batch-status', { itemIds: [], isActive: false }), 422, 'VALIDATION')
  })
})
