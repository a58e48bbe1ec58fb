import { afterAll, beforeAll, expect, test } from 'bun:test'
import { PNG, apiRoutes, concrete, createWorld, dbDigest, paramKeys, routeName, type Ids, type World } from './world'

/**
 * Rows belong to the store in the URL. Even the owner (who may open every store) must not reach
 * store B's rows through store A's path, nor name them in a body sent to store A: each such call is
 * a 4xx that changes nothing. Everyone else works only in the stores they are assigned to.
 */

let w: World
beforeAll(async () => {
  w = await createWorld()
}, 60_000)
afterAll(() => w.ctx.close())

/** A body each route would accept for its own store's rows, so only the store mismatch can refuse it. */
const VALID_BODY: Record<string, unknown> = {
  'PATCH /api/stores/:storeId/handover/:id': { task: '改過' },
  'POST /api/stores/:storeId/handover/:id/notes': { content: '備註' },
  'PATCH /api/stores/:storeId/inventory-categories/:categoryId': { name: '改名' },
  'PATCH /api/stores/:storeId/inventory/:itemId': { name: '改名' },
  'POST /api/stores/:storeId/inventory/:itemId/stock': { quantity: '1', reason: 'restock' },
  'PATCH /api/stores/:storeId/members/:id': { name: '改名' },
  'POST /api/stores/:storeId/members/:id/points': { delta: 5 },
  'PATCH /api/stores/:storeId/menu-categories/:categoryId': { name: '改名' },
  'PATCH /api/stores/:storeId/menu/:itemId': { name: '改名' },
  'POST /api/stores/:storeId/menu/:itemId/images': { imageData: PNG, mimeType: 'image/png' },
  'PATCH /api/stores/:storeId/menu/:itemId/images/:imageId': { isPrimary: true },
  'PATCH /api/stores/:storeId/orders/:orderId': { status: 'confirmed' },
  'POST /api/stores/:storeId/orders/:orderId/cancel': { reason: '測試' },
  'POST /api/stores/:storeId/orders/:orderId/reprint': {},
  'PATCH /api/stores/:storeId/orders/:orderId/status': { status: 'preparing' },
  'PATCH /api/stores/:storeId/printers/:id': { name: '改名' },
  'PATCH /api/stores/:storeId/tables/:tableId': { seats: 6 },
  'POST /api/stores/:storeId/tables/:tableId/open': { guestCount: 2 },
  'POST /api/stores/:storeId/shifts/:id/movements': { reason: 'drop', amount: '10' },
  'POST /api/stores/:storeId/shifts/:id/close': { countedCash: '0' },
}

test('store A’s path with store B’s ids after it: 404 on reads, and a 4xx that changes nothing on writes', async () => {
  const wrong: string[] = []
  const mixed = apiRoutes(w.ctx).filter((r) => r.role && r.path.includes(':storeId') && paramKeys(r.path).length > 1)
  for (const r of mixed) {
    const path = concrete(r, w.b, w.staff.id, { 'stores/:storeId': String(w.a.storeId) })
    const before = dbDigest(w.ctx)
    const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : (VALID_BODY[routeName(r)] ?? {})
    const res = await w.send(r.method, path, { cookie: w.manager.cookie, body })
    if (r.method === 'GET' ? res.status !== 404 : res.status < 400 || res.status >= 500)
      wrong.push(`${routeName(r)} → ${res.status} ${res.text.slice(0, 100)}`)
    if (dbDigest(w.ctx) !== before) wrong.push(`${routeName(r)} changed data`)
  }
  expect(mixed.length).toBeGreaterThan(40)
  expect(wrong).toEqual([])
})

