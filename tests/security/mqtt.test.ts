import { afterEach, describe, expect, test } from 'bun:test'
import net from 'node:net'
import mqtt, { type IClientOptions } from 'mqtt'
import { generate } from 'mqtt-packet'
import { topics } from '../../src/devices'
import { connectHeader } from '../../src/devices/testing/mqtt-header'
import { devicesContext, until, type DevicesContext } from '../../src/server/modules/devices/test-context'

// The embedded broker as a device on the LAN (or a browser on /mqtt) meets it: a real broker on a
// real port, real sockets, the server's own device accounts.
let t: DevicesContext | undefined
let cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.reverse()) await c()
  cleanups = []
  await t?.close()
  t = undefined
})

const MB = 2 ** 20
const TRANSPORTS = ['tcp', 'ws'] as const
type Transport = (typeof TRANSPORTS)[number]
type Credentials = { username: string; password: string }

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, Bun.sleep(ms).then(() => Promise.reject(new Error(`${what}: not within ${ms} ms`)))])
}

/** Two stores (甲店 with the fixtures, 乙店), each with a kitchen display account; the HTTP server listening for /mqtt. */
async function twoStores(opts: { mqttConnectTimeoutMs?: number } = {}) {
  t = await devicesContext('embedded', opts)
  const ctx = t
  const http = ctx.ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
  cleanups.push(() => http.stop(true))
  const storeB = await ctx.ctx.request('POST', '/api/stores', {
    cookie: ctx.manager.cookie,
    body: { name: '乙店', code: 'B01' },
  })
  const account = async (storeId: number): Promise<Credentials> =>
    (
      await ctx.ctx.request('POST', `/api/stores/${storeId}/mqtt-devices`, {
        cookie: ctx.manager.cookie,
        body: { name: '廚房螢幕' },
      })
    ).body
  const brokerPort = (await ctx.api('GET', '/devices/status')).body.mqtt.brokerPort as number
  const httpPort = http.server!.port!
  const urls: Record<Transport, string> = {
    tcp: `mqtt://127.0.0.1:${brokerPort}`,
    ws: `ws://127.0.0.1:${httpPort}/mqtt`,
  }
  let tables = 0
  return {
    urls,
    brokerPort,
    httpPort,
    a: await account(ctx.storeId),
    b: await account(storeB.body.id),
    /** A new order of 甲店, announced as the orders module does after its commit; its ticket goes to the displays. */
    order() {
      const o = ctx.fx.order(ctx.fx.table(`A-${++tables}`), [{ name: '牛肉麵', quantity: 1, unitPrice: 18000 }])
      ctx.write('order.created', { storeId: ctx.storeId, orderId: o.id })
      return o.id
    },
    ticketsA: topics.kitchenTickets(ctx.storeId, 'all'),
    bumpA: topics.kitchenBump(ctx.storeId, 'all'),
  }
}

/** A display's login: an account's credentials and a client id (by default the username). */
const login = (c: Credentials, clientId = c.username): IClientOptions => ({
  clientId,
  username: c.username,
  password: c.password,
})

/** An mqtt.js display; what it receives is recorded from the first packet on. */
function display(url: string, opts: IClientOptions) {
  const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000, ...opts })
  cleanups.push(() => client.endAsync(true))
  const orderIds: number[] = []
  client.on('message', (_topic, payload) => orderIds.push(JSON.parse(payload.toString()).orderId))
  let closes = 0
  client.on('close', () => closes++)
  const ready = within(
    new Promise((resolve, reject) => {
      client.once('connect', resolve)
      client.once('error', reject)
    }),
    5000,
    'connect',
  )
  return { client, orderIds, ready, closes: () => closes }
}

/** A connection that writes raw bytes, as an attacker's own client would. */
type Raw = { send(bytes: Uint8Array): Promise<void>; closed: Promise<void>; isClosed(): boolean }

async function rawTcp(port: number): Promise<Raw> {
  const socket = net.connect(port, '127.0.0.1')
  cleanups.push(() => socket.destroy())
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  socket.on('error', () => {})
  let isClosed = false
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true
      resolve()
    }),
  )
  return {
    async send(bytes) {
      if (!isClosed && !socket.write(bytes)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed])
    },
    closed,
    isClosed: () => isClosed,
  }
}

