import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('menu items', () => {
  test('create with sizes, add-ons, tags and a recipe; list shows computed cost, margin and status', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork, egg } = await f.ingredients()
    const created = await f.item({
      description: '  古早味  ',
      categoryId: 'food', // spec part 1 §3: a new store's default category, by key
      tags: ['招牌', '人氣'],
      sizeOptions: [
        { name: '小', price: '120' },
        { name: '大', price: 150 },
      ],
      addOns: [{ name: '加蛋', price: '15', category: '' }],
      spiceLevels: [' 不辣 ', '小辣'],
      costData: { 豬肉: { inventoryId: pork.id, quantity: 150 }, 雞蛋: { inventoryId: egg.id, quantity: 1000 } },
    })
    expect(created.message).toBe('菜單項目已建立')
    expect(created).toMatchObject({
      name: '滷肉飯',
      description: '古早味',
      basePrice: '120.00',
      categoryId: 'food',
      category: '主食',
      status: 'available',
      isActive: true,
      tags: ['招牌', '人氣'],
      sizeOptions: [
        { name: '小', price: '120.00' },
        { name: '大', price: '150.00' },
      ],
      addOns: [{ name: '加蛋', price: '15.00' }],
      spiceLevels: ['不辣', '小辣'],
      // 300 × 150 / 1000 + 5 × 1000 / 1000 = 45 + 5
      calculatedCost: '50.00',
      profitMargin: 58.3,
      salesQuantity: 0,
      inventoryStatus: 'sufficient',
      primaryImage: null,
    })

    const list = await f.ok(f.api('GET', '/menu'))
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ categoryId: 'food', category: '主食' })
    expect(list[0].costData).toEqual({
      豬肉: { inventoryId: pork.id, quantity: 150 },
      雞蛋: { inventoryId: egg.id, quantity: 1000 },
    })
    expect(await f.ok(f.api('GET', `/menu/${created.id}`))).toMatchObject({ id: created.id, calculatedCost: '50.00' })

    const log = ctx.db.sqlite
      .query("SELECT action, entity_id AS id FROM activity_logs WHERE action LIKE '%menu_item'")
      .all()
    expect(log).toEqual([{ action: 'create_menu_item', id: created.id }])
  })

  test('inventory status follows the ingredients: low below safety, out when one serving cannot be made', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork } = await f.ingredients()
    const item = await f.item({ costData: { 豬肉: { inventoryId: pork.id, quantity: 150 } } })
    await f.ok(f.api('PATCH', `/inventory/${pork.id}`, { currentStock: '1.5' }))
    expect((await f.ok(f.api('GET', `/menu/${item.id}`))).inventoryStatus).toBe('low')
    await f.ok(f.api('PATCH', `/inventory/${pork.id}`, { currentStock: '0.1' }))
    expect((await f.ok(f.api('GET', `/menu/${item.id}`))).inventoryStatus).toBe('out')
  })

  test('salesQuantity counts portions on orders that were not cancelled', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const insertOrder = (n: number, status: string, qty: number) => {
      const { id } = ctx.db.sqlite
        .query(`INSERT INTO orders (store_id, order_number, business_date, daily_seq, order_type, status, subtotal,
          service_fee, total, created_at, updated_at)
        VALUES (?, ?, '20261122', ?, 'takeout', ?, 0, 0, 0, 0, 0) RETURNING id`)
        .get(f.store.id, `20261122-00${n}`, n, status) as { id: number }
      ctx.db.sqlite
        .query(`INSERT INTO order_items (order_id, menu_item_id, name, quantity, base_price, unit_price, subtotal)
        VALUES (?, ?, '滷肉飯', ?, 12000, 12000, 0)`)
        .run(id, item.id, qty)
    }
    insertOrder(1, 'completed', 3)
    insertOrder(2, 'pending', 2)
    insertOrder(3, 'cancelled', 5)
    expect((await f.ok(f.api('GET', '/menu')))[0].salesQuantity).toBe(5)
    // One item's page sums only that item's sales.
    const other = await f.item({ name: '魯肉飯（大）' })
    expect((await f.ok(f.api('GET', `/menu/${item.id}`))).salesQuantity).toBe(5)
    expect((await f.ok(f.api('GET', `/menu/${other.id}`))).salesQuantity).toBe(0)
  })

  test('refuses bad input with zh-TW messages and changes nothing', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork } = await f.ingredients()
    const bad: [Record<string, unknown>, number, string][] = [
      [{ name: '   ', basePrice: '10' }, 422, 'MENU_NAME_REQUIRED'],
      [{ name: 'x', basePrice: '-1' }, 422, 'INVALID_PRICE'],
      [{ name: 'x', basePrice: '1.234' }, 422, 'INVALID_PRICE'],
      [{ name: 'x', basePrice: 'abc' }, 422, 'INVALID_PRICE'],
      [{ name: 'x' }, 422, 'VALIDATION'],
      [{ name: 'x', basePrice: '10', tags: ['好吃'] }, 422, 'MENU_TAG_INVALID'],
      [
        {
          name: 'x',
          basePrice: '10',
          sizeOptions: [
            { name: '大', price: '1' },
            { name: '大', price: '2' },
          ],
        },
        422,
        'MENU_OPTION_INVALID',
      ],
      [{ name: 'x', basePrice: '10', addOns: [{ name: '蛋', price: 'x' }] }, 422, 'INVALID_PRICE'],
      [
        { name: 'x', basePrice: '10', costData: { 肉: { inventoryId: 999, quantity: 1 } } },
        422,
        'INGREDIENT_NOT_FOUND',
      ],
      [
        { name: 'x', basePrice: '10', costData: { 肉: { inventoryId: pork.id, quantity: 0 } } },
        422,
        'INGREDIENT_QUANTITY_INVALID',
      ],
      [
        { name: 'x', basePrice: '10', costData: { 肉: { inventoryId: pork.id, quantity: 1.5 } } },
        422,
        'INGREDIENT_QUANTITY_INVALID',
      ],
      [{ name: 'x', basePrice: '10', categoryId: 999 }, 404, 'MENU_CATEGORY_NOT_FOUND'],
      [{ name: 'x', basePrice: '10', isActive: true, status: 'unavailable' }, 422, 'MENU_STATUS_CONFLICT'],
    ]
    for (const [body, status, code] of bad) expectError(await f.api('POST', '/menu', body), status, code)
    expect(await f.ok(f.api('GET', '/menu'))).toEqual([])
    expect((await f.api('POST', '/menu', { name: 'x', basePrice: '10', tags: ['好吃'] })).body.message).toContain(
      '新品',
    )
  })

  test('isActive and status stay consistent whichever one is sent', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item({ isActive: false })
    expect(item).toMatchObject({ isActive: false, status: 'unavailable' })
    expect(await f.ok(f.api('PATCH', `/menu/${item.id}`, { status: 'available' }))).toMatchObject({
      isActive: true,
      status: 'available',
    })
    expect(await f.ok(f.api('PATCH', `/menu/${item.id}`, { isActive: false }))).toMatchObject({
      isActive: false,
      status: 'unavailable',
    })
  })

  test('partial update, delete with activity log; unknown ids are 404', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item({ tags: ['新品'] })
    // whole dollars unless the store allows cents: refused with nothing changed, then accepted
    expectError(
      await f.api('PATCH', `/menu/${item.id}`, { name: ' 魯肉飯 ', basePrice: '130.5' }),
      422,
      'PRICE_CENTS_NOT_ALLOWED',
    )
    expect(await f.ok(f.api('GET', `/menu/${item.id}`))).toMatchObject({ name: '滷肉飯', basePrice: '120.00' })
    expectError(
      await f.api('POST', '/menu', { name: '湯', basePrice: '40', addOns: [{ name: '蛋', price: '0.5' }] }),
      422,
      'PRICE_CENTS_NOT_ALLOWED',
    )
    expectError(
      await f.api('POST', '/menu', { name: '湯', basePrice: '40', sizeOptions: [{ name: '大', price: '45.50' }] }),
      422,
      'PRICE_CENTS_NOT_ALLOWED',
    )
    expect(await f.ok(f.api('GET', '/menu'))).toHaveLength(1)
    await f.allowCents()
    const updated = await f.ok(f.api('PATCH', `/menu/${item.id}`, { name: ' 魯肉飯 ', basePrice: '130.5' }))
    expect(updated).toMatchObject({ name: '魯肉飯', basePrice: '130.50', tags: ['新品'], message: '菜單項目已更新' })
    expectError(await f.api('PATCH', `/menu/${item.id}`, { name: '' }), 422, 'MENU_NAME_REQUIRED')
    expect(await f.ok(f.api('DELETE', `/menu/${item.id}`))).toEqual({ success: true, message: '菜單項目已刪除' })
    expectError(await f.api('GET', `/menu/${item.id}`), 404, 'MENU_ITEM_NOT_FOUND')
    expectError(await f.api('DELETE', `/menu/${item.id}`), 404, 'MENU_ITEM_NOT_FOUND')
    const actions = ctx.db.sqlite
      .query("SELECT action FROM activity_logs WHERE entity_type = 'menu_item' ORDER BY id")
      .all()
    expect(actions).toEqual([
      { action: 'create_menu_item' },
      { action: 'update_menu_item' },
      { action: 'delete_menu_item' },
    ])
  })

  test('duplicate makes "<name> (副本)" at the end of the menu, images included', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item({ sizeOptions: [{ name: '大', price: '150' }] })
    await f.item({ name: '貢丸湯', basePrice: '40' })
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')
    await f.ok(
      f.api('POST', `/menu/${item.id}/images`, { imageData: `data:image/png;base64,${png}`, mimeType: 'image/png' }),
      201,
    )
    const copy = await f.ok(f.api('POST', `/menu/${item.id}/duplicate`), 201)
    expect(copy).toMatchObject({
      name: '滷肉飯 (副本)',
      basePrice: '120.00',
      sizeOptions: [{ name: '大', price: '150.00' }],
    })
    expect(copy.message).toContain('滷肉飯 (副本)')
    expect(copy.primaryImage.id).not.toBeNull()
    expect((await f.ok(f.api('GET', '/menu'))).map((i: { name: string }) => i.name)).toEqual([
      '滷肉飯',
      '貢丸湯',
      '滷肉飯 (副本)',
    ])
  })
})

