import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mqtt from 'mqtt'
import { freePort, killAll, orderBody, setupShop, startServer, submitUntilAck } from './server-process'

const dataDir = mkdtempSync(join(tmpdir(), 'pos-kds-restart-'))
afterAll(async () => {
  await killAll()
  rmSync(dataDir, { recursive: true, force: true })
})

type Snapshot = { station: string; tickets: { orderNumber: string; lines: { name: string }[] }[] }

test(`a kitchen display that reconnects across a server restart receives every open ticket of its \
station`, async () => {
  const [port, mqttPort] = [await freePort(), await freePort()]
  let server = await startServer({ dataDir, port, mqttPort })
  const shop = await setupShop(server)
  const cred = await shop.c.ok('POST', `${shop.base}/mqtt-devices`, { name: '廚房螢幕' })
  const placed = [
    await submitUntilAck(shop.c, shop, 'kds-1', orderBody(shop, 1), Date.now() + 10_000),
    await submitUntilAck(shop.c, shop, 'kds-2', orderBody(shop, 2), Date.now() + 10_000),
  ]

  const snapshots: Snapshot[] = []
  let connects = 0
  const display = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
    clientId: cred.username,
    username: cred.username,
    password: cred.password,
    reconnectPeriod: 200,
    connectTimeout: 2000,
  })
  display.on('connect', () => connects++)
  display.on('message', (_topic, payload) => snapshots.push(JSON.parse(payload.toString())))
  display.subscribe(`pos/${shop.storeId}/kitchen/all/open`, { qos: 1 })
  const until = async (check: () => boolean, what: string) => {
    const end = Date.now() + 15_000
    while (!check()) {
      if (Date.now() > end) throw new Error(`${what} not seen`)
      await Bun.sleep(20)
    }
  }
  const numbers = (s: Snapshot) => s.tickets.map((t) => t.orderNumber)
  await until(() => snapshots.some((s) => numbers(s).length === 2), 'snapshot before the restart')
  expect(numbers(snapshots.at(-1)!)).toEqual(placed.map((p) => p.orderNumber))

  await server.stop()
  snapshots.length = 0
  server = await startServer({ dataDir, port, mqttPort })
  await until(() => connects >= 2 && snapshots.length > 0, 'snapshot after the restart')
  const after = snapshots.at(-1)!
  expect(after.station).toBe('all')
  expect(numbers(after)).toEqual(placed.map((p) => p.orderNumber))
  expect(after.tickets[0].lines.map((l) => l.name)).toContain('紅燒牛肉麵')

  // A cancelled order leaves the displays.
  await shop.c.ok('POST', `${shop.base}/orders/${placed[0].orderId}/cancel`, { reason: '客人取消' })
  await until(() => numbers(snapshots.at(-1)!).length === 1, 'snapshot without the cancelled order')
  expect(numbers(snapshots.at(-1)!)).toEqual([placed[1].orderNumber])
  display.end(true)
  await server.stop()
}, 60_000)
