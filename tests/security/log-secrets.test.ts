// The operations log of a real server process, in --log-format json: every line is one JSON
// object, the events an installer needs are there, and no credential ever is (passwords, right or
// wrong, session tokens, a display's secret, a table's QR token, the external broker's password).
import { afterAll, expect, test } from 'bun:test'
import { Aedes } from 'aedes'
import mqtt from 'mqtt'
import net from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  client,
  freePort,
  killAll,
  orderBody,
  setupShop,
  startServer,
  waitUntil,
  type PosServer,
} from '../reliability/server-process'

const dir = mkdtempSync(join(tmpdir(), 'pos-log-'))

afterAll(async () => {
  await killAll()
  rmSync(dir, { recursive: true, force: true })
})

type Line = { time: string; level: string; event: string; msg: string; [field: string]: unknown }

const events = (server: PosServer) =>
  server
    .log()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line)

const logged = (server: PosServer, event: string) =>
  waitUntil(() => server.log().includes(`"event":"${event}"`), `${event} in the log`)

/** SIGTERM, exit 0, then every line parses as a JSON object of the promised shape, and none holds a secret. */
async function stopAndRead(server: PosServer, secrets: Record<string, string>) {
  server.proc.kill('SIGTERM')
  expect(await server.proc.exited).toBe(0)
  const lines = events(server)
  for (const l of lines) {
    expect(Object.keys(l).slice(0, 4)).toEqual(['time', 'level', 'event', 'msg'])
    expect(l.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    expect(['INFO', 'WARN', 'ERROR']).toContain(l.level)
  }
  for (const [what, secret] of Object.entries(secrets)) {
    expect(secret.length).toBeGreaterThanOrEqual(8)
    if (server.log().includes(secret)) throw new Error(`the log holds ${what}:\n${server.log()}`)
  }
  return lines
}

test('sign-ins, a display, a QR table, a backup, a printer away: logged as JSON lines, no secret in them', async () => {
  const port = await freePort()
  const mqttPort = await freePort()
  const server = await startServer({ dataDir: join(dir, 'embedded'), port, mqttPort, env: { POS_LOG_FORMAT: 'json' } })
  const shop = await setupShop(server) // registers manager / secret123
  const wrong = await client(server.url).call('POST', '/api/auth/local/login', {
    username: 'manager',
    password: 'Wrong-guess-42',
  })
  expect(wrong.status).toBe(401)
  const again = client(server.url)
  await again.ok('POST', '/api/auth/local/login', { username: 'manager', password: 'secret123' })

  const device = await shop.c.ok('POST', `${shop.base}/mqtt-devices`, { name: '出菜螢幕' })
  const display = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
    clientId: device.username,
    username: device.username,
    password: device.password,
    reconnectPeriod: 0,
  })
  await logged(server, 'mqtt.device_connected')
  await display.endAsync()
  await logged(server, 'mqtt.device_disconnected')

  const qr = await shop.c.ok('GET', `${shop.base}/tables/${shop.tableId}/qr`)
  await client(server.url).ok('GET', `/api/public/stores/${shop.storeId}/tables/${shop.tableId}?t=${qr.token}`)
  await shop.c.ok('POST', '/api/backups', undefined, [201])

  const away = `127.0.0.1:${await freePort()}` // nothing listens there
  await shop.c.ok('POST', `${shop.base}/printers`, {
    name: '廚房',
    role: 'kitchen',
    connection: 'network',
    address: away,
  })
  await shop.c.ok('POST', `${shop.base}/orders`, orderBody(shop, 1), [201])
  await logged(server, 'printer.unreachable')

  const lines = await stopAndRead(server, {
    'the password': 'secret123',
    'a wrong password': 'Wrong-guess-42',
    'a session token': shop.c.cookie().split('=')[1],
    'a second session token': again.cookie().split('=')[1],
    'the display secret': device.password,
    'the QR token': qr.token,
  })
  const by = (event: string) => lines.filter((l) => l.event === event)
  expect(by('server.start')[0]).toMatchObject({ level: 'INFO', port, dataDir: join(dir, 'embedded') })
  expect(by('db.migrated')[0]).toMatchObject({ level: 'INFO', from: null })
  expect(by('mqtt.device_connected')).toEqual([
    expect.objectContaining({
      device: '出菜螢幕',
      username: device.username,
      msg: `MQTT device 出菜螢幕 (${device.username}) connected`,
    }),
  ])
  expect(by('backup.written')).toEqual([expect.objectContaining({ level: 'INFO', by: 'manager' })])
  expect(by('printer.unreachable')).toEqual([
    expect.objectContaining({ level: 'WARN', msg: `printer 廚房 unreachable ${away}`, address: away }),
  ])
  expect(lines.map((l) => l.event).slice(-2)).toEqual(['shutdown.begin', 'shutdown.end'])
}, 60_000)

/** A port where something accepts and at once drops every connection, counting the tries. */
async function refusingBroker(port: number) {
  let tries = 0
  const server = net.createServer((socket) => {
    tries++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { tries: () => tries, close: () => new Promise((resolve) => server.close(resolve)) }
}

async function realBroker(port: number) {
  const aedes = await Aedes.createBroker()
  const server = net.createServer((socket) => aedes.handle(socket))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    async close() {
      await new Promise<void>((resolve) => aedes.close(() => resolve()))
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

test(`an external broker unreachable, up, lost, back: one line per change, not per retry, never its \
credentials`, async () => {
  const port = await freePort()
  const brokerPort = await freePort()
  let refusing = await refusingBroker(brokerPort)
  const server = await startServer({
    dataDir: join(dir, 'external'),
    port,
    mqttUrl: `mqtt://pos:url-secret-77@127.0.0.1:${brokerPort}`,
    env: { POS_LOG_FORMAT: 'json', POS_MQTT_USERNAME: 'pos', POS_MQTT_PASSWORD: 'env-secret-88' },
  })
  const mqttLines = () =>
    events(server)
      .filter((l) => /^mqtt\.(unreachable|lost|back)$/.test(l.event))
      .map((l) => `${l.level} ${l.event}`)
  await waitUntil(() => refusing.tries() >= 3, 'three tries refused')
  await refusing.close()
  let broker = await realBroker(brokerPort)
  await logged(server, 'mqtt.back')
  await broker.close()
  refusing = await refusingBroker(brokerPort)
  await waitUntil(() => refusing.tries() >= 2, 'two tries refused after the loss')
  await refusing.close()
  broker = await realBroker(brokerPort)
  await waitUntil(() => mqttLines().length === 4, 'back again')
  const lines = await stopAndRead(server, {
    'the password in the URL': 'url-secret-77',
    'the broker password': 'env-secret-88',
  })
  await broker.close()
  expect(mqttLines()).toEqual(['WARN mqtt.unreachable', 'INFO mqtt.back', 'WARN mqtt.lost', 'INFO mqtt.back'])
  expect(lines.find((l) => l.event === 'mqtt.unreachable')?.msg).toBe(
    `MQTT broker mqtt://127.0.0.1:${brokerPort} unreachable`,
  )
  expect(lines.find((l) => l.event === 'mqtt.back')?.msg).toMatch(
    new RegExp(`^MQTT broker mqtt://127\\.0\\.0\\.1:${brokerPort} back after \\d+ s$`),
  )
}, 60_000)
