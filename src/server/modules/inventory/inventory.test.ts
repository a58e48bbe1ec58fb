import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, testClock, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from '../menu/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('inventory items', () => {
  test('create and list with decimal strings, stock status, value and an opening movement', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { cat, pork, egg } = await f.ingredients()
    expect(pork).toMatchObject({
      name: '豬肉',
      categoryId: cat.id,
      category: '食材',
      unit: '公斤',
      unitSize: null,
      currentStock: '10.000',
      safetyStock: '2.000',
      unitCost: '300.00',
      supplier: '好肉商行',
      stockStatus: 'good',
      stockStatusLabel: '充足',
      stockValue: '3000.00',
      message: '材料已新增',
    })
    expect(egg).toMatchObject({ stockStatus: 'good', stockValue: '150.00' })
    const list = await f.ok(f.api('GET', '/inventory'))
    expect(list.map((i: { name: string }) => i.name).sort()).toEqual(['豬肉', '雞蛋'])
    const moves = await f.ok(f.api('GET', `/inventory/${pork.id}/movements`))
    expect(moves).toMatchObject([
      {
        delta: '10.000',
        reason: 'adjustment',
        note: '初始庫存',
        unitCost: '300.00',
        value: '3000.00',
        userName: 'manager',
      },
    ])
  })

  test('stock status boundaries through the API: out, low, warning, good at exactly 1.5 × safety', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork } = await f.ingredients() // safety 2
    const statusAt = async (stock: string) =>
      (await f.ok(f.api('PATCH', `/inventory/${pork.id}`, { currentStock: stock }))).stockStatus
    expect(await statusAt('0')).toBe('out')
    expect(await statusAt('1.999')).toBe('low')
    expect(await statusAt('2')).toBe('warning')
    expect(await statusAt('2.999')).toBe('warning')
    expect(await statusAt('3')).toBe('good')
    // each edit of current stock is kept as an adjustment
    const moves = await f.ok(f.api('GET', `/inventory/${pork.id}/movements`))
    expect(moves.map((m: { delta: string }) => m.delta)).toEqual([
      '0.001',
      '0.999',
      '0.001',
      '1.999',
      '-10.000',
      '10.000',
    ])
  })

  test('refuses bad input: unit, category, negative or over-precise quantities, bad cost', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { cat } = await f.ingredients()
    const base = { name: '醬油', categoryId: cat.id, unit: '瓶', currentStock: '1', safetyStock: '1', unitCost: '50' }
    const bad: [Record<string, unknown>, number, string][] = [
      [{ ...base, unit: '箱' }, 422, 'VALIDATION'],
      [{ ...base, categoryId: 999 }, 404, 'INVENTORY_CATEGORY_NOT_FOUND'],
      [{ ...base, currentStock: '-1' }, 422, 'QUANTITY_INVALID'],
      [{ ...base, safetyStock: '1.0001' }, 422, 'QUANTITY_INVALID'],
      [{ ...base, unitCost: '1.001' }, 422, 'INVALID_PRICE'],
      [{ ...base, name: '  ' }, 422, 'VALIDATION'],
      [{ name: '醬油', unit: '瓶' }, 422, 'VALIDATION'],
    ]
    for (const [body, status, code] of bad) expectError(await f.api('POST', '/inventory', body), status, code)
    expect(await f.ok(f.api('GET', '/inventory'))).toHaveLength(2)
    expect(
      (await f.ok(f.api('POST', '/inventory', { ...base, unit: 'CC', unitSize: '500ml', currentStock: 2.5 }), 201))
        .currentStock,
    ).toBe('2.500')
  })

  test('update fields; delete is manager-only and refused while a recipe uses the item', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const { pork, egg } = await f.ingredients()
    const updated = await f.ok(
      f.api('PATCH', `/inventory/${egg.id}`, { unitCost: '6.5', supplier: ' 蛋農 ', unitSize: '10入' }, staff.cookie),
    )
    expect(updated).toMatchObject({ unitCost: '6.50', supplier: '蛋農', unitSize: '10入', message: '材料已更新' })
    const item = await f.item({ costData: { 豬肉: { inventoryId: pork.id, quantity: 150 } } })
    expectError(await f.api('DELETE', `/inventory/${egg.id}`, undefined, staff.cookie), 403, 'MANAGER_ONLY')
    const refused = await f.api('DELETE', `/inventory/${pork.id}`)
    expectError(refused, 409, 'INVENTORY_IN_USE')
    expect(refused.body.menuItems).toEqual(['滷肉飯'])
    await f.ok(f.api('PATCH', `/menu/${item.id}`, { costData: {} }))
    expect(await f.ok(f.api('DELETE', `/inventory/${pork.id}`))).toEqual({ success: true, message: '材料已刪除' })
    expectError(await f.api('GET', `/inventory/${pork.id}`), 404, 'INVENTORY_ITEM_NOT_FOUND')
    const actions = ctx.db.sqlite
      .query("SELECT action FROM activity_logs WHERE entity_type = 'inventory_item' ORDER BY id")
      .all()
    expect(actions.map((a: any) => a.action)).toEqual([
      'create_inventory_item',
      'create_inventory_item',
      'update_inventory_item',
      'delete_inventory_item',
    ])
  })

  test("another store's items and categories are 404; staff of another store 403", async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const { pork, cat } = await f.ingredients()
    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const as2 = (method: string, path: string, body?: unknown) => f.api(method, path, body, f.manager.cookie, other.id)
    expectError(await as2('GET', `/inventory/${pork.id}`), 404, 'INVENTORY_ITEM_NOT_FOUND')
    expectError(await as2('PATCH', `/inventory/${pork.id}`, { name: 'x' }), 404, 'INVENTORY_ITEM_NOT_FOUND')
    expectError(
      await as2('POST', `/inventory/${pork.id}/stock`, { quantity: '1', reason: 'restock' }),
      404,
      'INVENTORY_ITEM_NOT_FOUND',
    )
    expectError(await as2('GET', `/inventory/${pork.id}/movements`), 404, 'INVENTORY_ITEM_NOT_FOUND')
    expectError(await as2('DELETE', `/inventory/${pork.id}`), 404, 'INVENTORY_ITEM_NOT_FOUND')
    expectError(
      await as2('POST', '/inventory', {
        name: 'x',
        categoryId: cat.id,
        unit: '個',
        currentStock: '1',
        safetyStock: '0',
        unitCost: '1',
      }),
      404,
      'INVENTORY_CATEGORY_NOT_FOUND',
    )
    expectError(await f.api('GET', '/inventory', undefined, staff.cookie, other.id), 403, 'STORE_ACCESS_DENIED')
    expect(await f.ok(as2('GET', '/inventory'))).toEqual([])
  })
})

