import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const DEFAULTS = [
  { id: 'food', name: '主食', displayOrder: 0 },
  { id: 'drink', name: '飲品', displayOrder: 1 },
  { id: 'dessert', name: '甜點', displayOrder: 2 },
  { id: 'soup', name: '湯品', displayOrder: 3 },
]

describe('menu categories', () => {
  test('a new store starts with 主食 food, 飲品 drink, 甜點 dessert, 湯品 soup, answered by key', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const list = await f.ok(f.api('GET', '/menu-categories'))
    expect(list).toMatchObject(DEFAULTS.map((c) => ({ ...c, itemCount: 0 })))
    // the spec's payload verbatim: categoryId "food" is accepted and reads back as "food"
    const item = await f.item({ categoryId: 'food' })
    expect(item).toMatchObject({ categoryId: 'food', category: '主食' })
    expect(await f.ok(f.api('GET', `/menu/${item.id}`))).toMatchObject({ categoryId: 'food' })
    const moved = await f.ok(f.api('PATCH', `/menu/${item.id}`, { categoryId: 'soup' }))
    expect(moved).toMatchObject({ categoryId: 'soup', category: '湯品' })
    expectError(
      await f.api('POST', '/menu', { name: '無', basePrice: '1', categoryId: 'snacks' }),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
    expectError(await f.api('POST', '/menu', { name: '無', basePrice: '1', categoryId: '' }), 422, 'VALIDATION')
  })

  test('categories a manager adds get stable keys (c<id>) that survive renames; keys are per store', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const noodles = await f.ok(f.api('POST', '/menu-categories', { name: '麵食' }), 201)
    expect(noodles.id).toMatch(/^c\d+$/)
    const renamed = await f.ok(f.api('PATCH', `/menu-categories/${noodles.id}`, { name: '麵類' }))
    expect(renamed).toMatchObject({ id: noodles.id, name: '麵類' })
    const item = await f.item({ categoryId: noodles.id })
    expect(item).toMatchObject({ categoryId: noodles.id, category: '麵類' })
    // a deleted default category comes back under its spec key when re-added by name
    await f.ok(f.api('DELETE', '/menu-categories/dessert'))
    expect((await f.ok(f.api('POST', '/menu-categories', { name: '甜點' }), 201)).id).toBe('dessert')

    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const theirs = await f.ok(f.api('GET', '/menu-categories', undefined, f.manager.cookie, other.id))
    expect(theirs.map((c: { id: string }) => c.id)).toEqual(['food', 'drink', 'dessert', 'soup'])
    expectError(
      await f.api('PATCH', `/menu-categories/${noodles.id}`, { name: 'x' }, f.manager.cookie, other.id),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
  })

  test('displayOrder is stored as sent; without it highest + 1; names are trimmed; list is ordered by it', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const late = await f.ok(f.api('POST', '/menu-categories', { name: ' 宵夜 ', displayOrder: 99 }), 201)
    expect(late).toMatchObject({ name: '宵夜', displayOrder: 99, itemCount: 0, message: '分類已新增' })
    const first = await f.ok(f.api('POST', '/menu-categories', { name: '早餐', displayOrder: 0 }), 201)
    expect(first.displayOrder).toBe(0)
    const next = await f.ok(f.api('POST', '/menu-categories', { name: '小吃' }), 201)
    expect(next.displayOrder).toBe(100)
    await f.ok(f.api('PATCH', '/menu-categories/soup', { displayOrder: 200 }))
    const names = (await f.ok(f.api('GET', '/menu-categories'))).map((c: { name: string }) => c.name)
    expect(names).toEqual(['主食', '早餐', '飲品', '甜點', '宵夜', '小吃', '湯品'])
    expectError(await f.api('POST', '/menu-categories', { name: '負', displayOrder: -1 }), 422, 'VALIDATION')
    expectError(await f.api('POST', '/menu-categories', { name: '小數', displayOrder: 1.5 }), 422, 'VALIDATION')
  })

  test('refuses empty and duplicate names', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const res = await f.api('POST', '/menu-categories', { name: '   ' })
    expectError(res, 422, 'CATEGORY_NAME_REQUIRED')
    expect(res.body.message).toBe('請輸入分類名稱')
    expectError(await f.api('POST', '/menu-categories', { name: '主食' }), 409, 'CATEGORY_NAME_TAKEN')
    expectError(await f.api('PATCH', '/menu-categories/soup', { name: '主食' }), 409, 'CATEGORY_NAME_TAKEN')
    expectError(await f.api('PATCH', '/menu-categories/food', { name: '' }), 422, 'CATEGORY_NAME_REQUIRED')
    expect(await f.ok(f.api('PATCH', '/menu-categories/food', { name: '主食' }))).toMatchObject({
      id: 'food',
      name: '主食',
    })
  })

  test('delete is refused (409 CATEGORY_IN_USE) while items use the category', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item({ categoryId: 'food' })
    const refused = await f.api('DELETE', '/menu-categories/food')
    expectError(refused, 409, 'CATEGORY_IN_USE')
    expect(refused.body.message).toContain('此分類下還有菜單項目，請先移除或重新分類')
    expect((await f.ok(f.api('GET', '/menu-categories')))[0]).toMatchObject({ id: 'food', itemCount: 1 })

    await f.ok(f.api('PATCH', `/menu/${item.id}`, { categoryId: null }))
    expect(await f.ok(f.api('DELETE', '/menu-categories/food'))).toEqual({ success: true, message: '分類已刪除' })
    expect((await f.ok(f.api('GET', '/menu-categories'))).map((c: { id: string }) => c.id)).toEqual([
      'drink',
      'dessert',
      'soup',
    ])
    expectError(await f.api('DELETE', '/menu-categories/food'), 404, 'MENU_CATEGORY_NOT_FOUND')
  })

  test("managers only for changes; another store's category is 404", async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const cat = await f.ok(f.api('POST', '/menu-categories', { name: '麵食' }), 201)
    expect(await f.ok(f.api('GET', '/menu-categories', undefined, staff.cookie))).toHaveLength(5)
    expectError(await f.api('POST', '/menu-categories', { name: 'x' }, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('PATCH', `/menu-categories/${cat.id}`, { name: 'x' }, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('DELETE', `/menu-categories/${cat.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    expectError(
      await f.api('PATCH', `/menu-categories/${cat.id}`, { name: 'x' }, f.manager.cookie, other.id),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
    expectError(
      await f.api('DELETE', `/menu-categories/${cat.id}`, undefined, f.manager.cookie, other.id),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
    // the numeric id still names the category inside its own store
    const numeric = ctx.db.sqlite.query('SELECT id FROM menu_categories WHERE key = ?').get(cat.id) as { id: number }
    expect(await f.ok(f.api('PATCH', `/menu-categories/${numeric.id}`, { name: '麵類' }))).toMatchObject({
      id: cat.id,
      name: '麵類',
    })
  })

  test('a burst of 120 creates: every category a distinct key; one name taken once, the rest a 409', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    await f.ok(f.api('DELETE', '/menu-categories/dessert'))
    const distinct = Array.from({ length: 100 }, (_, i) =>
      f.api('POST', '/menu-categories', { name: `分類${i}`, displayOrder: i }),
    )
    const same = Array.from({ length: 20 }, () => f.api('POST', '/menu-categories', { name: '甜點' }))
    const [made, dessert] = await Promise.all([Promise.all(distinct), Promise.all(same)])
    expect(made.map((r) => r.status)).toEqual(Array(100).fill(201))
    expect(new Set(made.map((r) => r.body.id)).size).toBe(100)
    expect(dessert.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    expect(dessert.find((r) => r.status === 201)!.body.id).toBe('dessert')
    const keys = (await f.ok(f.api('GET', '/menu-categories'))).map((c: { id: string }) => c.id)
    expect(keys).toHaveLength(104)
    expect(new Set(keys).size).toBe(104)
  })
})
