import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

let ctx: TestContext
afterEach(() => ctx?.close())

async function setup() {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const call = (method: string, path: string, body?: unknown, cookie = manager.cookie) =>
    ctx.request(method, `/api/users${path}`, { cookie, body })
  const login = async (username: string, password = 'secret123') => {
    const res = await ctx.request('POST', '/api/auth/local/login', { body: { username, password } })
    return { status: res.status, cookie: ctx.cookieOf(res) }
  }
  return { m: manager.cookie, managerId: manager.user.id as number, storeId: store.id, call, login }
}

describe('user management', () => {
  test(`managers create accounts with stores; hashes are never returned; duplicates and bad input \
refused`, async () => {
    const { m, storeId, call, login } = await setup()
    const res = await call('POST', '', {
      username: 'amy',
      password: 'secret123',
      role: 'staff',
      firstName: 'Amy',
      lastName: '',
      email: 'amy@shop.tw',
      storeIds: [storeId],
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      username: 'amy',
      role: 'staff',
      firstName: 'Amy',
      lastName: null,
      isActive: true,
      hasPin: false,
      stores: [{ id: storeId, name: '測試店' }],
    })
    expect(JSON.stringify(res.body)).not.toContain('argon2')
    expect((await login('amy')).status).toBe(200)

    expect((await call('POST', '', { username: 'AMY', password: 'secret123' })).status).toBe(409)
    expect((await call('POST', '', { username: 'bob', password: '12345' })).status).toBe(422)
    expect((await call('POST', '', { username: 'bob', password: 'secret123', email: 'x' })).body.code).toBe(
      'INVALID_EMAIL',
    )
    expect((await call('POST', '', { username: 'bob', password: 'secret123', storeIds: [999] })).body.code).toBe(
      'UNKNOWN_STORES',
    )
    expect((await call('POST', '', { username: 'bob', password: 'secret123', role: 'owner' })).status).toBe(422)

    const list = (await call('GET', '')).body
    expect(list.map((u: any) => u.username)).toEqual(['manager', 'amy'])
    expect(JSON.stringify(list)).not.toMatch(/hash/i)
    const amy = await login('amy')
    expect((await call('GET', '', undefined, amy.cookie)).status).toBe(403)
    expect((await call('POST', '', { username: 'eve', password: 'secret123' }, amy.cookie)).status).toBe(403)
    void m
  })

  test('role, stores and deactivation; deactivating ends the sessions; the owner stays an active manager', async () => {
    const { managerId, storeId, call, login } = await setup()
    const amy = (await call('POST', '', { username: 'amy', password: 'secret123' })).body
    const amySession = await login('amy')
    expect((await ctx.request('GET', '/api/auth/user', { cookie: amySession.cookie })).status).toBe(200)

    const moved = await call('PATCH', `/${amy.id}`, { storeIds: [storeId], lastName: '陳' })
    expect(moved.body).toMatchObject({ lastName: '陳', stores: [{ id: storeId }] })
    expect((await call('PATCH', `/${amy.id}`, { isActive: false })).body.isActive).toBe(false)
    expect((await ctx.request('GET', '/api/auth/user', { cookie: amySession.cookie })).status).toBe(401)
    expect((await login('amy')).status).toBe(403)

    // The first account is the owner: neither demoted nor disabled while it is one.
    for (const patch of [{ role: 'staff' }, { isActive: false }]) {
      const res = await call('PATCH', `/${managerId}`, patch)
      expect(res.status).toBe(409)
      expect(res.body.code).toBe('OWNER_STAYS_MANAGER')
    }
    const alone = await call('PATCH', `/${managerId}`, { isOwner: false })
    expect(alone.status).toBe(409)
    expect(alone.body.code).toBe('LAST_OWNER')

    // With a second owner (made a manager by it), the first may step down.
    const promoted = await call('PATCH', `/${amy.id}`, { isActive: true, role: 'staff', isOwner: true })
    expect(promoted.body).toMatchObject({ isActive: true, role: 'manager', isOwner: true })
    expect((await call('PATCH', '/999', { isActive: false })).status).toBe(404)
    expect((await call('PATCH', `/${managerId}`, { isOwner: false, role: 'staff' })).body).toMatchObject({
      role: 'staff',
      isOwner: false,
    })
    const logs = ctx.db.sqlite
      .query("SELECT action FROM activity_logs WHERE entity_type = 'user' AND action LIKE '%_user'")
      .all()
    expect(logs.length).toBe(5)
  })

  test(`taken off a store, a signed-in staff member loses it at the next request; given it back, has it \
again`, async () => {
    const { storeId, call, login } = await setup()
    const amy = (await call('POST', '', { username: 'amy', password: 'secret123', role: 'staff', storeIds: [storeId] }))
      .body
    const session = await login('amy')
    const orders = () => ctx.request('GET', `/api/stores/${storeId}/orders`, { cookie: session.cookie })
    expect((await orders()).status).toBe(200)
    expect((await orders()).status).toBe(200) // asked again: the membership as kept
    await call('PATCH', `/${amy.id}`, { storeIds: [] })
    expect((await orders()).status).toBe(403)
    await call('PATCH', `/${amy.id}`, { storeIds: [storeId] })
    expect((await orders()).status).toBe(200)
  })

  test(`a manager changes only the non-owners of their own stores, hands out only their stores, and makes no \
owner`, async () => {
    const { m, managerId, storeId: a, call, login } = await setup()
    const b = (await ctx.request('POST', '/api/stores', { cookie: m, body: { name: '乙店', code: 'B01' } })).body
      .id as number
    const mk = async (username: string, role: string, storeIds: number[]) =>
      (await call('POST', '', { username, password: 'secret123', role, storeIds })).body.id as number
    const managerB = await mk('mgrb', 'manager', [b])
    const staffA = await mk('amy', 'staff', [a])
    const staffAB = await mk('both', 'staff', [a, b])
    const staffB = await mk('bob', 'staff', [b])
    const mb = (await login('mgrb')).cookie
    const digest = () =>
      JSON.stringify(ctx.db.sqlite.query('SELECT * FROM users ORDER BY id').all()) +
      JSON.stringify(ctx.db.sqlite.query('SELECT * FROM store_users ORDER BY user_id, store_id').all())
    const before = digest()
    const refused: [string, string, unknown][] = []
    for (const target of [managerId, staffA, staffAB]) {
      refused.push(
        ['POST', `/${target}/password`, { password: 'hijacked1' }],
        ['POST', `/${target}/pin`, { pin: '1111' }],
        ['PATCH', `/${target}`, { isActive: false }],
        ['PATCH', `/${target}`, { role: 'manager' }],
        ['PATCH', `/${target}`, { storeIds: [b] }],
        ['PATCH', `/${target}/skill-level`, { skillLevel: 'expert' }],
      )
    }
    refused.push(
      ['PATCH', `/${staffB}`, { isOwner: true }],
      ['PATCH', `/${staffB}`, { storeIds: [a, b] }],
      ['PATCH', `/${managerB}`, { storeIds: [a, b] }],
      ['POST', '', { username: 'eve', password: 'secret123', isOwner: true }],
      ['POST', '', { username: 'eve', password: 'secret123', storeIds: [a] }],
    )
    for (const [method, path, body] of refused) {
      const res = await call(method, path, body, mb)
      expect([method, path, res.status]).toEqual([method, path, 403])
    }
    expect(digest()).toBe(before)

    // Inside store B the manager works as before; the list shows store B's people and who they may change.
    expect((await call('POST', `/${staffB}/password`, { password: 'newsecret' }, mb)).status).toBe(200)
    expect((await call('PATCH', `/${staffB}`, { role: 'manager', storeIds: [b] }, mb)).body.role).toBe('manager')
    expect((await call('POST', '', { username: 'carl', password: 'secret123', storeIds: [b] }, mb)).status).toBe(201)
    const list = (await call('GET', '', undefined, mb)).body as {
      username: string
      canManage: boolean
      isOwner: boolean
    }[]
    // The owner created store B, so works there too: listed, never changeable by a manager.
    expect(list.map((u) => [u.username, u.isOwner, u.canManage])).toEqual([
      ['manager', true, false],
      ['mgrb', false, true],
      ['both', false, false],
      ['bob', false, true],
      ['carl', false, true],
    ])
    // The owner changes anyone and sees everyone.
    expect((await call('POST', `/${staffAB}/password`, { password: 'ownerset1' })).status).toBe(200)
    expect((await call('GET', '')).body.map((u: { canManage: boolean }) => u.canManage).every(Boolean)).toBe(true)
  })

  test('password reset signs the user out; PIN is 4–6 digits and stored hashed', async () => {
    const { call, login } = await setup()
    const amy = (await call('POST', '', { username: 'amy', password: 'secret123' })).body
    const session = await login('amy')
    expect((await call('POST', `/${amy.id}/password`, { password: '123' })).status).toBe(422)
    expect((await call('POST', `/${amy.id}/password`, { password: 'newsecret' })).status).toBe(200)
    expect((await ctx.request('GET', '/api/auth/user', { cookie: session.cookie })).status).toBe(401)
    expect((await login('amy', 'newsecret')).status).toBe(200)

    for (const bad of ['123', '1234567', '12a4', ''])
      expect((await call('POST', `/${amy.id}/pin`, { pin: bad })).status).toBe(422)
    const pinned = await call('POST', `/${amy.id}/pin`, { pin: '0428' })
    expect(pinned.body.hasPin).toBe(true)
    const stored = (ctx.db.sqlite.query('SELECT pin_hash FROM users WHERE id = ?').get(amy.id) as any).pin_hash
    expect(stored.startsWith('$argon2id$')).toBe(true)
    expect(await Bun.password.verify('0428', stored)).toBe(true)
    expect((await call('POST', `/${amy.id}/pin`, { pin: null })).body.hasPin).toBe(false)
  })
})

