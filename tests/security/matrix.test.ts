import { afterAll, beforeAll, expect, test } from 'bun:test'
import { POLICY } from './policy'
import { ACTORS, declaredRoleFor, expected, meets, ruleOf, type Actor } from './rules'
import {
  PASSWORDS,
  apiRoutes,
  concrete,
  createWorld,
  dbDigest,
  paramKeys,
  routeName,
  unknownParams,
  type ApiRoute,
  type Ids,
  type World,
} from './world'

/**
 * The authorization matrix, generated from the app's own route list: every API route × {signed
 * out, diner with the table's QR token, diner with another table's token, the kiosk with its
 * link's token, staff of store A, manager of store A, manager of store B, owner}, with real ids
 * from a populated store so the allowed calls get past lookup and validation.
 */

let w: World
beforeAll(async () => {
  w = await createWorld()
}, 60_000)
afterAll(() => w.ctx.close())

const routes = () => apiRoutes(w.ctx)
const QR_ORDER = 'POST /api/stores/:storeId/orders/qr'
const KIOSK_ORDER = 'POST /api/stores/:storeId/orders/kiosk'
/**
 * Routes that find the row's store only after validating the body: with an empty body every
 * caller would get the same 422, so they get one that passes and the store check must refuse.
 */
const VALID_BODY: Record<string, (ids: Ids) => unknown> = {
  'POST /api/menu-items/:id/sop': () => ({ title: 'SOP', steps: [{ text: '盛飯' }] }),
  'POST /api/table-configurations/:id/combinations': (ids) => ({
    name: '併桌',
    tableIds: [ids.tableId, ids.otherTableId],
  }),
}

function freshCookie(userId: number) {
  return (
    `pos_sid=` +
    `${w.ctx.services.sessions.create(userId, 'password', { ip: 'matrix', userAgent: null }, w.ctx.clock.now())}`
  )
}

function accountOf(actor: Actor): { cookie: string; id: number } | null {
  switch (actor) {
    case 'staff':
      return w.staff
    case 'managerA':
      return w.managerA
    case 'managerB':
      return w.managerB
    case 'owner':
      return w.manager
    default:
      return null
  }
}

function cookieOf(actor: Actor, route: ApiRoute): string | undefined {
  const account = accountOf(actor)
  if (!account) return undefined
  // Signing out must not end the session the rest of the column uses.
  if (route.path === '/api/logout') return freshCookie(account.id)
  return account.cookie
}

function tokenOf(actor: Actor): string {
  const tokens: Partial<Record<Actor, string>> = { diner: w.a.token, otherDiner: w.a.otherToken, kiosk: w.a.kioskToken }
  return tokens[actor] ?? ''
}

/** One call as `actor`: store A's ids in the path (the owner's: store B's), the actor's token in query and QR body. */
function call(route: ApiRoute, actor: Actor) {
  const token = tokenOf(actor)
  const ids = actor === 'owner' ? w.b : w.a
  const path = concrete(route, ids, w.staff.id) + (token ? `?t=${token}` : '')
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? undefined
      : routeName(route) === QR_ORDER
        ? { tableId: ids.tableId, token, items: [{ menuItemId: ids.menuItemId, quantity: 1 }] }
        : routeName(route) === KIOSK_ORDER
          ? { kioskId: ids.kioskId, token, items: [{ menuItemId: ids.menuItemId, quantity: 1 }] }
          : (VALID_BODY[routeName(route)]?.(ids) ?? {})
  return w.send(route.method, path, { cookie: cookieOf(actor, route), body })
}

test(`every API route has a rule in policy.ts, declares the role its rule names, and has a fixture id per \
parameter`, () => {
  const all = routes()
  expect(all.length).toBeGreaterThan(100)
  expect(all.filter((r) => !ruleOf(r)).map(routeName)).toEqual([])
  const mismatched = all.filter((r) => ruleOf(r) && r.role !== declaredRoleFor(ruleOf(r)!))
  expect(mismatched.map((r) => `${routeName(r)}: declares ${r.role ?? 'no role'}, policy says ${ruleOf(r)}`)).toEqual(
    [],
  )
  expect(all.filter((r) => unknownParams(r.path).length).map(routeName)).toEqual([])
  // No stale lines either: each names a route that exists.
  const names = new Set(all.map(routeName))
  expect(Object.keys(POLICY).filter((k) => !names.has(k))).toEqual([])
})

test('staff of store A get 403 on every store-scoped route of store B (its ids in the path)', async () => {
  const wrong: string[] = []
  const scoped = routes().filter((r) => r.role === 'staff' && paramKeys(r.path).some((k) => k !== 'users/:userId'))
  for (const r of scoped) {
    const res = await w.send(r.method, concrete(r, w.b, w.staff.id), {
      cookie: w.staff.cookie,
      body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
    })
    // Routes without :storeId find the row's store and refuse it (403) or pretend it is not there (404).
    const okStatuses = r.path.includes(':storeId') ? [403] : [403, 404]
    if (!okStatuses.includes(res.status)) wrong.push(`${routeName(r)} → ${res.status}`)
    if (r.path.includes(':storeId') && res.body?.code !== 'STORE_ACCESS_DENIED')
      wrong.push(`${routeName(r)} code ${res.body?.code}`)
  }
  expect(scoped.length).toBeGreaterThan(40)
  expect(wrong).toEqual([])
})

