// 外送: an order type of its own, priced at the item's 外送 price (sizes moved by the same amount),
// without the dine-in service fee, listed beside 外帶 and never at a table.
import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('外送 orders and prices by channel', () => {
  test('each channel prices the item and its sizes; 外送 pays no service fee and has no table', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const noodles = await s.asManager.post('/menu', {
      name: '牛肉麵',
      basePrice: '160.00',
      sizeOptions: [
        { name: '小碗', price: '160.00' },
        { name: '大碗', price: '190.00' },
      ],
      channelPrices: { takeout: '150.00', delivery: '185.00' },
    })
    expect(noodles.status).toBe(201)
    expect(noodles.body.channelPrices).toEqual({ takeout: '150.00', delivery: '185.00' })
    const big = (orderType: string, extra = {}) =>
      s.asStaff.post('/orders', {
        orderType,
        items: [{ menuItemId: noodles.body.id, quantity: 1, options: { size: '大碗' } }],
        ...extra,
      })

    const delivery = await big('delivery')
    expect(delivery.status).toBe(201)
    // 大碗 190 + (185 − 160): the size keeps its NT$30 over the base price on every channel
    expect(delivery.body).toMatchObject({
      orderType: 'delivery',
      tableId: null,
      subtotal: '215.00',
      serviceFee: '0.00',
      total: '215.00',
      items: [{ unitPrice: '215.00' }],
    })
    expect((await big('takeout')).body).toMatchObject({ subtotal: '180.00', serviceFee: '0.00' })

    const table = (await s.asManager.post('/tables', { number: 'B1', seats: 2 })).body
    const here = await big('dine_in', { tableId: table.id })
    expect(here.body).toMatchObject({ subtotal: '190.00', serviceFee: '19.00' })

    const atTable = await big('delivery', { tableId: table.id })
    expect(atTable.status).toBe(422)
    expect(atTable.body.message).toBe('外帶、外送訂單不可指定桌號或桌次')

    // The floor's list beside the tables asks for both types at once; a wrong type is a 4xx.
    const away = await s.asStaff.get('/orders?orderType=takeout,delivery')
    expect(away.status).toBe(200)
    const types = (away.body as { orderType: string }[]).map((o) => o.orderType).sort()
    expect(types).toEqual(['delivery', 'takeout'])
    expect((await s.asStaff.get('/orders?orderType=delivery')).body).toHaveLength(1)
    const bad = await s.asStaff.get('/orders?orderType=takeout,drive_thru')
    expect(bad.status).toBe(422)
  })

  test('a bad 外送 price is refused in zh-TW and changes nothing', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const tea = await s.asManager.post('/menu', { name: '紅茶', basePrice: '35.00' })
    const bad = await s.asManager.patch(`/menu/${tea.body.id}`, { channelPrices: { delivery: '-5' } })
    expect(bad.status).toBeGreaterThanOrEqual(400)
    expect(bad.status).toBeLessThan(500)
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await s.asManager.get(`/menu/${tea.body.id}`)).body.channelPrices).toEqual({})
  })
})
