import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('table configurations', () => {
  test('managers create them inactive; activating one makes the others inactive; delete', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    expect((await s.asStaff.post('/table-configurations', { name: '平日' })).status).toBe(403)
    const blank = await s.asManager.post('/table-configurations', { name: ' ' })
    expect(blank.status).toBe(422)
    expect(blank.body.message).toBe('請輸入配置名稱')
    const weekday = (await s.asManager.post('/table-configurations', { name: '平日', description: '一般擺法' })).body
    const party = (await s.asManager.post('/table-configurations', { name: '包場' })).body
    expect(weekday).toMatchObject({ name: '平日', description: '一般擺法', isActive: false })

    expect((await s.asManager.post(`/table-configurations/${weekday.id}/activate`)).body.isActive).toBe(true)
    const activated = await s.asManager.post(`/table-configurations/${party.id}/activate`)
    expect(activated.status).toBe(200)
    const list = (await s.asStaff.get('/table-configurations')).body
    expect(list.map((c: { name: string; isActive: boolean }) => [c.name, c.isActive])).toEqual([
      ['平日', false],
      ['包場', true],
    ])

    expect((await s.asManager.del(`/table-configurations/${weekday.id}`)).body).toEqual({
      id: weekday.id,
      deleted: true,
    })
    expect((await s.asManager.del(`/table-configurations/${weekday.id}`)).status).toBe(404)
    const other = (await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } }))
      .body
    expect(
      (
        await ctx.request('POST', `/api/stores/${other.id}/table-configurations/${party.id}/activate`, {
          cookie: s.manager,
        })
      ).status,
    ).toBe(404)
  })
})

describe('table combinations', () => {
  test('total seats come from the tables, whatever the client says; tables must be of the same store', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const a = (await s.asStaff.post('/tables', { number: 'A1', seats: 4 })).body
    const b = (await s.asStaff.post('/tables', { number: 'A2', seats: 6 })).body
    const config = (await s.asManager.post('/table-configurations', { name: '平日' })).body
    const other = (await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } }))
      .body
    const foreign = (
      await ctx.request('POST', `/api/stores/${other.id}/tables`, { cookie: s.manager, body: { number: 'X1' } })
    ).body
    const path = `/api/table-configurations/${config.id}/combinations`
    const post = (body: unknown, cookie = s.manager) => ctx.request('POST', path, { cookie, body })

    const created = await post({ name: '大桌', tableIds: [a.id, b.id], totalSeats: 99, storeId: s.storeId })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: '大桌',
      tableIds: [a.id, b.id],
      tableNumbers: ['A1', 'A2'],
      totalSeats: 10,
      configurationId: config.id,
    })
    expect((await post({ name: '', tableIds: [a.id] })).body.message).toBe('請輸入組合名稱並選擇桌位')
    expect((await post({ name: '空', tableIds: [] })).status).toBe(422)
    const mixed = await post({ name: '跨店', tableIds: [a.id, foreign.id] })
    expect(mixed.status).toBe(422)
    expect(mixed.body.message).toContain(String(foreign.id))
    expect((await post({ name: '錯店', tableIds: [a.id], storeId: other.id })).status).toBe(404)
    expect((await post({ name: '員工', tableIds: [a.id] }, s.staff)).status).toBe(403)

    await s.asStaff.patch(`/tables/${b.id}`, { seats: 8 })
    const list = await ctx.request('GET', path, { cookie: s.staff })
    expect(list.body).toHaveLength(1)
    expect(list.body[0].totalSeats).toBe(12)

    const del = (id: number, q = '') =>
      ctx.request('DELETE', `/api/table-combinations/${id}${q}`, { cookie: s.manager })
    expect((await del(created.body.id, `?storeId=${other.id}`)).status).toBe(404)
    expect((await del(created.body.id, `?storeId=${s.storeId}`)).body).toEqual({ id: created.body.id, deleted: true })
    expect((await del(created.body.id)).status).toBe(404)
  })

  test("staff of another store cannot see or touch a store's combinations", async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const config = (await s.asManager.post('/table-configurations', { name: '平日' })).body
    // A store created after staff1 registered: staff1 does not work there.
    const other = (await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } }))
      .body
    const otherConfig = (
      await ctx.request('POST', `/api/stores/${other.id}/table-configurations`, {
        cookie: s.manager,
        body: { name: '別店' },
      })
    ).body
    expect(
      (await ctx.request('GET', `/api/table-configurations/${config.id}/combinations`, { cookie: s.staff })).status,
    ).toBe(200)
    expect(
      (await ctx.request('GET', `/api/table-configurations/${otherConfig.id}/combinations`, { cookie: s.staff }))
        .status,
    ).toBe(404)
    expect((await ctx.request('GET', `/api/stores/${other.id}/table-configurations`, { cookie: s.staff })).status).toBe(
      403,
    )
    expect((await ctx.request('GET', `/api/table-configurations/${config.id}/combinations`)).status).toBe(401)
  })
})