describe('stock movements', () => {
  test('restock adds, waste subtracts, adjustment is signed; history newest first', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const { pork } = await f.ingredients()
    const path = `/inventory/${pork.id}/stock`
    const restock = await f.ok(
      f.api('POST', path, { quantity: '5.5', reason: 'restock', note: '進貨' }, staff.cookie),
      201,
    )
    expect(restock).toMatchObject({
      item: { currentStock: '15.500' },
      movement: { delta: '5.500', reason: 'restock', note: '進貨', userName: 'staff1' },
      message: '庫存已更新',
    })
    expect((await f.ok(f.api('POST', path, { quantity: '0.5', reason: 'waste' }), 201)).item.currentStock).toBe(
      '15.000',
    )
    expect(
      (await f.ok(f.api('POST', path, { quantity: '-3', reason: 'adjustment', note: '盤點' }), 201)).item.currentStock,
    ).toBe('12.000')
    expect((await f.ok(f.api('POST', path, { quantity: 1, reason: 'adjustment' }), 201)).item.currentStock).toBe(
      '13.000',
    )

    const moves = await f.ok(f.api('GET', `/inventory/${pork.id}/movements?limit=3`))
    expect(moves.map((m: { delta: string; reason: string }) => [m.delta, m.reason])).toEqual([
      ['1.000', 'adjustment'],
      ['-3.000', 'adjustment'],
      ['-0.500', 'waste'],
    ])
    expect(moves[2].value).toBe('-150.00')
  })

  test('refuses zero, negative restock/waste, more than 3 decimals, and going below zero', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork } = await f.ingredients()
    const path = `/inventory/${pork.id}/stock`
    expectError(await f.api('POST', path, { quantity: '0', reason: 'restock' }), 422, 'QUANTITY_INVALID')
    expectError(await f.api('POST', path, { quantity: '-1', reason: 'restock' }), 422, 'QUANTITY_INVALID')
    expectError(await f.api('POST', path, { quantity: '-1', reason: 'waste' }), 422, 'QUANTITY_INVALID')
    expectError(await f.api('POST', path, { quantity: '0', reason: 'adjustment' }), 422, 'QUANTITY_INVALID')
    expectError(await f.api('POST', path, { quantity: '1.0001', reason: 'restock' }), 422, 'QUANTITY_INVALID')
    expectError(await f.api('POST', path, { quantity: '1', reason: 'order' }), 422, 'VALIDATION')
    const short = await f.api('POST', path, { quantity: '10.001', reason: 'waste' })
    expectError(short, 409, 'INSUFFICIENT_STOCK')
    expect(short.body.message).toContain('10.000 公斤')
    expectError(await f.api('POST', path, { quantity: '-11', reason: 'adjustment' }), 409, 'INSUFFICIENT_STOCK')
    expect((await f.ok(f.api('GET', `/inventory/${pork.id}`))).currentStock).toBe('10.000')
  })
})

