import { afterEach, expect, test } from 'bun:test'
import { hashToken } from '../../src/server/modules/auth/sessions-repo'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'
import { sender, type Res, type SendOpts } from './world'

/**
 * Sessions, cookies and the limits on guessing. The lockouts themselves (five wrong passwords or
 * PINs lock that name at that address for 15 minutes, the right password is refused meanwhile,
 * unknown names count too) are tested in src/server/modules/auth/auth.test.ts; here: what an
 * attacker does around them.
 */

// Password hashing (argon2id) is slow on a busy 2-core machine.
const SLOW = 60_000
let ctx: TestContext
afterEach(() => ctx?.close())

const send = (method: string, path: string, o: SendOpts = {}) => sender(ctx)(method, path, o)
const setCookie = (res: Res) => res.headers.get('set-cookie') ?? ''

const login = (username: string, password: string, o: SendOpts = {}) =>
  send('POST', '/api/auth/local/login', { ...o, body: { username, password } })
const tokenOf = (res: Res) => setCookie(res).split(';')[0].split('=')[1]
const sessionRows = (token: string) =>
  (
    ctx.db.sqlite.query('SELECT count(*) AS n FROM auth_sessions WHERE token_hash = ?').get(hashToken(token)) as {
      n: number
    }
  ).n

test(
  'signing out ends the session on the server: the old cookie, replayed, is refused',
  async () => {
    ctx = createTestContext()
    await ctx.register('owner', 'secret123')
    const first = await login('owner', 'secret123')
    const second = await login('owner', 'secret123')
    const [stolen, other] = [`pos_sid=${tokenOf(first)}`, `pos_sid=${tokenOf(second)}`]
    expect(sessionRows(tokenOf(first))).toBe(1)
    // Only a hash of the token is kept: a copy of the database does not hold usable cookies.
    expect(
      ctx.db.sqlite.query('SELECT count(*) AS n FROM auth_sessions WHERE token_hash = ?').get(tokenOf(first)),
    ).toEqual({ n: 0 })

    const out = await send('GET', '/api/logout', { cookie: stolen })
    expect(out.status).toBe(302)
    expect(setCookie(out)).toMatch(/^pos_sid=; .*Max-Age=0/)
    expect(sessionRows(tokenOf(first))).toBe(0)
    // A copy of the cookie taken before signing out (another tab, a stolen one) no longer works.
    expect((await send('GET', '/api/auth/user', { cookie: stolen })).status).toBe(401)
    expect((await send('GET', '/api/stores', { cookie: stolen })).status).toBe(401)
    // Signing out of one device leaves the others signed in.
    expect((await send('GET', '/api/auth/user', { cookie: other })).status).toBe(200)
  },
  SLOW,
)

test(
  'a stolen session dies when the manager disables the account or resets its password, and on a password change',
  async () => {
    ctx = createTestContext()
    const owner = await ctx.register('owner', 'secret123')
    const staff = await ctx.staff(owner.cookie, 'waiter')
    const id = staff.user.id
    const cookie = () => login('waiter', 'secret123').then((r) => `pos_sid=${tokenOf(r)}`)

    const stolen = await cookie()
    expect((await send('PATCH', `/api/users/${id}`, { cookie: owner.cookie, body: { isActive: false } })).status).toBe(
      200,
    )
    expect((await send('GET', '/api/auth/user', { cookie: stolen })).status).toBe(401)
    await send('PATCH', `/api/users/${id}`, { cookie: owner.cookie, body: { isActive: true } })
    expect((await send('GET', '/api/auth/user', { cookie: stolen })).status).toBe(401)

    const stolen2 = await cookie()
    expect(
      (await send('POST', `/api/users/${id}/password`, { cookie: owner.cookie, body: { password: 'newsecret1' } }))
        .status,
    ).toBe(200)
    expect((await send('GET', '/api/auth/user', { cookie: stolen2 })).status).toBe(401)

    const mine = `pos_sid=${tokenOf(await login('waiter', 'newsecret1'))}`
    const stolen3 = `pos_sid=${tokenOf(await login('waiter', 'newsecret1'))}`
    const change = await send('POST', '/api/users/me/password', {
      cookie: mine,
      body: { currentPassword: 'newsecret1', newPassword: 'newsecret2' },
    })
    expect(change.status).toBe(200)
    expect((await send('GET', '/api/auth/user', { cookie: stolen3 })).status).toBe(401)
    expect((await send('GET', '/api/auth/user', { cookie: mine })).status).toBe(200)
  },
  SLOW,
)

