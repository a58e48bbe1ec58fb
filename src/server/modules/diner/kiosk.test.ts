import { afterEach, expect, test } from 'bun:test'
import { count, eq } from 'drizzle-orm'
import { orders } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addMenuItem, addOptionGroup, shop } from '../orders/testing'

/**
 * 自助點餐機: a manager's kiosk link orders 外帶 (unpaid, paid at the counter) with the kiosk's
 * token only; 停用 or 重新產生連結 retires the link; the order is bounded, repriced and checked as a
 * table's QR order is.
 */

let ctx: TestContext
afterEach(() => ctx?.close())

async function kioskShop(config: Parameters<typeof createTestContext>[0] = {}) {
  ctx = createTestContext(config)
  const s = await shop(ctx)
  const ice = await addOptionGroup(s, {
    name: '冰塊',
    options: ['正常冰', '少冰', '去冰'].map((name) => ({ name })),
    required: true,
  })
  const tea = addMenuItem(ctx, s.storeId, { name: '珍珠奶茶', basePrice: 6_000 })
  expect((await s.asManager.patch(`/menu/${tea.id}`, { channelPrices: { takeout: '55' } })).status).toBe(200)
  const put = await ctx.request('PUT', `/api/stores/${s.storeId}/menu/${tea.id}/option-groups`, {
    cookie: s.manager,
    body: { groupIds: [ice.id] },
  })
  expect(put.status).toBe(200)
  const soup = addMenuItem(ctx, s.storeId, { name: '貢丸湯', basePrice: 3_000 })
  const kiosk = await s.asManager.post('/kiosks', { name: '門口點餐機' })
  expect(kiosk.status).toBe(201)
  return { s, tea, soup, ice, kiosk: kiosk.body as { id: number; token: string; url: string; enabled: boolean } }
}

type Kiosk = Awaited<ReturnType<typeof kioskShop>>
const teaLine = (k: Kiosk, extra: Record<string, unknown> = {}) => ({
  menuItemId: k.tea.id,
  quantity: 1,
  options: { groups: [{ groupId: k.ice.id, choices: ['少冰'] }] },
  ...extra,
})
const post = (k: Kiosk, body: Record<string, unknown>, from = '203.0.113.7') =>
  ctx.request('POST', `/api/stores/${k.s.storeId}/orders/kiosk`, {
    body: { kioskId: k.kiosk.id, token: k.kiosk.token, ...body },
    headers: { 'x-forwarded-for': from },
  })
const orderCount = () => ctx.db.db.select({ n: count() }).from(orders).get()!.n

test('a manager gets an unguessable kiosk link; the kiosk reads its store and takeout pricing', async () => {
  const k = await kioskShop()
  expect(k.kiosk.url).toMatch(new RegExp(`/kiosk\\?store=${k.s.storeId}&kiosk=${k.kiosk.id}&t=[\\w-]{22}$`))
  expect(k.kiosk.enabled).toBe(true)
  expect((await k.s.asStaff.get('/kiosks')).status).toBe(403)
  expect((await k.s.asManager.get('/kiosks')).body).toEqual([k.kiosk])
  const info = await ctx.request('GET', `/api/public/stores/${k.s.storeId}/kiosks/${k.kiosk.id}?t=${k.kiosk.token}`)
  expect(info.status).toBe(200)
  // Takeout pays no service fee unless the store says so.
  expect(info.body).toMatchObject({ id: k.kiosk.id, name: '門口點餐機', serviceFeeRate: 0 })
  const blank = await k.s.asManager.post('/kiosks', { name: '  ' })
  expect([blank.status, blank.body.message]).toEqual([422, '請輸入自助點餐機名稱'])
})

test('a kiosk order is an unpaid 外帶 at the takeout price; forged prices are repriced; a retry replays', async () => {
  const k = await kioskShop()
  const body = {
    items: [teaLine(k, { price: '1.00', unitPrice: '1.00' }), { menuItemId: k.soup.id, quantity: 2 }],
    total: '1.00',
    clientOrderId: 'kiosk-1',
  }
  const res = await post(k, body)
  expect(res.status).toBe(201)
  expect(res.body).toMatchObject({
    orderType: 'takeout',
    tableId: null,
    paymentStatus: 'unpaid',
    subtotal: '115.00', // 55 (外帶) + 2 × 30
    serviceFee: '0.00',
    total: '115.00',
  })
  expect(res.body.items[0].options.groups[0].choices[0].name).toBe('少冰')
  const again = await post(k, body)
  expect([again.status, again.body.id]).toEqual([200, res.body.id])
  // The counter's 外帶 list reads it like any takeout order.
  const takeout = (await k.s.asStaff.get('/orders?orderType=takeout')).body
  expect((takeout.data ?? takeout.orders ?? takeout).map((o: { id: number }) => o.id)).toEqual([res.body.id])
})

