// Sales up through real NATS: a hub and two store leaves (each its own JetStream domain), two store
// servers publishing from their outbox, HQ (--hq) applying from its durable consumer. The link cut
// (hub stopped) with orders going on, stores and HQ SIGKILLed mid-flow, and every event delivered to
// HQ a second time: HQ ends with each store's every event exactly once.
// The leaf links run over TLS and each store's hub user has only its sourcing allow-list.
import { afterAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from '@nats-io/transport-node'
import { jetstream, jetstreamManager } from '@nats-io/jetstream'
import {
  HQ_USER,
  logUntil,
  makeCa,
  startChainServers,
  storeUser,
} from '../../src/server/modules/chain/testing/nats-servers'
import {
  client,
  freePort,
  killAll,
  orderBody,
  setupShop,
  startServer,
  submitUntilAck,
  waitUntil,
  type PosServer,
  type Shop,
} from './server-process'

const CODES = ['S1', 'S2']
const KILL_ROUNDS = 10
const dir = mkdtempSync(join(tmpdir(), 'pos-chain-'))
const nats = await startChainServers(join(dir, 'nats'), CODES)

afterAll(async () => {
  await killAll()
  await nats.stopAll()
  rmSync(dir, { recursive: true, force: true })
})

const storeEnv = (code: string) => {
  const u = storeUser(code)
  return {
    POS_CHAIN_NATS_URL: nats.leaves[code]!.url,
    POS_CHAIN_STORE: code,
    POS_CHAIN_USER: u.user,
    POS_CHAIN_PASSWORD: u.pass,
  }
}
const hqEnv = {
  POS_CHAIN_NATS_URL: nats.hub.url,
  POS_CHAIN_USER: HQ_USER.user,
  POS_CHAIN_PASSWORD: HQ_USER.pass,
  POS_HQ_STORES: CODES.join(','),
}

/** Reads a (running) server's database file. */
function query<T>(dataDir: string, sql: string): T[] {
  const db = new Database(join(dataDir, 'pos.db'), { readonly: true })
  try {
    return db.query(sql).all() as T[]
  } finally {
    db.close()
  }
}
const outboxIds = (s: { dataDir: string }, code: string) =>
  // Health reports are kept at HQ as each store's latest, not as events.
  query<{ id: string }>(
    s.dataDir,
    "select store_code || '-' || seq as id from chain_outbox where type <> 'store.health'",
  )
    .map((r) => r.id)
    .filter((id) => id.startsWith(`${code}-`))
const hqIds = (hq: { dataDir: string }) =>
  query<{ event_id: string }>(hq.dataDir, 'select event_id from hq_events').map((r) => r.event_id)
const hqLineTotal = (hq: { dataDir: string }) =>
  query<{ n: number }>(hq.dataDir, 'select coalesce(sum(quantity), 0) as n from hq_sales where item is not null')[0]!.n
/** What a store sold: lines of its orders not cancelled, less voided ones (and, for the amount, less discounts). */
const LIVE_LINES = `FROM order_items WHERE id NOT IN (SELECT order_item_id FROM order_voids)
  AND order_id IN (SELECT id FROM orders WHERE status <> 'cancelled')`
const storeLineTotal = (s: { dataDir: string }) =>
  query<{ n: number }>(s.dataDir, `SELECT coalesce(sum(quantity), 0) AS n ${LIVE_LINES}`)[0]!.n
const storeNetSales = (s: { dataDir: string }) =>
  query<{ n: number }>(
    s.dataDir,
    "SELECT coalesce(sum(subtotal - discount), 0) AS n FROM orders WHERE status <> 'cancelled'",
  )[0]!.n

type Store = { code: string; server: PosServer; shop: Shop; port: number; dataDir: string; keys: number }
const stores: Store[] = []
let hq: PosServer

async function startStore(code: string) {
  const dataDir = join(dir, code)
  const port = await freePort()
  const server = await startServer({ dataDir, port, env: storeEnv(code) })
  const shop = await setupShop(server, code)
  stores.push({ code, server, shop, port, dataDir, keys: 0 })
}

/** Orders at a store until each is acknowledged (retrying through a crash of the store's server). */
async function order(store: Store, count: number) {
  const c = client(store.server.url, store.shop.c.cookie())
  for (let i = 0; i < count; i++) {
    const n = store.keys++
    await submitUntilAck(c, store.shop, `${store.code}-${n}`, orderBody(store.shop, n), Date.now() + 20_000)
  }
}

/** HQ holds exactly every event every store committed: the same ids, none twice, the same sold quantity. */
async function expectHqComplete(ms = 20_000) {
  const expected = stores.flatMap((s) => outboxIds(s, s.code)).sort()
  await waitUntil(() => hqIds(hq).length >= expected.length, `HQ has ${expected.length} events`, ms)
  const ids = hqIds(hq).sort()
  expect(ids).toEqual(expected)
  expect(hqLineTotal(hq)).toBe(stores.reduce((sum, s) => sum + storeLineTotal(s), 0))
}

test('orders at two stores reach HQ once each, also through a cut link', async () => {
  for (const code of CODES) await startStore(code)
  hq = await startServer({ dataDir: join(dir, 'hq'), port: await freePort(), env: hqEnv, args: ['--hq'] })
  await Promise.all(stores.map((s) => order(s, 5)))
  // A discount and a voided line at each store, a takeout voided whole, and a card payment: HQ's net
  // sales (the cancelled takeout out of them) and takings by method.
  for (const s of stores) {
    const [last] = query<{ orderId: number; lineId: number }>(
      s.dataDir,
      'SELECT order_id AS orderId, max(id) AS lineId FROM order_items GROUP BY order_id HAVING count(*) > 1 LIMIT 1',
    )
    const at = `${s.shop.base}/orders/${last!.orderId}`
    await s.shop.c.ok('POST', `${at}/discounts`, { kind: 'amount', value: '10.00', reason: '熟客優惠' })
    await s.shop.c.ok('POST', `${at}/void`, { lineId: last!.lineId, reason: 'wrong_order' })
    const { items } = orderBody(s.shop, 1)
    const takeout = await s.shop.c.ok('POST', `${s.shop.base}/orders`, { orderType: 'takeout', items })
    await s.shop.c.ok('POST', `${s.shop.base}/orders/${takeout.id}/void`, { reason: 'customer_cancel' })
    const open = await s.shop.c.ok('GET', `${s.shop.base}/tables/${s.shop.tableId}`)
    await s.shop.c.ok('POST', `${s.shop.base}/payments`, {
      sessionId: open.sessionId,
      amount: '100.00',
      paymentMethod: 'credit_card',
    })
  }
  await expectHqComplete()

  const seen = hqIds(hq).length
  await nats.hub.stop()
  await Promise.all(stores.map((s) => order(s, 10)))
  // The stores' streams hold the sales while the hub is away; HQ saw none of them.
  expect(hqIds(hq).length).toBe(seen)
  await nats.hub.start()
  await expectHqComplete()

  // HQ's reports read what arrived: each store's net sales, and each store's last event.
  const owner = client(hq.url)
  await owner.ok('POST', '/api/auth/local/register', {
    username: 'owner',
    password: 'secret123',
    setupCode: hq.setupCode(),
  })
  const byStore = await owner.ok('GET', '/api/hq/sales?by=store')
  expect(byStore).toEqual(
    stores.map((s) => ({ key: s.code, quantity: storeLineTotal(s), amount: (storeNetSales(s) / 100).toFixed(2) })),
  )
  expect(await owner.ok('GET', '/api/hq/payments')).toEqual([
    { method: 'credit_card', kind: 'payment', count: 2, amount: '200.00' },
  ])
  const health = await owner.ok('GET', '/api/hq/health')
  expect(health.map((h: { storeCode: string }) => h.storeCode)).toEqual(CODES)
  for (const h of health) expect(h.lagMs).toBeGreaterThanOrEqual(0)
  // Each store's health report, taken at its start, arrived too: no printer alerts, no invoicing set up.
  const version = (await owner.ok('GET', '/api/health')).version
  for (const h of health)
    expect(h).toMatchObject({ printerAlerts: [], invoicesWaiting: 0, numbersLeft: 0, lastBackupAt: null, version })
})

test(`a store SIGKILLed after an order's answer, ${KILL_ROUNDS} times: nothing lost or doubled at HQ`, async () => {
  const s = stores[0]!
  for (let round = 0; round < KILL_ROUNDS; round++) {
    await order(s, 3)
    await s.server.crash()
    s.server = await startServer({ dataDir: s.dataDir, port: s.port, env: storeEnv(s.code) })
  }
  await order(s, 1)
  await expectHqComplete()
})

test('HQ SIGKILLed while applying, then every event delivered to it again: each applied once', async () => {
  const before = hqIds(hq).length
  const flowing = Promise.all(stores.map((s) => order(s, 15)))
  await waitUntil(() => hqIds(hq).length > before, 'HQ applying')
  await hq.crash()
  await flowing
  hq = await startServer({ dataDir: hq.dataDir, port: hq.port, env: hqEnv, args: ['--hq'] })
  await expectHqComplete()

  // Every event a second time, as after days offline past the dedupe window: a fresh durable consumer.
  await hq.stop()
  const nc = await connect({ servers: nats.hub.url, ...HQ_USER })
  const jsm = await jetstreamManager(nc)
  await jsm.consumers.delete('SALES', 'hq')
  const last = (await jsm.streams.info('SALES')).state.last_seq
  hq = await startServer({ dataDir: hq.dataDir, port: hq.port, env: hqEnv, args: ['--hq'] })
  let acked = 0
  const poll = async () => {
    acked = await jsm.consumers.info('SALES', 'hq').then(
      (i) => i.ack_floor.stream_seq,
      () => 0,
    )
  }
  for (const end = Date.now() + 15_000; acked < last && Date.now() < end; await Bun.sleep(50)) await poll()
  await nc.close()
  expect(acked).toBe(last)
  await expectHqComplete()
})

test("a fact on one store's stream that speaks for another store is not applied", async () => {
  const nc = await connect({ servers: nats.leaves.S1!.url, ...storeUser('S1') })
  const forged = { type: 'order.created', storeCode: 'S2', businessDate: '2026-11-28', hour: 12, committedAt: 1 }
  await jetstream(nc).publish('pos.S1.sales.order.created', JSON.stringify({ ...forged, lines: [] }), {
    msgID: 'S2-999999',
  })
  await nc.close()
  // A genuine sale after it: once HQ has that, it has read the forged one too.
  await order(stores[0]!, 1)
  await expectHqComplete()
})

test("a store's leaf user crosses to the hub only for sourcing: no store's subjects, no other's data", async () => {
  const hub = await connect({ servers: nats.hub.url, ...HQ_USER })
  const seen: string[] = []
  for (const subject of ['pos.>', '$JS.S.probe'])
    hub.subscribe(subject, {
      callback: (_e, m) => {
        seen.push(m.subject)
      },
    })
  await hub.flush()
  const leaf = await connect({ servers: nats.leaves.S1!.url, ...storeUser('S1') })
  // One connection keeps its order: once the allowed probe sent after them arrives, the others would have.
  for (const end = Date.now() + 10_000; !seen.includes('$JS.S.probe') && Date.now() < end; await Bun.sleep(50)) {
    for (const subject of ['pos.S2.sales.order.created', 'pos.S1.sales.order.created', 'pos.S1.ping'])
      leaf.publish(subject, '{}')
    leaf.publish('$JS.S.probe')
  }
  expect(seen).toContain('$JS.S.probe')
  expect(seen.filter((s) => s !== '$JS.S.probe')).toEqual([])

  // S2's stream answers the hub through S2's domain, but not a client on S1's leaf; nor does the hub's
  // SALES. The answer comes back on a `$JSC.R.` subject: the only replies a leaf may send up.
  let probes = 0
  const info = async (nc: typeof hub, subject: string) => {
    const sub = nc.subscribe(`$JSC.R.probe${++probes}`, { max: 1, timeout: 2_000 })
    nc.publish(subject, '', { reply: sub.getSubject() })
    try {
      for await (const m of sub) return (JSON.parse(m.string()) as { config?: { name: string } }).config?.name
    } catch {
      return 'refused'
    }
  }
  expect(await info(hub, '$JS.S2.API.STREAM.INFO.SALES_S2')).toBe('SALES_S2')
  expect(await info(leaf, '$JS.S2.API.STREAM.INFO.SALES_S2')).toBe('refused')
  expect(await info(leaf, '$JS.hub.API.STREAM.INFO.SALES')).toBe('refused')
  await leaf.close()
  await hub.close()
})

test('a leaf that does not trust the chain CA cannot link to the hub', async () => {
  const { file } = await nats.leafFor('S1', 'S1-wrong-ca', makeCa(join(dir, 'other-ca'), 'other-ca'))
  // Its log says why it is not linking; a leaf that did link would be cut off after 10 s and fail the test.
  const log = await logUntil(file, /certificate/i)
  expect(log).toMatch(/unknown authority/)
  expect(await nats.leafLinks()).toBe(CODES.length)
})
