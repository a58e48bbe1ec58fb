import { afterEach, describe, expect, test } from 'bun:test'
import { count, eq } from 'drizzle-orm'
import { activityLogs, orders } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import {
  addInventory,
  addMember,
  addMenuItem,
  memberRow,
  movementsOf,
  noodleMenu,
  openTable,
  seated,
  shop,
  stockOf,
} from './testing'

let ctx: TestContext
afterEach(() => ctx?.close())

const orderCount = () => ctx.db.db.select({ n: count() }).from(orders).get()!.n

/** Two large beef noodles with egg, spicy, and one black tea: 2 × 235 + 30 = 500.00, fee 50.00. */
function lunch(m: ReturnType<typeof noodleMenu>, extra: Record<string, unknown> = {}) {
  return {
    items: [
      {
        menuItemId: m.beefNoodle.id,
        quantity: 2,
        options: { size: '大碗', spice: '小辣', addOns: ['加蛋'] },
        notes: '不要蔥',
      },
      { menuItemId: m.tea.id, quantity: 1 },
    ],
    ...extra,
  }
}

describe('creating an order', () => {
  test('prices every line from the menu, numbers it per day, deducts the recipe and records cost', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const created: unknown[] = []
    ctx.services.events.on('order.created', (e) => created.push(e))

    const res = await s.asStaff.post(
      '/orders',
      lunch(m, { tableId: table.id, subtotal: '500.00', serviceFee: '50.00', total: '550.00' }),
    )
    expect(res.status).toBe(201)
    const o = res.body
    expect(o).toMatchObject({
      orderNumber: '20261122-001',
      storeId: s.storeId,
      tableId: table.id,
      tableNumber: 'A1',
      sessionId: table.sessionId,
      orderType: 'dine_in',
      status: 'pending',
      paymentStatus: 'unpaid',
      subtotal: '500.00',
      serviceFee: '50.00',
      discount: '0.00',
      total: '550.00',
      costData: { totalCost: '140.00' },
    })
    expect(o.items[0]).toMatchObject({
      menuItemId: m.beefNoodle.id,
      name: '紅燒牛肉麵',
      quantity: 2,
      basePrice: '180.00',
      unitPrice: '235.00',
      subtotal: '470.00',
      options: { size: { name: '大碗', price: '220.00' }, spice: '小辣', addOns: [{ name: '加蛋', price: '15.00' }] },
      notes: '不要蔥',
    })
    expect(o.items[1]).toMatchObject({
      name: '紅茶',
      unitPrice: '30.00',
      options: { size: null, spice: null, addOns: [] },
    })
    expect(o.createdAt).toBe('2026-11-22T04:00:00.000Z')

    // 150 g beef and 200 g noodles per bowl, two bowls
    expect(stockOf(ctx, m.beef.id)).toBe(10_000 - 300)
    expect(stockOf(ctx, m.noodles.id)).toBe(5_000 - 400)
    expect(
      movementsOf(ctx, o.id)
        .map((x) => [x.inventoryItemId, x.deltaMilli, x.reason])
        .sort(),
    ).toEqual(
      [
        [m.beef.id, -300, 'order'],
        [m.noodles.id, -400, 'order'],
      ].sort() as never,
    )
    expect(created).toEqual([{ storeId: s.storeId, orderId: o.id }])
    const log = ctx.db.db.select().from(activityLogs).where(eq(activityLogs.action, 'create_order')).all()
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ entityType: 'order', entityId: o.id, storeId: s.storeId })
    expect(log[0].details).toEqual({ orderNumber: '20261122-001', tableNumber: 'A1', total: '550.00', itemCount: 2 })
    // The answer is built from the rows just written; it must be what reading the order gives.
    expect((await s.asStaff.get(`/orders/${o.id}`)).body).toEqual(o)

    const second = await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [{ menuItemId: m.tea.id, quantity: 1 }],
    })
    expect(second.body.orderNumber).toBe('20261122-002')
    ctx.clock.advance(12 * 3_600_000) // 16:00 UTC = midnight in Taipei
    const nextDay = await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [{ menuItemId: m.tea.id, quantity: 1 }],
    })
    expect(nextDay.body.orderNumber).toBe('20261123-001')
  })

  test('a tampered total is refused with the server figures and nothing is written', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const res = await s.asStaff.post(
      '/orders',
      lunch(m, { tableId: table.id, subtotal: '5.00', serviceFee: '0.50', total: '5.50' }),
    )
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('TOTALS_MISMATCH')
    expect(res.body.expected).toEqual({ subtotal: '500.00', serviceFee: '50.00', discount: '0.00', total: '550.00' })
    expect(res.body.message).toContain('550.00')
    expect(orderCount()).toBe(0)
    expect(stockOf(ctx, m.beef.id)).toBe(10_000)

    const feeAndTotal = await s.asStaff.post(
      '/orders',
      lunch(m, { tableId: table.id, serviceFee: '50.00', total: '549.99' }),
    )
    expect(feeAndTotal.status).toBe(422)
    const onlySubtotal = await s.asStaff.post('/orders', lunch(m, { tableId: table.id, subtotal: '499.99' }))
    expect(onlySubtotal.status).toBe(422)
    expect(orderCount()).toBe(0)
    const badMoney = await s.asStaff.post('/orders', lunch(m, { tableId: table.id, total: 'abc' }))
    expect(badMoney.status).toBe(422)
    // Client echoes of line prices are ignored; the server prices from the menu.
    const echoed = await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [{ menuItemId: m.tea.id, quantity: 1, name: '紅茶', basePrice: '0.01', subtotal: '0.01' }],
    })
    expect(echoed.status).toBe(201)
    expect(echoed.body.total).toBe('33.00')
  })

  test('options may be named plainly or as objects; unknown ones are refused naming the item', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const line = (options: unknown) => ({
      tableId: table.id,
      items: [{ menuItemId: m.beefNoodle.id, quantity: 1, options }],
    })

    const ok = await s.asStaff.post(
      '/orders',
      line({ size: { name: '小碗', price: '1.00' }, addOns: [{ name: '加麵' }] }),
    )
    expect(ok.status).toBe(201)
    expect(ok.body.items[0].unitPrice).toBe('180.00')

    for (const [options, kind] of [
      [{ size: '特大碗' }, '尺寸'],
      [{ spice: '地獄辣' }, '辣度'],
      [{ addOns: ['加金箔'] }, '加點'],
    ] as const) {
      const bad = await s.asStaff.post('/orders', line(options))
      expect(bad.status).toBe(422)
      expect(bad.body.code).toBe('ORDER_OPTION_UNKNOWN')
      expect(bad.body.message).toContain('紅燒牛肉麵')
      expect(bad.body.message).toContain(kind)
    }
  })

  test("menu items must be this store's, available and active; quantities 1..99; the cart not empty", async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const other = await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } })
    const foreign = addMenuItem(ctx, other.body.id, { name: '別店的麵', basePrice: 100 })
    const soldOut = addMenuItem(ctx, s.storeId, { name: '滷肉飯', basePrice: 5_000, status: 'unavailable' })
    const hidden = addMenuItem(ctx, s.storeId, { name: '季節湯', basePrice: 5_000, isActive: false })
    const post = (items: unknown[]) => s.asStaff.post('/orders', { tableId: table.id, items })

    expect((await post([{ menuItemId: foreign.id, quantity: 1 }])).status).toBe(404)
    expect((await post([{ menuItemId: 99_999, quantity: 1 }])).body.code).toBe('MENU_ITEMS_NOT_FOUND')
    const unavailable = await post([{ menuItemId: soldOut.id, quantity: 1 }])
    expect(unavailable.status).toBe(422)
    expect(unavailable.body.message).toContain('滷肉飯')
    expect((await post([{ menuItemId: hidden.id, quantity: 1 }])).body.code).toBe('ORDER_ITEM_UNAVAILABLE')
    for (const quantity of [0, 100, 1.5, -1]) {
      const res = await post([{ menuItemId: m.tea.id, quantity }])
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('ORDER_QUANTITY_INVALID')
    }
    expect((await post([{ menuItemId: m.tea.id, quantity: 99 }])).status).toBe(201)
    const empty = await post([])
    expect(empty.status).toBe(422)
    expect(empty.body.message).toContain('訂單為空')
  })

  test("dine-in joins its table's session (a reserved table is refused); takeout has no table", async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const a1 = await openTable(s, 'A1')
    const a2 = await openTable(s, 'A2')
    const reserved = (await s.asStaff.post('/tables', { number: 'B1', status: 'reserved' })).body
    const items = [{ menuItemId: m.tea.id, quantity: 1 }]

    const noTable = await s.asStaff.post('/orders', { items })
    expect(noTable.status).toBe(422)
    expect(noTable.body.message).toContain('請先選擇桌號')
    const notFree = await s.asStaff.post('/orders', { tableId: reserved.id, items })
    expect(notFree.status).toBe(409)
    expect(notFree.body.code).toBe('TABLE_NOT_AVAILABLE')
    expect(notFree.body.message).toContain('B1')
    expect(orderCount()).toBe(0)
    const mismatch = await s.asStaff.post('/orders', { tableId: a1.id, sessionId: a2.sessionId, items })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.code).toBe('TABLE_SESSION_MISMATCH')
    const bySession = await s.asStaff.post('/orders', { sessionId: a2.sessionId, items })
    expect(bySession.body).toMatchObject({ tableId: a2.id, tableNumber: 'A2', sessionId: a2.sessionId })
    expect((await s.asStaff.post('/orders', { orderType: 'takeout', tableId: a1.id, items })).body.code).toBe(
      'TAKEOUT_WITH_TABLE',
    )
    const takeout = await s.asStaff.post('/orders', { orderType: 'takeout', items, paymentMethod: 'cash' })
    expect(takeout.status).toBe(201)
    // takeout carries no service fee by default
    expect(takeout.body).toMatchObject({
      orderType: 'takeout',
      tableId: null,
      sessionId: null,
      paymentMethod: 'cash',
      serviceFee: '0.00',
      total: '30.00',
    })
  })

  test(`the POS payload (spec part 1 §7): tableId null is takeout; an available table is seated for its seats and the \
order joins it`, async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const b2 = (await s.asStaff.post('/tables', { number: 'B2', seats: 6 })).body
    const opened: unknown[] = []
    ctx.services.events.on('table.opened', (e) => opened.push(e))
    const line = {
      menuItemId: m.tea.id,
      name: '紅茶',
      quantity: 1,
      basePrice: '30.00',
      options: { size: null, spice: null, addOns: [] },
      subtotal: '30.00',
    }
    // the POS shows (and sends) no service fee on takeout, 10% at a table
    const pos = (
      tableId: number | null,
      fee = tableId === null ? '0.00' : '3.00',
      total = tableId === null ? '30.00' : '33.00',
    ) => ({
      tableId,
      memberId: null,
      items: [line],
      subtotal: '30.00',
      serviceFee: fee,
      total,
      paymentMethod: 'cash',
      status: 'pending',
    })

    // a fee no rule gives is refused; the spec's 10% on takeout is answered with the store's 0.00
    const madeUp = await s.asStaff.post('/orders', pos(null, '5.00', '35.00'))
    expect(madeUp.status).toBe(422)
    expect(madeUp.body).toMatchObject({
      code: 'TOTALS_MISMATCH',
      expected: { subtotal: '30.00', serviceFee: '0.00', discount: '0.00', total: '30.00' },
    })
    expect(orderCount()).toBe(0)
    const specRule = await s.asStaff.post('/orders', pos(null, '3.00', '33.00'))
    expect(specRule.status).toBe(201)
    expect(specRule.body).toMatchObject({ orderType: 'takeout', serviceFee: '0.00', total: '30.00' })
    const takeout = await s.asStaff.post('/orders', pos(null))
    expect(takeout.status).toBe(201)
    expect(takeout.body).toMatchObject({
      orderType: 'takeout',
      tableId: null,
      sessionId: null,
      serviceFee: '0.00',
      total: '30.00',
      status: 'pending',
    })
    expect(opened).toEqual([])

    const first = await s.asStaff.post('/orders', pos(b2.id))
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ orderType: 'dine_in', tableId: b2.id, tableNumber: 'B2', total: '33.00' })
    const table = (await s.asStaff.get(`/tables/${b2.id}`)).body
    expect(table).toMatchObject({ status: 'occupied', sessionId: first.body.sessionId, guestCount: 6 })
    expect(opened).toEqual([{ storeId: s.storeId, tableId: b2.id, sessionId: first.body.sessionId }])
    const second = await s.asStaff.post('/orders', pos(b2.id))
    expect(second.body.sessionId).toBe(first.body.sessionId)
    expect(opened).toHaveLength(1)
  })

  test('100 orders at once to one available table seat it once: one session holds them all', async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const c1 = (await s.asStaff.post('/tables', { number: 'C1', seats: 2 })).body
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        s.asStaff.post('/orders', {
          tableId: c1.id,
          items: [{ menuItemId: m.tea.id, quantity: 1 }],
          subtotal: '30.00',
          serviceFee: '3.00',
          total: '33.00',
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201))
    const sessions = ctx.db.sqlite
      .query('SELECT id, guest_count AS guests, status FROM table_sessions WHERE table_id = ?')
      .all(c1.id) as { id: number; guests: number; status: string }[]
    expect(sessions).toEqual([{ id: sessions[0].id, guests: 2, status: 'open' }])
    expect(new Set(results.map((r) => r.body.sessionId))).toEqual(new Set([sessions[0].id]))
    expect(ctx.db.db.select({ n: count() }).from(orders).where(eq(orders.sessionId, sessions[0].id)).get()!.n).toBe(100)
    expect(
      ctx.db.db.select({ n: count() }).from(activityLogs).where(eq(activityLogs.action, 'open_table')).get()!.n,
    ).toBe(1)
  })

  test(`the staff payload (spec part 2 §7) with no serviceFee and the items' sum as total: the server's fee and total \
stand`, async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const items = [
      { menuItemId: m.tea.id, name: '紅茶', quantity: 2, basePrice: '30.00', options: {}, subtotal: '60.00' },
    ]
    const staff = (subtotal: string) => ({
      storeId: s.storeId,
      tableId: table.id,
      sessionId: table.sessionId,
      items,
      subtotal,
      total: subtotal,
      orderType: 'dine_in',
      notes: '',
    })
    const res = await s.asStaff.post('/orders', staff('60.00'))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      subtotal: '60.00',
      serviceFee: '6.00',
      total: '66.00',
      sessionId: table.sessionId,
    })
    // The subtotal is a figure the client can know: a wrong one is still refused.
    const wrong = await s.asStaff.post('/orders', staff('59.00'))
    expect(wrong.status).toBe(422)
    expect(wrong.body.code).toBe('TOTALS_MISMATCH')
    expect(wrong.body.expected).toMatchObject({ subtotal: '60.00', total: '66.00' })
    expect(orderCount()).toBe(1)
  })

  test('a member gets the tier discount on the items and earns spend, visit and 1 point per NT$100', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const silver = addMember(ctx, s.storeId, 'silver')
    const res = await s.asStaff.post(
      '/orders',
      lunch(m, {
        tableId: table.id,
        memberId: silver.id,
        subtotal: '500.00',
        serviceFee: '50.00',
        discount: '50.00',
        total: '500.00',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ memberId: silver.id, discount: '50.00', total: '500.00' })
    expect(memberRow(ctx, silver.id)).toMatchObject({ totalSpent: 50_000, points: 5, lastVisit: ctx.clock.now() })

    const other = await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } })
    const stranger = addMember(ctx, other.body.id, 'vip')
    const foreign = await s.asStaff.post('/orders', lunch(m, { tableId: table.id, memberId: stranger.id }))
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('MEMBER_NOT_FOUND')
  })

  test('an order the recorded stock cannot cover goes through, stock reads below zero, manager warned', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const shrimp = addInventory(ctx, s.storeId, { name: '蝦仁', stockMilli: 0, unit: '公斤' })
    const fried = addMenuItem(ctx, s.storeId, {
      name: '蝦仁炒飯',
      basePrice: 12_000,
      costData: { 蝦仁: { inventoryId: shrimp.id, quantity: 80 }, 麵條: { inventoryId: m.noodles.id, quantity: 10 } },
    })
    const res = await s.asStaff.post('/orders', { tableId: table.id, items: [{ menuItemId: fried.id, quantity: 2 }] })
    expect(res.status).toBe(201)
    expect(stockOf(ctx, shrimp.id)).toBe(-160)
    expect(stockOf(ctx, m.noodles.id)).toBe(5_000 - 20)
    expect(orderCount()).toBe(1)
    const item = await s.asManager.get(`/inventory/${shrimp.id}`)
    expect(item.body).toMatchObject({ currentStock: '-0.160', stockStatus: 'out' })
    const logs = await s.asManager.get('/activity-logs?action=stock_below_zero')
    expect(logs.body.map((l: { entityId: number; details: unknown }) => [l.entityId, l.details])).toEqual([
      [
        res.body.id,
        {
          orderNumber: res.body.orderNumber,
          ingredients: [{ inventoryItemId: shrimp.id, name: '蝦仁', stock: '-0.16', unit: '公斤' }],
        },
      ],
    ])
  })
})