async function rawWs(port: number): Promise<Raw & { closeCode(): number; received(): number }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/mqtt`, 'mqtt')
  cleanups.push(() => ws.close())
  await new Promise((resolve, reject) => {
    ws.onopen = resolve
    ws.onerror = reject
  })
  let code = 0
  let received = 0
  ws.binaryType = 'arraybuffer'
  ws.addEventListener('message', (e) => (received += (e.data as ArrayBuffer).byteLength))
  const closed = new Promise<void>((resolve) =>
    ws.addEventListener('close', (e) => {
      code = e.code
      resolve()
    }),
  )
  return {
    async send(bytes) {
      if (code) return
      ws.send(bytes)
      // A WebSocket has no 'drain': wait for what was sent to leave this process before sending more.
      while (!code && ws.bufferedAmount > MB) await Bun.sleep(1)
    },
    closed,
    isClosed: () => code !== 0,
    closeCode: () => code,
    received: () => received,
  }
}

const raw = (transport: Transport, w: { brokerPort: number; httpPort: number }) =>
  transport === 'tcp' ? rawTcp(w.brokerPort) : rawWs(w.httpPort)

function rssMb() {
  Bun.gc(true)
  return process.memoryUsage().rss / MB
}

describe('a display account owns its client ids', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: 100 displays of store B using store A's client id are refused; A stays connected, and its \
queued tickets wait for A`, async () => {
      const w = await twoStores()
      const url = w.urls[transport]
      const asA = (c: Credentials) => ({ ...login(c, w.a.username), clean: false })
      const a = display(url, asA(w.a))
      await a.ready
      await a.client.subscribeAsync(w.ticketsA, { qos: 1 })

      const hijackers = Array.from({ length: 100 }, () => display(url, asA(w.b)))
      const refusals = await Promise.all(
        hijackers.map((h) =>
          h.ready.then(
            () => 'connected',
            (e) => String(e),
          ),
        ),
      )
      expect(refusals.filter((r) => !/Identifier rejected/.test(r))).toEqual([])
      const live = w.order()
      await until(() => a.orderIds.includes(live), 5000, 'ticket to A')
      expect(a.closes()).toBe(0)

      // A goes away, keeping its session; a ticket waits in it. B asks for that session and is refused.
      await a.client.endAsync()
      const queued = w.order()
      const thief = display(url, asA(w.b))
      expect(String(await thief.ready.catch((e) => e))).toMatch(/Identifier rejected/)
      const back = display(url, asA(w.a))
      await back.ready
      await until(() => back.orderIds.includes(queued), 5000, 'queued ticket to A')
      expect([...thief.orderIds, ...hijackers.flatMap((h) => h.orderIds)]).toEqual([])

      // B's own ids (its username, or the username and a suffix) still log in.
      await display(url, login(w.b, `${w.b.username}-2`)).ready
      await display(url, login(w.b)).ready
    })
  }
})

describe('packet size and connect time are capped', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: 100 connections announcing a 256 MB CONNECT (one sends 192 MB) are closed; RSS grows < 20 MB; \
a display keeps working`, async () => {
      const w = await twoStores()
      const a = display(w.urls[transport], login(w.a))
      await a.ready
      await a.client.subscribeAsync(w.ticketsA, { qos: 1 })
      // Pieces a WebSocket takes (under its message cap); a TCP attacker writes bigger ones.
      const piece = Buffer.alloc(transport === 'tcp' ? MB : 64 * 1024, 0x41)
      const attackers = await Promise.all(Array.from({ length: 100 }, () => raw(transport, w)))
      const before = rssMb()
      await Promise.all(
        attackers.map(async (r, i) => {
          await r.send(connectHeader(256 * MB - 1))
          const budget = i === 0 ? 192 * MB : MB
          for (let sent = 0; sent < budget && !r.isClosed(); sent += piece.length) await r.send(piece)
        }),
      )
      const allClosed = await within(Promise.all(attackers.map((r) => r.closed)), 5000, 'close').then(
        () => true,
        () => false,
      )
      const after = rssMb()
      console.log(`${transport}: 100 × 256 MB CONNECT: RSS ${before.toFixed(1)} → ${after.toFixed(1)} MB`)
      expect(after - before).toBeLessThan(20)
      expect(allClosed).toBe(true)

      const id = w.order()
      await until(() => a.orderIds.includes(id), 5000, 'ticket after the attack')
    }, 120_000)

    test(`${transport}: 100 connections that send no CONNECT, or only part of one, are closed after the connect \
timeout`, async () => {
      const w = await twoStores({ mqttConnectTimeoutMs: 300 })
      const conns = await Promise.all(Array.from({ length: 100 }, () => raw(transport, w)))
      await Promise.all(
        conns.map((c, i) => (i % 2 ? c.send(Buffer.concat([connectHeader(1000), Buffer.alloc(10)])) : undefined)),
      )
      await within(Promise.all(conns.map((c) => c.closed)), 5000, 'closed by the connect timeout')
    })

    test(`${transport}: a logged-in display may send 200 KB but is disconnected at a packet over 256 KB`, async () => {
      const w = await twoStores()
      const a = display(w.urls[transport], login(w.a, `${w.a.username}-1`))
      await a.ready
      await a.client.publishAsync(w.bumpA, Buffer.alloc(200 * 1024, 0x20), { qos: 1 })
      const closed = new Promise<void>((resolve) => a.client.once('close', () => resolve()))
      a.client.publish(w.bumpA, Buffer.alloc(256 * 1024 + 1, 0x20), { qos: 1 })
      await within(closed, 5000, 'disconnect')
    })
  }

  test(`ws: one WebSocket message larger than the largest packet closes the socket (1009) before MQTT reads \
it`, async () => {
    const w = await twoStores()
    const ws = await rawWs(w.httpPort)
    await ws.send(
      generate({
        cmd: 'connect',
        protocolId: 'MQTT',
        protocolVersion: 4,
        clean: true,
        clientId: w.a.username,
        keepalive: 0,
        username: w.a.username,
        password: Buffer.from(w.a.password),
      }),
    )
    await until(() => ws.received() >= 4, 5000, 'CONNACK')
    // PINGREQs: each packet is tiny, the message is not.
    const pings = Buffer.alloc(512 * 1024)
    for (let i = 0; i < pings.length; i += 2) pings[i] = 0xc0
    await ws.send(pings)
    await within(ws.closed, 5000, 'close')
    expect(ws.closeCode()).toBe(1009)
  })
})
