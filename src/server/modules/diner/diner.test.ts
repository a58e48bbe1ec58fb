import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

let ctx: TestContext
afterEach(() => ctx?.close())

function insertTable(storeId: number, number: string) {
  const now = ctx.clock.now()
  return (
    ctx.db.sqlite
      .query(
        'INSERT INTO dining_tables (store_id, number, seats, status, qr_version, created_at, ' +
          'updated_at) VALUES (?, ?, 4, ?, 1, ?, ?) RETURNING id',
      )
      .get(storeId, number, 'available', now, now) as { id: number }
  ).id
}

async function setup() {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const tableId = insertTable(store.id, 'A-01')
  const otherTable = insertTable(store.id, 'A-02')
  const qr = await ctx.request('GET', `/api/stores/${store.id}/tables/${tableId}/qr`, { cookie: manager.cookie })
  expect(qr.status).toBe(200)
  return { manager, store, tableId, otherTable, token: qr.body.token as string, url: qr.body.url as string }
}

test('staff get a signed QR link in the spec form plus the token', async () => {
  const { store, tableId, url } = await setup()
  expect(url).toMatch(new RegExp(`^http://localhost/qr-order\\?store=${store.id}&table=${tableId}&t=[\\w-]{22}$`))
  expect((await ctx.request('GET', `/api/stores/${store.id}/tables/${tableId}/qr`)).status).toBe(401)
})

test('a diner with the token sees the table, and that there is no session until staff open it', async () => {
  const { store, tableId, token } = await setup()
  const table = await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}?t=${token}`)
  expect(table.status).toBe(200)
  expect(table.body).toMatchObject({
    number: 'A-01',
    serviceFeeRate: 0.1,
    rounding: 'half-up',
    hasActiveSession: false,
  })
  const none = await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/session?t=${token}`)
  expect(none.status).toBe(404)
  expect(none.body.message).toContain('桌位未開桌')

  const now = ctx.clock.now()
  ctx.db.sqlite
    .query(
      "INSERT INTO table_sessions (store_id, table_id, guest_count, status, started_at) VALUES (?, ?, 2, 'open', ?)",
    )
    .run(store.id, tableId, now)
  const open = await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/session?t=${token}`)
  expect(open.status).toBe(200)
  expect(open.body.guestCount).toBe(2)
  expect((await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/orders?t=${token}`)).body).toEqual(
    [],
  )
})

test('a guessed, missing, other-table or stale token is refused with 403', async () => {
  const { store, tableId, otherTable, token } = await setup()
  for (const bad of ['', 'x'.repeat(22), `${token.slice(1)}A`]) {
    const res = await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/session?t=${bad}`)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('QR_TOKEN_INVALID')
  }
  expect((await ctx.request('GET', `/api/public/stores/${store.id}/tables/${otherTable}?t=${token}`)).status).toBe(403)
  expect((await ctx.request('GET', `/api/public/stores/${store.id}/tables/99999?t=${token}`)).status).toBe(404)
  // Clearing the table bumps its QR version: yesterday's link dies.
  ctx.db.sqlite.query('UPDATE dining_tables SET qr_version = qr_version + 1 WHERE id = ?').run(tableId)
  expect((await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}?t=${token}`)).status).toBe(403)
})

test('public endpoints are rate limited per address', async () => {
  const { store, tableId, token } = await setup()
  let last = 0
  for (let i = 0; i < 125; i++)
    last = (await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}?t=${token}`)).status
  expect(last).toBe(429)
})

async function menuItem(cookie: string, storeId: number) {
  const res = await ctx.request('POST', `/api/stores/${storeId}/menu`, {
    cookie,
    body: { name: '滷肉飯', basePrice: '40.00' },
  })
  expect(res.status).toBe(201)
  return res.body.id as number
}

test('QR order: refused before the table is open, priced by the server after, dead after clearing', async () => {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const itemId = await menuItem(manager.cookie, store.id)
  const table = await ctx.request('POST', `/api/stores/${store.id}/tables`, {
    cookie: manager.cookie,
    body: { number: 'B-01', seats: 4 },
  })
  const tableId = table.body.id as number
  const token = (await ctx.request('GET', `/api/stores/${store.id}/tables/${tableId}/qr`, { cookie: manager.cookie }))
    .body.token
  // Client-sent prices are ignored (spec part 2 §3 QR payload carries them).
  const order = (clientOrderId: string) =>
    ctx.request('POST', `/api/stores/${store.id}/orders/qr`, {
      body: {
        tableId,
        token,
        clientOrderId,
        items: [{ menuItemId: itemId, quantity: 2, price: '1.00', subtotal: '2.00' }],
        subtotal: '2.00',
        total: '2.00',
        notes: '不要香菜',
      },
    })

  const closed = await order('a')
  expect(closed.status).toBe(409)
  expect(closed.body.message).toContain('桌位未開桌')
  expect(closed.body.message).toContain('No active session')

  expect(
    (
      await ctx.request('POST', `/api/stores/${store.id}/tables/${tableId}/open`, {
        cookie: manager.cookie,
        body: { guestCount: 2 },
      })
    ).status,
  ).toBe(200)
  const placed = await order('b')
  expect(placed.status).toBe(201)
  expect(placed.body.total).toBe('88.00') // 2 × 40 + 10% service fee
  // The answer is the order itself, as staff orders answer (spec part 2 §3), without staff or cost data.
  expect(placed.body).toMatchObject({
    orderType: 'qr_order',
    status: 'pending',
    subtotal: '80.00',
    serviceFee: '8.00',
    total: '88.00',
    tableId,
    notes: '不要香菜',
    items: [{ menuItemId: itemId, quantity: 2, basePrice: '40.00', subtotal: '80.00' }],
  })
  expect(placed.body).not.toHaveProperty('costData')
  expect(placed.body).not.toHaveProperty('staffId')
  expect((await order('b')).body.id).toBe(placed.body.id) // a retry is the same order
  const mine = await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/orders?t=${token}`)
  expect(mine.body).toHaveLength(1)
  expect(mine.body).toEqual([placed.body])
  const logged = ctx.db.sqlite
    .query("SELECT count(*) AS n FROM activity_logs WHERE action = 'create_qr_order'")
    .get() as { n: number }
  expect(logged.n).toBe(1)

  const session = (await ctx.request('GET', `/api/public/stores/${store.id}/tables/${tableId}/session?t=${token}`)).body
  expect(
    (
      await ctx.request('POST', `/api/stores/${store.id}/payments`, {
        cookie: manager.cookie,
        body: { sessionId: session.id, amount: '88.00', paymentMethod: 'cash' },
      })
    ).status,
  ).toBe(201)
  expect(
    (await ctx.request('POST', `/api/stores/${store.id}/tables/${tableId}/clear`, { cookie: manager.cookie, body: {} }))
      .status,
  ).toBe(200)
  const stale = await order('c')
  expect(stale.status).toBe(403)
  expect(stale.body.code).toBe('QR_TOKEN_INVALID')
})

test('QR orders are rate limited per address', async () => {
  const { store, tableId, token } = await setup()
  let last = 0
  for (let i = 0; i < 22; i++) {
    last = (
      await ctx.request('POST', `/api/stores/${store.id}/orders/qr`, {
        body: { tableId, token, items: [{ menuItemId: 1, quantity: 1 }] },
      })
    ).status
  }
  expect(last).toBe(429)
})
