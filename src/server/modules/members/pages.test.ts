import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { MEMBER_PAGE } from './service'

// 250 members, 40 of them joining in the same millisecond: pages tie-break on id.
let ctx: TestContext
let storeId: number
let cookie: string

beforeAll(async () => {
  ctx = createTestContext()
  const setup = await ctx.managerWithStore()
  storeId = setup.store.id
  cookie = setup.manager.cookie
  const ins = ctx.db.sqlite.prepare(
    `INSERT INTO members (store_id, name, phone, tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
  )
  ctx.db.sqlite.transaction(() => {
    for (let i = 0; i < 250; i++)
      ins.run(
        storeId,
        `會員${i}`,
        `0912${String(i).padStart(6, '0')}`,
        i % 5 ? 'regular' : 'vip',
        i % 6 === 0 ? 5_000 : i * 1_000,
        0,
      )
  })()
})
afterAll(() => ctx?.close())

async function pages(query: string) {
  const ids: number[] = []
  const sizes: number[] = []
  let cursor: string | null = ''
  while (cursor !== null) {
    const res = await ctx.request(
      'GET',
      `/api/stores/${storeId}/members?${query}${cursor ? `&cursor=${cursor}` : ''}`,
      { cookie },
    )
    expect(res.status).toBe(200)
    ids.push(...res.body.map((m: { id: number }) => m.id))
    sizes.push(res.body.length)
    cursor = res.headers.get('x-next-cursor')
  }
  return { ids, sizes }
}

const expected = (where = '1') =>
  (
    ctx.db.sqlite
      .prepare(`SELECT id FROM members WHERE store_id = ? AND ${where} ORDER BY created_at DESC, id DESC`)
      .all(storeId) as { id: number }[]
  ).map((r) => r.id)

test('GET /members answers a page (100 by default) and X-Next-Cursor reaches every member once', async () => {
  const { ids, sizes } = await pages('')
  expect(sizes).toEqual([MEMBER_PAGE, MEMBER_PAGE, 50])
  expect(ids).toEqual(expected())
  expect((await pages('limit=7')).ids).toEqual(expected())
  expect((await pages('tier=vip&limit=9')).ids).toEqual(expected(`tier = 'vip'`))
})

test('the CSV export still holds every member; a foreign cursor is a 400', async () => {
  const csv = await ctx.request('GET', `/api/stores/${storeId}/members/export.csv`, { cookie })
  expect(String(csv.body).trim().split('\n')).toHaveLength(251)
  const bad = await ctx.request('GET', `/api/stores/${storeId}/members?cursor=zzz`, { cookie })
  expect(bad.status).toBe(400)
  expect(bad.body.code).toBe('INVALID_CURSOR')
})
