import { afterEach, expect, test } from 'bun:test'
import { LOCK_MS, PER_SOURCE } from '../../src/shared/domain/lockout'
import { createTestContext, type Res, type TestContext } from '../../src/server/testing/harness'

/**
 * Sign-ins as a way to burn the server: every guess costs an argon2id run (64 MiB, about a core
 * for 0.1–0.2 s). Made-up usernames dodge the per-username counts, so one address is also counted
 * over every username (20 failures, then 15 minutes), and at most a few argon2 runs go at once
 * behind a short queue. The lockouts per username are in lock-burst.test.ts.
 */

const BURST = 300
let ctx: TestContext
afterEach(() => ctx?.close())

const login = (username: string, password: string, ip: string) =>
  ctx.request('POST', '/api/auth/local/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } })
const statuses = (rs: Res[]) => {
  const m: Record<number, number> = {}
  for (const r of rs) m[r.status] = (m[r.status] ?? 0) + 1
  return m
}
const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1]
const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
const rss = () => process.memoryUsage().rss
const hashing = () => ctx.services.hasher.stats()

test('300 made-up usernames at once from one address: 20 argon2 checks, one run at a time, orders go on', async () => {
  ctx = createTestContext({ config: { trustProxy: true } })
  const { manager, store } = await ctx.managerWithStore()
  const item = await ctx.request('POST', `/api/stores/${store.id}/menu`, {
    cookie: manager.cookie,
    body: { name: '滷肉飯', basePrice: '40.00' },
  })
  const order = async () => {
    const t0 = performance.now()
    const res = await ctx.request('POST', `/api/stores/${store.id}/orders`, {
      cookie: manager.cookie,
      body: { orderType: 'takeout', items: [{ menuItemId: item.body.id, quantity: 1 }] },
    })
    expect(res.status).toBe(201)
    return performance.now() - t0
  }
  // The stand-in hash (for unknown usernames) is made on first need; the order path warms up.
  await login('nobody', 'whatever', '10.1.0.1')
  for (let i = 0; i < 10; i++) await order()
  const quiet: number[] = []
  for (let i = 0; i < 50; i++) quiet.push(await order())

  Bun.gc(true)
  const rssBefore = rss()
  let rssPeak = rssBefore
  const before = hashing()
  const attacker = '10.6.6.6'
  let settled = false
  const t0 = performance.now()
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) => login(`ghost-${i}`, `guess-${i}`, attacker)),
  ).finally(() => {
    settled = true
  })
  const during: number[] = []
  while (!settled) {
    during.push(await order())
    rssPeak = Math.max(rssPeak, rss())
  }
  const rs = await burst
  const burstMs = performance.now() - t0
  const after = hashing()
  console.log(
    `[login flood] ${BURST} usernames from one address: ${Math.round(burstMs)} ms, ` +
      `${after.ran - before.ran} argon2 runs (at most ${after.peak} at once); ` +
      `RSS ${mb(rssBefore)} → peak ${mb(rssPeak)} MB; order p99 ${p99(quiet).toFixed(1)} ms quiet, ` +
      `${p99(during).toFixed(1)} ms during (${during.length} orders)`,
  )

  expect(after.ran - before.ran).toBe(PER_SOURCE.max)
  expect(after.peak).toBeLessThanOrEqual(ctx.services.hasher.limits.running)
  expect(statuses(rs)).toEqual({ 401: PER_SOURCE.max - 1, 429: BURST - PER_SOURCE.max + 1 })
  expect(rs.filter((r) => r.status === 429).every((r) => r.body.code === 'LOGIN_LOCKED')).toBe(true)
  expect(during.length).toBeGreaterThan(0)

  // That address is shut out of every sign-in for 15 minutes, the right password and PINs included; others are not.
  expect((await login('manager', 'secret123', attacker)).body.code).toBe('LOGIN_LOCKED')
  const pin = await ctx.request('POST', '/api/auth/pin-login', {
    body: { username: 'manager', pin: '1234' },
    headers: { 'x-forwarded-for': attacker },
  })
  expect(pin.body.code).toBe('PIN_LOCKED')
  expect((await login('manager', 'secret123', '10.1.0.2')).status).toBe(200)
  ctx.clock.advance(LOCK_MS)
  expect((await login('manager', 'secret123', attacker)).status).toBe(200)
}, 120_000)

test(`sign-ins from 300 addresses at once: argon2 runs one at a time behind a short queue; the rest get a 429 and \
count nowhere`, async () => {
  ctx = createTestContext({ config: { trustProxy: true } })
  await ctx.register('owner', 'secret123')
  await login('nobody', 'whatever', '10.2.0.1')
  const { limits } = ctx.services.hasher
  const ip = (i: number) => `10.7.${i >> 8}.${i & 255}`
  const before = hashing()
  const rs = await Promise.all(Array.from({ length: BURST }, (_, i) => login(`ghost-${i}`, `guess-${i}`, ip(i))))
  const after = hashing()
  const checked = after.ran - before.ran
  const turnedAway = rs.flatMap((r, i) => (r.status === 429 ? [i] : []))

  expect(after.peak).toBeLessThanOrEqual(limits.running)
  expect(checked).toBeGreaterThanOrEqual(limits.running + limits.waiting)
  expect(statuses(rs)).toEqual({ 401: checked, 429: BURST - checked })
  expect(after.refused - before.refused).toBe(turnedAway.length)
  for (const i of turnedAway) {
    expect(rs[i].body.code).toBe('HASHING_BUSY')
    expect(rs[i].body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(rs[i].body.retryAfterSeconds).toBeGreaterThan(0)
  }
  // A guess turned away before any argon2 ran is given back: its address and username show no failure.
  const counted = ctx.db.sqlite
    .query('SELECT ip_address AS ip, sum(failures) AS n FROM login_attempts GROUP BY ip_address')
    .all() as { ip: string; n: number }[]
  const failures = new Map(counted.map((r) => [r.ip, r.n]))
  expect(turnedAway.map((i) => failures.get(ip(i)) ?? 0).filter((n) => n > 0)).toEqual([])
  // The queue drains; the next sign-in is checked as usual.
  expect((await login('owner', 'secret123', '10.3.0.1')).status).toBe(200)
}, 120_000)