test(`the manager of store B gets 403 on store A’s orders and on store A’s people, the owner included, and changes \
nothing`, async () => {
  const { a } = w
  const mb = w.managerB.cookie
  const before = dbDigest(w.ctx)
  const reads = [
    `/api/stores/${a.storeId}/orders`,
    `/api/stores/${a.storeId}/orders/${a.orderId}`,
    `/api/stores/${a.storeId}/reports`,
    `/api/stores/${a.storeId}/menu/costs`,
  ]
  for (const path of reads) {
    const res = await w.send('GET', path, { cookie: mb })
    expect([path, res.status, res.body?.code]).toEqual([path, 403, 'STORE_ACCESS_DENIED'])
  }
  for (const target of [w.manager.id, w.managerA.id, w.staff.id]) {
    for (const [method, path, body] of [
      ['POST', `/api/users/${target}/password`, { password: PASSWORDS.reset }],
      ['POST', `/api/users/${target}/pin`, { pin: '135790' }],
      ['PATCH', `/api/users/${target}`, { isActive: false }],
      ['PATCH', `/api/users/${target}`, { role: 'staff', storeIds: [w.b.storeId] }],
    ] as const) {
      const res = await w.send(method, path, { cookie: mb, body })
      expect([path, res.status, res.body?.code]).toEqual([path, 403, 'USER_ACCESS_DENIED'])
    }
  }
  // Nor may the manager of B make an owner, open a store, or switch registration on.
  expect(
    (
      await w.send('POST', '/api/users/', {
        cookie: mb,
        body: { username: 'boss2', password: PASSWORDS.reset, isOwner: true, storeIds: [w.b.storeId] },
      })
    ).body.code,
  ).toBe('OWNER_ONLY')
  expect((await w.send('POST', '/api/stores', { cookie: mb, body: { name: '丙店', code: 'C01' } })).body.code).toBe(
    'OWNER_ONLY',
  )
  expect(
    (await w.send('PATCH', '/api/settings/system', { cookie: mb, body: { registrationOpen: true } })).body.code,
  ).toBe('OWNER_ONLY')
  expect(dbDigest(w.ctx)).toBe(before)
  // The old password still signs the owner in.
  expect(
    (await w.send('POST', '/api/auth/local/login', { body: { username: 'manager', password: PASSWORDS.manager } }))
      .status,
  ).toBe(200)
})

test('each sees the stores they work at; the owner sees every store', async () => {
  const ids = async (cookie: string) =>
    (await w.send('GET', '/api/stores', { cookie })).body.map((s: { id: number }) => s.id)
  expect(await ids(w.managerA.cookie)).toEqual([w.a.storeId])
  expect(await ids(w.managerB.cookie)).toEqual([w.b.storeId])
  expect(await ids(w.staff.cookie)).toEqual([w.a.storeId])
  expect(await ids(w.manager.cookie)).toEqual([w.a.storeId, w.b.storeId])
  const who = async (cookie: string) => (await w.send('GET', '/api/auth/user', { cookie })).body
  expect(await who(w.manager.cookie)).toMatchObject({ role: 'manager', isOwner: true })
  expect(await who(w.managerB.cookie)).toMatchObject({ role: 'manager', isOwner: false })
})

test('staff may set only their own skill level', async () => {
  const other = await w.send('PATCH', `/api/users/${w.manager.id}/skill-level`, {
    cookie: w.staff.cookie,
    body: { skillLevel: 'expert' },
  })
  expect(other.status).toBe(403)
  const own = await w.send('PATCH', `/api/users/${w.staff.id}/skill-level`, {
    cookie: w.staff.cookie,
    body: { skillLevel: 'expert' },
  })
  expect(own.status).toBe(200)
})

test('inside staff routes, the manager-only parts stay the manager’s: prices, menu content, member tiers', async () => {
  const { a } = w
  const item = `/api/stores/${a.storeId}/menu/${a.menuItemId}`
  const before = await w.send('GET', item, { cookie: w.manager.cookie })
  for (const body of [{ basePrice: '1.00' }, { name: '改名' }, { addOns: [{ name: '蛋', price: '0.00' }] }]) {
    const res = await w.send('PATCH', item, { cookie: w.staff.cookie, body })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('MENU_EDIT_MANAGER_ONLY')
  }
  expect((await w.send('GET', item, { cookie: w.manager.cookie })).body).toEqual(before.body)
  // Marking a dish sold out is theirs.
  expect((await w.send('PATCH', item, { cookie: w.staff.cookie, body: { status: 'unavailable' } })).status).toBe(200)
  const tier = await w.send('PATCH', `/api/stores/${a.storeId}/members/${a.memberId}`, {
    cookie: w.staff.cookie,
    body: { tier: 'vip' },
  })
  expect(tier.status).toBe(403)
  expect(tier.body.code).toBe('MEMBER_TIER_MANAGER_ONLY')
})

