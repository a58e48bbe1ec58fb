import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { activityLogs, tableSessions } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { noodleMenu, openTable, shop } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

const actions = () =>
  ctx.db.db
    .select()
    .from(activityLogs)
    .all()
    .map((l) => l.action)

describe('tables', () => {
  test('create with defaults; numbers unique per store; bad number or seats refused', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const res = await s.asStaff.post('/tables', { number: ' A-01 ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      number: 'A-01',
      seats: 4,
      status: 'available',
      sessionId: null,
      guestCount: null,
      sessionStartTime: null,
      sessionTotalAmount: null,
      currentOrder: null,
    })
    const dup = await s.asStaff.post('/tables', { number: 'A-01', seats: 2 })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toContain('A-01')
    expect((await s.asStaff.post('/tables', { number: '  ' })).body.code).toBe('TABLE_NUMBER_REQUIRED')
    for (const seats of [0, 1.5, 100])
      expect((await s.asStaff.post('/tables', { number: 'B1', seats })).body.code).toBe('SEATS_INVALID')
    expect((await s.asStaff.post('/tables', { number: 'B1', seats: 6, status: 'reserved' })).body).toMatchObject({
      seats: 6,
      status: 'reserved',
    })
    expect((await s.asStaff.post('/tables', { number: 'B2', status: 'occupied' })).status).toBe(422)
    // A second store may reuse the number.
    const other = await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } })
    expect(
      (
        await ctx.request('POST', `/api/stores/${other.body.id}/tables`, {
          cookie: s.manager,
          body: { number: 'A-01' },
        })
      ).status,
    ).toBe(201)
    expect(actions().filter((a) => a === 'create_table')).toHaveLength(3)
    const list = await s.asStaff.get('/tables')
    expect(list.body.map((t: { number: string }) => t.number)).toEqual(['A-01', 'B1'])
  })

  test('open only from available with 1..99 guests; the list shows the session and current order', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const t = (await s.asStaff.post('/tables', { number: 'A1' })).body
    for (const guestCount of [0, 100, 2.5])
      expect((await s.asStaff.post(`/tables/${t.id}/open`, { guestCount })).body.code).toBe('GUEST_COUNT_INVALID')
    const opened = await s.asStaff.post(`/tables/${t.id}/open`, { guestCount: 3 })
    expect(opened.body).toMatchObject({
      status: 'occupied',
      guestCount: 3,
      sessionStartTime: '2026-11-22T04:00:00.000Z',
      sessionTotalAmount: '0.00',
      currentOrder: null,
    })
    const twice = await s.asStaff.post(`/tables/${t.id}/open`, { guestCount: 2 })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toContain('使用中')
    const reserved = (await s.asStaff.post('/tables', { number: 'R1', status: 'reserved' })).body
    expect((await s.asStaff.post(`/tables/${reserved.id}/open`, { guestCount: 2 })).status).toBe(409)

    await s.asStaff.post('/orders', { tableId: t.id, items: [{ menuItemId: m.tea.id, quantity: 2 }] })
    ctx.clock.advance(60_000)
    const latest = (
      await s.asStaff.post('/orders', {
        tableId: t.id,
        items: [
          { menuItemId: m.beefNoodle.id, quantity: 3 },
          { menuItemId: m.tea.id, quantity: 1 },
        ],
      })
    ).body
    const row = (await s.asStaff.get(`/tables/${t.id}`)).body
    expect(row).toMatchObject({
      sessionId: opened.body.sessionId,
      sessionTotalAmount: '693.00',
      sessionPaidAmount: '0.00',
      sessionOutstanding: '693.00',
      currentOrder: {
        id: latest.id,
        orderNumber: latest.orderNumber,
        orderTime: latest.createdAt,
        itemCount: 4,
        total: '627.00',
        status: 'pending',
      },
    })
    expect(actions()).toContain('open_table')
  })

  test('edit number and seats; status changes keep "occupied" and an open session together', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const t = (await s.asStaff.post('/tables', { number: 'A1' })).body
    await s.asStaff.post('/tables', { number: 'A2' })
    expect((await s.asStaff.patch(`/tables/${t.id}`, { number: 'A9', seats: 6 })).body).toMatchObject({
      number: 'A9',
      seats: 6,
    })
    expect((await s.asStaff.patch(`/tables/${t.id}`, { number: 'A2' })).status).toBe(409)
    expect((await s.asStaff.patch(`/tables/${t.id}`, { status: 'reserved' })).body.status).toBe('reserved')
    expect((await s.asStaff.patch(`/tables/${t.id}`, { status: 'available' })).body.status).toBe('available')

    // occupied by hand opens a session for the table's seats
    const occupied = (await s.asStaff.patch(`/tables/${t.id}`, { status: 'occupied' })).body
    expect(occupied).toMatchObject({ status: 'occupied', guestCount: 6 })
    expect(occupied.sessionId).not.toBeNull()
    expect((await s.asStaff.patch(`/tables/${t.id}`, { status: 'cleaning' })).body.code).toBe('TABLE_IN_USE')
    await s.asStaff.post('/orders', { tableId: t.id, items: [{ menuItemId: m.tea.id, quantity: 1 }] })
    const owed = await s.asStaff.patch(`/tables/${t.id}`, { status: 'available' })
    expect(owed.status).toBe(409)
    expect(owed.body).toMatchObject({ code: 'TABLE_HAS_BALANCE', outstanding: '33.00' })
    await s.asStaff.post('/payments', { sessionId: occupied.sessionId, amount: '33.00', paymentMethod: 'cash' })
    const freed = (await s.asStaff.patch(`/tables/${t.id}`, { status: 'available' })).body
    expect(freed).toMatchObject({ status: 'available', sessionId: null, qrVersion: 2 })
    expect(actions()).toContain('update_table')
  })

  test(`clear: refused while money is owed, then closes the session, frees the table and kills old QR \
links`, async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    // The store clears by hand (結帳後自動清桌 off): the payment leaves the table to 清桌.
    expect((await s.asManager.patch('', { settings: { autoClearWhenPaid: false } })).status).toBe(200)
    const t = await openTable(s, 'A1')
    const o = (await s.asStaff.post('/orders', { tableId: t.id, items: [{ menuItemId: m.tea.id, quantity: 2 }] })).body
    const cleared: unknown[] = []
    ctx.services.events.on('table.cleared', (e) => cleared.push(e))

    const owed = await s.asStaff.post(`/tables/${t.id}/clear`)
    expect(owed.status).toBe(409)
    expect(owed.body).toMatchObject({ code: 'TABLE_HAS_BALANCE', outstanding: '66.00' })
    expect(owed.body.message).toContain('66.00')
    await s.asStaff.post('/payments', { sessionId: t.sessionId, amount: '66.00', paymentMethod: 'line_pay' })
    const res = await s.asStaff.post(`/tables/${t.id}/clear`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'available', sessionId: null, qrVersion: 2 })
    const session = ctx.db.db.select().from(tableSessions).where(eq(tableSessions.id, t.sessionId)).get()!
    expect(session).toMatchObject({ status: 'closed', endedAt: ctx.clock.now() })
    expect((await s.asStaff.get(`/orders/${o.id}`)).body).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'line_pay',
    })
    expect(cleared).toEqual([{ storeId: s.storeId, tableId: t.id, sessionId: t.sessionId }])
    // A second 清桌 finds the table clear: it stays as it is, with no second clearing.
    const again = await s.asStaff.post(`/tables/${t.id}/clear`)
    expect([again.status, again.body.qrVersion]).toEqual([200, 2])
    expect(cleared).toHaveLength(1)
    const reserved = (await s.asStaff.post('/tables', { number: 'R1', seats: 2 })).body
    await s.asManager.patch(`/tables/${reserved.id}`, { status: 'reserved' })
    expect((await s.asStaff.post(`/tables/${reserved.id}/clear`)).body.code).toBe('TABLE_NOT_OPEN')
    // The freed table is available again: the next order seats it in a new session.
    const next = await s.asStaff.post('/orders', { tableId: t.id, items: [{ menuItemId: m.tea.id, quantity: 1 }] })
    expect(next.status).toBe(201)
    expect(next.body.sessionId).not.toBe(t.sessionId)
    expect(actions()).toContain('clear_table')
  })

  test('delete is for managers and refused while guests are seated', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const t = await openTable(s, 'A1')
    expect((await s.asStaff.del(`/tables/${t.id}`)).status).toBe(403)
    expect((await s.asManager.del(`/tables/${t.id}`)).body.code).toBe('TABLE_IN_USE')
    await s.asStaff.post(`/tables/${t.id}/clear`)
    expect((await s.asManager.del(`/tables/${t.id}`)).body).toEqual({ id: t.id, deleted: true })
    expect((await s.asStaff.get('/tables')).body).toEqual([])
  })

  test("another store's table is not found; a stranger to the store is refused", async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const t = await openTable(s, 'A1')
    const other = (await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } }))
      .body
    const viaOther = (method: string, path: string, cookie = s.manager) =>
      ctx.request(method, `/api/stores/${other.id}/tables/${t.id}${path}`, {
        cookie,
        body: method === 'GET' ? undefined : {},
      })
    expect((await viaOther('GET', '')).status).toBe(404)
    expect((await viaOther('PATCH', '')).status).toBe(404)
    expect((await viaOther('POST', '/clear')).status).toBe(404)
    expect((await viaOther('DELETE', '')).status).toBe(404)
    expect((await viaOther('GET', '', s.staff)).status).toBe(403)
    expect(
      (await ctx.request('GET', `/api/stores/${other.id}/sessions/${t.sessionId}/summary`, { cookie: s.manager }))
        .status,
    ).toBe(404)
  })
})
