import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { taipei } from '../reports/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const NOW = taipei(2026, 11, 22, 12)

async function setup() {
  ctx = createTestContext()
  ctx.clock.set(NOW)
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie, 'cook')
  const base = `/api/stores/${store.id}/handover`
  const call = (method: string, path: string, body?: unknown, cookie = staff.cookie) =>
    ctx.request(method, `${base}${path}`, { cookie, body })
  return { m: manager.cookie, s: staff.cookie, storeId: store.id, call, staffId: staff.user.id as number }
}

describe('handover items', () => {
  test('create: task required, empty optional fields become null, due date parsed', async () => {
    const { call } = await setup()
    const res = await call('POST', '', {
      task: ' 補貨 ',
      description: '',
      priority: 'high',
      assignedTo: '',
      dueDate: '2026-11-22T10:00:00.000Z',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      task: '補貨',
      description: null,
      assignedTo: null,
      priority: 'high',
      dueDate: '2026-11-22T10:00:00.000Z',
      isCompleted: false,
      completedBy: null,
      notes: [],
    })
    expect((await call('POST', '', { task: 'x', dueDate: '' })).body).toMatchObject({
      dueDate: null,
      priority: 'normal',
    })
    expect((await call('POST', '', { task: '   ' })).status).toBe(422)
    expect((await call('POST', '', { task: 'x', dueDate: 'tomorrow-ish' })).status).toBe(422)
    expect((await call('POST', '', { task: 'x', priority: 'urgent' })).status).toBe(422)
  })

  test(`completing records the signed-in user and server time, ignoring client values; unchecking clears \
both`, async () => {
    const { m, call, staffId } = await setup()
    const item = (await call('POST', '', { task: '關瓦斯' })).body
    ctx.clock.advance(5 * 60_000)
    const done = await call('PATCH', `/${item.id}`, {
      isCompleted: true,
      completedBy: 9999,
      completedAt: '2000-01-01T00:00:00Z',
    })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      isCompleted: true,
      completedBy: staffId,
      completedByName: 'cook',
      completedAt: new Date(NOW + 5 * 60_000).toISOString(),
    })

    // Checking again keeps the first completion.
    ctx.clock.advance(60_000)
    const again = await call('PATCH', `/${item.id}`, { isCompleted: true }, m)
    expect(again.body.completedBy).toBe(staffId)

    const undone = await call('PATCH', `/${item.id}`, { isCompleted: false })
    expect(undone.body).toMatchObject({
      isCompleted: false,
      completedBy: null,
      completedByName: null,
      completedAt: null,
    })
    const edited = await call('PATCH', `/${item.id}`, {
      task: '關瓦斯總開關',
      priority: 'low',
      assignedTo: '阿明',
      dueDate: null,
    })
    expect(edited.body).toMatchObject({ task: '關瓦斯總開關', priority: 'low', assignedTo: '阿明', dueDate: null })
    expect((await call('PATCH', '/999', { isCompleted: true })).status).toBe(404)
  })

  test('names read family name first for Chinese names and "First Last" for Latin ones', async () => {
    const { m, call, staffId } = await setup()
    ctx.db.sqlite.query("UPDATE users SET first_name = '志明', last_name = '陳' WHERE id = ?").run(staffId)
    const item = (await call('POST', '', { task: '點收' })).body
    const done = await call('PATCH', `/${item.id}`, { isCompleted: true })
    expect(done.body.completedByName).toBe('陳志明')
    const noted = await call('POST', `/${item.id}/notes`, { content: '少兩箱' })
    expect(noted.body.notes[0].createdByName).toBe('陳志明')
    ctx.db.sqlite.query("UPDATE users SET first_name = 'Amy', last_name = 'Lin' WHERE id = ?").run(staffId)
    expect((await call('GET', '', undefined, m)).body[0]).toMatchObject({
      completedByName: 'Amy Lin',
      notes: [expect.objectContaining({ createdByName: 'Amy Lin' })],
    })
  })

  test('notes are trimmed, non-empty and listed with their author', async () => {
    const { call } = await setup()
    const item = (await call('POST', '', { task: '點收' })).body
    expect((await call('POST', `/${item.id}/notes`, { content: '   ' })).status).toBe(422)
    const res = await call('POST', `/${item.id}/notes`, { content: '  少兩箱  ' })
    expect(res.status).toBe(201)
    expect(res.body.notes).toEqual([
      expect.objectContaining({ content: '少兩箱', createdByName: 'cook', createdAt: new Date(NOW).toISOString() }),
    ])
    expect((await call('GET', '')).body[0].notes).toHaveLength(1)
    const logs = ctx.db.sqlite
      .query("SELECT action FROM activity_logs WHERE entity_type = 'handover_item' ORDER BY id")
      .all() as any[]
    expect(logs.map((l) => l.action)).toEqual(['create_handover_item', 'update_handover_item'])
  })

  test('filters by status, priority and case-insensitive search over task, description and assignee', async () => {
    const { call } = await setup()
    const a = (await call('POST', '', { task: 'Clean fryer', priority: 'high' })).body
    await call('POST', '', { task: '盤點', description: '冷凍庫 FREEZER', priority: 'low' })
    await call('POST', '', { task: '叫貨', assignedTo: 'Amy' })
    await call('PATCH', `/${a.id}`, { isCompleted: true })
    const tasks = async (q: string) => (await call('GET', q)).body.map((i: any) => i.task).sort()
    expect(await tasks('?status=completed')).toEqual(['Clean fryer'])
    expect(await tasks('?status=pending')).toEqual(['叫貨', '盤點'])
    expect(await tasks('?priority=low')).toEqual(['盤點'])
    expect(await tasks('?search=FRYER')).toEqual(['Clean fryer'])
    expect(await tasks('?search=freezer')).toEqual(['盤點'])
    expect(await tasks('?search=amy&status=all&priority=all')).toEqual(['叫貨'])
    expect((await call('GET', '?status=done')).status).toBe(422)
  })

  test('summary: completed today on the Taipei calendar, overdue items and counters; CSV export', async () => {
    const { call, storeId, s } = await setup()
    const early = (await call('POST', '', { task: '昨晚完成' })).body
    const today = (await call('POST', '', { task: '今天完成', priority: 'high' })).body
    await call('POST', '', { task: '逾期', priority: 'high', dueDate: new Date(NOW - 60_000).toISOString() })
    await call('POST', '', { task: '未到期', dueDate: new Date(NOW + 60_000).toISOString() })
    const doneLate = (await call('POST', '', { task: '逾期但完成', dueDate: new Date(NOW - 60_000).toISOString() }))
      .body

    ctx.clock.set(taipei(2026, 11, 21, 23, 50)) // yesterday in Taipei (15:50 UTC on the 21st)
    await call('PATCH', `/${early.id}`, { isCompleted: true })
    ctx.clock.set(taipei(2026, 11, 22, 0, 10)) // today in Taipei, still the 21st in UTC
    await call('PATCH', `/${today.id}`, { isCompleted: true })
    await call('PATCH', `/${doneLate.id}`, { isCompleted: true })
    ctx.clock.set(NOW)

    const sum = (await call('GET', '/summary')).body
    expect(sum.todayCompleted.map((i: any) => i.task).sort()).toEqual(['今天完成', '逾期但完成'])
    expect(sum.overdue.map((i: any) => i.task)).toEqual(['逾期'])
    expect(sum).toMatchObject({ total: 5, pending: 2, completed: 3, highPriorityPending: 1 })

    const res = await ctx.app.handle(
      new Request(`http://localhost/api/stores/${storeId}/handover/export.csv?status=pending`, {
        headers: { cookie: s },
      }),
    )
    const text = await res.text()
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain('任務,說明,優先度,負責人,到期日,狀態,完成者,完成時間,建立時間,備註\r\n')
    expect(text).toContain('逾期,,高,,2026-11-22 11:59:00,待處理,,,2026-11-22 12:00:00,\r\n')
    expect(text).not.toContain('今天完成')
  })
})
