import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, testClock, type TestContext } from '../../testing/harness'
import { addMenuItem, shop, type Shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

const takeout = (s: Shop, menuItemId: number, quantity = 1) =>
  s.asStaff.post('/orders', { orderType: 'takeout', items: [{ menuItemId, quantity }], paymentMethod: 'cash' })
const setPortions = (s: Shop, itemId: number, remaining: number | null) =>
  ctx.request('PUT', `/api/stores/${s.storeId}/menu/${itemId}/portions`, { cookie: s.staff, body: { remaining } })
const staffItem = async (s: Shop, id: number) =>
  ((await s.asStaff.get('/menu')).body as { id: number; soldOut: boolean; remaining: number | null }[]).find(
    (i) => i.id === id,
  )!
const publicItem = async (s: Shop, id: number) =>
  ((await ctx.request('GET', `/api/public/stores/${s.storeId}/menu`)).body as { id: number; soldOut: boolean }[]).find(
    (i) => i.id === id,
  )!

describe('估清 (sold out and 剩 N 份)', () => {
  test('120 orders at once for 5 portions: exactly 5 go through, the count ends at 0 and reads 售完', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const rice = addMenuItem(ctx, s.storeId, { name: '雞腿飯', basePrice: 12_000 })
    expect((await setPortions(s, rice.id, 5)).body).toMatchObject({ soldOut: false, remaining: 5 })

    const answers = await Promise.all(Array.from({ length: 120 }, () => takeout(s, rice.id)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
    // Every other one is the same clear refusal naming the dish: no 5xx, no other error.
    const refusals = answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.code, a.body.message])
    expect(refusals).toEqual(
      Array.from({ length: 115 }, () => [409, 'SOLD_OUT', '很抱歉，「雞腿飯」已售完，請從購物車移除後再送單']),
    )
    expect(await staffItem(s, rice.id)).toMatchObject({ soldOut: true, remaining: 0 })
    expect(await publicItem(s, rice.id)).toMatchObject({ soldOut: true, remaining: 0 })
    const orders = (await s.asStaff.get('/orders')).body
    expect(orders.orders ?? orders).toHaveLength(5)
  })

  test('more than is left is refused naming the dish, and nothing is written', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const rice = addMenuItem(ctx, s.storeId, { name: '排骨飯', basePrice: 11_000 })
    await setPortions(s, rice.id, 2)
    const tooMany = await takeout(s, rice.id, 3)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toBe('很抱歉，「排骨飯」今天只剩 2 份，請減少數量後再送單')
    expect((await staffItem(s, rice.id)).remaining).toBe(2)
    expect((await takeout(s, rice.id, 2)).status).toBe(201)
    expect(await staffItem(s, rice.id)).toMatchObject({ soldOut: true, remaining: 0 })
    // Cleared, the dish sells again without a limit.
    expect((await setPortions(s, rice.id, null)).body).toMatchObject({ soldOut: false, remaining: null })
    expect((await takeout(s, rice.id, 5)).status).toBe(201)
  })

  test('a 售完 dish is refused by the server whatever the client sends, staff POS or diner QR', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const soup = addMenuItem(ctx, s.storeId, { name: '貢丸湯', basePrice: 3_000 })
    const tea = addMenuItem(ctx, s.storeId, { name: '紅茶', basePrice: 3_000 })
    await setPortions(s, soup.id, 0)
    const staffTry = await s.asStaff.post('/orders', {
      orderType: 'takeout',
      paymentMethod: 'cash',
      items: [
        { menuItemId: tea.id, quantity: 1 },
        { menuItemId: soup.id, quantity: 1 },
      ],
      subtotal: '60.00',
      total: '60.00',
    })
    expect(staffTry.status).toBe(409)
    expect(staffTry.body.message).toBe('很抱歉，「貢丸湯」已售完，請從購物車移除後再送單')

    const table = (await s.asManager.post('/tables', { number: 'B-01', seats: 4 })).body
    expect((await s.asManager.post(`/tables/${table.id}/open`, { guestCount: 2 })).status).toBe(200)
    const token = (await s.asManager.get(`/tables/${table.id}/qr`)).body.token
    const qr = await ctx.request('POST', `/api/stores/${s.storeId}/orders/qr`, {
      body: { tableId: table.id, token, items: [{ menuItemId: soup.id, quantity: 1, price: '1.00' }], total: '1.00' },
    })
    expect(qr.status).toBe(409)
    expect(qr.body.code).toBe('SOLD_OUT')
    const all = (await s.asStaff.get('/orders')).body
    expect(all.orders ?? all).toHaveLength(0)
  })

  test("marks reset at the store's business-day start (換日時間 04:00), on the store's clock", async () => {
    // 2026-11-22 23:00 in Taipei.
    ctx = createTestContext({ clock: testClock(Date.UTC(2026, 10, 22, 15, 0)) })
    const s = await shop(ctx)
    expect((await s.asManager.patch('', { settings: { dayCutoff: '04:00' } })).status).toBe(200)
    const noodles = addMenuItem(ctx, s.storeId, { name: '牛肉麵', basePrice: 18_000 })
    await setPortions(s, noodles.id, 0)
    expect(await publicItem(s, noodles.id)).toMatchObject({ soldOut: true })

    ctx.clock.set(Date.UTC(2026, 10, 22, 19, 59)) // 03:59 the next morning: still the same business day
    expect(await staffItem(s, noodles.id)).toMatchObject({ soldOut: true, remaining: 0 })
    expect((await takeout(s, noodles.id)).status).toBe(409)

    ctx.clock.set(Date.UTC(2026, 10, 22, 20, 0)) // 04:00: a new business day
    expect(await staffItem(s, noodles.id)).toMatchObject({ soldOut: false, remaining: null })
    expect(await publicItem(s, noodles.id)).toMatchObject({ soldOut: false, remaining: null })
    expect((await takeout(s, noodles.id)).status).toBe(201)
  })

  test('the mark is typed: a negative or fractional count is a 422 and changes nothing', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const rice = addMenuItem(ctx, s.storeId, { name: '雞腿飯', basePrice: 12_000 })
    for (const remaining of [-1, 1.5, 10_000])
      expect((await setPortions(s, rice.id, remaining as number)).status).toBe(422)
    expect((await setPortions(s, 99_999, 3)).status).toBe(404)
    expect((await staffItem(s, rice.id)).remaining).toBeNull()
  })
})
