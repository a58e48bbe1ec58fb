import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { taipei } from '../reports/test-fixtures'
import { logActivity } from './log'

let ctx: TestContext
afterEach(() => ctx?.close())

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(taipei(2026, 11, 22, 12))
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cook')
  const users = ctx.db.sqlite.query('SELECT * FROM users ORDER BY id').all() as any[]
  const user = (row: any) => ({
    ...row,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    username: row.username,
  })
  const log = (
    who: any,
    action: any,
    at: number,
    details: Record<string, unknown> = {},
    storeId: number | null = store.id,
  ) =>
    logActivity(
      ctx.db.db,
      { user: user(who), ip: '192.168.1.20' },
      { storeId, action, entityType: action.split('_').slice(1).join('_'), details },
      at,
    )
  const get = (q = '', cookie = manager.cookie) =>
    ctx.request('GET', `/api/stores/${store.id}/activity-logs${q}`, { cookie })
  return { m: manager.cookie, s: staff.cookie, storeId: store.id, manager: users[0], cook: users[1], log, get }
}

describe('activity log', () => {
  test('newest first with user, IP, full details and a 100-character preview', async () => {
    const { manager, log, get, storeId } = await setup()
    ctx.db.sqlite.run("UPDATE users SET first_name = 'Mei', last_name = 'Lin', email = 'mei@shop.tw' WHERE id = ?", [
      manager.id,
    ])
    manager.first_name = 'Mei'
    manager.last_name = 'Lin'
    manager.email = 'mei@shop.tw'
    const long = { note: 'x'.repeat(150) }
    log(manager, 'create_order', taipei(2026, 11, 22, 13), long)
    const res = await get()
    expect(res.status).toBe(200)
    const first = res.body[0]
    expect(first).toMatchObject({
      action: 'create_order',
      entityType: 'order',
      userFirstName: 'Mei',
      userLastName: 'Lin',
      userEmail: 'mei@shop.tw',
      ipAddress: '192.168.1.20',
      storeId,
      details: long,
    })
    expect(first.detailsText).toBe(`${JSON.stringify(long).slice(0, 100)}…`)
    expect(first.createdAt).toBe(new Date(taipei(2026, 11, 22, 13)).toISOString())
    expect(res.body.map((r: any) => r.createdAt)).toEqual([...res.body.map((r: any) => r.createdAt)].sort().reverse())
  })

  test('newest first by time, not by insertion order, and paging follows the same order', async () => {
    const { manager, log, get } = await setup()
    const hours = [17, 9, 1, 13, 9, 22, 5] // written out of time order, two at the same minute
    for (const [i, h] of hours.entries()) log(manager, 'create_order', taipei(2026, 11, 22, h, 35), { n: i })
    const all = (await get('?action=create_order')).body
    expect(all.map((r: any) => new Date(r.createdAt).getTime())).toEqual(
      hours.map((h) => taipei(2026, 11, 22, h, 35)).sort((a, b) => b - a),
    )
    // two at 09:35: the later-written first
    expect(
      all
        .filter((r: any) => r.createdAt === new Date(taipei(2026, 11, 22, 9, 35)).toISOString())
        .map((r: any) => r.details.n),
    ).toEqual([4, 1])

    const pages: any[] = []
    let before = ''
    for (;;) {
      const page = (await get(`?action=create_order&limit=2${before}`)).body
      pages.push(...page)
      if (page.length < 2) break
      before = `&before=${page[page.length - 1].id}`
    }
    expect(pages.map((r: any) => r.id)).toEqual(all.map((r: any) => r.id))
  })

  test(`filters: action, case-insensitive search over action, type, e-mail and names, Taipei calendar date, \
paging`, async () => {
    const { cook, manager, log, get, storeId } = await setup()
    ctx.db.sqlite.run("UPDATE users SET first_name = 'Amy' WHERE id = ?", [cook.id])
    cook.first_name = 'Amy'
    log(cook, 'create_table', taipei(2026, 11, 21, 23, 59)) // the 21st in Taipei
    log(cook, 'update_table', taipei(2026, 11, 22, 0, 1)) // the 22nd in Taipei, still the 21st in UTC
    log(manager, 'create_member', taipei(2026, 11, 22, 9))
    log(manager, 'create_member', taipei(2026, 11, 22, 9), {}, storeId + 1000) // another store: never shown

    const actions = async (q: string) => (await get(q)).body.map((r: any) => r.action)
    expect(await actions('?action=create_member')).toEqual(['create_member'])
    expect(await actions('?search=AMY')).toEqual(['update_table', 'create_table'])
    expect(await actions('?search=TABLE')).toEqual(['update_table', 'create_table'])
    expect(await actions('?date=2026-11-21&action=all')).toContain('create_table')
    expect(await actions('?date=2026-11-21')).not.toContain('update_table')
    expect(await actions('?date=2026-11-22&search=amy')).toEqual(['update_table'])
    expect((await get('?date=2026-13-01')).status).toBe(422)

    const page1 = (await get('?limit=2')).body
    expect(page1).toHaveLength(2)
    const page2 = (await get(`?limit=2&before=${page1[1].id}`)).body
    expect(page2[0].createdAt <= page1[1].createdAt).toBe(true)
    expect(page2.map((r: any) => r.id)).not.toContain(page1[1].id)
  })

  test('stats, manager-only access, and no route that edits or deletes the log', async () => {
    const { s, m, cook, manager, log, get, storeId } = await setup()
    const before = (await get('/stats')).body
    log(cook, 'create_order', taipei(2026, 11, 22, 10))
    log(cook, 'create_order', taipei(2026, 11, 21, 10))
    log(manager, 'update_order', taipei(2026, 11, 22, 11))
    const stats = (await get('/stats')).body
    expect(stats.total).toBe(before.total + 3)
    expect(stats.today).toBe(before.today + 2)
    expect(stats.distinctUsers).toBe(2)
    expect(stats.actions).toContain('update_order')

    expect((await get('', s)).status).toBe(403)
    const id = (await get()).body[0].id
    for (const method of ['DELETE', 'PATCH', 'PUT']) {
      const res = await ctx.request(method, `/api/stores/${storeId}/activity-logs/${id}`, { cookie: m, body: {} })
      expect(res.status).toBe(404)
    }
    expect((await get()).body[0].id).toBe(id)
  })
})
