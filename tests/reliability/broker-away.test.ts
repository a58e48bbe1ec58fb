// The whole server process with an external mosquitto instead of the embedded broker: while the
// broker is down orders go through at full speed; once it is back the tickets for those orders
// reach a kitchen display.
import { afterAll, expect, test } from 'bun:test'
import mqtt from 'mqtt'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { topics, type KitchenTicketMessage } from '../../src/devices/mqtt/topics'
import { MOSQUITTO_BINARY, waitForPort } from '../../src/devices/testing/mosquitto'
import { client, freePort, killAll, orderBody, setupShop, spawnTracked, startServer } from './server-process'

const dir = mkdtempSync(join(tmpdir(), 'pos-broker-away-'))
const cleanups: (() => unknown)[] = []

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
  await killAll()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * mosquitto on a loopback port with persistence, so a display's session (clean: false) and the
 * messages queued for it survive the broker's restart: the test does not depend on who
 * reconnects first.
 */
async function startBroker(port: number) {
  const conf = join(dir, 'mosquitto.conf')
  writeFileSync(
    conf,
    `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence true\npersistence_location ${dir}/\n`,
  )
  const broker = spawnTracked([MOSQUITTO_BINARY, '-c', conf])
  await waitForPort(port, 5000)
  return {
    async stop() {
      broker.proc.kill('SIGTERM') // saves the persistence file
      await broker.proc.exited
    },
  }
}

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([p, Bun.sleep(ms).then(() => Promise.reject(new Error(`${what}: not within ${ms} ms`)))])
}

test('broker down: orders are not held up; broker back: the display receives every ticket', async () => {
  const brokerPort = await freePort()
  let broker = await startBroker(brokerPort)
  const port = await freePort()
  const server = await startServer({ dataDir: join(dir, 'data'), port, mqttUrl: `mqtt://127.0.0.1:${brokerPort}` })
  const shop = await setupShop(server)
  const status = async () => (await shop.c.ok('GET', `${shop.base}/devices/status`)).mqtt.connected as boolean
  const until = Date.now() + 10_000
  while (!(await status())) {
    if (Date.now() > until) throw new Error(`server never connected to mosquitto:\n${server.log()}`)
    await Bun.sleep(50)
  }

  const display = mqtt.connect(`mqtt://127.0.0.1:${brokerPort}`, {
    clientId: 'kds-reliability',
    clean: false,
    reconnectPeriod: 100,
    connectTimeout: 3000,
  })
  cleanups.push(() => display.endAsync(true))
  await within(new Promise((resolve) => display.once('connect', resolve)), 5000, 'display connect')
  await display.subscribeAsync(topics.kitchenTickets(shop.storeId, 'all'), { qos: 1 })
  const received: number[] = []
  display.on('message', (_topic, payload) =>
    received.push((JSON.parse(payload.toString()) as KitchenTicketMessage).orderId),
  )
  const waitFor = async (ids: number[], ms: number, what: string) => {
    const end = Date.now() + ms
    while (!ids.every((id) => received.includes(id))) {
      if (Date.now() > end)
        throw new Error(`${what}: received ${JSON.stringify(received)}, wanted ${JSON.stringify(ids)}`)
      await Bun.sleep(20)
    }
  }

  const c = client(server.url, shop.c.cookie())
  const order = async (n: number) => {
    const r = await c.call('POST', `${shop.base}/orders`, orderBody(shop, n), { 'idempotency-key': `mqtt-${n}` })
    expect(r.status).toBe(201)
    return r
  }
  await waitFor([(await order(0)).body.id], 5000, 'ticket with the broker up')

  await broker.stop()
  const away: number[] = []
  const slowest = { ms: 0 }
  for (let n = 1; n <= 5; n++) {
    const r = await order(n)
    slowest.ms = Math.max(slowest.ms, r.ms)
    away.push(r.body.id)
  }
  expect(slowest.ms).toBeLessThan(1000) // never blocked by MQTT
  expect(await status()).toBe(false)

  broker = await startBroker(brokerPort)
  cleanups.push(() => broker.stop())
  await waitFor(away, 15_000, 'tickets after the broker returned')
  const after = (await order(6)).body.id
  await waitFor([after], 5000, 'ticket after reconnection')
  console.log(
    `broker away: slowest order ${slowest.ms.toFixed(0)} ms while down; ${received.length} tickets for 7 orders`,
  )
}, 60_000)
