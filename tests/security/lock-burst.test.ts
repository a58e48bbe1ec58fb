import { afterEach, describe, expect, test } from 'bun:test'
import { LOCK_MS } from '../../src/shared/domain/lockout'
import { createTestContext, type Res, type TestContext } from '../../src/server/testing/harness'

// Guesses sent at once must not all pass the lock check before any of them has failed.
let ctx: TestContext
afterEach(() => ctx?.close())

const BURST = 300
const RIGHT_AT = 150

/** 300 guesses with the right one in the middle, all in flight at once. */
function burst(send: (guess: number) => Promise<Res>) {
  return Promise.all(Array.from({ length: BURST }, (_, i) => send(i)))
}
const statuses = (rs: Res[]) => {
  const m: Record<number, number> = {}
  for (const r of rs) m[r.status] = (m[r.status] ?? 0) + 1
  return m
}

async function world() {
  const { manager } = await ctx.managerWithStore()
  const cook = await ctx.staff(manager.cookie, 'cook')
  ctx.db.sqlite
    .query('UPDATE users SET pin_hash = ? WHERE id = ?')
    .run(await Bun.password.hash('1234', { algorithm: 'argon2id' }), cook.user.id)
  return { manager, cook }
}
const login = (username: string, password: string, ip?: string) =>
  ctx.request('POST', '/api/auth/local/login', {
    body: { username, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  })
const pinLogin = (username: string, pin: string, ip?: string) =>
  ctx.request('POST', '/api/auth/pin-login', { body: { username, pin }, headers: ip ? { 'x-forwarded-for': ip } : {} })

describe('a burst from one address gets five guesses, not three hundred', () => {
  test('password sign-in', async () => {
    ctx = createTestContext()
    await world()
    const rs = await burst((i) => login('manager', i === RIGHT_AT ? 'secret123' : `guess-${i}`))
    const counts = statuses(rs)
    expect(counts[200]).toBeUndefined()
    expect(counts[401]).toBe(4)
    expect(counts[429]).toBe(BURST - 4)
    const after = await login('manager', 'secret123')
    expect(after.status).toBe(429)
    expect(after.body.code).toBe('LOGIN_LOCKED')
  })

  test('PIN sign-in (PINs 1084–1383, the right one 1234 among them)', async () => {
    ctx = createTestContext()
    await world()
    const rs = await burst((i) => pinLogin('cook', String(1084 + i)))
    const counts = statuses(rs)
    expect(counts[200]).toBeUndefined()
    expect(counts[401]).toBe(4)
    expect(rs.filter((r) => r.status === 429).every((r) => r.body.code === 'PIN_LOCKED')).toBe(true)
    const after = await pinLogin('cook', '1234')
    expect(after.status).toBe(429)
    expect(after.body.code).toBe('PIN_LOCKED')
  })

  test("changing one's own password: the current password is guessed under the sign-in lock", async () => {
    ctx = createTestContext()
    const { cook } = await world()
    const rs = await burst((i) =>
      ctx.request('POST', '/api/users/me/password', {
        cookie: cook.cookie,
        body: { currentPassword: i === RIGHT_AT ? 'secret123' : `guess-${i}`, newPassword: `taken-over-${i}` },
      }),
    )
    const counts = statuses(rs)
    expect(counts[200]).toBeUndefined()
    expect(counts[403]).toBe(4)
    expect(rs.filter((r) => r.status === 429).every((r) => r.body.code === 'LOGIN_LOCKED')).toBe(true)
    expect(counts[429]).toBe(BURST - 4)
    // The same lock as signing in, and the password is unchanged once it runs out.
    expect((await login('cook', 'secret123')).body.code).toBe('LOGIN_LOCKED')
    ctx.clock.advance(LOCK_MS)
    expect((await login('cook', 'secret123')).status).toBe(200)
  })

  test("setting one's own PIN: the current password is guessed under the sign-in lock", async () => {
    ctx = createTestContext()
    const { manager } = await world()
    const rs = await burst((i) =>
      ctx.request('POST', `/api/users/${manager.user.id}/pin`, {
        cookie: manager.cookie,
        body: { pin: String(1000 + i), currentPassword: i === RIGHT_AT ? 'secret123' : `guess-${i}` },
      }),
    )
    const counts = statuses(rs)
    expect(counts[200]).toBeUndefined()
    expect(counts[403]).toBe(4)
    expect(counts[429]).toBe(BURST - 4)
    expect(rs.filter((r) => r.status === 429).every((r) => r.body.code === 'LOGIN_LOCKED')).toBe(true)
    expect(ctx.db.sqlite.query('SELECT pin_hash FROM users WHERE id = ?').get(manager.user.id)).toEqual({
      pin_hash: null,
    })
    expect((await login('manager', 'secret123')).body.code).toBe('LOGIN_LOCKED')
  })

  test('password sign-in under full-width and upper-case forms of the name: one count for them all', async () => {
    ctx = createTestContext()
    await world()
    const forms = ['manager', 'MANAGER', 'ｍａｎａｇｅｒ', 'Ｍａｎａｇｅｒ']
    const rs = await burst((i) => login(forms[i % forms.length], i === RIGHT_AT ? 'secret123' : `guess-${i}`))
    const counts = statuses(rs)
    expect(counts[200]).toBeUndefined()
    expect(counts[401]).toBe(4)
    expect(counts[429]).toBe(BURST - 4)
  })
})

describe('rotating addresses does not buy more guesses', () => {
  test(`password and PIN: 300 addresses at once get 20 guesses in all, then the username is locked \
everywhere`, async () => {
    ctx = createTestContext({ config: { trustProxy: true } })
    await world()
    const ip = (i: number) => `10.9.${i >> 8}.${i & 255}`

    const passwords = await burst((i) => login('manager', i === RIGHT_AT ? 'secret123' : `guess-${i}`, ip(i)))
    expect(statuses(passwords)[200]).toBeUndefined()
    expect(statuses(passwords)[401]).toBe(19)
    const pins = await burst((i) => pinLogin('cook', String(1084 + i), ip(i)))
    expect(statuses(pins)[200]).toBeUndefined()
    expect(statuses(pins)[401]).toBe(19)

    const fresh = '172.16.5.5'
    const locked = await login('manager', 'secret123', fresh)
    expect(locked.status).toBe(429)
    expect(locked.body.retryAfterSeconds).toBe(LOCK_MS / 1000)
    expect((await pinLogin('cook', '1234', fresh)).body.code).toBe('PIN_LOCKED')

    ctx.clock.advance(LOCK_MS)
    expect((await login('manager', 'secret123', fresh)).status).toBe(200)
    expect((await pinLogin('cook', '1234', fresh)).status).toBe(200)
  }, 90_000)

  test('one address alone never locks the username elsewhere, however long it keeps guessing', async () => {
    ctx = createTestContext({ config: { trustProxy: true } })
    await world()
    for (let round = 0; round < 4; round++) {
      const rs = await burst((i) => login('manager', `guess-${i}`, '10.0.0.66'))
      expect(statuses(rs)[401]).toBe(4)
      ctx.clock.advance(LOCK_MS)
    }
    await burst((i) => login('manager', `guess-${i}`, '10.0.0.66'))
    expect((await login('manager', 'secret123', '10.0.0.66')).status).toBe(429)
    expect((await login('manager', 'secret123', '10.0.0.10')).status).toBe(200)
  }, 90_000)
})

describe('timing does not tell which usernames exist or have a PIN', () => {
  const timed = async (send: () => Promise<Res>) => {
    const ms: number[] = []
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now()
      const r = await send()
      ms.push(performance.now() - t0)
      expect(r.status).toBe(401)
    }
    return ms.sort((a, b) => a - b)[1]
  }

  test('a username without a PIN, or none at all, costs an argon2 check like a wrong PIN', async () => {
    ctx = createTestContext()
    await world()
    await pinLogin('nobody', '0000') // the stand-in hash is made once, on first use
    const wrongPin = await timed(() => pinLogin('cook', '0000'))
    const noPin = await timed(() => pinLogin('manager', '0000'))
    const unknown = await timed(() => pinLogin('ghost', '0000'))
    const unknownPassword = await timed(() => login('ghost', 'whatever'))
    // Loose on purpose (a shared machine): without the stand-in these take ~1% of an argon2 check.
    for (const ms of [noPin, unknown, unknownPassword]) expect(ms).toBeGreaterThan(wrongPin * 0.3)
  }, 60_000)
})
