import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('menu categories', () => {
  test('displayOrder starts at 0 and is highest + 1; names are trimmed; list is ordered', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const food = await f.ok(f.api('POST', '/menu-categories', { name: ' 主食 ', displayOrder: 99 }), 201)
    expect(food).toMatchObject({ name: '主食', displayOrder: 0, itemCount: 0, message: '分類已新增' })
    await f.ok(f.api('PATCH', `/menu-categories/${food.id}`, { displayOrder: 5 }))
    const drink = await f.ok(f.api('POST', '/menu-categories', { name: '飲品' }), 201)
    expect(drink.displayOrder).toBe(6)
    const renamed = await f.ok(f.api('PATCH', `/menu-categories/${drink.id}`, { name: '飲料' }))
    expect(renamed).toMatchObject({ name: '飲料', displayOrder: 6, message: '分類已更新' })
    expect((await f.ok(f.api('GET', '/menu-categories'))).map((c: { name: string }) => c.name)).toEqual(['主食', '飲料'])
  })

  test('refuses empty and duplicate names', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const res = await f.api('POST', '/menu-categories', { name: '   ' })
    expectError(res, 422, 'CATEGORY_NAME_REQUIRED')
    expect(res.body.message).toBe('請輸入分類名稱')
    const food = await f.ok(f.api('POST', '/menu-categories', { name: '主食' }), 201)
    const soup = await f.ok(f.api('POST', '/menu-categories', { name: '湯品' }), 201)
    expectError(await f.api('POST', '/menu-categories', { name: '主食' }), 409, 'CATEGORY_NAME_TAKEN')
    expectError(await f.api('PATCH', `/menu-categories/${soup.id}`, { name: '主食' }), 409, 'CATEGORY_NAME_TAKEN')
    expectError(await f.api('PATCH', `/menu-categories/${food.id}`, { name: '' }), 422, 'CATEGORY_NAME_REQUIRED')
    expect(await f.ok(f.api('PATCH', `/menu-categories/${food.id}`, { name: '主食' }))).toMatchObject({ name: '主食' })
  })

  test('delete is refused (409 CATEGORY_IN_USE) while items use the category', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const cat = await f.ok(f.api('POST', '/menu-categories', { name: '主食' }), 201)
    const item = await f.item({ categoryId: cat.id })
    const refused = await f.api('DELETE', `/menu-categories/${cat.id}`)
    expectError(refused, 409, 'CATEGORY_IN_USE')
    expect(refused.body.message).toContain('此分類下還有菜單項目，請先移除或重新分類')
    expect((await f.ok(f.api('GET', '/menu-categories')))[0].itemCount).toBe(1)

    await f.ok(f.api('PATCH', `/menu/${item.id}`, { categoryId: null }))
    expect(await f.ok(f.api('DELETE', `/menu-categories/${cat.id}`))).toEqual({ success: true, message: '分類已刪除' })
    expect(await f.ok(f.api('GET', '/menu-categories'))).toEqual([])
    expectError(await f.api('DELETE', `/menu-categories/${cat.id}`), 404, 'MENU_CATEGORY_NOT_FOUND')
  })

  test("managers only for changes; another store's category is 404", async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const cat = await f.ok(f.api('POST', '/menu-categories', { name: '主食' }), 201)
    expect(await f.ok(f.api('GET', '/menu-categories', undefined, staff.cookie))).toHaveLength(1)
    expectError(await f.api('POST', '/menu-categories', { name: 'x' }, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('PATCH', `/menu-categories/${cat.id}`, { name: 'x' }, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('DELETE', `/menu-categories/${cat.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    const other = await f.ok(ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }), 201)
    expectError(await f.api('PATCH', `/menu-categories/${cat.id}`, { name: 'x' }, f.manager.cookie, other.id), 404, 'MENU_CATEGORY_NOT_FOUND')
    expectError(await f.api('DELETE', `/menu-categories/${cat.id}`, undefined, f.manager.cookie, other.id), 404, 'MENU_CATEGORY_NOT_FOUND')
  })
})