describe('idempotent submission', () => {
  test('a retry with the same key returns the first order; a different request with that key is refused', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const body = lunch(m, { tableId: table.id })
    const first = await s.asStaff.post('/orders', body, { 'idempotency-key': 'pos-1-abc' })
    const retry = await s.asStaff.post('/orders', body, { 'idempotency-key': 'pos-1-abc' })
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replay')).toBeNull()
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replay')).toBe('true')
    expect(retry.body).toEqual(first.body)
    expect(orderCount()).toBe(1)
    expect(stockOf(ctx, m.beef.id)).toBe(10_000 - 300)

    const changed = await s.asStaff.post('/orders', lunch(m, { tableId: table.id, notes: '改單' }), {
      'idempotency-key': 'pos-1-abc',
    })
    expect(changed.status).toBe(409)
    expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT')
    expect(orderCount()).toBe(1)
  })

  test('clientOrderId in the body works the same; overlong keys are refused', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const body = lunch(m, { tableId: table.id, clientOrderId: 'c-42' })
    expect((await s.asStaff.post('/orders', body)).status).toBe(201)
    expect((await s.asStaff.post('/orders', body)).status).toBe(200)
    expect(orderCount()).toBe(1)
    const long = await s.asStaff.post('/orders', lunch(m, { tableId: table.id, clientOrderId: 'x'.repeat(101) }))
    expect(long.status).toBe(422)
    expect(long.body.code).toBe('IDEMPOTENCY_KEY_INVALID')
  })

  test('requests racing with the same key create exactly one order', async () => {
    ctx = createTestContext()
    const { s, m, table } = await seated(ctx)
    const body = lunch(m, { tableId: table.id })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => s.asStaff.post('/orders', body, { 'idempotency-key': 'race-1' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1)
    expect(orderCount()).toBe(1)
    expect(stockOf(ctx, m.noodles.id)).toBe(5_000 - 400)
  })
})

