import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { diningTables, orders, payments, tableSessions } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { openTable, seated } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

async function twoTables() {
  ctx = createTestContext()
  const { s, m, table: a1 } = await seated(ctx)
  const order = (
    await s.asStaff.post('/orders', { tableId: a1.id, items: [{ menuItemId: m.beefNoodle.id, quantity: 1 }] })
  ).body
  const b1 = (await s.asStaff.post('/tables', { number: 'B1', seats: 4 })).body
  const changed: number[] = []
  ctx.services.events.on('table.changed', (e) => changed.push(e.tableId))
  return { s, m, a1, b1, order, changed }
}

describe('換桌 move', () => {
  test(`the session, its orders and the bill go to the free table; the old table is free with its QR \
renewed`, async () => {
    const { s, a1, b1, order, changed } = await twoTables()
    const qrBefore = ctx.db.db.select().from(diningTables).where(eq(diningTables.id, a1.id)).get()!.qrVersion
    const res = await s.asStaff.post(`/tables/${a1.id}/move`, { toTableId: b1.id })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: b1.id,
      status: 'occupied',
      sessionId: a1.sessionId,
      guestCount: 2,
      sessionTotalAmount: '198.00',
    })
    const old = (await s.asStaff.get(`/tables/${a1.id}`)).body
    expect(old).toMatchObject({ status: 'available', sessionId: null, qrVersion: qrBefore + 1 })
    expect(ctx.db.db.select().from(orders).where(eq(orders.id, order.id)).get()!.tableId).toBe(b1.id)
    expect(changed.sort()).toEqual([a1.id, b1.id].sort())
  })

  test('refused in zh-TW: an occupied target, a table without guests, the same table', async () => {
    const { s, a1, b1 } = await twoTables()
    const c1 = await openTable(s, 'C1')
    const taken = await s.asStaff.post(`/tables/${a1.id}/move`, { toTableId: c1.id })
    expect([taken.status, taken.body.message]).toEqual([409, '桌號 C1 目前為「使用中」，只能換到空桌'])
    const empty = await s.asStaff.post(`/tables/${b1.id}/move`, { toTableId: a1.id })
    expect([empty.status, empty.body.message]).toEqual([409, '桌號 B1 尚未開桌，請先開桌'])
    expect((await s.asStaff.post(`/tables/${a1.id}/move`, { toTableId: a1.id })).status).toBe(422)
    expect((await s.asStaff.post(`/tables/${a1.id}/move`, { toTableId: 99999 })).status).toBe(404)
    expect(ctx.db.db.select().from(tableSessions).where(eq(tableSessions.id, a1.sessionId)).get()!.tableId).toBe(a1.id)
  })

  test('burst: 100 moves of one session to 100 different free tables at once, exactly one wins', async () => {
    const { s, a1 } = await twoTables()
    const now = Date.now()
    const ids = Array.from(
      { length: 100 },
      (_, i) =>
        ctx.db.db
          .insert(diningTables)
          .values({ storeId: s.storeId, number: `T${i}`, createdAt: now, updatedAt: now })
          .returning()
          .get().id,
    )
    const res = await Promise.all(ids.map((id) => s.asStaff.post(`/tables/${a1.id}/move`, { toTableId: id })))
    expect(res.filter((r) => r.status === 200)).toHaveLength(1)
    expect(res.filter((r) => r.status === 409)).toHaveLength(99)
    const occupied = ctx.db.db.select().from(diningTables).where(eq(diningTables.status, 'occupied')).all()
    expect(occupied.map((t) => t.id)).toEqual([res.find((r) => r.status === 200)!.body.id])
    expect(ctx.db.db.select().from(tableSessions).where(eq(tableSessions.status, 'open')).all()).toHaveLength(1)
  })
})

describe('併桌 merge', () => {
  test('two parties become one bill: orders, payments and guests join, the other table is freed', async () => {
    const { s, m, a1, changed } = await twoTables()
    const c1 = await openTable(s, 'C1', 3)
    await s.asStaff.post('/orders', { tableId: c1.id, items: [{ menuItemId: m.tea.id, quantity: 2 }] })
    await s.asStaff.post('/payments', { sessionId: c1.sessionId, amount: '20', paymentMethod: 'cash' })
    const res = await s.asStaff.post(`/tables/${a1.id}/merge`, { fromTableId: c1.id })
    expect(res.status).toBe(200)
    // 198 + 66 = 264; the 20 paid at C1 is paid toward the merged bill
    expect(res.body).toMatchObject({
      sessionId: a1.sessionId,
      guestCount: 5,
      sessionTotalAmount: '264.00',
      sessionPaidAmount: '20.00',
      sessionOutstanding: '244.00',
    })
    expect((await s.asStaff.get(`/tables/${c1.id}`)).body).toMatchObject({ status: 'available', sessionId: null })
    expect(
      ctx.db.db
        .select()
        .from(payments)
        .all()
        .map((p) => p.sessionId),
    ).toEqual([a1.sessionId])
    expect(ctx.db.db.select().from(tableSessions).where(eq(tableSessions.id, c1.sessionId)).get()!.status).toBe(
      'closed',
    )
    expect(changed).toEqual(expect.arrayContaining([a1.id, c1.id]))
  })

  test('refused when either table has no guests, or it is the same table', async () => {
    const { s, a1, b1 } = await twoTables()
    expect((await s.asStaff.post(`/tables/${a1.id}/merge`, { fromTableId: b1.id })).body.message).toBe(
      '桌號 B1 尚未開桌，請先開桌',
    )
    expect((await s.asStaff.post(`/tables/${b1.id}/merge`, { fromTableId: a1.id })).body.message).toBe(
      '桌號 B1 尚未開桌，請先開桌',
    )
    expect((await s.asStaff.post(`/tables/${a1.id}/merge`, { fromTableId: a1.id })).status).toBe(422)
    expect((await s.asStaff.get(`/tables/${a1.id}`)).body).toMatchObject({
      status: 'occupied',
      sessionTotalAmount: '198.00',
    })
  })
})
