import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { insertOrder, taipei } from '../reports/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const NOW = taipei(2026, 11, 22, 12)
const DAY = 86_400_000

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(NOW)
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cashier')
  const base = `/api/stores/${store.id}/members`
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    ctx.request(method, `${base}${path}`, { cookie, body })
  return { m: manager.cookie, s: staff.cookie, storeId: store.id, call }
}

describe('members', () => {
  test('create with name and phone; phone unique per store after normalising; bad email refused', async () => {
    const { m, s, call } = await setup()
    const created = await call('POST', '', s, { name: ' 王小明 ', phone: '0912-345-678', email: '' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: '王小明',
      phone: '0912345678',
      email: null,
      tier: 'regular',
      points: 0,
      totalSpent: '0.00',
      lastVisit: null,
      isActive: false,
    })

    const dup = await call('POST', '', m, { name: '另一人', phone: '0912 345 678' })
    expect(dup.status).toBe(409)
    expect(dup.body.code).toBe('MEMBER_PHONE_TAKEN')
    expect((await call('POST', '', m, { name: 'x', phone: '0911111111', email: 'not-mail' })).body.code).toBe(
      'INVALID_EMAIL',
    )
    expect((await call('POST', '', m, { name: 'x', phone: 'abc' })).status).toBe(422)
    expect((await call('POST', '', m, { name: '', phone: '0911111111' })).status).toBe(422)
    expect((await call('POST', '', m, { name: 'x', phone: '0911111111', points: -1 })).status).toBe(422)
    expect((await call('POST', '', m, { name: 'x', phone: '0911111111', points: 1.5 })).status).toBe(422)

    // The same phone may join another store.
    const other = await ctx.request('POST', '/api/stores', { cookie: m, body: { name: '二店', code: 'B2' } })
    const elsewhere = await ctx.request('POST', `/api/stores/${other.body.id}/members`, {
      cookie: m,
      body: { name: '王小明', phone: '0912345678' },
    })
    expect(elsewhere.status).toBe(201)
  })

  test('tiers are set by managers only; staff may edit contact details and points', async () => {
    const { m, s, call } = await setup()
    expect((await call('POST', '', s, { name: 'A', phone: '0911000001', tier: 'vip' })).status).toBe(403)
    const a = (await call('POST', '', m, { name: 'A', phone: '0911000001', tier: 'gold', points: 50 })).body
    expect(a).toMatchObject({ tier: 'gold', points: 50 })

    expect((await call('PATCH', `/${a.id}`, s, { tier: 'vip' })).body.code).toBe('MEMBER_TIER_MANAGER_ONLY')
    // Sending the unchanged tier with a form is fine for staff.
    const edited = await call('PATCH', `/${a.id}`, s, { name: 'A2', tier: 'gold', email: 'a@b.tw' })
    expect(edited.body).toMatchObject({ name: 'A2', tier: 'gold', email: 'a@b.tw' })
    expect((await call('PATCH', `/${a.id}`, m, { tier: 'vip' })).body.tier).toBe('vip')

    const plus = await call('POST', `/${a.id}/points`, s, { delta: 30, reason: '生日禮' })
    expect(plus.body.points).toBe(80)
    const tooMuch = await call('POST', `/${a.id}/points`, s, { delta: -81 })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.message).toContain('80')
    expect((await call('POST', `/${a.id}/points`, s, { delta: -80 })).body.points).toBe(0)
    expect((await call('POST', `/${a.id}/points`, s, { delta: 0 })).status).toBe(422)
    expect((await call('POST', '/9999/points', s, { delta: 1 })).status).toBe(404)

    const logs = ctx.db.sqlite
      .query("SELECT action FROM activity_logs WHERE entity_type = 'member' ORDER BY id")
      .all() as any[]
    expect(logs.map((l) => l.action)).toEqual([
      'create_member',
      'update_member',
      'update_member',
      'update_member',
      'update_member',
    ])
  })

  test('search by name, phone or email (case-insensitive) and filter by tier', async () => {
    const { m, call } = await setup()
    await call('POST', '', m, { name: 'Amy Chen', phone: '0911000001', email: 'AMY@mail.tw' })
    await call('POST', '', m, { name: '陳大文', phone: '0922-000-002', tier: 'vip' })
    await call('POST', '', m, { name: '林100%', phone: '0933000003' })
    const names = async (q: string) => (await call('GET', q, m)).body.map((x: any) => x.name)
    expect(await names('?search=amy')).toEqual(['Amy Chen'])
    expect(await names('?search=mail.TW')).toEqual(['Amy Chen'])
    expect(await names('?search=0922-000')).toEqual(['陳大文'])
    expect(await names('?search=陳')).toEqual(['陳大文'])
    expect(await names('?search=%25')).toEqual(['林100%'])
    expect(await names('?tier=vip')).toEqual(['陳大文'])
    expect((await names('?tier=all')).length).toBe(3)
    expect((await call('GET', '?tier=diamond', m)).status).toBe(422)
  })

  test('stats: active in 30 days, new this Taipei month, VIP count and real VIP revenue share', async () => {
    const { m, storeId, call } = await setup()
    const db = ctx.db.db
    // Created before this month (Taipei): 2026-10-31 23:30 Taipei is 15:30 UTC on the 31st.
    ctx.clock.set(taipei(2026, 10, 31, 23, 30))
    const old = (await call('POST', '', m, { name: '舊', phone: '0911000001', tier: 'vip' })).body
    ctx.clock.set(taipei(2026, 11, 1, 0, 10))
    const vip = (await call('POST', '', m, { name: 'V', phone: '0911000002', tier: 'vip' })).body
    const reg = (await call('POST', '', m, { name: 'R', phone: '0911000003' })).body
    ctx.clock.set(NOW)

    // Orders: VIP members 2 orders; a regular member 1; a walk-in 1; a cancelled VIP order is ignored.
    const line = (price: number) => [{ name: '餐', price, qty: 1 }]
    const o1 = insertOrder(db, { storeId, at: NOW - 40 * DAY, lines: line(10000), memberId: old.id, tier: 'vip' })
    const o2 = insertOrder(db, { storeId, at: NOW - 2 * DAY, lines: line(20000), memberId: vip.id, tier: 'vip' })
    const o3 = insertOrder(db, { storeId, at: NOW - DAY, lines: line(30000), memberId: reg.id })
    const o4 = insertOrder(db, { storeId, at: NOW - DAY, lines: line(5000) })
    insertOrder(db, { storeId, at: NOW - DAY, lines: line(90000), memberId: vip.id, tier: 'vip', status: 'cancelled' })
    ctx.db.sqlite.run('UPDATE members SET last_visit = ? WHERE id = ?', [o1.createdAt, old.id])
    ctx.db.sqlite.run('UPDATE members SET last_visit = ? WHERE id = ?', [NOW - 30 * DAY, vip.id])

    const stats = (await call('GET', '/stats', m)).body
    const vipRevenue = o1.total + o2.total
    const all = vipRevenue + o3.total + o4.total
    expect(stats).toEqual({
      total: 3,
      active: 1,
      newThisMonth: 2,
      vipCount: 2,
      vipRevenue: (vipRevenue / 100).toFixed(2),
      vipRevenueShare: Math.round((vipRevenue / all) * 1000) / 10,
    })
  })

  test('stats with no sales give a null share; CSV export is for managers', async () => {
    const { m, s, call, storeId } = await setup()
    expect((await call('GET', '/stats', m)).body).toMatchObject({ total: 0, vipRevenueShare: null })
    await call('POST', '', m, { name: '王, 小明', phone: '0911000001', tier: 'silver' })
    const res = await ctx.app.handle(
      new Request(`http://localhost/api/stores/${storeId}/members/export.csv`, { headers: { cookie: m } }),
    )
    const text = await res.text()
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain('姓名,電話,電子郵件,等級,點數,累計消費,最後來店,加入日期\r\n')
    expect(text).toContain('"王, 小明",0911000001,,銀卡會員,0,0.00,,2026-11-22 12:00:00\r\n')
    expect((await call('GET', '/export.csv', s)).status).toBe(403)
  })
})
