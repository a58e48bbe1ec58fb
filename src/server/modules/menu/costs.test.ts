import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('cost report', () => {
  test('price, recipe cost, margin and ingredient lines per item, sortable', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const { pork, egg } = await f.ingredients()
    const rice = await f.item({
      costData: { 豬肉: { inventoryId: pork.id, quantity: 150 }, 雞蛋: { inventoryId: egg.id, quantity: 1000 } },
    })
    await f.item({ name: '燙青菜', basePrice: '40' })
    await f.item({ name: '招待', basePrice: '0', costData: { 雞蛋: { inventoryId: egg.id, quantity: 500 } } })
    await f.item({ name: '虧本', basePrice: '50', costData: { 豬肉: { inventoryId: pork.id, quantity: 200 } } })

    const report = await f.ok(f.api('GET', '/menu/costs'))
    expect(report.items.map((i: { name: string }) => i.name)).toEqual(['燙青菜', '滷肉飯', '虧本', '招待'])
    expect(report.items[1]).toMatchObject({
      id: rice.id,
      price: '120.00',
      cost: '50.00',
      profit: '70.00',
      margin: 58.3,
      marginTone: 'green',
      hasRecipe: true,
      ingredients: [
        {
          name: '豬肉',
          inventoryId: pork.id,
          inventoryName: '豬肉',
          quantity: 150,
          quantityInUnit: '0.150',
          unit: '公斤',
          unitCost: '300.00',
          lineCost: '45.00',
          missing: false,
        },
        {
          name: '雞蛋',
          inventoryId: egg.id,
          quantity: 1000,
          quantityInUnit: '1.000',
          unit: '個',
          unitCost: '5.00',
          lineCost: '5.00',
        },
      ],
    })
    expect(report.items[2]).toMatchObject({ cost: '60.00', margin: -20, marginTone: 'red' })
    expect(report.items[3]).toMatchObject({ margin: null, marginTone: null })
    expect(report.summary).toEqual({ itemCount: 4, withRecipe: 3, averageMargin: 19.2, lowMarginCount: 1 })

    const byCost = await f.ok(f.api('GET', '/menu/costs?sort=cost&order=asc'))
    expect(byCost.items.map((i: { cost: string }) => i.cost)).toEqual(['0.00', '2.50', '50.00', '60.00'])
    expectError(await f.api('GET', '/menu/costs?sort=colour'), 422, 'VALIDATION')
  })
})
