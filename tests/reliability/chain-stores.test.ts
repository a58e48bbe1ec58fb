// Store credentials issued by HQ, through real NATS: the hub's account includes the users file HQ
// writes, and HQ signals the hub to reload it. A store added through HQ's API links with the secret it
// was issued and its sale reaches HQ's report without restarting HQ; after a rotation the old secret
// is refused and the new one links; after a revocation nothing links. 100 concurrent adds of one code
// make one store.
import { afterAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import { hubUserEntry, hubUsersFile } from '../../src/server/modules/chain/nats-config'
import { HQ_USER, logUntil, natsProcess, startChainServers } from '../../src/server/modules/chain/testing/nats-servers'
import { client, freePort, killAll, orderBody, setupShop, startServer, submitUntilAck } from './server-process'

const dir = mkdtempSync(join(tmpdir(), 'pos-chain-stores-'))
const usersFile = join(dir, 'hub-users.conf')
// A fresh hub's users file: HQ's own user only (HQ rewrites it at its start and after each change).
writeFileSync(usersFile, hubUsersFile([hubUserEntry(HQ_USER.user, HQ_USER.pass)]))
const nats = await startChainServers(join(dir, 'nats'), [], { usersFile })

afterAll(async () => {
  await killAll()
  await nats.stopAll()
  rmSync(dir, { recursive: true, force: true })
})

type Issued = { secret: string; leafConfig: string; hubReloaded: boolean }
/** The store box's own password for its POS on its leaf, which the leaf's config reads from the environment. */
const boxEnv = { POS_CHAIN_PASSWORD: `p${Bun.randomUUIDv7('hex')}` }

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  for (const end = Date.now() + ms; !(await check()); await Bun.sleep(50))
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`)
}

/** The leaf config HQ issued, run on this host: its own port and folder in place of a store box's. */
function leafText(issued: Issued, port: number, storeDir: string) {
  mkdirSync(storeDir, { recursive: true })
  return issued.leafConfig
    .replace('listen: 127.0.0.1:4222', `listen: 127.0.0.1:${port}`)
    .replace('store_dir: "/var/lib/nats"', `store_dir: ${JSON.stringify(storeDir)}`)
}

/** Runs a leaf with this config until its log says the hub refused its user. */
async function expectRefused(config: string) {
  const file = join(dir, 'refused.conf')
  writeFileSync(file, config)
  // A leaf that links never logs the refusal: cut off after 10 s, and the test fails on its log.
  const log = await logUntil(file, /authorization/i, boxEnv)
  expect(log).toMatch(/authorization violation/i)
  expect(await nats.leafLinks()).toBe(0)
}

test('a store added at HQ links with its issued secret and sells to HQ; rotated, revoked: refused', async () => {
  const hq = await startServer({
    dataDir: join(dir, 'hq'),
    port: await freePort(),
    env: {
      POS_CHAIN_NATS_URL: nats.hub.url,
      POS_CHAIN_USER: HQ_USER.user,
      POS_CHAIN_PASSWORD: HQ_USER.pass,
      POS_HQ_STORES: 'S1',
      POS_HQ_HUB_USERS: usersFile,
      POS_HQ_HUB_PID: nats.pidFile,
      POS_HQ_LEAF_URL: nats.leafUrl,
      POS_HQ_LEAF_CA: nats.caFile,
    },
    args: ['--hq'],
  })
  const owner = client(hq.url)
  await owner.ok('POST', '/api/auth/local/register', {
    username: 'owner',
    password: 'secret123',
    setupCode: hq.setupCode(),
  })
  // The store of POS_HQ_STORES is listed, without a secret yet.
  expect(await owner.ok('GET', '/api/hq/stores/')).toMatchObject([{ code: 'S1', hasSecret: false, revokedAt: null }])

  const loaded = await nats.configLoadedAt()
  const added: Issued = await owner.ok('POST', '/api/hq/stores/', { code: 'S3', name: '三號店' })
  expect(added.secret.length).toBeGreaterThanOrEqual(32)
  expect(added.hubReloaded).toBe(true)
  expect(added.leafConfig).toContain(`tls://store-S3:${added.secret}@127.0.0.1:`)
  // Only the hash is kept: neither the users file nor HQ's database holds the secret.
  const users = readFileSync(usersFile, 'utf8')
  expect(users).toContain('"store-S3"')
  expect(users).toMatch(/"\$2[aby]\$/)
  expect(users).not.toContain(added.secret)
  const db = new Database(join(dir, 'hq', 'pos.db'), { readonly: true })
  const row = db.query('SELECT secret_hash AS h FROM hq_stores WHERE code = ?').get('S3') as { h: string }
  db.close()
  expect(await Bun.password.verify(added.secret, row.h)).toBe(true)
  await waitFor(async () => (await nats.configLoadedAt()) !== loaded, 'the hub reloaded')

  // The store's box: its leaf from the issued config, its server from the issued settings.
  const leafPort = await freePort()
  const leafDir = join(dir, 'S3-leaf')
  const leaf = natsProcess(dir, 'S3-leaf', leafPort, leafText(added, leafPort, leafDir), boxEnv)
  await leaf.start()
  await waitFor(async () => (await nats.leafLinks()) === 1, 'S3 linked')
  const store = await startServer({
    dataDir: join(dir, 'S3'),
    port: await freePort(),
    env: { ...boxEnv, POS_CHAIN_NATS_URL: leaf.url, POS_CHAIN_STORE: 'S3', POS_CHAIN_USER: 'pos' },
  })
  const shop = await setupShop(store, 'S3')
  const sold = async (n: number) => {
    await submitUntilAck(shop.c, shop, `S3-${n}`, orderBody(shop, n), Date.now() + 20_000)
    await waitFor(async () => {
      const rows = (await owner.ok('GET', '/api/hq/sales?by=store')) as { key: string; quantity: number }[]
      return rows.some((r) => r.key === 'S3' && r.quantity >= n + 1)
    }, `HQ's report has S3's order ${n}`)
  }
  await sold(0)

  // Rotated: the old secret is refused once the hub reloaded; the new one links and sells on.
  const before = await nats.configLoadedAt()
  const rotated: Issued = await owner.ok('POST', '/api/hq/stores/S3/rotate')
  expect(rotated.secret).not.toBe(added.secret)
  await waitFor(async () => (await nats.configLoadedAt()) !== before, 'the hub reloaded')
  await leaf.stop()
  await expectRefused(leafText(added, leafPort, leafDir))
  const rotatedLeaf = natsProcess(dir, 'S3-leaf', leafPort, leafText(rotated, leafPort, leafDir), boxEnv)
  await rotatedLeaf.start()
  await waitFor(async () => (await nats.leafLinks()) === 1, 'S3 linked with its new secret')
  await sold(1)

  // Revoked: its user is gone from the hub, so even the newest secret is refused.
  const beforeRevoke = await nats.configLoadedAt()
  expect(await owner.ok('POST', '/api/hq/stores/S3/revoke')).toMatchObject({ store: { code: 'S3' }, hubReloaded: true })
  expect(readFileSync(usersFile, 'utf8')).not.toContain('"store-S3"')
  await waitFor(async () => (await nats.configLoadedAt()) !== beforeRevoke, 'the hub reloaded')
  await rotatedLeaf.stop()
  await expectRefused(leafText(rotated, leafPort, leafDir))
  expect((await owner.call('POST', '/api/hq/stores/S3/rotate')).body).toMatchObject({ code: 'HQ_STORE_REVOKED' })
  // Nor is its stream sourced any more: the hub's stream follows the stores HQ lists.
  const nc = await connect({ servers: nats.hub.url, user: HQ_USER.user, pass: HQ_USER.pass })
  const jsm = await jetstreamManager(nc)
  const sources = async () => ((await jsm.streams.info('SALES')).config.sources ?? []).map((x) => x.name)
  await waitFor(async () => !(await sources()).includes('SALES_S3'), "S3 left the hub stream's sources")
  expect(await sources()).toEqual(['SALES_S1'])
  await nc.close()

  // Bad and taken codes: a zh-TW 4xx each, nothing added.
  const bad = await owner.call('POST', '/api/hq/stores/', { code: 'S 4', name: '四號店' })
  expect(bad.status).toBe(400)
  expect(bad.body.message).toMatch(/分店代碼/)
  const taken = await owner.call('POST', '/api/hq/stores/', { code: 'S3', name: '又一間' })
  expect(taken.status).toBe(409)
  expect(taken.body.message).toMatch(/已經存在/)

  // 100 owners' taps at once on one new code: one store, one secret, 99 refusals.
  const replies = await Promise.all(
    Array.from({ length: 100 }, () =>
      owner.call('POST', '/api/hq/stores/', { code: 'S4', name: '四號店' }, {}, 30_000),
    ),
  )
  expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
  expect(replies.filter((r) => r.status === 409)).toHaveLength(99)
  const listed = (await owner.ok('GET', '/api/hq/stores/')) as { code: string; hasSecret: boolean }[]
  expect(listed.map((s) => s.code)).toEqual(['S1', 'S3', 'S4'])
  expect(listed.find((s) => s.code === 'S4')!.hasSecret).toBe(true)
  expect(readFileSync(usersFile, 'utf8').match(/"store-S4"/g)).toHaveLength(1)
}, 120_000)