test('cost, margin and recipe are the managers’: staff read and switch menu items without them', async () => {
  const { a } = w
  const s = `/api/stores/${a.storeId}/menu`
  const COST = /calculatedCost|profitMargin|costData/
  const staffViews = [
    await w.send('GET', s, { cookie: w.staff.cookie }),
    await w.send('GET', `${s}/${a.menuItemId}`, { cookie: w.staff.cookie }),
    await w.send('PATCH', `${s}/${a.menuItemId}`, { cookie: w.staff.cookie, body: { status: 'available' } }),
  ]
  for (const res of staffViews) {
    expect(res.status).toBe(200)
    expect(res.text).not.toMatch(COST)
  }
  expect(staffViews[0].body[0]).toMatchObject({
    id: a.menuItemId,
    basePrice: '40.00',
    inventoryStatus: expect.any(String),
  })
  expect((await w.send('GET', `${s}/costs`, { cookie: w.staff.cookie })).status).toBe(403)
  for (const cookie of [w.managerA.cookie, w.manager.cookie]) {
    expect((await w.send('GET', `${s}/${a.menuItemId}`, { cookie })).body).toMatchObject({
      calculatedCost: expect.any(String),
      costData: expect.any(Object),
    })
    expect((await w.send('GET', `${s}/costs`, { cookie })).status).toBe(200)
  }
})

test('a diner’s token for one table never reads or orders for another table', async () => {
  const { a, b } = w
  const orders = () => (w.ctx.db.sqlite.query('SELECT count(*) AS n FROM orders').get() as { n: number }).n
  const before = orders()
  const tableRoutes = routes().filter((r) => r.path.startsWith('/api/public/stores/:storeId/tables/:tableId'))
  expect(tableRoutes.length).toBeGreaterThanOrEqual(4)
  for (const r of tableRoutes) {
    const suffix = r.path.replace('/api/public/stores/:storeId/tables/:tableId', '')
    // Table A's token on table A-02, on store B's table, and on store B's path with table A's id.
    expect(
      (await w.send('GET', `/api/public/stores/${a.storeId}/tables/${a.otherTableId}${suffix}?t=${a.token}`)).status,
    ).toBe(403)
    expect(
      (await w.send('GET', `/api/public/stores/${b.storeId}/tables/${b.tableId}${suffix}?t=${a.token}`)).status,
    ).toBe(403)
    expect(
      (await w.send('GET', `/api/public/stores/${b.storeId}/tables/${a.tableId}${suffix}?t=${a.token}`)).status,
    ).toBe(404)
  }
  const item = [{ menuItemId: a.menuItemId, quantity: 1 }]
  for (const [storeId, tableId] of [
    [a.storeId, a.otherTableId],
    [b.storeId, b.tableId],
    [b.storeId, a.tableId],
  ]) {
    const res = await w.send('POST', `/api/stores/${storeId}/orders/qr`, {
      body: { tableId, token: a.token, items: item },
    })
    expect([403, 404]).toContain(res.status)
  }
  // Another store's dish cannot be slipped into this table's order either.
  const foreignDish = await w.send('POST', `/api/stores/${a.storeId}/orders/qr`, {
    body: { tableId: a.tableId, token: a.token, items: [{ menuItemId: b.menuItemId, quantity: 1 }] },
  })
  expect(foreignDish.status).toBeGreaterThanOrEqual(400)
  expect(foreignDish.status).toBeLessThan(500)
  expect(orders()).toBe(before)

  // What the diner does see is their own table's session only.
  const own = await w.send('GET', `/api/public/stores/${a.storeId}/tables/${a.tableId}/orders?t=${a.token}`)
  expect(own.status).toBe(200)
  const sessionOrders = w.ctx.db.sqlite
    .query('SELECT id FROM orders WHERE session_id = ? AND status != ?')
    .all(a.sessionId, 'cancelled') as { id: number }[]
  expect(own.body.map((o: { id: number }) => o.id).sort()).toEqual(sessionOrders.map((o) => o.id).sort())
  expect(JSON.stringify(own.body)).not.toMatch(/unitCost|cost|receivedBy|userId|username/i)
})

// One column per caller, in ACTORS' order; within a column, deletions come last.
for (const actor of ACTORS) {
  test(`${actor}: every API route answers as its rule says`, async () => {
    const ordered = [...routes()].sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'))
    const wrong: string[] = []
    for (const r of ordered) {
      const want = expected(r, actor)!
      const res = await call(r, actor)
      if (!meets(res.status, r.method, want))
        wrong.push(`${routeName(r)}: want ${want}, got ${res.status} ${res.text.slice(0, 120)}`)
      else if (want === 401 && (res.body?.code !== 'UNAUTHORIZED' || !/[\u4e00-\u9fff]/.test(res.body?.message)))
        wrong.push(`${routeName(r)}: 401 without the zh-TW UNAUTHORIZED body`)
    }
    expect(wrong).toEqual([])
  }, 60_000)
}
