// The outbox after a pulled plug: orders fired at once, the server SIGKILLed the moment the first
// answer arrives (others committed, in flight or not yet read), restarted, every key retried.
// Every committed order has its kitchen ticket job exactly once per station: written in the
// order's own transaction, so nothing has to be found and queued again at start-up, and neither
// a restart nor an idempotent replay adds a second one.
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import {
  client,
  freePort,
  inspectDatabase,
  killAll,
  orderBody,
  setupShop,
  startServer,
  submitUntilAck,
  type PosServer,
} from './server-process'

const ROUNDS = 5
const ORDERS = 30
const DOUBLE_TAPS = 10
const dataDir = mkdtempSync(join(tmpdir(), 'pos-outbox-crash-'))
const printers: FakeNetworkPrinter[] = []

afterAll(async () => {
  await killAll()
  for (const p of printers) await p.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test(`SIGKILL right after an order's answer, ${ROUNDS} times: every committed order has its ticket jobs exactly \
once`, async () => {
  const port = await freePort()
  let server: PosServer = await startServer({ dataDir, port })
  const shop = await setupShop(server)
  for (const name of ['熱炒', '出餐口']) {
    const p = await startFakeNetworkPrinter()
    printers.push(p)
    await shop.c.ok('POST', `${shop.base}/printers`, {
      name,
      role: 'kitchen',
      connection: 'network',
      address: p.address,
    })
  }
  const keys: string[] = []
  let answeredBeforeKill = 0
  for (let round = 0; round < ROUNDS; round++) {
    const c = client(server.url, shop.c.cookie())
    const batch = Array.from({ length: ORDERS }, (_, i) => `r${round}-${i}`)
    keys.push(...batch)
    const taps = [...batch, ...batch.slice(0, DOUBLE_TAPS)]
    let killed: Promise<void> | null = null
    await Promise.allSettled(
      taps.map(async (key) => {
        const r = await c.call('POST', `${shop.base}/orders`, orderBody(shop, keys.indexOf(key)), {
          'idempotency-key': key,
        })
        if ((r.status === 201 || r.status === 200) && !killed) {
          answeredBeforeKill++
          killed = server.crash()
        }
      }),
    )
    await killed
    server = await startServer({ dataDir, port })
    // The terminals retry every key until acknowledged: committed ones are replays.
    const deadline = Date.now() + 20_000
    const again = client(server.url, shop.c.cookie())
    await Promise.all(
      batch.map((key) => submitUntilAck(again, shop, key, orderBody(shop, keys.indexOf(key)), deadline)),
    )
  }
  await Bun.sleep(300)
  await server.stop()

  const db = inspectDatabase(dataDir)
  expect(db.integrity).toEqual(['ok'])
  expect(db.orders).toHaveLength(ROUNDS * ORDERS)
  const jobs = new Map<number, number>()
  for (const j of db.printJobs.filter((j) => j.kind === 'kitchen'))
    jobs.set(j.order_id, (jobs.get(j.order_id) ?? 0) + 1)
  expect(
    db.orders.filter((o) => jobs.get(o.id) !== printers.length).map((o) => [o.order_number, jobs.get(o.id) ?? 0]),
  ).toEqual([])
  expect(answeredBeforeKill).toBe(ROUNDS)
}, 120_000)
