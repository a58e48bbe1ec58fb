import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

let ctx: TestContext
afterEach(() => ctx?.close())

describe('registration', () => {
  test('first user becomes manager, later self-registration is closed with a zh-TW 403', async () => {
    ctx = createTestContext()
    expect((await ctx.request('GET', '/api/auth/config')).body.registrationOpen).toBe(true)
    const first = await ctx.register('owner')
    expect(first.user.role).toBe('manager')
    expect(first.user).not.toHaveProperty('passwordHash')
    expect((await ctx.request('GET', '/api/auth/config')).body.registrationOpen).toBe(false)

    const closed = await ctx.request('POST', '/api/auth/local/register', {
      body: { username: 'x', password: 'secret123' },
    })
    expect(closed.status).toBe(403)
    expect(closed.body.code).toBe('REGISTRATION_CLOSED')
    expect(closed.body.message).toContain('不開放')
  })

  test('a manager can open registration; accounts created later are staff', async () => {
    ctx = createTestContext()
    const { manager } = await ctx.managerWithStore()
    const s = await ctx.staff(manager.cookie, 'cook')
    expect(s.user.role).toBe('staff')
    const stores = await ctx.request('GET', '/api/stores', { cookie: s.cookie })
    expect(stores.body).toHaveLength(1)
  })

  test('refuses short passwords, taken usernames and bad e-mail with messages', async () => {
    ctx = createTestContext()
    const short = await ctx.request('POST', '/api/auth/local/register', { body: { username: 'a', password: '123' } })
    expect(short.status).toBe(422)
    expect(short.body.message).toContain('6')
    const badMail = await ctx.request('POST', '/api/auth/local/register', {
      body: { username: 'a', password: 'secret123', email: 'nope' },
    })
    expect(badMail.status).toBe(422)
    await ctx.register('dup')
    await ctx.request('PATCH', '/api/settings/system', {
      cookie: (await login('dup')).cookie,
      body: { registrationOpen: true },
    })
    const taken = await ctx.request('POST', '/api/auth/local/register', {
      body: { username: 'DUP', password: 'secret123' },
    })
    expect(taken.status).toBe(409)
  })
})

async function login(username: string, password = 'secret123', ip?: string) {
  const res = await ctx.request('POST', '/api/auth/local/login', {
    body: { username, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  })
  return { res, cookie: ctx.cookieOf(res) }
}

describe('login and sessions', () => {
  test('login sets an HttpOnly SameSite=Lax cookie with a 256-bit token; logout ends the session', async () => {
    ctx = createTestContext()
    await ctx.register('owner')
    const { res, cookie } = await login('owner')
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie')!
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Secure')
    expect(Buffer.from(cookie.split('=')[1], 'base64url').length).toBe(32)

    expect((await ctx.request('GET', '/api/auth/user', { cookie })).status).toBe(200)
    const out = await ctx.request('GET', '/api/logout', { cookie })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/')
    expect((await ctx.request('GET', '/api/auth/user', { cookie })).status).toBe(401)
  })

  test('GET /api/auth/session answers 200 signed in or out (the UI probe logs no 401)', async () => {
    ctx = createTestContext()
    await ctx.register('owner')
    const out = await ctx.request('GET', '/api/auth/session')
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ user: null, hq: false })
    const { cookie } = await login('owner')
    const inside = await ctx.request('GET', '/api/auth/session', { cookie })
    expect(inside.status).toBe(200)
    expect(inside.body.user).toEqual((await ctx.request('GET', '/api/auth/user', { cookie })).body)
    await ctx.request('GET', '/api/logout', { cookie })
    expect((await ctx.request('GET', '/api/auth/session', { cookie })).body).toEqual({ user: null, hq: false })
  })

  test('five failures lock that login for 15 minutes with the time left, counted per address', async () => {
    ctx = createTestContext({ config: { trustProxy: true } })
    await ctx.register('owner')
    for (let i = 1; i <= 4; i++) {
      const { res } = await login('owner', 'wrong', '10.0.0.5')
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', failedAttempts: i, maxAttempts: 5 })
    }
    const fifth = await login('owner', 'wrong', '10.0.0.5')
    expect(fifth.res.status).toBe(429)
    expect(fifth.res.body.retryAfterSeconds).toBe(900)
    expect(fifth.res.body.message).toContain('15 分鐘')

    // Even the right password is refused while locked...
    expect((await login('owner', 'secret123', '10.0.0.5')).res.status).toBe(429)
    // ...but another address is not locked.
    expect((await login('owner', 'secret123', '10.0.0.6')).res.status).toBe(200)

    ctx.clock.advance(14 * 60 * 1000)
    const later = await login('owner', 'secret123', '10.0.0.5')
    expect(later.res.status).toBe(429)
    expect(later.res.body.retryAfterSeconds).toBe(60)
    ctx.clock.advance(61 * 1000)
    expect((await login('owner', 'secret123', '10.0.0.5')).res.status).toBe(200)
  })

  test('unknown usernames count as failures too', async () => {
    ctx = createTestContext()
    const { res } = await login('ghost', 'whatever')
    expect(res.status).toBe(401)
    expect(res.body.failedAttempts).toBe(1)
  })

  test('signing in is recorded in the activity log with the address', async () => {
    ctx = createTestContext()
    await ctx.register('owner')
    await login('owner')
    const rows = ctx.db.sqlite.query('SELECT action, ip_address FROM activity_logs ORDER BY id').all() as any[]
    expect(rows.map((r) => r.action)).toEqual(['register', 'login'])
  })
})

describe('external sign-in', () => {
  test('without a provider configured, /api/login and /api/auth/line send the user back with a reason', async () => {
    ctx = createTestContext()
    const a = await ctx.request('GET', '/api/login')
    expect(a.status).toBe(302)
    expect(a.headers.get('location')).toBe('/?authError=oidc_not_configured')
    const b = await ctx.request('GET', '/api/auth/line')
    expect(b.headers.get('location')).toBe('/?authError=line_not_configured')
  })
})

describe('staff PIN', () => {
  test('a PIN signs in; five wrong PINs lock it with 429', async () => {
    ctx = createTestContext()
    const { manager } = await ctx.managerWithStore()
    const cook = await ctx.staff(manager.cookie, 'cook')
    ctx.db.sqlite
      .query('UPDATE users SET pin_hash = ? WHERE id = ?')
      .run(await Bun.password.hash('2468', { algorithm: 'argon2id' }), cook.user.id)
    const pin = (p: string) => ctx.request('POST', '/api/auth/pin-login', { body: { username: 'cook', pin: p } })

    expect((await pin('12ab')).status).toBe(422)
    const ok = await pin('2468')
    expect(ok.status).toBe(200)
    expect(ok.body.role).toBe('staff')
    expect((await ctx.request('GET', '/api/auth/user', { cookie: ctx.cookieOf(ok) })).status).toBe(200)

    for (let i = 1; i <= 4; i++) {
      const bad = await pin('0000')
      expect(bad.status).toBe(401)
      expect(bad.body.failedAttempts).toBe(i)
    }
    expect((await pin('0000')).status).toBe(429)
    const locked = await pin('2468')
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe('PIN_LOCKED')
  })
})
