// The kitchen printer is switched off while orders come in, and the server is killed before it
// comes back: after the restart every ticket arrives, once, in order.
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
  orderNumberOnTicket,
  setupShop,
  startServer,
} from './server-process'

const ORDERS = 8
const dataDir = mkdtempSync(join(tmpdir(), 'pos-printer-away-'))
let printer: FakeNetworkPrinter | null = null

afterAll(async () => {
  await killAll()
  await printer?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test(`printer away, server killed and restarted, printer back: every ticket arrives exactly once, in \
order`, async () => {
  const port = await freePort()
  let server = await startServer({ dataDir, port })
  const shop = await setupShop(server)
  printer = await startFakeNetworkPrinter()
  await shop.c.ok('POST', `${shop.base}/printers`, {
    name: '廚房',
    role: 'kitchen',
    connection: 'network',
    address: printer.address,
  })
  await printer.stop()

  const c = client(server.url, shop.c.cookie())
  const placed: string[] = []
  for (let n = 0; n < ORDERS; n++) {
    const r = await c.call('POST', `${shop.base}/orders`, orderBody(shop, n), { 'idempotency-key': `away-${n}` })
    expect(r.status).toBe(201)
    expect(r.ms).toBeLessThan(2000) // a sale never waits for the printer
    placed.push(r.body.orderNumber)
  }
  await Bun.sleep(300) // the queue tries, fails and backs off
  await server.crash()
  server = await startServer({ dataDir, port })
  await printer.start()

  await printer.waitForJobs(ORDERS, 20_000)
  await Bun.sleep(1000) // a duplicate would arrive here
  const printed = printer.jobs.map(orderNumberOnTicket)
  expect(printed).toEqual(placed)

  await server.stop()
  const db = inspectDatabase(dataDir)
  expect(db.printJobs.map((j) => j.status)).toEqual(Array(ORDERS).fill('done'))
  expect(db.integrity).toEqual(['ok'])
}, 60_000)
