import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

// Two stores' logs and installation-wide entries interleaved in time: each store's list and stats
// must be exactly what the straightforward query over the whole log says.
let ctx: TestContext
let a: number
let b: number
let cookie: string

beforeAll(async () => {
  ctx = createTestContext()
  const setup = await ctx.managerWithStore()
  a = setup.store.id
  cookie = setup.manager.cookie
  b = (await ctx.request('POST', '/api/stores', { cookie, body: { name: '二店', code: 'B2' } })).body.id
  const ins = ctx.db.sqlite.prepare(`INSERT INTO activity_logs (store_id, user_id, action, entity_type, details, created_at) VALUES (?, ?, ?, 'order', '{}', ?)`)
  const now = ctx.clock.now()
  ctx.db.sqlite.transaction(() => {
    for (let i = 0; i < 6_000; i++) {
      const store = i % 10 === 0 ? a : i % 17 === 0 ? null : b
      ins.run(store, i % 7 === 0 ? null : 1 + (i % 4), ['create_order', 'update_order', 'login'][i % 3], now - (i % 500) * 60_000 - (i % 3) * 1000)
    }
  })()
})
afterAll(() => ctx?.close())

const get = (store: number, q = '') => ctx.request('GET', `/api/stores/${store}/activity-logs${q}`, { cookie })
const expected = (store: number, where = '1') => (ctx.db.sqlite.prepare(`SELECT id FROM activity_logs
  WHERE (store_id = ? OR store_id IS NULL) AND ${where} ORDER BY created_at DESC, id DESC`).all(store) as { id: number }[]).map((r) => r.id)

test("a store's log pages (before = last id) through its own and the installation-wide entries, never another store's", async () => {
  for (const [store, q, where] of [[a, '', '1'], [b, '', '1'], [a, '&action=login', `action = 'login'`]] as const) {
    const ids: number[] = []
    for (let before = ''; ;) {
      const page = (await get(store, `?limit=97${q}${before}`)).body as { id: number }[]
      ids.push(...page.map((r) => r.id))
      if (page.length < 97) break
      before = `&before=${page[page.length - 1].id}`
    }
    expect(ids).toEqual(expected(store, where))
  }
}, 60_000)

test('stats from the counts equal counting the log', async () => {
  for (const store of [a, b]) {
    const stats = (await get(store, '/stats')).body
    const direct = ctx.db.sqlite.prepare(`SELECT count(*) total, count(DISTINCT user_id) users FROM activity_logs WHERE store_id = ? OR store_id IS NULL`).get(store) as { total: number; users: number }
    const actions = (ctx.db.sqlite.prepare(`SELECT DISTINCT action FROM activity_logs WHERE store_id = ? OR store_id IS NULL ORDER BY action`).all(store) as { action: string }[]).map((r) => r.action)
    expect(stats).toMatchObject({ total: direct.total, distinctUsers: direct.users, actions })
    expect(stats.today).toBeGreaterThan(0)
  }
})