describe('inventory summary and export', () => {
  test("totals, low-stock count and this Taipei month's consumption from order and waste movements", async () => {
    // 2026-11-30 23:30 in Taipei = 15:30 UTC
    ctx = createTestContext({ clock: testClock(Date.UTC(2026, 10, 30, 15, 30)) })
    const f = await menuFixture(ctx)
    const { pork, egg } = await f.ingredients()
    await f.ok(f.api('PATCH', `/inventory/${egg.id}`, { currentStock: '5' })) // below safety 10 → low
    await f.ok(f.api('POST', `/inventory/${pork.id}/stock`, { quantity: '1', reason: 'waste' }), 201) // NT$300
    // not consumption
    await f.ok(f.api('POST', `/inventory/${pork.id}/stock`, { quantity: '4', reason: 'restock' }), 201)
    const insert = (delta: number, reason: string, at: number) =>
      ctx.db.sqlite
        .query(
          'INSERT INTO stock_movements (store_id, inventory_item_id, delta_milli, reason, ' +
            'unit_cost, created_at) VALUES (?, ?, ?, ?, 30000, ?)',
        )
        .run(f.store.id, pork.id, delta, reason, at)
    insert(-500, 'order', Date.UTC(2026, 10, 30, 15, 0)) // NT$150
    insert(200, 'order_cancel', Date.UTC(2026, 10, 30, 15, 10)) // −NT$60
    insert(-1000, 'order', Date.UTC(2026, 9, 31, 15, 59)) // 23:59 on 31 Oct in Taipei: last month
    const summary = await f.ok(f.api('GET', '/inventory/summary'))
    expect(summary).toEqual({
      totalItems: 2,
      lowStockCount: 1,
      outOfStockCount: 0,
      totalValue: '3925.00', // 13 kg × 300 + 5 × 5 (the inserted rows bypass current stock)
      monthlyConsumption: '390.00',
      month: '2026-11',
    })
    ctx.clock.advance(60 * 60 * 1000) // 00:30 on 1 Dec in Taipei: a new month
    expect((await f.ok(f.api('GET', '/inventory/summary'))).monthlyConsumption).toBe('0.00')
  })

  test('CSV export: UTF-8 BOM, zh-TW headers, quoted fields, formulas neutralised', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { cat } = await f.ingredients()
    await f.ok(
      f.api('POST', '/inventory', {
        name: '=HYPERLINK("x")',
        categoryId: cat.id,
        unit: '包',
        currentStock: '0',
        safetyStock: '1',
        unitCost: '1',
        supplier: '張, 李',
      }),
      201,
    )
    const res = await ctx.app.handle(
      new Request(`http://localhost/api/stores/${f.store.id}/inventory/export.csv`, {
        headers: { cookie: f.manager.cookie },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="inventory-')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe('名稱,分類,單位,單位規格,目前庫存,安全庫存,單位成本,庫存價值,狀態,供應商')
    expect(lines).toContain(`"'=HYPERLINK(""x"")",食材,包,,0.000,1.000,1.00,0.00,缺貨,"張, 李"`)
    expect(lines).toContain('豬肉,食材,公斤,,10.000,2.000,300.00,3000.00,充足,好肉商行')
    expect((await ctx.request('GET', `/api/stores/${f.store.id}/inventory/export.csv`)).status).toBe(401)
  })
})