test(
  'session cookie: HttpOnly, SameSite=Lax, Path=/, a lifetime; Secure exactly when the request came over HTTPS',
  async () => {
    ctx = createTestContext({ config: { trustProxy: true } })
    await ctx.register('owner', 'secret123')
    const flags = (header: string) =>
      header
        .split(';')
        .slice(1)
        .map((s) => s.trim().split('=')[0])
        .sort()

    const plain = await login('owner', 'secret123')
    expect(flags(setCookie(plain))).toEqual(['HttpOnly', 'Max-Age', 'Path', 'SameSite'])
    expect(setCookie(plain)).toContain('SameSite=Lax')
    expect(setCookie(plain)).toContain(`Max-Age=${7 * 24 * 3600}`)
    expect(Buffer.from(tokenOf(plain), 'base64url').length).toBe(32)

    const direct = await login('owner', 'secret123', { https: true })
    expect(flags(setCookie(direct))).toEqual(['HttpOnly', 'Max-Age', 'Path', 'SameSite', 'Secure'])
    const proxied = await login('owner', 'secret123', { headers: { 'x-forwarded-proto': 'https' } })
    expect(flags(setCookie(proxied))).toContain('Secure')
    const out = await send('GET', '/api/logout', {
      cookie: `pos_sid=${tokenOf(proxied)}`,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(flags(setCookie(out))).toEqual(['HttpOnly', 'Max-Age', 'Path', 'SameSite', 'Secure'])
  },
  SLOW,
)

test(
  'without POS_TRUST_PROXY, forwarded headers from a client are ignored (no Secure, no other address)',
  async () => {
    ctx = createTestContext()
    await ctx.register('owner', 'secret123')
    const res = await login('owner', 'secret123', { headers: { 'x-forwarded-proto': 'https' } })
    expect(setCookie(res)).not.toContain('Secure')
    // Five wrong passwords, each "from" another forwarded address: all count against the real one.
    for (let i = 0; i < 5; i++) await login('owner', 'wrong', { headers: { 'x-forwarded-for': `198.51.100.${i}` } })
    const locked = await login('owner', 'secret123', { headers: { 'x-forwarded-for': '198.51.100.99' } })
    expect(locked.status).toBe(429)
  },
  SLOW,
)

test(
  'behind the proxy, a client cannot dodge the lockout by sending its own X-Forwarded-For',
  async () => {
    ctx = createTestContext({ config: { trustProxy: true } })
    await ctx.register('owner', 'secret123')
    // nginx's $proxy_add_x_forwarded_for appends the address it saw to whatever the client sent.
    const via = (claimed: string) => ({ headers: { 'x-forwarded-for': `${claimed}, 192.168.1.77` } })
    for (let i = 0; i < 5; i++) await login('owner', 'wrong', via(`203.0.113.${i}`))
    expect((await login('owner', 'secret123', via('203.0.113.200'))).status).toBe(429)
    expect((await login('owner', 'secret123', { headers: { 'x-forwarded-for': '192.168.1.78' } })).status).toBe(200)
  },
  SLOW,
)

async function dinerSetup() {
  const { manager, store } = await ctx.managerWithStore()
  const menu = await send('POST', `/api/stores/${store.id}/menu`, {
    cookie: manager.cookie,
    body: { name: '滷肉飯', basePrice: '40.00' },
  })
  const table = await send('POST', `/api/stores/${store.id}/tables`, {
    cookie: manager.cookie,
    body: { number: 'A-01', seats: 4 },
  })
  await send('POST', `/api/stores/${store.id}/tables/${table.body.id}/open`, {
    cookie: manager.cookie,
    body: { guestCount: 2 },
  })
  const qr = await send('GET', `/api/stores/${store.id}/tables/${table.body.id}/qr`, { cookie: manager.cookie })
  return {
    storeId: store.id,
    tableId: table.body.id as number,
    itemId: menu.body.id as number,
    token: qr.body.token as string,
  }
}

test(
  'public diner reads: 120 a minute per address, then 429 with the wait in seconds',
  async () => {
    ctx = createTestContext()
    const d = await dinerSetup()
    const read = (headers: Record<string, string> = {}) =>
      send('GET', `/api/public/stores/${d.storeId}/tables/${d.tableId}?t=${d.token}`, { headers })
    for (let i = 0; i < 120; i++) expect((await read()).status).toBe(200)
    const limited = await read()
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0)
    expect(limited.body.message).toMatch(/[\u4e00-\u9fff]/)
    // A made-up forwarded address does not reset the count (no proxy is trusted).
    expect((await read({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(429)
    // Bad tokens are counted too, so guessing tokens is limited as well.
    expect(
      (await send('GET', `/api/public/stores/${d.storeId}/tables/${d.tableId}/session?t=${'A'.repeat(22)}`)).status,
    ).toBe(429)
  },
  SLOW,
)

test(
  'QR orders: 20 a minute per address, then 429 and no order is written',
  async () => {
    ctx = createTestContext()
    const d = await dinerSetup()
    const order = (i: number) =>
      send('POST', `/api/stores/${d.storeId}/orders/qr`, {
        body: {
          tableId: d.tableId,
          token: d.token,
          clientOrderId: `c-${i}`,
          items: [{ menuItemId: d.itemId, quantity: 1 }],
        },
      })
    for (let i = 0; i < 20; i++) expect((await order(i)).status).toBe(201)
    const count = () => (ctx.db.sqlite.query('SELECT count(*) AS n FROM orders').get() as { n: number }).n
    expect(count()).toBe(20)
    const limited = await order(20)
    expect(limited.status).toBe(429)
    expect(count()).toBe(20)
  },
  SLOW,
)

test(
  'a new or removed PIN ends the sessions signed in with the old one, by a manager or oneself; password sessions stay',
  async () => {
    ctx = createTestContext()
    const owner = await ctx.register('owner', 'secret123')
    const staff = await ctx.staff(owner.cookie, 'waiter')
    const id = staff.user.id
    const setPin = (pin: string | null, cookie = owner.cookie, userId = id, currentPassword?: string) =>
      send('POST', `/api/users/${userId}/pin`, {
        cookie,
        body: currentPassword === undefined ? { pin } : { pin, currentPassword },
      })
    const pinSession = async (username: string, pin: string) => {
      const res = await send('POST', '/api/auth/pin-login', { body: { username, pin } })
      expect(res.status).toBe(200)
      return `pos_sid=${tokenOf(res)}`
    }
    const alive = async (cookie: string) => (await send('GET', '/api/auth/user', { cookie })).status === 200

    expect((await setPin('1234')).status).toBe(200)
    const [pinA, pinB] = [await pinSession('waiter', '1234'), await pinSession('waiter', '1234')]
    const password = `pos_sid=${tokenOf(await login('waiter', 'secret123'))}`
    // A session from before sign-ins recorded their method may have come from the PIN: it ends too.
    const old = await pinSession('waiter', '1234')
    ctx.db.sqlite
      .query('UPDATE auth_sessions SET method = NULL WHERE token_hash = ?')
      .run(hashToken(old.slice('pos_sid='.length)))

    expect((await setPin('5678')).status).toBe(200)
    expect([await alive(pinA), await alive(pinB), await alive(old), await alive(password)]).toEqual([
      false,
      false,
      false,
      true,
    ])
    const pinC = await pinSession('waiter', '5678')
    expect((await setPin(null)).status).toBe(200)
    expect([await alive(pinC), await alive(password)]).toEqual([false, true])

    // The owner's own PIN: its other PIN sessions end, the session that changed it stays.
    expect((await setPin('2468', owner.cookie, owner.user.id, 'secret123')).status).toBe(200)
    const [mine, other] = [await pinSession('owner', '2468'), await pinSession('owner', '2468')]
    expect((await setPin('1357', mine, owner.user.id, 'secret123')).status).toBe(200)
    expect([await alive(mine), await alive(other), await alive(owner.cookie)]).toEqual([true, false, true])
  },
  SLOW,
)

test(
  "setting one's own PIN needs one's current password; a manager setting another's does not",
  async () => {
    ctx = createTestContext()
    const owner = await ctx.register('owner', 'secret123')
    const staff = await ctx.staff(owner.cookie, 'waiter')
    const own = (body: Record<string, unknown>) =>
      send('POST', `/api/users/${owner.user.id}/pin`, { cookie: owner.cookie, body })
    const pinHash = (id: number) =>
      (ctx.db.sqlite.query('SELECT pin_hash AS h FROM users WHERE id = ?').get(id) as { h: string | null }).h

    const missing = await own({ pin: '2468' })
    expect([missing.status, missing.body.code]).toEqual([422, 'CURRENT_PASSWORD_REQUIRED'])
    const wrong = await own({ pin: '2468', currentPassword: 'not-it' })
    expect([wrong.status, wrong.body.code]).toEqual([403, 'CURRENT_PASSWORD_WRONG'])
    expect(wrong.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(pinHash(owner.user.id)).toBeNull()
    // The wrong guess counted like a wrong sign-in.
    expect(
      (
        ctx.db.sqlite
          .query(
            "SELECT failures FROM login_attempts WHERE kind = 'password' AND subject = 'owner' AND ip_address <> ''",
          )
          .get() as { failures: number }
      ).failures,
    ).toBe(1)
    expect((await own({ pin: '2468', currentPassword: 'secret123' })).body.hasPin).toBe(true)
    expect((await own({ pin: null, currentPassword: 'not-it' })).status).toBe(403)
    expect(pinHash(owner.user.id)).not.toBeNull()

    expect(
      (await send('POST', `/api/users/${staff.user.id}/pin`, { cookie: owner.cookie, body: { pin: '1357' } })).body
        .hasPin,
    ).toBe(true)
  },
  SLOW,
)