/** Store B's rows named inside bodies sent to store A's routes. */
function foreignBodies(a: Ids, b: Ids): [string, string, unknown][] {
  const s = `/api/stores/${a.storeId}`
  const dish = [{ menuItemId: a.menuItemId, quantity: 1 }]
  return [
    ['POST', `${s}/orders`, { tableId: b.tableId, items: dish }],
    ['POST', `${s}/orders`, { orderType: 'takeout', items: [{ menuItemId: b.menuItemId, quantity: 1 }] }],
    ['POST', `${s}/orders`, { orderType: 'takeout', memberId: b.memberId, items: dish }],
    ['POST', `${s}/orders`, { tableId: a.tableId, sessionId: b.sessionId, items: dish }],
    ['POST', `${s}/payments`, { orderId: b.orderId, amount: '1.00', paymentMethod: 'cash' }],
    ['POST', `${s}/payments`, { sessionId: b.sessionId, amount: '1.00', paymentMethod: 'cash' }],
    ['PATCH', `${s}/menu/batch-status`, { itemIds: [b.menuItemId], isActive: false }],
    ['PATCH', `${s}/menu/batch-price`, { itemIds: [b.menuItemId], adjustmentType: 'fixed', adjustmentValue: 5 }],
    ['PATCH', `${s}/menu/batch-category`, { itemIds: [a.menuItemId], categoryId: b.menuCategoryId }],
    ['PATCH', `${s}/menu/reorder`, { itemIds: [b.menuItemId] }],
    ['POST', `${s}/menu`, { name: '越界', basePrice: '1.00', categoryId: b.menuCategoryId }],
    ['PATCH', `${s}/menu/${a.menuItemId}`, { categoryId: b.menuCategoryId }],
    ['PATCH', `${s}/menu/${a.menuItemId}`, { costData: { rice: { inventoryId: b.inventoryItemId, quantity: 100 } } }],
    [
      'POST',
      `${s}/inventory`,
      {
        name: '越界',
        categoryId: b.inventoryCategoryId,
        unit: '個',
        currentStock: '1',
        safetyStock: '1',
        unitCost: '1.00',
      },
    ],
    ['PATCH', `${s}/inventory/${a.inventoryItemId}`, { categoryId: b.inventoryCategoryId }],
    [
      'POST',
      `/api/table-configurations/${a.configurationId}/combinations`,
      { name: '越界', tableIds: [b.tableId, b.otherTableId] },
    ],
    [
      'POST',
      `/api/table-configurations/${a.configurationId}/combinations`,
      { name: '越界', tableIds: [a.tableId, b.tableId] },
    ],
    [
      'POST',
      `${s}/printers`,
      { name: '越界', role: 'kitchen', connection: 'usb', address: '/dev/usb/lp0', categoryIds: [b.menuCategoryId] },
    ],
    ['PATCH', `${s}/printers/${a.printerId}`, { categoryIds: [b.menuCategoryId] }],
    ['POST', `${s}/orders/${a.orderId}/reprint`, { printerId: b.printerId }],
    ['DELETE', `/api/table-combinations/${b.combinationId}?storeId=${a.storeId}`, undefined],
  ]
}

test('store B’s ids inside a body sent to store A are refused and change nothing', async () => {
  const wrong: string[] = []
  for (const [method, path, body] of foreignBodies(w.a, w.b)) {
    const before = dbDigest(w.ctx)
    const res = await w.send(method, path, { cookie: w.manager.cookie, body })
    const label = `${method} ${path} ${JSON.stringify(body)}`
    if (res.status < 400 || res.status >= 500) wrong.push(`${label} → ${res.status} ${res.text.slice(0, 120)}`)
    else if (dbDigest(w.ctx) !== before) wrong.push(`${label} changed data`)
  }
  expect(wrong).toEqual([])
})

test(`staff and managers cannot switch to, or read or post announcements for, a store they do not belong \
to`, async () => {
  const before = dbDigest(w.ctx)
  for (const [who, own, other] of [
    [w.staff, w.a, w.b],
    [w.managerA, w.a, w.b],
    [w.managerB, w.b, w.a],
  ] as const) {
    expect(
      (await w.send('PATCH', '/api/users/me/current-store', { cookie: who.cookie, body: { storeId: other.storeId } }))
        .status,
    ).toBe(403)
    expect((await w.send('GET', `/api/announcements/${other.storeId}`, { cookie: who.cookie })).status).toBe(403)
    expect((await w.send('GET', '/api/stores', { cookie: who.cookie })).body.map((s: { id: number }) => s.id)).toEqual([
      own.storeId,
    ])
  }
  for (const who of [w.managerA, w.managerB]) {
    const other = who === w.managerA ? w.b : w.a
    const res = await w.send('POST', '/api/announcements/', {
      cookie: who.cookie,
      body: { storeId: other.storeId, title: '越界', content: '越界' },
    })
    expect(res.status).toBe(403)
    const sop = await w.send('POST', `/api/menu-items/${other.menuItemId}/sop`, {
      cookie: who.cookie,
      body: { title: '越界', steps: [{ text: '越界' }] },
    })
    expect([403, 404]).toContain(sop.status)
  }
  expect(dbDigest(w.ctx)).toBe(before)
})
