import { connect, type MqttClient } from 'mqtt'
import { createTestContext, type TestClock } from '../../testing/harness'
import type { EventMap } from '../../events'
import type { MqttConfig, RetryPolicy } from '../../../devices'
import { startFakeNetworkPrinter } from '../../../devices/testing/fake-network-printer'
import { deviceFixtures } from './test-fixtures'

/** Wall-clock time: the print queue's backoff timers must see time pass. */
const realClock: TestClock = { now: () => Date.now(), set() {}, advance() {} }

/**
 * A test server whose devices are started: fast print retries (or, with an injected clock, the
 * given policy, driven by advancing the clock and `settlePrinting()`), and MQTT either off or an
 * embedded broker on a free loopback port. Call `close()` in afterEach.
 */
export async function devicesContext(
  mqtt: MqttConfig['mode'] = 'off',
  opts: { clock?: TestClock; retry?: Partial<RetryPolicy>; mqttConnectTimeoutMs?: number } = {},
) {
  const ctx = createTestContext({
    clock: opts.clock ?? realClock,
    config: { mqtt: { mode: mqtt, host: '127.0.0.1', port: 0, url: null, username: null, password: null } },
    deviceTuning: { retry: opts.retry ?? { baseMs: 40, maxMs: 200 }, mqttConnectTimeoutMs: opts.mqttConnectTimeoutMs },
  })
  const { manager, store } = await ctx.managerWithStore()
  await ctx.services.devices.start()
  const printersUp: { stop(): Promise<void> }[] = []
  const displays: MqttClient[] = []
  const api = (method: string, path: string, body?: unknown, cookie = manager.cookie) =>
    ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie })
  return {
    ctx,
    manager,
    storeId: store.id,
    fx: deviceFixtures(ctx.db, store.id),
    /**
     * What a money write does after writing the fixture rows: stages the event in a transaction (its outbox rows), then
     * announces it.
     */
    write<K extends keyof EventMap>(name: K, payload: EventMap[K]) {
      ctx.db.write((tx) => tx.afterCommit(ctx.services.events.stage(name, payload)))
    },
    api,
    /** A kitchen display signed in to the embedded broker, collecting every message of the store's topics. */
    async display() {
      const cred = (await api('POST', '/mqtt-devices', { name: '廚房螢幕' })).body
      const port = (await api('GET', '/devices/status')).body.mqtt.brokerPort
      const client = connect(`mqtt://127.0.0.1:${port}`, {
        clientId: cred.username,
        username: cred.username,
        password: cred.password,
        reconnectPeriod: 0,
      })
      displays.push(client)
      await Promise.race([
        new Promise((r) => client.once('connect', r)),
        Bun.sleep(5000).then(() => {
          throw new Error('display: no connection')
        }),
      ])
      const messages: { topic: string; text: string }[] = []
      client.on('message', (topic, payload) => messages.push({ topic, text: payload.toString('utf8') }))
      await client.subscribeAsync(`pos/${store.id}/#`, { qos: 1 })
      return messages
    },
    async printer(body: Record<string, unknown>) {
      const fake = await startFakeNetworkPrinter()
      printersUp.push(fake)
      const res = await ctx.request('POST', `/api/stores/${store.id}/printers`, {
        cookie: manager.cookie,
        body: { connection: 'network', address: fake.address, ...body },
      })
      if (res.status !== 201) throw new Error(`create printer: ${res.status} ${JSON.stringify(res.body)}`)
      return { fake, id: res.body.id as number }
    },
    async close() {
      for (const d of displays) await d.endAsync(true)
      await ctx.services.devices.stop()
      for (const p of printersUp) await p.stop()
      ctx.close()
    },
  }
}
export type DevicesContext = Awaited<ReturnType<typeof devicesContext>>

export async function until(check: () => boolean, ms = 5000, what = 'condition') {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} not met within ${ms} ms`)
    await Bun.sleep(5)
  }
}
