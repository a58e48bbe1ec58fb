import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

let ctx: TestContext
afterEach(() => ctx?.close())

async function setup() {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cook')
  const post = (body: Record<string, unknown>, cookie = manager.cookie) =>
    ctx.request('POST', '/api/announcements', { cookie, body: { storeId: store.id, ...body } })
  const list = async (cookie: string) => (await ctx.request('GET', `/api/announcements/${store.id}`, { cookie })).body
  return { m: manager.cookie, s: staff.cookie, storeId: store.id, post, list }
}

describe('announcements', () => {
  test('managers publish with priority and target; staff do not see manager-only ones', async () => {
    const { m, s, post, list } = await setup()
    const a = await post({ title: '盤點', content: '今晚盤點', priority: 'urgent', targetRole: null, isActive: true })
    expect(a.status).toBe(201)
    expect(a.body).toMatchObject({
      title: '盤點',
      priority: 'urgent',
      targetRole: null,
      isActive: true,
      createdByName: 'manager',
    })
    ctx.clock.advance(1000)
    await post({ title: '店長會議', content: '週一', targetRole: 'manager' })
    ctx.clock.advance(1000)
    const forStaff = await post({ title: '制服', content: '新制服', targetRole: 'staff', priority: 'low' })
    ctx.clock.advance(1000)
    await post({ title: '全體', content: '預設值', targetRole: '' })

    const all = await list(m)
    expect(all.map((x: any) => x.title)).toEqual(['全體', '制服', '店長會議', '盤點'])
    expect(all[0]).toMatchObject({ priority: 'normal', targetRole: null, isActive: true })
    expect((await list(s)).map((x: any) => x.title)).toEqual(['全體', '制服', '盤點'])
    expect(forStaff.body.priority).toBe('low')

    expect((await post({ title: 'x', content: 'y' }, s)).status).toBe(403)
    expect((await post({ title: ' ', content: 'y' })).status).toBe(422)
    expect((await post({ title: 'x', content: 'y', priority: 'critical' })).status).toBe(422)
    expect(
      (await ctx.request('POST', '/api/announcements', { cookie: m, body: { storeId: 999, title: 'x', content: 'y' } }))
        .status,
    ).toBe(404)
  })

  test('pause/play, full edit and delete work and are logged; staff cannot change them', async () => {
    const { m, s, post, list, storeId } = await setup()
    const a = (await post({ title: '舊標題', content: '內容' })).body
    const paused = await ctx.request('PATCH', `/api/announcements/${a.id}`, { cookie: m, body: { isActive: false } })
    expect(paused.body).toMatchObject({ isActive: false, title: '舊標題' })
    expect((await list(m))[0].isActive).toBe(false)
    expect((await ctx.request('GET', `/api/announcements/${storeId}?active=true`, { cookie: m })).body).toEqual([])

    const edited = await ctx.request('PATCH', `/api/announcements/${a.id}`, {
      cookie: m,
      body: { title: '新標題', content: '新內容', priority: 'high', targetRole: 'staff', isActive: true },
    })
    expect(edited.body).toMatchObject({
      title: '新標題',
      content: '新內容',
      priority: 'high',
      targetRole: 'staff',
      isActive: true,
    })
    expect(
      (await ctx.request('PATCH', `/api/announcements/${a.id}`, { cookie: s, body: { isActive: false } })).status,
    ).toBe(403)
    expect(
      (await ctx.request('PATCH', '/api/announcements/999', { cookie: m, body: { isActive: false } })).status,
    ).toBe(404)
    expect((await ctx.request('PATCH', `/api/announcements/${a.id}`, { cookie: m, body: { title: '' } })).status).toBe(
      422,
    )

    expect((await ctx.request('DELETE', `/api/announcements/${a.id}`, { cookie: s })).status).toBe(403)
    expect((await ctx.request('DELETE', `/api/announcements/${a.id}`, { cookie: m })).status).toBe(204)
    expect(await list(m)).toEqual([])
    expect((await ctx.request('DELETE', `/api/announcements/${a.id}`, { cookie: m })).status).toBe(404)

    const logs = ctx.db.sqlite
      .query("SELECT action, details FROM activity_logs WHERE entity_type = 'announcement' ORDER BY id")
      .all() as any[]
    expect(logs.map((l) => l.action)).toEqual([
      'create_announcement',
      'update_announcement',
      'update_announcement',
      'delete_announcement',
    ])
    expect(JSON.parse(logs[3].details)).toEqual({ title: '新標題' })
  })

  test('a staff member of another store cannot read its announcements', async () => {
    const { m, s } = await setup()
    const other = await ctx.request('POST', '/api/stores', { cookie: m, body: { name: '二店', code: 'B2' } })
    expect((await ctx.request('GET', `/api/announcements/${other.body.id}`, { cookie: s })).status).toBe(403)
    expect((await ctx.request('GET', `/api/announcements/${other.body.id}`)).status).toBe(401)
    expect((await ctx.request('GET', '/api/announcements/999', { cookie: m })).status).toBe(404)
  })
})