test('a required group, the QR limits and 售完 refuse the order in zh-TW and write nothing', async () => {
  const k = await kioskShop()
  const noIce = await post(k, { items: [{ menuItemId: k.tea.id, quantity: 1 }] })
  expect([noIce.status, noIce.body.message]).toEqual([422, '「珍珠奶茶」請選擇「冰塊」'])
  const big = await post(k, { items: [{ menuItemId: k.soup.id, quantity: 61 }] })
  expect([big.status, big.body.code]).toEqual([422, 'QR_ORDER_TOO_LARGE'])
  expect(big.body.message).toContain('單次點餐最多 30 項、共 60 份')
  const mark = await ctx.request('PUT', `/api/stores/${k.s.storeId}/menu/${k.soup.id}/portions`, {
    cookie: k.s.staff,
    body: { remaining: 0 },
  })
  expect(mark.status).toBe(200)
  const soldOut = await post(k, { items: [{ menuItemId: k.soup.id, quantity: 1 }] })
  expect([soldOut.status, soldOut.body.message]).toEqual([409, '很抱歉，「貢丸湯」已售完，請從購物車移除後再送單'])
  expect(orderCount()).toBe(0)
})

test('停用 and 重新產生連結 retire the link with a zh-TW 403; a forged token or another kiosk’s id is no key', async () => {
  const k = await kioskShop()
  const refused = async (res: { status: number; body: { code: string; message: string } }) => {
    expect([res.status, res.body.code]).toEqual([403, 'KIOSK_TOKEN_INVALID'])
    expect(res.body.message).toContain('此自助點餐機連結已停用或失效')
  }
  await refused(await post(k, { token: 'x'.repeat(22), items: [teaLine(k)] }))
  await refused(await post(k, { kioskId: k.kiosk.id + 1, items: [teaLine(k)] }))
  const off = await k.s.asManager.patch(`/kiosks/${k.kiosk.id}`, { enabled: false })
  expect(off.body.enabled).toBe(false)
  await refused(await post(k, { items: [teaLine(k)] }))
  const on = await k.s.asManager.patch(`/kiosks/${k.kiosk.id}`, { enabled: true })
  expect(on.body.token).toBe(k.kiosk.token)
  expect((await post(k, { items: [teaLine(k)] })).status).toBe(201)
  const rotated = await k.s.asManager.post(`/kiosks/${k.kiosk.id}/rotate`)
  expect(rotated.body.token).not.toBe(k.kiosk.token)
  await refused(await post(k, { items: [teaLine(k)] }))
  await refused(await ctx.request('GET', `/api/public/stores/${k.s.storeId}/kiosks/${k.kiosk.id}?t=${k.kiosk.token}`))
  expect((await post(k, { token: rotated.body.token, items: [teaLine(k)] })).status).toBe(201)
  expect(ctx.db.db.select({ n: count() }).from(orders).where(eq(orders.orderType, 'takeout')).get()!.n).toBe(2)
})

test('a burst of 100 posts from the kiosk: 20 a minute get through, one order per idempotency key', async () => {
  const k = await kioskShop({ config: { trustProxy: true } })
  const statuses = await Promise.all(
    Array.from({ length: 100 }, (_, i) => post(k, { items: [teaLine(k)], clientOrderId: `tap-${i % 5}` })),
  )
  const tally = (s: number) => statuses.filter((r) => r.status === s).length
  expect(tally(429)).toBe(80)
  expect(tally(201) + tally(200)).toBe(20)
  expect(tally(201)).toBe(5)
  expect(orderCount()).toBe(5)
  expect(statuses.find((r) => r.status === 429)!.body.message).toMatch(/[\u4e00-\u9fff]/)
})
