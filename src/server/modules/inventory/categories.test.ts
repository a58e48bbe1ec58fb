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
    expect(await f.ok(f.api('PATCH', `/inventory-categories/${veg.id}`, { name: '青菜' }, staff.cookie))).toMatchObject({ name: '青菜', message: '分類已更新' })
    expectError(await f.api('PATCH', `/inventory-categories/${veg.id}`, { name: ' ' }, staff.cookie), 422, 'CATEGORY_NAME_REQUIRED')
    expectError(await f.api('DELETE', `/inventory-categories/${veg.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    expect(await f.ok(f.api('DELETE', `/inventory-categories/${veg.id}`))).toEqual({ success: true, message: '分類已刪除' })
    expect((await f.ok(f.api('GET', '/inventory-categories', undefined, staff.cookie))).map((c: { name: string }) => c.name)).toEqual(['肉類'])
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
})
