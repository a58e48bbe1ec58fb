// Order committed → kitchen ticket at an MQTT subscriber and → bytes at a loopback TCP printer,
// at a light, steady order rate. Beside each, the same hop without the POS in between: an MQTT
// publish → receive through the same broker, and a raw TCP job to the same printer.
import net from 'node:net'
import mqtt from 'mqtt'
import type { FakeNetworkPrinter } from '../../../src/devices/testing/fake-network-printer'
import type { BenchStore } from './setup'

export type LatencyResult = {
  orders: number
  failedPosts: number
  mqtt: number[]
  printer: number[]
  brokerHop: number[]
  tcpHop: number[]
}

const ORDER_NUMBER = /\d{8}-\d{3,}/
const PROBE = /PROBE (\d+)/

export const percentile = (values: number[], q: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]
}

/** Epoch ms of a fake-printer timestamp (it records performance.now()). */
const epoch = (perfMs: number) => performance.timeOrigin + perfMs

function tcpProbe(port: number, id: number) {
  const socket = net.connect({ host: '127.0.0.1', port }, () => socket.end(`PROBE ${id}\n`))
  socket.on('error', () => {})
}

export async function measureLatency(opts: {
  baseUrl: string
  mqttUrl: string
  store: BenchStore
  printer: FakeNetworkPrinter
  perSecond: number
  seconds: number
}): Promise<LatencyResult> {
  const { store, printer } = opts
  const sub = await mqtt.connectAsync(opts.mqttUrl, {
    clientId: store.mqtt.username,
    username: store.mqtt.username,
    password: store.mqtt.password,
    reconnectPeriod: 0,
  })
  const ticketAt = new Map<number, number>()
  const hopAt = new Map<number, number>()
  sub.on('message', (topic, payload) => {
    const at = Date.now()
    const msg = JSON.parse(payload.toString('utf8'))
    if (topic === store.mqtt.ticketsTopic) ticketAt.set(msg.orderId, at)
    else hopAt.set(msg.probe, at - msg.sentAt)
  })
  await sub.subscribeAsync([store.mqtt.ticketsTopic, store.mqtt.bumpTopic], { qos: 1 })

  const jobsBefore = printer.received.length
  const created = new Map<number, { orderNumber: string; createdAt: number }>()
  const tcpSent = new Map<number, number>()
  let failedPosts = 0
  const posts: Promise<void>[] = []
  const total = opts.perSecond * opts.seconds
  const started = performance.now()
  const interval = 1000 / opts.perSecond
  const until = (at: number) => Bun.sleep(Math.max(0, started + at - performance.now()))
  for (let i = 0; i < total; i++) {
    await until(i * interval)
    posts.push(
      postOrder(opts.baseUrl, store, `light-${Date.now()}-${i}`).then(
        (o) => void created.set(o.id, { orderNumber: o.orderNumber, createdAt: Date.parse(o.createdAt) }),
        () => void failedPosts++,
      ),
    )
    // The baselines go half-way between orders: the same machine, not queued behind the order.
    await until((i + 0.5) * interval)
    sub.publish(store.mqtt.bumpTopic, JSON.stringify({ probe: i, sentAt: Date.now() }), { qos: 1 })
    tcpSent.set(i, Date.now())
    tcpProbe(printer.port, i)
  }
  await Promise.all(posts)
  const deadline = Date.now() + 10_000
  while (
    Date.now() < deadline &&
    (ticketAt.size < created.size || printer.received.length - jobsBefore < created.size + total)
  ) {
    await Bun.sleep(20)
  }
  await sub.endAsync()

  const printed = new Map<string, number>()
  const tcpHop: number[] = []
  for (const job of printer.received.slice(jobsBefore)) {
    const text = job.bytes.toString('latin1')
    const probe = PROBE.exec(text)
    if (probe) tcpHop.push(epoch(job.at) - tcpSent.get(Number(probe[1]))!)
    else if (ORDER_NUMBER.test(text)) printed.set(ORDER_NUMBER.exec(text)![0], epoch(job.at))
  }
  const orders = [...created.entries()]
  return {
    orders: orders.length,
    failedPosts,
    mqtt: orders.map(([id, o]) => (ticketAt.get(id) ?? Infinity) - o.createdAt),
    printer: orders.map(([, o]) => (printed.get(o.orderNumber) ?? Infinity) - o.createdAt),
    brokerHop: [...hopAt.values()],
    tcpHop,
  }
}

async function postOrder(baseUrl: string, store: BenchStore, key: string) {
  const res = await fetch(`${baseUrl}/api/stores/${store.storeId}/orders`, {
    method: 'POST',
    headers: { cookie: store.staffCookie, 'content-type': 'application/json', 'idempotency-key': key },
    body: store.orderBody,
  })
  if (res.status !== 201) throw new Error(`order → ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: number; orderNumber: string; createdAt: string }
}
