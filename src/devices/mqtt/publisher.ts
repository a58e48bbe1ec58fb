import type Mqtt from 'mqtt'
import type { MqttClient } from 'mqtt'
import type { EmbeddedBroker } from './broker'
import { displayText } from '../../shared/domain/text-rules'
import { topics, type ServerStatusMessage } from './topics'

export type PublisherOptions = {
  url: string
  username?: string
  password?: string
  clientId?: string
  reconnectMs?: number
  /** The link to the broker came up (true) or went, or a try failed (false); not called for stop(). */
  onLink?(up: boolean): void
}

type BumpHandler = (topic: string, payload: Buffer) => void

/**
 * A message as the displays get it: JSON in which every text (notes, dish and table names) lost its
 * control characters, as on paper (layout.ts). A display shows what a diner typed; an ESC, a line
 * break or a direction override in it must not reach the screen or a printer a display drives.
 */
export function displayJson(message: unknown): string {
  const text = JSON.stringify(message)
  // Most messages hold none: JSON writes a C0 control as an escape (so a backslash), the others as
  // they are. Cleaning every string through a replacer costs about nine times the plain encoding.
  return text.includes('\\') || displayText(text) !== text ? JSON.stringify(message, cleanStrings) : text
}
const cleanStrings = (_key: string, value: unknown) => (typeof value === 'string' ? displayText(value) : value)

/**
 * A message already encoded as JSON, sent as it is: a large message built from parts encoded once
 * (the kitchen displays' snapshots, up to a page of tickets) is not encoded again on every send.
 * Its parts come from `displayJson`.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
const encode = (message: unknown) => (message instanceof JsonText ? message.text : displayJson(message))

const statusMessage = (state: ServerStatusMessage['state']) =>
  JSON.stringify({ state, at: new Date().toISOString() } satisfies ServerStatusMessage)

/**
 * The server's own MQTT client. It announces itself with a retained online status and leaves a
 * retained offline status as its last will. While the broker is away mqtt.js keeps trying and
 * holds QoS 1 messages, so an order never waits for MQTT and tickets arrive after reconnect.
 */
export function createPublisher(opts: PublisherOptions) {
  let client: MqttClient | null = null
  let onBump: BumpHandler = () => {}

  return {
    start() {
      if (client) return
      // Loaded here, not at the top: with the embedded broker (every store but those given
      // POS_MQTT_URL) mqtt.js is never used, and loading it cost 0.9 MB at idle.
      const mqtt = require('mqtt') as typeof Mqtt
      client = mqtt.connect(opts.url, {
        username: opts.username,
        password: opts.password,
        clientId: opts.clientId ?? `pos-server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
        reconnectPeriod: opts.reconnectMs ?? 1000,
        connectTimeout: 5000,
        clean: true,
        will: { topic: topics.serverStatus(), payload: Buffer.from(statusMessage('offline')), qos: 1, retain: true },
        // Else mqtt-packet (shared with the embedded broker) pre-builds 65,536 packet-id buffers:
        // about 6 MB of a 70 MB budget, to save microseconds per packet.
        writeCache: false,
      })
      const c = client
      client.on('connect', () => {
        client?.publish(topics.serverStatus(), statusMessage('online'), { qos: 1, retain: true })
        client?.subscribe(topics.anyBump(), { qos: 1 })
        opts.onLink?.(true)
      })
      client.on('close', () => client === c && opts.onLink?.(false))
      client.on('message', (topic, payload) => onBump(topic, payload))
      // Errors (broker down, refused) are retried by mqtt.js; the devices status shows them.
      client.on('error', () => {})
    },

    onBump(handler: BumpHandler) {
      onBump = handler
    },

    /** Fire and forget; queued by mqtt.js while disconnected. */
    publish(topic: string, message: unknown, options: { qos?: 0 | 1; retain?: boolean } = {}) {
      client?.publish(topic, encode(message), { qos: options.qos ?? 1, retain: options.retain ?? false })
    },

    connected: () => client?.connected ?? false,

    async stop() {
      const c = client
      client = null
      if (!c) return
      if (c.connected) {
        const sent = c
          .publishAsync(topics.serverStatus(), statusMessage('offline'), { qos: 1, retain: true })
          .catch(() => {})
        await Promise.race([sent, Bun.sleep(2000)])
      }
      await c.endAsync(true).catch(() => {})
    },
  }
}
export type Publisher = ReturnType<typeof createPublisher>

/**
 * The same publisher for the embedded broker, in-process: messages go straight into aedes, with
 * no MQTT client, loopback socket or packet encoding in between (CPU and memory under a rush of
 * orders, docs/PERFORMANCE.md). Devices still get them with the QoS and retain asked for. No last
 * will is needed: if the server stops, so does the broker.
 */
export function createBrokerPublisher(broker: EmbeddedBroker): Publisher {
  let started = false
  let onBump: BumpHandler = () => {}
  return {
    start() {
      if (started) return
      started = true
      broker.publish(topics.serverStatus(), statusMessage('online'), { qos: 1, retain: true })
      broker.subscribe(topics.anyBump(), (topic, payload) => onBump(topic, payload))
    },
    onBump(handler: BumpHandler) {
      onBump = handler
    },
    publish(topic: string, message: unknown, options: { qos?: 0 | 1; retain?: boolean } = {}) {
      if (started) broker.publish(topic, encode(message), { qos: options.qos ?? 1, retain: options.retain ?? false })
    },
    connected: () => started,
    async stop() {
      if (started) broker.publish(topics.serverStatus(), statusMessage('offline'), { qos: 1, retain: true })
      started = false
    },
  }
}
