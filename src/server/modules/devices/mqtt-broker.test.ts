import { afterEach, describe, expect, test } from 'bun:test'
import mqtt, { type MqttClient } from 'mqtt'
import { writeToStream } from 'mqtt-packet'
import { mqttDevices } from '../../db/schema'
import { hashDeviceSecret, topics, type MqttConfig } from '../../../devices'
import { startMosquitto } from '../../../devices/testing/mosquitto'
import { devicesOver, openTestDb } from './test-db'

let cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.reverse()) await c()
  cleanups = []
})

const embedded: MqttConfig = { mode: 'embedded', host: '127.0.0.1', port: 0, url: null, username: null, password: null }

function within<T>(promise: Promise<T>, ms = 5000, what = 'MQTT'): Promise<T> {
  return Promise.race([
    promise,
    Bun.sleep(ms).then(() => {
      throw new Error(`${what}: nothing within ${ms} ms`)
    }),
  ])
}

let clients = 0
/** A display logs in with a client id of its own account: its username and a suffix (device-auth.ts). */
async function connect(url: string, opts: mqtt.IClientOptions = {}): Promise<MqttClient> {
  const clientId = opts.username ? `${opts.username}-${++clients}` : undefined
  const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000, clientId, ...opts })
  cleanups.push(() => client.endAsync(true))
  await within(
    new Promise((resolve, reject) => {
      client.once('connect', resolve)
      client.once('error', reject)
    }),
    5000,
    'connect',
  )
  return client
}

const nextMessage = (client: MqttClient, ms = 5000) =>
  within(
    new Promise<{ topic: string; body: any }>((resolve) =>
      client.once('message', (topic, payload) => resolve({ topic, body: JSON.parse(payload.toString()) })),
    ),
    ms,
  )

async function embeddedWithDevice() {
  const t = openTestDb()
  const now = Date.now()
  t.db.db
    .insert(mqttDevices)
    .values({
      storeId: t.storeId,
      name: '廚房螢幕',
      username: 'kds-1',
      secretHash: hashDeviceSecret('s3cret'),
      createdAt: now,
      updatedAt: now,
    })
    .run()
  const devices = devicesOver(t.db, embedded)
  cleanups.push(
    () => t.close(),
    () => devices.stop(),
  )
  await devices.start()
  const url = `mqtt://127.0.0.1:${devices.mqtt.status().brokerPort}`
  return { t, devices, url }
}

