import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { menuFixture } from '../menu/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('stock falls by recipe when an order is created', () => {
  test(`an order of 2 deducts 2 × the recipe, records order movements, and shows in sales and \
consumption`, async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork, egg } = await f.ingredients() // 10 公斤 pork at NT$300, 30 eggs at NT$5
    const item = await f.item({
      costData: { 豬肉: { inventoryId: pork.id, quantity: 150 }, 雞蛋: { inventoryId: egg.id, quantity: 1000 } },
    })

    const order = await f.api('POST', '/orders', {
      orderType: 'takeout',
      items: [{ menuItemId: item.id, quantity: 2 }],
    })
    expect(order.status).toBe(201)

    expect((await f.ok(f.api('GET', `/inventory/${pork.id}`))).currentStock).toBe('9.700')
    expect((await f.ok(f.api('GET', `/inventory/${egg.id}`))).currentStock).toBe('28.000')
    const [latest] = await f.ok(f.api('GET', `/inventory/${pork.id}/movements`))
    expect(latest).toMatchObject({ delta: '-0.300', reason: 'order', orderId: order.body.id, value: '-90.00' })

    expect((await f.ok(f.api('GET', `/menu/${item.id}`))).salesQuantity).toBe(2)
    // 0.3 kg × 300 + 2 × 5
    expect((await f.ok(f.api('GET', '/inventory/summary'))).monthlyConsumption).toBe('100.00')
  })
})
