import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'

/**
 * Self-registration, when the owner opens it, makes an account and nothing more: no store until a
 * manager assigns one. Usernames that look like another (a Cyrillic а in "аdmin", a zero-width
 * space) are refused wherever an account is made; full-width letters are the same name.
 */

let ctx: TestContext
afterEach(() => ctx?.close())

const openRegistration = (cookie: string, open: boolean) =>
  ctx.request('PATCH', '/api/settings/system', { cookie, body: { registrationOpen: open } })
const register = (username: string) =>
  ctx.request('POST', '/api/auth/local/register', {
    body: { username, password: 'secret123', email: 'new@shop.tw', firstName: '美美', lastName: '林' },
  })
const count = (sql: string, ...args: (string | number)[]) => (ctx.db.sqlite.query(sql).get(...args) as { n: number }).n

test(`a self-registered account signs in to no store: it reads no store's orders until a manager assigns \
one`, async () => {
  ctx = createTestContext()
  const { manager, store: a } = await ctx.managerWithStore()
  const b = (await ctx.request('POST', '/api/stores', { cookie: manager.cookie, body: { name: '乙店', code: 'B01' } }))
    .body
  const managerA = await ctx.request('POST', '/api/users', {
    cookie: manager.cookie,
    body: { username: 'mgra', password: 'secret123', role: 'manager', storeIds: [a.id] },
  })
  const mgrA = ctx.cookieOf(
    await ctx.request('POST', '/api/auth/local/login', { body: { username: 'mgra', password: 'secret123' } }),
  )
  expect(managerA.status).toBe(201)

  await openRegistration(manager.cookie, true)
  const reg = await register('newbie')
  expect(reg.status).toBe(201)
  expect(reg.body).toMatchObject({
    username: 'newbie',
    role: 'staff',
    isOwner: false,
    email: 'new@shop.tw',
    firstName: '美美',
    lastName: '林',
  })
  const newbie = ctx.cookieOf(reg)
  expect(count('SELECT count(*) AS n FROM store_users WHERE user_id = ?', reg.body.id)).toBe(0)

  // Signed in (the UI shows 等待店長指派店面), but every store is closed to it.
  expect((await ctx.request('GET', '/api/auth/user', { cookie: newbie })).status).toBe(200)
  expect((await ctx.request('GET', '/api/stores', { cookie: newbie })).body).toEqual([])
  for (const s of [a.id, b.id]) {
    for (const path of ['orders', 'members', 'tables', 'menu']) {
      expect([path, (await ctx.request('GET', `/api/stores/${s}/${path}`, { cookie: newbie })).status]).toEqual([
        path,
        403,
      ])
    }
  }

  // A manager of store A sees the new account on /users and assigns store A (not store B, which is not theirs).
  const listed = (await ctx.request('GET', '/api/users', { cookie: mgrA })).body.find(
    (u: { id: number }) => u.id === reg.body.id,
  )
  expect(listed).toMatchObject({ stores: [], canManage: true })
  expect(
    (await ctx.request('PATCH', `/api/users/${reg.body.id}`, { cookie: mgrA, body: { storeIds: [b.id] } })).status,
  ).toBe(403)
  expect(
    (await ctx.request('PATCH', `/api/users/${reg.body.id}`, { cookie: mgrA, body: { storeIds: [a.id] } })).status,
  ).toBe(200)
  expect((await ctx.request('GET', '/api/stores', { cookie: newbie })).body.map((s: { id: number }) => s.id)).toEqual([
    a.id,
  ])
  expect((await ctx.request('GET', `/api/stores/${a.id}/orders`, { cookie: newbie })).status).toBe(200)
  expect((await ctx.request('GET', `/api/stores/${b.id}/orders`, { cookie: newbie })).status).toBe(403)
}, 60_000)

test(`confusable usernames are refused on registration and when a manager makes an account; full-width is the same \
name`, async () => {
  ctx = createTestContext()
  const { manager } = await ctx.managerWithStore()
  await openRegistration(manager.cookie, true)
  const users = () => count('SELECT count(*) AS n FROM users')
  const before = users()
  const refusals: [string, number, string][] = [
    ['\u0430dmin', 422, 'USERNAME_MIXED_SCRIPTS'], // Cyrillic а
    ['m\u0430nager', 422, 'USERNAME_MIXED_SCRIPTS'],
    ['ro\u03bft', 422, 'USERNAME_MIXED_SCRIPTS'], // Greek ο
    ['ad\u200bmin', 422, 'USERNAME_INVISIBLE'], // zero-width space
    ['ad\u2060min', 422, 'USERNAME_INVISIBLE'], // word joiner
    ['ｍａｎａｇｅｒ', 409, 'USERNAME_TAKEN'], // full-width: NFKC makes it "manager"
    ['MANAGER', 409, 'USERNAME_TAKEN'],
  ]
  for (const [name, status, code] of refusals) {
    for (const res of [
      await register(name),
      await ctx.request('POST', '/api/users', {
        cookie: manager.cookie,
        body: { username: name, password: 'secret123' },
      }),
    ]) {
      expect([name, res.status, res.body.code]).toEqual([name, status, code])
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
  }
  expect(users()).toBe(before)

  // Kept in NFKC, and found so at sign-in however it is typed.
  const wide = await register('ｃｏｏｋ１')
  expect(wide.body.username).toBe('cook1')
  for (const typed of ['cook1', 'ｃｏｏｋ１', 'COOK1']) {
    expect([
      typed,
      (await ctx.request('POST', '/api/auth/local/login', { body: { username: typed, password: 'secret123' } })).status,
    ]).toEqual([typed, 200])
  }
  // Han beside Latin is ordinary in Taiwan.
  expect(
    (
      await ctx.request('POST', '/api/users', {
        cookie: manager.cookie,
        body: { username: '小王wang', password: 'secret123' },
      })
    ).status,
  ).toBe(201)
}, 60_000)

test(`an external sign-in (SSO, LINE) whose name breaks the rules gets a plain one; its account has no store \
either`, async () => {
  ctx = createTestContext()
  const { manager } = await ctx.managerWithStore()
  await openRegistration(manager.cookie, true)
  const meta = { ip: '10.0.0.9', userAgent: null }
  const signIn = (subject: string, username: string) =>
    ctx.services.auth.signInExternal(
      'oidcSubject',
      { subject, username, email: null, firstName: null, lastName: null },
      meta,
    ).user
  expect(signIn('idp|1', 'm\u0430nager').username).toBe('user')
  expect(signIn('idp|2', 'ad\u200bmin').username).toBe('user-2')
  expect(signIn('idp|3', 'ｍａｎａｇｅｒ').username).toBe('manager-2')
  const plain = signIn('idp|4', '小王wang')
  expect(plain.username).toBe('小王wang')
  expect(count('SELECT count(*) AS n FROM store_users WHERE user_id = ?', plain.id)).toBe(0)
})
