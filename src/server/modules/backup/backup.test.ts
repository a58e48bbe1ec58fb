import { afterEach, describe, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTestContext, type TestContext } from '../../testing/harness'
import { seated } from '../orders/testing'
import { BACKUP_NAME, beforeUpgradeLabel, timeOfName, writeBackup } from './files'

let ctx: TestContext
afterEach(() => ctx?.close())

const HOUR = 3600_000

function withBackups(backup = { intervalHours: 24, keep: 3 }) {
  ctx = createTestContext({ config: { backup } })
  return ctx
}

function rowsIn(bytes: ArrayBuffer, sql: string) {
  const path = join(ctx.dir, 'downloaded.db')
  writeFileSync(path, Buffer.from(bytes))
  const db = new Database(path, { readonly: true })
  try {
    return db.query(sql).all()
  } finally {
    db.close()
  }
}

describe('backups through the API', () => {
  test(`a manager takes a backup while orders come in, lists it and downloads a file holding every order so \
far`, async () => {
    withBackups()
    const { s, m, table } = await seated(ctx)
    const order = (n: number) =>
      s.asStaff.post(
        '/orders',
        { tableId: table.id, items: [{ menuItemId: m.tea.id, quantity: 1 }] },
        { 'idempotency-key': `k${n}` },
      )
    const before = await Promise.all([1, 2, 3].map(order))
    expect(before.map((r) => r.status)).toEqual([201, 201, 201])

    const [made] = await Promise.all([ctx.request('POST', '/api/backups', { cookie: s.manager }), order(4), order(5)])
    expect(made.status).toBe(201)
    expect(made.body.name).toMatch(BACKUP_NAME)
    expect(made.body.size).toBeGreaterThan(0)
    expect(made.body.createdAt).toBe(new Date(ctx.clock.now() - (ctx.clock.now() % 1000)).toISOString())

    const list = await ctx.request('GET', '/api/backups', { cookie: s.manager })
    expect(list.body).toEqual([made.body])

    const res = await ctx.app.handle(
      new Request(`http://localhost/api/backups/${made.body.name}`, { headers: { cookie: s.manager } }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${made.body.name}"`)
    const bytes = await res.arrayBuffer()
    expect(bytes.byteLength).toBe(made.body.size)
    const keys = rowsIn(bytes, 'SELECT key FROM idempotency_keys ORDER BY key').map((r: any) => r.key)
    for (const r of before) expect(rowsIn(bytes, `SELECT id FROM orders WHERE id = ${r.body.id}`)).toHaveLength(1)
    expect(keys).toEqual(expect.arrayContaining(['k1', 'k2', 'k3']))
    expect(rowsIn(bytes, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])

    const log = ctx.db.sqlite
      .query("SELECT username, entity_type, details FROM activity_logs WHERE action = 'create_backup'")
      .all() as any[]
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ username: 'manager', entity_type: 'backup' })
    expect(JSON.parse(log[0].details)).toEqual({ name: made.body.name, size: made.body.size })
  })

  test('staff may not take, list or download backups', async () => {
    withBackups()
    const { s } = await seated(ctx)
    const made = await ctx.request('POST', '/api/backups', { cookie: s.manager })
    for (const [method, path] of [
      ['POST', '/api/backups'],
      ['GET', '/api/backups'],
      ['GET', '/api/backups/schedule'],
      ['GET', `/api/backups/${made.body.name}`],
    ]) {
      expect((await ctx.request(method, path, { cookie: s.staff })).status).toBe(403)
      expect((await ctx.request(method, path)).status).toBe(401)
    }
  })

  test(`a name that is not exactly a backup name is refused with 400; an unknown backup is 404; nothing \
leaks`, async () => {
    withBackups()
    const { s } = await seated(ctx)
    await ctx.request('POST', '/api/backups', { cookie: s.manager })
    const dir = join(ctx.dir, 'backups')
    writeFileSync(join(dir, 'notes.txt'), 'not a backup')
    writeFileSync(join(dir, 'pos-20261122-120000.db.partial'), 'half written')
    const bad = [
      '..%2Fpos.db',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'pos.db',
      'notes.txt',
      'pos-20261122-120000.db.partial',
      'pos-2026112-120000.db',
      '%2Fetc%2Fpasswd',
      'pos-20261122-120000.db%00.txt',
      'x'.repeat(300),
      'pos-before-upgrade-0017-20261122-120000.db',
      'pos-after-upgrade-0017-0020-20261122-120000.db',
      'pos-before-upgrade-17-20-20261122-120000.db',
    ]
    for (const name of bad) {
      const res = await ctx.request('GET', `/api/backups/${name}`, { cookie: s.manager })
      expect({ name, status: res.status, code: res.body?.code }).toEqual({
        name,
        status: 400,
        code: 'BACKUP_NAME_INVALID',
      })
      expect(res.body.message).toMatch(/備份檔名稱/)
    }
    const missing = await ctx.request('GET', '/api/backups/pos-20200101-000000.db', { cookie: s.manager })
    expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: 'BACKUP_NOT_FOUND' })
    // the listing shows backups only
    const list = await ctx.request('GET', '/api/backups', { cookie: s.manager })
    expect(list.body.map((b: { name: string }) => b.name).every((n: string) => BACKUP_NAME.test(n))).toBe(true)
  })
})

