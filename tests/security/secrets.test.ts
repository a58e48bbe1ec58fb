import { afterAll, beforeAll, expect, test } from 'bun:test'
import {
  PASSWORDS,
  STAFF_PIN,
  apiRoutes,
  concrete,
  createWorld,
  dbDigest,
  routeName,
  type Res,
  type World,
} from './world'

/**
 * No response carries a secret: not a password, PIN or device-secret hash, not a session token or
 * its hash, not the key that signs table QR codes, not a password typed earlier (e.g. into an
 * activity-log detail). Every GET route is crawled as manager, staff and diner.
 */

let w: World
const responses: { label: string; res: Res }[] = []
let deviceSecret = ''

beforeAll(async () => {
  w = await createWorld()
  const M = w.manager.cookie
  const keep = (label: string, res: Res) => {
    responses.push({ label, res })
    return res
  }
  // The calls that handle secrets, so their own answers are checked and the activity log has them.
  keep(
    'POST /api/users',
    await w.send('POST', '/api/users/', {
      cookie: M,
      body: { username: 'cook', password: PASSWORDS.reset, storeIds: [w.a.storeId] },
    }),
  )
  keep(
    'POST /api/users/:id/pin',
    await w.send('POST', `/api/users/${w.staff.id}/pin`, { cookie: M, body: { pin: STAFF_PIN } }),
  )
  keep(
    'POST /api/auth/pin-login',
    await w.send('POST', '/api/auth/pin-login', { body: { username: 'staff1', pin: STAFF_PIN } }),
  )
  keep(
    'POST /api/auth/local/login',
    await w.send('POST', '/api/auth/local/login', { body: { username: 'cook', password: PASSWORDS.reset } }),
  )
  keep(
    'PATCH /api/users/:id',
    await w.send('PATCH', `/api/users/${w.staff.id}`, { cookie: M, body: { firstName: '小明' } }),
  )
  keep(
    'PATCH /api/users/me',
    await w.send('PATCH', '/api/users/me', { cookie: w.staff.cookie, body: { lastName: '王' } }),
  )
  const device = await w.send('POST', `/api/stores/${w.a.storeId}/mqtt-devices`, {
    cookie: M,
    body: { name: '出菜螢幕' },
  })
  deviceSecret = device.body.password
}, 60_000)
afterAll(() => w.ctx.close())

function needles(): { what: string; test: (text: string) => boolean }[] {
  const sqlite = w.ctx.db.sqlite
  const column = (sql: string) =>
    (sqlite.query(sql).values() as unknown[][]).map((r) => String(r[0])).filter((v) => v && v !== 'null')
  const values = [
    ...column('SELECT password_hash FROM users').map((v) => ['a password hash', v]),
    ...column('SELECT pin_hash FROM users').map((v) => ['a PIN hash', v]),
    ...column('SELECT token_hash FROM auth_sessions').map((v) => ['a session token hash', v]),
    ...column('SELECT secret_hash FROM mqtt_devices').map((v) => ['a device secret hash', v]),
    ...column("SELECT value FROM system_settings WHERE key LIKE 'secret:%'").map((v) => ['a signing secret', v]),
    ...[w.manager.cookie, w.staff.cookie].map((c) => ['a session token', c.split('=')[1]]),
    ...Object.values(PASSWORDS).map((p) => ['a password', p]),
    ['a device secret', deviceSecret],
  ]
  expect(values.filter(([what]) => what === 'a signing secret').length).toBeGreaterThan(0)
  const names = [
    '$argon2',
    'password_hash',
    'passwordHash',
    'pin_hash',
    'pinHash',
    'token_hash',
    'tokenHash',
    'secret_hash',
    'secretHash',
  ]
  return [
    ...values.map(([what, v]) => ({ what, test: (t: string) => t.includes(v) })),
    ...names.map((n) => ({ what: n, test: (t: string) => t.includes(n) })),
    // The PIN is six digits: only as a whole number or string, not inside a longer one.
    { what: 'the PIN', test: (t: string) => new RegExp(`(^|[^0-9])${STAFF_PIN}([^0-9]|$)`).test(t) },
  ]
}

/** Downloads that are files, not API answers: menu photos, and the backup (the whole database, manager only). */
const isFile = (res: Res) => /^(image\/|application\/vnd\.sqlite3)/.test(res.headers.get('content-type') ?? '')

async function crawl(cookie: string | undefined, label: string) {
  const gets = apiRoutes(w.ctx).filter((r) => r.method === 'GET' && r.path !== '/api/logout')
  for (const r of gets) {
    const path = `${concrete(r, w.a, w.staff.id)}?t=${w.a.token}`
    const res = await w.send('GET', path, { cookie })
    if (!isFile(res)) responses.push({ label: `${label} ${routeName(r)} (${res.status})`, res })
  }
  return gets.length
}

test(`no response to any GET (as manager, staff or diner) nor to the sign-in and account calls holds a \
secret`, async () => {
  const before = dbDigest(w.ctx)
  const routes = await crawl(w.manager.cookie, 'manager')
  await crawl(w.staff.cookie, 'staff')
  await crawl(undefined, 'diner')
  expect(routes).toBeGreaterThan(50)
  // Reading is safe: not one GET wrote anything.
  expect(dbDigest(w.ctx)).toBe(before)

  const ok = responses.filter((r) => r.res.status === 200)
  expect(ok.length).toBeGreaterThan(100)
  const found: string[] = []
  for (const n of needles())
    for (const { label, res } of responses) if (n.test(res.text)) found.push(`${label}: ${n.what}`)
  expect(found).toEqual([])
})

test('the needles would be found: a hash in a body is caught', () => {
  const hash = String(w.ctx.db.sqlite.query('SELECT password_hash FROM users LIMIT 1').values()[0][0])
  expect(hash.startsWith('$argon2id$')).toBe(true)
  expect(needles().some((n) => n.test(JSON.stringify({ user: { note: hash } })))).toBe(true)
})

test('the device secret is shown once, on creation, and never listed again', async () => {
  expect(deviceSecret.length).toBeGreaterThanOrEqual(40)
  const list = await w.send('GET', `/api/stores/${w.a.storeId}/mqtt-devices`, { cookie: w.manager.cookie })
  expect(list.status).toBe(200)
  expect(list.text).not.toContain(deviceSecret)
  expect(Object.keys(list.body[0]).sort()).toEqual([
    'createdAt',
    'id',
    'isActive',
    'kind',
    'name',
    'storeId',
    'username',
  ])
})

test('what a diner can read holds no costs, staff or member details', async () => {
  const { a } = w
  const keysOf = (v: unknown): string[] =>
    v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : []
  const paths = [
    `/api/public/stores/${a.storeId}/menu`,
    `/api/public/stores/${a.storeId}/menu-categories`,
    ...['', '/session', '/orders'].map((p) => `/api/public/stores/${a.storeId}/tables/${a.tableId}${p}?t=${a.token}`),
  ]
  for (const path of paths) {
    const res = await w.send('GET', path)
    expect(res.status).toBe(200)
    expect(
      keysOf(res.body).filter((k) =>
        /^(.*cost.*|.*user.*|receivedBy|member.*|phone|email|ip|ipAddress|.*token.*|.*secret.*|qrVersion)$/i.test(k),
      ),
    ).toEqual([])
  }
})
