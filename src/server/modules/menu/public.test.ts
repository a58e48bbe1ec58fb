import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('public menu', () => {
  test('without sign-in: only active, available items, with image url and no cost data', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork } = await f.ingredients()
    await f.ok(f.api('POST', '/menu-categories', { name: '空分類' }), 201)
    const shown = await f.item({
      categoryId: 'food',
      costData: { 豬肉: { inventoryId: pork.id, quantity: 150 } },
      tags: ['招牌'],
    })
    await f.item({ name: '停售', isActive: false })
    const soldOut = await f.item({ name: '賣完' })
    await f.ok(f.api('PATCH', `/menu/${soldOut.id}`, { status: 'unavailable' }))
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString('base64')
    const img = await f.ok(
      f.api('POST', `/menu/${shown.id}/images`, { imageData: `data:image/png;base64,${png}`, mimeType: 'image/png' }),
      201,
    )

    const res = await ctx.request('GET', `/api/public/stores/${f.store.id}/menu`)
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(1)
    const [item] = res.body
    expect(item).toMatchObject({
      id: shown.id,
      name: '滷肉飯',
      basePrice: '120.00',
      categoryId: 'food',
      category: '主食',
      tags: ['招牌'],
      imageUrl: `/api/menu-images/${img.id}`,
    })
    expect(item.primaryImage).toEqual({
      id: img.id,
      imageData: `/api/menu-images/${img.id}`,
      url: `/api/menu-images/${img.id}`,
      mimeType: 'image/png',
      isPrimary: true,
    })
    for (const hidden of ['costData', 'calculatedCost', 'profitMargin', 'salesQuantity', 'inventoryStatus'])
      expect(item).not.toHaveProperty(hidden)
    expect(JSON.stringify(res.body)).not.toContain('豬肉')

    const cats = await ctx.request('GET', `/api/public/stores/${f.store.id}/menu-categories`)
    expect(cats.body).toEqual([{ id: 'food', name: '主食', displayOrder: 0 }])
    expect((await ctx.request('GET', '/api/public/stores/9999/menu')).status).toBe(404)
  })

  test('is served from a cache that any change to the menu replaces at once', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const menu = async () => (await ctx.request('GET', `/api/public/stores/${f.store.id}/menu`)).body
    expect((await menu()).map((i: { name: string }) => i.name)).toEqual(['滷肉飯'])
    expect(await menu()).toEqual(await menu())
    await f.ok(f.api('PATCH', `/menu/${item.id}`, { basePrice: '130.00' }))
    expect((await menu())[0].basePrice).toBe('130.00')
    await f.ok(f.api('PATCH', `/menu/${item.id}`, { status: 'unavailable' }))
    expect(await menu()).toEqual([])
  })
})
