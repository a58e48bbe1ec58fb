import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { insertOrder, taipei } from '../reports/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(taipei(2026, 11, 22, 12))
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cook')
  return { m: manager.cookie, s: staff.cookie, storeId: store.id, path: `/api/stores/${store.id}` }
}

describe('store details, edit and status', () => {
  test("details carry today's stats and the staff list", async () => {
    const { m, s, storeId, path } = await setup()
    insertOrder(ctx.db.db, { storeId, at: taipei(2026, 11, 22, 9), lines: [{ name: '麵', price: 10000, qty: 2 }] })
    const res = await ctx.request('GET', `${path}/details`, { cookie: s })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: storeId,
      status: 'preparing',
      stats: { todayRevenue: '220.00', todayOrders: 1, staffCount: 2 },
    })
    expect(res.body.staff.map((u: any) => [u.username, u.role])).toEqual([
      ['manager', 'manager'],
      ['cook', 'staff'],
    ])
    expect(res.body.staff[0]).not.toHaveProperty('passwordHash')
    expect((await ctx.request('GET', '/api/stores/999/details', { cookie: m })).status).toBe(404)
  })

  test('managers edit name, code, contact, rates and footer; codes stay unique; staff cannot', async () => {
    const { m, s, path } = await setup()
    await ctx.request('POST', '/api/stores', { cookie: m, body: { name: '二店', code: 'TAKEN' } })
    const body = {
      name: '台北總店',
      address: ' 台北市信義路 1 號 ',
      phone: '',
      settings: { serviceFee: 0.15, taxRate: 0 },
      receiptFooter: '謝謝光臨',
    }
    const res = await ctx.request('PATCH', path, { cookie: m, body })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: '台北總店',
      address: '台北市信義路 1 號',
      phone: null,
      receiptFooter: '謝謝光臨',
    })
    expect(res.body.settings).toEqual({
      timezone: 'Asia/Taipei',
      currency: 'TWD',
      serviceFee: 0.15,
      taxRate: 0,
      feeOnTakeout: false,
      rounding: 'half-up',
      allowCentPrices: false,
    })
    const rules = { feeOnTakeout: true, rounding: 'down', allowCentPrices: true }
    expect((await ctx.request('PATCH', path, { cookie: m, body: { settings: rules } })).body.settings).toMatchObject({
      ...rules,
      serviceFee: 0.15,
    })
    for (const bad of [{ rounding: 'sideways' }, { feeOnTakeout: 'yes' }, { allowCentPrices: 1 }]) {
      const refused = await ctx.request('PATCH', path, { cookie: m, body: { settings: bad } })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await ctx.request('GET', path, { cookie: m })).body.settings).toMatchObject(rules)

    expect((await ctx.request('PATCH', path, { cookie: m, body: { code: 'TAKEN' } })).status).toBe(409)
    expect((await ctx.request('PATCH', path, { cookie: m, body: { settings: { serviceFee: 0.31 } } })).status).toBe(422)
    expect((await ctx.request('PATCH', path, { cookie: m, body: { settings: { taxRate: -0.01 } } })).status).toBe(422)
    expect((await ctx.request('PATCH', path, { cookie: m, body: { name: '  ' } })).status).toBe(422)
    expect((await ctx.request('PATCH', path, { cookie: s, body: { name: 'x' } })).status).toBe(403)
    expect((await ctx.request('GET', path, { cookie: m })).body.name).toBe('台北總店')
  })

  test('status moves preparing → active → inactive → active; other moves are 409', async () => {
    const { m, s, path } = await setup()
    const move = (status: string, cookie = m) => ctx.request('POST', `${path}/status`, { cookie, body: { status } })
    expect((await move('inactive')).status).toBe(409)
    expect((await move('active', s)).status).toBe(403)
    expect((await move('active')).body.status).toBe('active')
    const back = await move('preparing')
    expect(back.status).toBe(409)
    expect(back.body.message).toBe('店面狀態無法從「營業中」改為「籌備中」')
    expect((await move('inactive')).body.status).toBe('inactive')
    expect((await move('active')).body.status).toBe('active')
    expect((await move('closed')).status).toBe(422)
    const logs = ctx.db.sqlite.query("SELECT action FROM activity_logs WHERE action = 'update_store'").all()
    expect(logs).toHaveLength(3)
  })

  test(`a new store with an unknown status is refused (422, zh-TW) and not created; a known one starts as \
preparing`, async () => {
    const { m } = await setup()
    const storeCount = () => (ctx.db.sqlite.query('SELECT count(*) AS n FROM stores').get() as { n: number }).n
    const before = storeCount()
    const bogus = await ctx.request('POST', '/api/stores', {
      cookie: m,
      body: { name: '三店', code: 'S3', status: 'bogus' },
    })
    expect(bogus.status).toBe(422)
    expect(bogus.body.code).toBe('VALIDATION')
    expect(bogus.body.message).toContain('status')
    expect(bogus.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(storeCount()).toBe(before)
    const active = await ctx.request('POST', '/api/stores', {
      cookie: m,
      body: { name: '三店', code: 'S3', status: 'active' },
    })
    expect(active.status).toBe(201)
    expect(active.body.status).toBe('preparing')
  })
})
