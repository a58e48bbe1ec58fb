import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, testClock, type TestContext } from '../../testing/harness'
import { shop, type Shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

/** Epoch ms when Taipei's clock reads that time; 2026-11-23 is a Monday. */
const taipei = (day: number, hh: number, mm: number) => Date.UTC(2026, 10, day, hh - 8, mm)
const WEEKDAY_BREAKFAST = [{ days: [5, 1, 2, 3, 4], from: '06:00', to: '10:30' }]

const order = (s: Shop, menuItemId: number, orderType: 'takeout' | 'dine_in' = 'takeout', extra = {}) =>
  s.asStaff.post('/orders', { orderType, items: [{ menuItemId, quantity: 1 }], paymentMethod: 'cash', ...extra })
const orderCount = async (s: Shop) => {
  const body = (await s.asStaff.get('/orders')).body
  return (body.orders ?? body).length
}

describe('供應時段 enforced by the server on the store clock', () => {
  test("an item's window: 10:29 sells, 10:31 is a 409 naming the hours and writes nothing", async () => {
    ctx = createTestContext({ clock: testClock(taipei(23, 10, 29)) })
    const s = await shop(ctx)
    const created = await s.asManager.post('/menu', { name: '蛋餅', basePrice: '35.00', hours: WEEKDAY_BREAKFAST })
    expect(created.status).toBe(201)
    expect(created.body.hours).toEqual([{ days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' }])
    expect((await order(s, created.body.id)).status).toBe(201)

    ctx.clock.set(taipei(23, 10, 31))
    const late = await order(s, created.body.id)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({
      code: 'ORDER_ITEM_OUTSIDE_HOURS',
      message: '「蛋餅」的供應時段為 平日 06:00–10:30，現在不供應，請從購物車移除後再送單',
    })
    expect(await orderCount(s)).toBe(1)
    // Saturday morning: the weekday window is closed too.
    ctx.clock.set(taipei(28, 8, 0))
    expect((await order(s, created.body.id)).status).toBe(409)
  })

  test("a category's window holds for every item in it, and for the diner's QR order", async () => {
    ctx = createTestContext({ clock: testClock(taipei(24, 10, 31)) })
    const s = await shop(ctx)
    const cat = await s.asManager.post('/menu-categories', { name: '早餐', hours: WEEKDAY_BREAKFAST })
    expect(cat.status).toBe(201)
    expect(cat.body.hours).toEqual([{ days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' }])
    const toast = (await s.asManager.post('/menu', { name: '火腿吐司', basePrice: '40.00', categoryId: cat.body.id }))
      .body
    const listed = (await s.asStaff.get('/menu')).body.find((i: { id: number }) => i.id === toast.id)
    expect(listed).toMatchObject({ hours: [], categoryHours: [{ from: '06:00', to: '10:30' }] })

    expect((await order(s, toast.id, 'takeout')).status).toBe(409)
    const table = (await s.asManager.post('/tables', { number: 'A-01', seats: 4 })).body
    await s.asManager.post(`/tables/${table.id}/open`, { guestCount: 2 })
    const token = (await s.asManager.get(`/tables/${table.id}/qr`)).body.token
    const qr = await ctx.request('POST', `/api/stores/${s.storeId}/orders/qr`, {
      body: { tableId: table.id, token, items: [{ menuItemId: toast.id, quantity: 1 }] },
    })
    expect(qr.body.code).toBe('ORDER_ITEM_OUTSIDE_HOURS')
    expect(await orderCount(s)).toBe(0)

    ctx.clock.set(taipei(24, 10, 29))
    expect((await order(s, toast.id, 'takeout')).status).toBe(201)
    // Cleared, the category sells all day.
    await s.asManager.patch(`/menu-categories/${cat.body.id}`, { hours: [] })
    ctx.clock.set(taipei(24, 22, 0))
    expect((await order(s, toast.id, 'takeout')).status).toBe(201)
  })

  test("a 套餐's part keeps its own window: 10:29 sells the set, 10:31 is a 409 naming the part", async () => {
    ctx = createTestContext({ clock: testClock(taipei(23, 10, 29)) })
    const s = await shop(ctx)
    const omelette = await s.asManager.post('/menu', { name: '蛋餅', basePrice: '35.00', hours: WEEKDAY_BREAKFAST })
    const toast = await s.asManager.post('/menu', { name: '吐司', basePrice: '30.00' })
    const set = await s.asManager.post('/menu', { name: '早午餐套餐', basePrice: '80.00' })
    const slots = [{ name: '主食', choices: [{ menuItemId: omelette.body.id }, { menuItemId: toast.body.id }] }]
    const saved = await ctx.request('PUT', `/api/stores/${s.storeId}/menu/${set.body.id}/set-slots`, {
      cookie: s.manager,
      body: { slots },
    })
    expect(saved.status).toBe(200)
    const withPart = (part: number) =>
      order(s, set.body.id, 'takeout', {
        items: [{ menuItemId: set.body.id, quantity: 1, options: { parts: [{ slot: '主食', menuItemId: part }] } }],
      })
    expect((await withPart(omelette.body.id)).status).toBe(201)
    ctx.clock.set(taipei(23, 10, 31))
    const late = await withPart(omelette.body.id)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('「蛋餅」的供應時段為 平日 06:00–10:30，現在不供應，請從購物車移除後再送單')
    expect((await withPart(toast.body.id)).status).toBe(201)
    expect(await orderCount(s)).toBe(2)
  })

  test('a bad window is a 422 in zh-TW and changes nothing', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const item = (await s.asManager.post('/menu', { name: '蛋餅', basePrice: '35.00' })).body
    for (const hours of [
      [{ days: [1], from: '10:30', to: '10:30' }],
      [{ days: [1], from: '25:00', to: '10:30' }],
      [{ days: [], from: '06:00', to: '10:30' }],
    ]) {
      const res = await s.asManager.patch(`/menu/${item.id}`, { hours })
      expect(res.status).toBe(422)
      expect(typeof res.body.message).toBe('string')
    }
    expect((await s.asManager.get(`/menu/${item.id}`)).body.hours).toEqual([])
    const inventory = await s.asManager.post('/inventory-categories', { name: '乾貨', hours: WEEKDAY_BREAKFAST })
    expect(inventory.status).toBe(422)
  })
})

describe('prices by channel', () => {
  test('a takeout order is priced at the 外帶 price, dine-in at the base price; the claims are checked', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const rice = await s.asManager.post('/menu', {
      name: '滷肉飯',
      basePrice: '50.00',
      channelPrices: { takeout: '45.00' },
    })
    expect(rice.body.channelPrices).toEqual({ takeout: '45.00' })
    const away = await order(s, rice.body.id, 'takeout', { subtotal: '45.00', total: '45.00' })
    expect(away.status).toBe(201)
    expect(away.body).toMatchObject({ subtotal: '45.00', items: [{ unitPrice: '45.00' }] })
    expect((await order(s, rice.body.id, 'takeout', { subtotal: '50.00' })).status).toBe(422)

    const table = (await s.asManager.post('/tables', { number: 'A-02', seats: 2 })).body
    const here = await s.asStaff.post('/orders', {
      orderType: 'dine_in',
      tableId: table.id,
      items: [{ menuItemId: rice.body.id, quantity: 2 }],
    })
    expect(here.status).toBe(201)
    expect(here.body).toMatchObject({ subtotal: '100.00', items: [{ unitPrice: '50.00' }] })

    // Cleared, takeout pays the base price again.
    await s.asManager.patch(`/menu/${rice.body.id}`, { channelPrices: { takeout: null } })
    expect((await order(s, rice.body.id, 'takeout')).body.subtotal).toBe('50.00')
  })
})