describe('reading orders', () => {
  test("filters by status, date, table, session and search; another store's order is not found", async () => {
    ctx = createTestContext()
    const s = await shop(ctx)
    const m = noodleMenu(ctx, s.storeId)
    const a1 = await openTable(s, 'A1')
    const b7 = await openTable(s, 'B7')
    const one = [{ menuItemId: m.tea.id, quantity: 1 }]
    const o1 = (await s.asStaff.post('/orders', { tableId: a1.id, items: one })).body
    const o2 = (await s.asStaff.post('/orders', { tableId: b7.id, items: one })).body
    await s.asStaff.patch(`/orders/${o2.id}`, { status: 'confirmed' })
    ctx.clock.advance(24 * 3_600_000)
    const o3 = (await s.asStaff.post('/orders', { orderType: 'takeout', items: one })).body

    const ids = async (q: string) => (await s.asStaff.get(`/orders${q}`)).body.map((o: { id: number }) => o.id)
    expect(await ids('')).toEqual([o3.id, o2.id, o1.id])
    expect(await ids('?status=confirmed')).toEqual([o2.id])
    expect(await ids('?date=2026-11-22')).toEqual([o2.id, o1.id])
    expect(await ids('?date=2026-11-23')).toEqual([o3.id])
    expect(await ids(`?tableId=${b7.id}`)).toEqual([o2.id])
    expect(await ids(`?sessionId=${a1.sessionId}`)).toEqual([o1.id])
    expect(await ids('?search=B7')).toEqual([o2.id])
    expect(await ids(`?search=${o3.orderNumber}`)).toEqual([o3.id])
    expect(await ids('?limit=1')).toEqual([o3.id])
    expect((await s.asStaff.get('/orders?date=2026-13-01')).status).toBe(422)
    expect((await s.asStaff.get('/orders?status=done')).status).toBe(422)

    expect((await s.asStaff.get(`/orders/${o1.id}`)).body.items).toHaveLength(1)
    const other = await ctx.request('POST', '/api/stores', { cookie: s.manager, body: { name: '二店', code: 'S2' } })
    expect(
      (await ctx.request('GET', `/api/stores/${other.body.id}/orders/${o1.id}`, { cookie: s.manager })).status,
    ).toBe(404)
    expect((await ctx.request('GET', `/api/stores/${other.body.id}/orders`, { cookie: s.staff })).status).toBe(403)
    expect((await ctx.request('GET', `/api/stores/${s.storeId}/orders`)).status).toBe(401)
  })
})