describe('personal settings', () => {
  test('skill level: oneself or a manager; profile; own password with the current one', async () => {
    const { call, managerId } = await setup()
    const amy = (await call('POST', '', { username: 'amy', password: 'secret123' })).body
    const bob = (await call('POST', '', { username: 'bob', password: 'secret123' })).body
    const amyLogin = await ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'amy', password: 'secret123' },
    })
    const a = ctx.cookieOf(amyLogin)

    expect((await call('PATCH', `/${amy.id}/skill-level`, { skillLevel: 'expert' }, a)).body.skillLevel).toBe('expert')
    expect((await call('PATCH', `/${bob.id}/skill-level`, { skillLevel: 'expert' }, a)).status).toBe(403)
    expect((await call('PATCH', `/${bob.id}/skill-level`, { skillLevel: 'expert' })).body.skillLevel).toBe('expert')
    expect((await call('PATCH', `/${amy.id}/skill-level`, { skillLevel: 'master' }, a)).status).toBe(422)
    expect((await call('PATCH', `/${managerId}/skill-level`, { skillLevel: 'expert' })).status).toBe(200)

    const me = await call('PATCH', '/me', { firstName: ' 艾咪 ', lastName: '林', email: 'amy@shop.tw' }, a)
    expect(me.body).toMatchObject({ id: amy.id, firstName: '艾咪', lastName: '林', email: 'amy@shop.tw' })
    expect((await call('PATCH', '/me', { email: 'nope' }, a)).status).toBe(422)
    expect((await ctx.request('GET', '/api/auth/user', { cookie: a })).body.firstName).toBe('艾咪')

    const other = ctx.cookieOf(
      await ctx.request('POST', '/api/auth/local/login', { body: { username: 'amy', password: 'secret123' } }),
    )
    const wrong = await call('POST', '/me/password', { currentPassword: 'guess', newPassword: 'another1' }, a)
    expect(wrong.status).toBe(403)
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG')
    expect((await call('POST', '/me/password', { currentPassword: 'secret123', newPassword: '123' }, a)).status).toBe(
      422,
    )
    expect(
      (await call('POST', '/me/password', { currentPassword: 'secret123', newPassword: 'another1' }, a)).body,
    ).toEqual({ ok: true })
    // This session stays signed in; the other one is signed out.
    expect((await ctx.request('GET', '/api/auth/user', { cookie: a })).status).toBe(200)
    expect((await ctx.request('GET', '/api/auth/user', { cookie: other })).status).toBe(401)
    const relogin = await ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'amy', password: 'another1' },
    })
    expect(relogin.status).toBe(200)
  })
})