describe('schedule and retention', () => {
  test('the owner reads the schedule as configured (interval hours, how many are kept)', async () => {
    withBackups({ intervalHours: 6, keep: 5 })
    const { s } = await seated(ctx)
    const res = await ctx.request('GET', '/api/backups/schedule', { cookie: s.manager })
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { intervalHours: 6, keep: 5 } })
  })

  test(`due when the newest backup is older than the interval; keeps the newest N; same second gets a \
suffix`, async () => {
    withBackups({ intervalHours: 24, keep: 3 })
    const b = ctx.services.backups
    const first = await b.runDue()
    expect(first?.name).toBe('pos-20261122-120000.db') // 04:00 UTC = 12:00 in Taipei
    expect(timeOfName(first!.name)).toBe(ctx.clock.now())
    expect(await b.runDue()).toBeNull()
    ctx.clock.advance(23 * HOUR)
    expect(await b.runDue()).toBeNull()
    ctx.clock.advance(HOUR)
    expect((await b.runDue())?.name).toBe('pos-20261123-120000.db')
    const now = await b.create({ user: null, ip: 'test' })
    expect(now.name).toBe('pos-20261123-120000-2.db')
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(25 * HOUR)
      await b.runDue()
    }
    expect(b.list().map((x) => x.name)).toEqual([
      'pos-20261126-150000.db',
      'pos-20261125-140000.db',
      'pos-20261124-130000.db',
    ])
    expect(readdirSync(join(ctx.dir, 'backups'))).toHaveLength(3)
  })

  test('the backup taken before an upgrade is listed, downloadable and one of the N kept', async () => {
    withBackups({ intervalHours: 24, keep: 2 })
    const { s } = await seated(ctx)
    const dir = join(ctx.dir, 'backups')
    const upgrade = writeBackup(ctx.db.sqlite, dir, ctx.clock.now(), beforeUpgradeLabel('0017_a', '0020_b'))
    expect(upgrade.name).toBe('pos-before-upgrade-0017-0020-20261122-120000.db')
    expect(timeOfName(upgrade.name)).toBe(ctx.clock.now())
    const list = await ctx.request('GET', '/api/backups', { cookie: s.manager })
    expect(list.body.map((b: { name: string }) => b.name)).toEqual([upgrade.name])
    const res = await ctx.app.handle(
      new Request(`http://localhost/api/backups/${upgrade.name}`, { headers: { cookie: s.manager } }),
    )
    expect([res.status, (await res.arrayBuffer()).byteLength]).toEqual([200, upgrade.size])
    for (let i = 0; i < 2; i++) {
      ctx.clock.advance(25 * HOUR)
      await ctx.services.backups.runDue()
    }
    expect(readdirSync(dir)).not.toContain(upgrade.name)
  })

  test('interval 0 turns the schedule off; a manual backup still works', async () => {
    withBackups({ intervalHours: 0, keep: 14 })
    expect(await ctx.services.backups.runDue()).toBeNull()
    expect(existsSync(join(ctx.dir, 'backups'))).toBe(false)
    expect((await ctx.services.backups.create({ user: null, ip: 'test' })).name).toMatch(BACKUP_NAME)
  })

  test('a backup that cannot be written is a clear 503 and is not logged as taken', async () => {
    withBackups()
    const { s } = await seated(ctx)
    writeFileSync(join(ctx.dir, 'backups'), 'a file where the backups folder should be')
    const res = await ctx.request('POST', '/api/backups', { cookie: s.manager })
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: 'BACKUP_FAILED' })
    expect(res.body.message).toMatch(/^備份失敗：/)
    expect(ctx.db.sqlite.query("SELECT count(*) AS n FROM activity_logs WHERE action = 'create_backup'").get()).toEqual(
      { n: 0 },
    )
  })
})