describe('embedded broker', () => {
  test('a display with its credentials receives QoS 1 kitchen tickets; a wrong password is refused', async () => {
    const { t, devices, url } = await embeddedWithDevice()
    const display = await connect(url, { username: 'kds-1', password: 's3cret' })
    await display.subscribeAsync(topics.kitchenTickets(t.storeId, '+'), { qos: 1 })
    const got = nextMessage(display)
    devices.mqtt.publish(topics.kitchenTickets(t.storeId, 'all'), { orderId: 7, table: 'A-01' })
    expect((await got).body).toEqual({ orderId: 7, table: 'A-01' })
    expect(devices.mqtt.status().connected).toBe(true)
    // The broker writes packet ids without mqtt-packet's table of 65,536 buffers (broker.ts).
    expect(writeToStream.cacheNumbers).toBe(false)

    const refused = await connect(url, { username: 'kds-1', password: 'wrong' }).catch((e) => e)
    expect(String(refused)).toMatch(/Bad username or password|Not authorized/)
    const anonymous = await connect(url).catch((e) => e)
    expect(anonymous).toBeInstanceOf(Error)
  })

  test('a display may not read another store, publish an order change or bump another store', async () => {
    const { t, devices, url } = await embeddedWithDevice()
    const bumps: string[] = []
    devices.mqtt.onBump((topic) => bumps.push(topic))
    const display = await connect(url, { username: 'kds-1', password: 's3cret' })
    const grant = (filter: string) =>
      display.subscribeAsync(filter, { qos: 1 }).then(
        (g) => g[0].qos,
        () => 'refused',
      )
    expect(await grant(`pos/${t.storeId + 1}/#`)).toBe('refused')
    expect(await grant('#')).toBe('refused')
    expect(await grant(topics.orderStatus(t.storeId, 1))).toBe(1)

    // Its own store's bump reaches the server.
    await display.publishAsync(topics.kitchenBump(t.storeId, 'all'), JSON.stringify({ orderId: 1 }), { qos: 1 })
    const until = Date.now() + 3000
    while (bumps.length === 0 && Date.now() < until) await Bun.sleep(10)
    expect(bumps).toEqual([topics.kitchenBump(t.storeId, 'all')])

    // Anything else is refused: the broker drops the connection and nothing is delivered.
    const watcher = await connect(url, { username: 'kds-1', password: 's3cret' })
    await watcher.subscribeAsync(topics.orderStatus(t.storeId, 1), { qos: 1 })
    const leaked: string[] = []
    watcher.on('message', (topic) => leaked.push(topic))
    const closed = new Promise<void>((resolve) => display.once('close', () => resolve()))
    display.publish(topics.orderStatus(t.storeId, 1), JSON.stringify({ to: 'completed' }), { qos: 1 })
    await within(closed, 3000, 'disconnect')
    const intruder = await connect(url, { username: 'kds-1', password: 's3cret' })
    intruder.publish(topics.kitchenBump(t.storeId + 1, 'all'), JSON.stringify({ orderId: 1 }), { qos: 1 })
    await Bun.sleep(300)
    expect(leaked).toEqual([])
    expect(bumps).toHaveLength(1)
  })

  test('a removed device is disconnected at once', async () => {
    const { devices, url } = await embeddedWithDevice()
    const display = await connect(url, { username: 'kds-1', password: 's3cret' })
    const closed = new Promise<void>((resolve) => display.once('close', () => resolve()))
    devices.mqtt.disconnectDevice('kds-1')
    await within(closed, 3000, 'disconnect')
  })
})

describe('external broker (real mosquitto)', () => {
  test(`tickets reach a mosquitto subscriber, the server status is retained, and publishing survives a broker \
restart`, async () => {
    const t = openTestDb()
    let broker = await startMosquitto()
    cleanups.push(
      () => t.close(),
      () => broker.stop(),
    )
    const external: MqttConfig = {
      mode: 'external',
      host: '127.0.0.1',
      port: 0,
      url: broker.url,
      username: 'pos',
      password: 'pw',
    }
    const devices = devicesOver(t.db, external, { reconnectMs: 600 })
    cleanups.push(() => devices.stop())
    await devices.start()
    const until = Date.now() + 5000
    while (!devices.mqtt.status().connected && Date.now() < until) await Bun.sleep(20)

    const status = await connect(broker.url)
    const retained = nextMessage(status)
    await status.subscribeAsync(topics.serverStatus(), { qos: 1 })
    expect((await retained).body.state).toBe('online')

    const kitchen = await connect(broker.url, { reconnectPeriod: 50, clientId: 'kds-test', clean: false })
    await kitchen.subscribeAsync(topics.kitchenTickets(t.storeId, 'all'), { qos: 1 })
    const first = nextMessage(kitchen)
    devices.mqtt.publish(topics.kitchenTickets(t.storeId, 'all'), { orderId: 1 })
    expect((await first).body).toEqual({ orderId: 1 })

    // Broker away: the order path does not notice; the ticket is delivered after reconnect.
    await broker.stop()
    await Bun.sleep(200)
    expect(() => devices.mqtt.publish(topics.kitchenTickets(t.storeId, 'all'), { orderId: 2 })).not.toThrow()
    const later = new Promise<any>((resolve) => kitchen.on('message', (_t, p) => resolve(JSON.parse(p.toString()))))
    kitchen.on('connect', () => kitchen.subscribe(topics.kitchenTickets(t.storeId, 'all'), { qos: 1 }))
    broker = await startMosquitto(broker.port)
    expect(await within(later, 8000, 'after reconnect')).toEqual({ orderId: 2 })
  })
})
