import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from '../menu/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('inventory categories', () => {
  test('CRUD with displayOrder highest + 1 and trimmed names; staff add and rename, managers delete', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const meat = await f.ok(f.api('POST', '/inventory-categories', { name: ' 肉類 ' }, staff.cookie), 201)
    const veg = await f.ok(f.api('POST', '/inventory-categories', { name: '蔬菜' }, staff.cookie), 201)
    expect([meat.name, meat.displayOrder, veg.displayOrder]).toEqual(['肉類', 0, 1])
    expect(await f.ok(f.api('PATCH', `/inventory-categories/${veg.id}`, { name: '青菜' }, staff.cookie))).toMatchObject(
      { name: '青菜', message: '分類已更新' },
    )
    expectError(
      await f.api('PATCH', `/inventory-categories/${veg.id}`, { name: ' ' }, staff.cookie),
      422,
      'CATEGORY_NAME_REQUIRED',
    )
    expectError(await f.api('DELETE', `/inventory-categories/${veg.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    expect(await f.ok(f.api('DELETE', `/inventory-categories/${veg.id}`))).toEqual({
      success: true,
      message: '分類已刪除',
    })
    expect(
      (await f.ok(f.api('GET', '/inventory-categories', undefined, staff.cookie))).map((c: { name: string }) => c.name),
    ).toEqual(['肉類'])
  })

  test('delete is refused (409) with the spec message while items use the category', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { cat, pork, egg } = await f.ingredients()
    const refused = await f.api('DELETE', `/inventory-categories/${cat.id}`)
    expectError(refused, 409, 'INVENTORY_CATEGORY_IN_USE')
    expect(refused.body.message).toBe('無法刪除使用中的分類，請先移除或重新分類相關項目')
    expect(refused.body.itemCount).toBe(2)
    const other = await f.ok(f.api('POST', '/inventory-categories', { name: '其他' }), 201)
    for (const id of [pork.id, egg.id]) await f.ok(f.api('PATCH', `/inventory/${id}`, { categoryId: other.id }))
    expect((await f.ok(f.api('DELETE', `/inventory-categories/${cat.id}`))).success).toBe(true)
  })

  test('displayOrder sent on create is stored as sent; the list is ordered by it', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const last = await f.ok(f.api('POST', '/inventory-categories', { name: '包材', displayOrder: 9 }), 201)
    const first = await f.ok(f.api('POST', '/inventory-categories', { name: '肉類', displayOrder: 1 }), 201)
    const next = await f.ok(f.api('POST', '/inventory-categories', { name: '乾貨' }), 201)
    expect([last.displayOrder, first.displayOrder, next.displayOrder]).toEqual([9, 1, 10])
    expect((await f.ok(f.api('GET', '/inventory-categories'))).map((c: { name: string }) => c.name)).toEqual([
      '肉類',
      '包材',
      '乾貨',
    ])
    expectError(await f.api('POST', '/inventory-categories', { name: '負', displayOrder: -3 }), 422, 'VALIDATION')
  })

  test(`an item's category by name (spec part 1 §7 payload), answered with categoryId; in use still blocks \
delete`, async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const meat = await f.ok(f.api('POST', '/inventory-categories', { name: '肉類', displayOrder: 0 }), 201)
    const dry = await f.ok(f.api('POST', '/inventory-categories', { name: '乾貨', displayOrder: 1 }), 201)
    const spec = {
      name: '牛腱肉',
      category: '肉類',
      unit: '公斤',
      unitSize: '真空包 3 公斤',
      currentStock: '12.5',
      safetyStock: '5',
      unitCost: '420.00',
      supplier: '新東陽',
    }
    const beef = await f.ok(f.api('POST', '/inventory', spec), 201)
    expect(beef).toMatchObject({
      name: '牛腱肉',
      category: '肉類',
      categoryId: meat.id,
      currentStock: '12.500',
      unitCost: '420.00',
    })
    expect((await f.ok(f.api('GET', '/inventory')))[0]).toMatchObject({ category: '肉類', categoryId: meat.id })
    expect(await f.ok(f.api('PATCH', `/inventory/${beef.id}`, { category: ' 乾貨 ' }))).toMatchObject({
      category: '乾貨',
      categoryId: dry.id,
    })

    const refused = await f.api('DELETE', `/inventory-categories/${dry.id}`)
    expectError(refused, 409, 'INVENTORY_CATEGORY_IN_USE')
    expect(refused.body.message).toBe('無法刪除使用中的分類，請先移除或重新分類相關項目')

    expectError(await f.api('POST', '/inventory', { ...spec, category: '海鮮' }), 404, 'INVENTORY_CATEGORY_NOT_FOUND')
    expectError(await f.api('POST', '/inventory', { ...spec, category: '肉類', categoryId: dry.id }), 422, 'VALIDATION')
    const { category: _c, ...none } = spec
    const missing = await f.api('POST', '/inventory', none)
    expectError(missing, 422, 'VALIDATION')
    expect(missing.body.message).toContain('請選擇分類')
    expect(
      await f.ok(f.api('POST', '/inventory', { ...spec, name: '牛肋條', categoryId: meat.id, category: '肉類' }), 201),
    ).toMatchObject({ categoryId: meat.id })
    expect((await f.ok(f.api('GET', '/inventory'))).length).toBe(2)
  })
})