describe('menu permissions and store scope', () => {
  test('staff read and toggle availability but cannot change prices or content (403)', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const item = await f.item()
    expect(await f.ok(f.api('GET', '/menu', undefined, staff.cookie))).toHaveLength(1)
    expectError(
      await f.api('PATCH', `/menu/${item.id}`, { basePrice: '1.00' }, staff.cookie),
      403,
      'MENU_EDIT_MANAGER_ONLY',
    )
    expectError(
      await f.api('PATCH', `/menu/${item.id}`, { name: '偷改', isActive: false }, staff.cookie),
      403,
      'MENU_EDIT_MANAGER_ONLY',
    )
    expectError(await f.api('POST', '/menu', { name: 'x', basePrice: '1' }, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('DELETE', `/menu/${item.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    expectError(await f.api('POST', `/menu/${item.id}/duplicate`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    expect(await f.ok(f.api('PATCH', `/menu/${item.id}`, { isActive: false }, staff.cookie))).toMatchObject({
      isActive: false,
      status: 'unavailable',
    })
    expect((await f.ok(f.api('GET', `/menu/${item.id}`))).basePrice).toBe('120.00')
    expectError(await ctx.request('GET', `/api/stores/${f.store.id}/menu`), 401, 'UNAUTHORIZED')
  })

  test("another store's items, categories and ingredients are refused", async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie) // works at store 1 only
    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const theirs = await f.ok(
      f.api('POST', '/menu', { name: '他店', basePrice: '10' }, f.manager.cookie, other.id),
      201,
    )
    const theirCat = await f.ok(
      f.api('POST', '/menu-categories', { name: '他店分類' }, f.manager.cookie, other.id),
      201,
    )
    const theirInvCat = await f.ok(
      f.api('POST', '/inventory-categories', { name: '他店食材' }, f.manager.cookie, other.id),
      201,
    )
    const theirInv = await f.ok(
      f.api(
        'POST',
        '/inventory',
        {
          name: '他店肉',
          categoryId: theirInvCat.id,
          unit: '克',
          currentStock: '1',
          safetyStock: '0',
          unitCost: '1',
        },
        f.manager.cookie,
        other.id,
      ),
      201,
    )

    expectError(await f.api('GET', `/menu/${theirs.id}`), 404, 'MENU_ITEM_NOT_FOUND')
    expectError(await f.api('PATCH', `/menu/${theirs.id}`, { name: 'x' }), 404, 'MENU_ITEM_NOT_FOUND')
    expectError(await f.api('DELETE', `/menu/${theirs.id}`), 404, 'MENU_ITEM_NOT_FOUND')
    expectError(await f.api('POST', `/menu/${theirs.id}/duplicate`), 404, 'MENU_ITEM_NOT_FOUND')
    expectError(
      await f.api('POST', '/menu', { name: 'x', basePrice: '1', categoryId: theirCat.id }),
      404,
      'MENU_CATEGORY_NOT_FOUND',
    )
    expectError(
      await f.api('POST', '/menu', {
        name: 'x',
        basePrice: '1',
        costData: { 肉: { inventoryId: theirInv.id, quantity: 1 } },
      }),
      422,
      'INGREDIENT_NOT_FOUND',
    )
    expectError(await f.api('GET', '/menu', undefined, staff.cookie, other.id), 403, 'STORE_ACCESS_DENIED')
    expectError(await f.api('GET', '/menu', undefined, f.manager.cookie, 9999), 404, 'STORE_NOT_FOUND')
    expectError(
      await f.api('POST', '/menu', { name: 'x', basePrice: '1' }, f.manager.cookie, 9999),
      404,
      'STORE_NOT_FOUND',
    )
    expect((await f.ok(f.api('GET', `/menu/${theirs.id}`, undefined, f.manager.cookie, other.id))).name).toBe('他店')
  })
})
