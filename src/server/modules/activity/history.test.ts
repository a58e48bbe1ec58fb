import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { SEARCH_WINDOW } from './service'

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
  const ins = ctx.db.sqlite.prepare(
    `INSERT INTO activity_logs (store_id, user_id, action, entity_type, details, ` +
      `created_at) VALUES (?, ?, ?, 'order', '{}', ?)`,
  )
  const now = ctx.clock.now()
  ctx.db.sqlite.transaction(() => {
    for (let i = 0; i < 6_000; i++) {
      const store = i % 10 === 0 ? a : i % 17 === 0 ? null : b
      ins.run(
        store,
        i % 7 === 0 ? null : 1 + (i % 4),
        ['create_order', 'update_order', 'login'][i % 3],
        now - (i % 500) * 60_000 - (i % 3) * 1000,
      )
    }
  })()
})
afterAll(() => ctx?.close())

const get = (store: number, q = '') => ctx.request('GET', `/api/stores/${store}/activity-logs${q}`, { cookie })
const expected = (store: number, where = '1') =>
  (
    ctx.db.sqlite
      .prepare(`SELECT id FROM activity_logs
  WHERE (store_id = ? OR store_id IS NULL) AND ${where} ORDER BY created_at DESC, id DESC`)
      .all(store) as { id: number }[]
  ).map((r) => r.id)

test(`a store's log pages (before = last id) through its own and the installation-wide entries, never another \
store's`, async () => {
  for (const [store, q, where] of [
    [a, '', '1'],
    [b, '', '1'],
    [a, '&action=login', `action = 'login'`],
  ] as const) {
    const ids: number[] = []
    for (let before = ''; ; ) {
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
    const direct = ctx.db.sqlite
      .prepare(
        `SELECT count(*) total, count(DISTINCT user_id) users ` +
          `FROM activity_logs WHERE store_id = ? OR store_id IS NULL`,
      )
      .get(store) as { total: number; users: number }
    const actions = (
      ctx.db.sqlite
        .prepare(`SELECT DISTINCT action FROM activity_logs WHERE store_id = ? OR store_id IS NULL ORDER BY action`)
        .all(store) as { action: string }[]
    ).map((r) => r.action)
    expect(stats).toMatchObject({ total: direct.total, distinctUsers: direct.users, actions })
    expect(stats.today).toBeGreaterThan(0)
  }
})

/** Every page by X-Next-Cursor until none is handed back. */
async function byCursor(store: number, q: string): Promise<{ ids: number[]; pages: number; first: number }> {
  const ids: number[] = []
  let pages = 0
  let first = -1
  for (let cursor: string | null = ''; cursor !== null; pages++) {
    const res = await get(store, `?${q}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(res.status).toBe(200)
    if (first < 0) first = res.body.length
    ids.push(...res.body.map((r: { id: number }) => r.id))
    cursor = res.headers.get('x-next-cursor')
  }
  return { ids, pages, first }
}

test('X-Next-Cursor pages through the log once each, entries sharing a time included', async () => {
  for (const [store, q, where] of [
    [a, '', '1'],
    [b, '', '1'],
    [a, '&action=login', `action = 'login'`],
  ] as const) {
    const { ids } = await byCursor(store, `limit=97${q}`)
    expect(ids).toEqual(expected(store, where))
  }
}, 60_000)

test('a search looks at a bounded window per page and the cursor carries it to the oldest match', async () => {
  // More of store a's log than two search windows, a rare name in a few entries (some sharing a time
  // with their neighbours, one installation-wide), so a search must continue over several windows.
  const ins = ctx.db.sqlite.prepare(
    `INSERT INTO activity_logs (store_id, user_id, username, action, entity_type, details, ` +
      `created_at) VALUES (?, 1, ?, 'update_order', 'order', '{}', ?)`,
  )
  const now = ctx.clock.now()
  ctx.db.sqlite.transaction(() => {
    for (let i = 0; i < 2 * SEARCH_WINDOW + 1_500; i++) {
      const rare = i % 700 === 3 || i % 700 === 4
      ins.run(
        i === 2_000 ? null : a,
        rare || i === 2_000 ? 'Rare.Name' : 'cook',
        now - 3_600_000 - Math.floor(i / 4) * 1000,
      )
    }
  })()
  const want = expected(a, `lower(coalesce(username, '')) like '%rare.name%'`)
  expect(want.length).toBeGreaterThan(10)
  const { ids, pages, first } = await byCursor(a, 'search=rARE.n&limit=4')
  expect(ids).toEqual(want)
  expect(pages).toBeGreaterThanOrEqual(3) // the log holds more than two windows
  expect(first).toBeLessThan(want.length)
  // a term nothing matches: the first page stops after one window, empty, with a cursor to go on
  const none = await get(a, '?search=no-such-name&limit=4')
  expect(none.body).toEqual([])
  expect(none.headers.get('x-next-cursor')).not.toBeNull()
  expect((await byCursor(a, 'search=no-such-name&limit=4')).ids).toEqual([])
}, 60_000)

test('a cursor that is not one of ours is a 400 with a zh-TW message', async () => {
  for (const bad of [
    'abc',
    Buffer.from('1.x').toString('base64url'),
    Buffer.from(`${'9'.repeat(20)}.1`).toString('base64url'),
  ]) {
    for (const q of ['', '&search=x']) {
      const res = await get(a, `?cursor=${bad}${q}`)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('INVALID_CURSOR')
      expect(res.body.message).toContain('分頁位置')
    }
  }
})
