import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { activityLogs, ORDER_STATUSES as COLUMN_STATUSES } from '../../db/schema'
import { ORDER_STATUSES } from '../../../shared/domain/order-status'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addMember, memberRow, movementsOf, seated, stockOf, type Shop } from './testing'

let ctx: TestContext
afterEach(() => ctx?.close())

async function setup() {
  ctx = createTestContext()
  const { s, m, table } = await seated(ctx)
  const order = async (quantity = 1, extra: Record<string, unknown> = {}) =>
    (
      await s.asStaff.post('/orders', {
        tableId: table.id,
        items: [{ menuItemId: m.beefNoodle.id, quantity }],
        ...extra,
      })
    ).body
  return { s, m, table, order }
}

const advance = (s: Shop, id: number, status: string) => s.asStaff.patch(`/orders/${id}`, { status })
const kitchen = (s: Shop, id: number, status: string) => s.asStaff.patch(`/orders/${id}/status`, { status })

describe('order management: single-step advance', () => {
  test('pending → confirmed → preparing → ready → completed, stamping each time and logging update_order', async () => {
    const { s, order } = await setup()
    const o = await order()
    const changes: unknown[] = []
    ctx.services.events.on('order.status_changed', (e) => changes.push(e))
    const steps = [
      ['confirmed', 'confirmedAt'],
      ['preparing', 'preparingAt'],
      ['ready', 'readyAt'],
      ['completed', 'completedAt'],
    ] as const
    for (const [status, field] of steps) {
      ctx.clock.advance(60_000)
      const res = await advance(s, o.id, status)
      expect(res.status).toBe(200)
      expect(res.body.status).toBe(status)
      expect(res.body[field]).toBe(new Date(ctx.clock.now()).toISOString())
    }
    expect(changes).toEqual([
      { storeId: s.storeId, orderId: o.id, from: 'pending', to: 'confirmed' },
      { storeId: s.storeId, orderId: o.id, from: 'confirmed', to: 'preparing' },
      { storeId: s.storeId, orderId: o.id, from: 'preparing', to: 'ready' },
      { storeId: s.storeId, orderId: o.id, from: 'ready', to: 'completed' },
    ])
    const logs = ctx.db.db.select().from(activityLogs).where(eq(activityLogs.action, 'update_order')).all()
    expect(logs.map((l) => (l.details as { to: string }).to)).toEqual(['confirmed', 'preparing', 'ready', 'completed'])
  })

  test('skipping or going back is a 409 naming both states in zh-TW; nothing changes', async () => {
    const { s, order } = await setup()
    const o = await order()
    const skip = await advance(s, o.id, 'ready')
    expect(skip.status).toBe(409)
    expect(skip.body).toMatchObject({ code: 'ORDER_STATUS_TRANSITION', from: 'pending', to: 'ready' })
    expect(skip.body.message).toBe('訂單狀態無法從「待確認」變更為「已完成」')
    expect((await advance(s, o.id, 'cancelled')).status).toBe(409)
    expect((await advance(s, o.id, 'bogus')).status).toBe(422)
    expect((await s.asStaff.get(`/orders/${o.id}`)).body.status).toBe('pending')
    expect((await advance(s, 99_999, 'confirmed')).status).toBe(404)
  })
})

describe('kitchen', () => {
  test('lists active tickets oldest first with lines, notes and table; tabs filter by state', async () => {
    const { s, m, table, order } = await setup()
    const first = await order(1, { notes: '趕時間' })
    ctx.clock.advance(60_000)
    const second = await order(2)
    ctx.clock.advance(60_000)
    const third = await order(1)
    await advance(s, second.id, 'confirmed')
    await kitchen(s, third.id, 'preparing')

    const all = await s.asStaff.get('/kitchen/orders')
    expect(all.body.map((o: { id: number }) => o.id)).toEqual([first.id, second.id, third.id])
    expect(all.body[0]).toMatchObject({
      tableNumber: table.number,
      notes: '趕時間',
      items: [{ menuItemId: m.beefNoodle.id, quantity: 1 }],
    })
    const ids = async (tab: string) =>
      (await s.asStaff.get(`/kitchen/orders?status=${tab}`)).body.map((o: { id: number }) => o.id)
    expect(await ids('pending')).toEqual([first.id, second.id])
    expect(await ids('preparing')).toEqual([third.id])
    expect(await ids('ready')).toEqual([])
    expect((await s.asStaff.get('/kitchen/orders?status=completed')).status).toBe(422)
  })

  test('pending → preparing → ready → served; the ticket then leaves the kitchen and can be completed', async () => {
    const { s, order } = await setup()
    const o = await order()
    expect((await kitchen(s, o.id, 'ready')).status).toBe(409)
    for (const status of ['preparing', 'ready', 'served']) {
      const res = await kitchen(s, o.id, status)
      expect(res.status).toBe(200)
      expect(res.body.status).toBe(status)
    }
    expect((await s.asStaff.get(`/orders/${o.id}`)).body.servedAt).not.toBeNull()
    expect((await s.asStaff.get('/kitchen/orders')).body).toEqual([])
    expect((await kitchen(s, o.id, 'preparing')).status).toBe(409)
    expect((await kitchen(s, o.id, 'completed')).status).toBe(422)
    expect((await advance(s, o.id, 'completed')).body.status).toBe('completed')
  })
})

describe('cancel', () => {
  test('managers only, with a reason; restores the recipe stock, reverses the member, and is final', async () => {
    const { s, m, order } = await setup()
    const gold = addMember(ctx, s.storeId, 'gold')
    const o = await order(3, { memberId: gold.id })
    expect(stockOf(ctx, m.beef.id)).toBe(10_000 - 450)
    expect(memberRow(ctx, gold.id).points).toBe(5) // 3 × 180 = 540, fee 54, 8% off 43.20 → 550.80

    const staff = await s.asStaff.post(`/orders/${o.id}/cancel`, { reason: '客人取消' })
    expect(staff.status).toBe(403)
    const noReason = await s.asManager.post(`/orders/${o.id}/cancel`, { reason: '   ' })
    expect(noReason.status).toBe(422)
    expect(noReason.body.message).toBe('請輸入取消原因')

    await advance(s, o.id, 'confirmed')
    const res = await s.asManager.post(`/orders/${o.id}/cancel`, { reason: '客人取消' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'cancelled', cancelReason: '客人取消' })
    expect(res.body.cancelledAt).not.toBeNull()
    expect(stockOf(ctx, m.beef.id)).toBe(10_000)
    expect(stockOf(ctx, m.noodles.id)).toBe(5_000)
    const restored = movementsOf(ctx, o.id).filter((x) => x.reason === 'order_cancel')
    expect(restored.map((x) => x.deltaMilli).sort()).toEqual([450, 600])
    expect(memberRow(ctx, gold.id)).toMatchObject({ totalSpent: 0, points: 0 })

    const again = await s.asManager.post(`/orders/${o.id}/cancel`, { reason: '再取消' })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('已取消')
    expect((await kitchen(s, o.id, 'preparing')).status).toBe(409)
    expect(stockOf(ctx, m.beef.id)).toBe(10_000)
  })

  test('a completed order cannot be cancelled', async () => {
    const { s, order } = await setup()
    const o = await order()
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) await advance(s, o.id, status)
    const res = await s.asManager.post(`/orders/${o.id}/cancel`, { reason: '太晚了' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('訂單狀態無法從「已送達」變更為「已取消」')
  })
})

test("the status column allows exactly the domain's states", () => {
  expect([...COLUMN_STATUSES]).toEqual([...ORDER_STATUSES])
})
