import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PAGE_HEADERS, createUiHandler } from '../../src/server/static'
import { PASSWORDS, apiRoutes, concrete, createWorld, dbDigest, routeName, type World } from './world'

/**
 * Cross-site request forgery: a page on another site can make a signed-in browser send a simple
 * form post (urlencoded, multipart or text/plain, with no preflight). The server answers every
 * such state-changing request with 403 (another origin) or 415 (not JSON) before any handler runs,
 * and the data is untouched. SameSite=Lax keeps the cookie off those posts in today's browsers;
 * this is the second lock.
 */

let w: World
beforeAll(async () => {
  w = await createWorld()
}, 60_000)
afterAll(() => w.ctx.close())

const EVIL = 'http://evil.example'
const writes = () => apiRoutes(w.ctx).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))

/** What an HTML form can send. text/plain smuggles a JSON-looking body: name `{"number":"X","a":"` value `"}`. */
const FORMS: { type: string; body: string }[] = [
  { type: 'application/x-www-form-urlencoded', body: 'number=X9&guestCount=2&name=x&status=cancelled&reason=x' },
  { type: 'text/plain', body: '{"number":"X9","guestCount":2,"name":"x","status":"cancelled","reason":"x","a":"="}' },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="number"\r\n\r\nX9\r\n--b--\r\n',
  },
]

test(`a cross-site form post to any state-changing route is refused (403, or 415 without an Origin) and changes \
nothing`, async () => {
  const routes = writes()
  expect(routes.length).toBeGreaterThan(60)
  const before = dbDigest(w.ctx)
  const wrong: string[] = []
  for (const r of routes) {
    const path = concrete(r, w.a, w.staff.id)
    for (const f of FORMS) {
      const variants: [Record<string, string>, number][] = [
        [{ origin: EVIL }, 403],
        [{ origin: 'null' }, 403], // sandboxed frames and some redirects send "null"
        [{ origin: 'http://localhost.evil.example' }, 403],
        [{ origin: 'http://localhost:8080' }, 403], // another service on the same box is another origin
        [{}, 415], // an old browser that sends no Origin: still not JSON
      ]
      for (const [extra, want] of variants) {
        const res = await w.send(r.method, path, {
          cookie: w.manager.cookie,
          raw: f.body,
          headers: { 'content-type': f.type, ...extra },
        })
        if (res.status !== want) wrong.push(`${routeName(r)} ${f.type} ${JSON.stringify(extra)} → ${res.status}`)
      }
    }
    // Even a JSON body from another origin (which would need a CORS preflight we never grant).
    const json = await w.send(r.method, path, { cookie: w.manager.cookie, body: {}, headers: { origin: EVIL } })
    if (json.status !== 403 || json.body?.code !== 'CROSS_SITE')
      wrong.push(`${routeName(r)} JSON from ${EVIL} → ${json.status}`)
  }
  expect(wrong).toEqual([])
  expect(dbDigest(w.ctx)).toBe(before)
})

test('no CORS: another site’s page can neither preflight a write nor read an answer', async () => {
  const preflight = await w.send('OPTIONS', `/api/stores/${w.a.storeId}/tables`, {
    cookie: w.manager.cookie,
    headers: {
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
  const read = await w.send('GET', `/api/stores/${w.a.storeId}/orders`, {
    cookie: w.manager.cookie,
    headers: { origin: EVIL },
  })
  expect(read.headers.get('access-control-allow-origin')).toBeNull()
})

test('the same requests as JSON from the same origin go through', async () => {
  const s = `/api/stores/${w.a.storeId}`
  const same = { origin: 'http://localhost' }
  const created = await w.send('POST', `${s}/tables`, {
    cookie: w.manager.cookie,
    body: { number: 'X9', seats: 2 },
    headers: same,
  })
  expect(created.status).toBe(201)
  const opened = await w.send('POST', `${s}/tables/${created.body.id}/open`, {
    cookie: w.staff.cookie,
    body: { guestCount: 2 },
    headers: same,
  })
  expect(opened.status).toBe(200)
  // No Origin at all (curl, the compiled app's own scripts) with JSON is fine too.
  const patched = await w.send('PATCH', `${s}/tables/${w.a.otherTableId}`, {
    cookie: w.manager.cookie,
    body: { seats: 8 },
  })
  expect(patched.status).toBe(200)
  // charset and case variations of the JSON type are JSON.
  const cased = await w.send('POST', `${s}/tables`, {
    cookie: w.manager.cookie,
    raw: '{"number":"X10"}',
    headers: { ...same, 'content-type': 'Application/JSON; charset=UTF-8' },
  })
  expect(cased.status).toBe(201)
  const deleted = await w.send('DELETE', `${s}/tables/${cased.body.id}`, { cookie: w.manager.cookie, headers: same })
  expect(deleted.status).toBeLessThan(300)
})

test('no state-changing route is refused by the CSRF guard when it is same-origin JSON', async () => {
  const wrong: string[] = []
  for (const r of writes()) {
    if (r.method === 'DELETE') continue // checked above; here nothing is removed
    const res = await w.send(r.method, concrete(r, w.a, w.staff.id), {
      cookie: w.manager.cookie,
      body: {},
      headers: { origin: 'http://localhost' },
    })
    if (['CROSS_SITE', 'UNSUPPORTED_MEDIA_TYPE'].includes(res.body?.code))
      wrong.push(`${routeName(r)} → ${res.body.code}`)
  }
  expect(wrong).toEqual([])
})

test(`the one GET that changes anything, /api/logout, only ends the caller’s own session (a forced sign-out at \
worst)`, async () => {
  const login = await w.send('POST', '/api/auth/local/login', {
    body: { username: 'staff1', password: PASSWORDS.staff },
  })
  expect(login.headers.get('set-cookie')).toContain('SameSite=Lax')
  const cookie = login.headers.get('set-cookie')!.split(';')[0]
  const sessions = () => (w.ctx.db.sqlite.query('SELECT count(*) AS n FROM auth_sessions').get() as { n: number }).n
  // activity_log_counts is kept by triggers on the log, so it moves with it.
  const [before, count] = [dbDigest(w.ctx, ['auth_sessions', 'activity_logs', 'activity_log_counts']), sessions()]
  expect((await w.send('GET', '/api/logout', { cookie, headers: { origin: EVIL } })).status).toBe(302)
  expect(sessions()).toBe(count - 1)
  expect(dbDigest(w.ctx, ['auth_sessions', 'activity_logs', 'activity_log_counts'])).toBe(before)
  expect((await w.send('GET', '/api/auth/user', { cookie: w.staff.cookie })).status).toBe(200)
})

test(`no UI page may be framed by another site or sniffed, and a QR token in its address is not sent on as a \
Referer`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pos-ui-'))
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)')
  const ui = createUiHandler(undefined, dir)
  for (const path of ['/', `/qr-order?store=1&table=1&t=${w.a.token}`, '/assets/app-1a2b.js', '/no-such-screen']) {
    const res = ui(path)
    expect(res.status).toBe(200)
    for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(res.headers.get(name)).toBe(value)
  }
  expect(PAGE_HEADERS).toMatchObject({
    'x-frame-options': 'DENY',
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    'referrer-policy': 'same-origin',
  })
  rmSync(dir, { recursive: true, force: true })
})
