// The devices library: printers, cash drawers and MQTT. Its only door: the server imports
// nothing under src/devices but this file (and src/devices/testing in tests), and src/devices
// imports nothing of the server. What it needs from the server it asks through ports it defines
// here: a PrintJobStore (printer/job-store.ts), a DeviceAuthenticator (mqtt/device-auth.ts) and a
// Logger (log.ts).
import { createCashDrawer, type CashDrawer } from './drawer/cash-drawer'
import { startEmbeddedBroker, type EmbeddedBroker } from './mqtt/broker'
import type { DeviceAuthenticator } from './mqtt/device-auth'
import { brokerLinkLog, deviceLinkLog } from './mqtt/link-log'
import type { Logger } from './log'
import { createBrokerPublisher, createPublisher, type Publisher } from './mqtt/publisher'
import { createWsBridge } from './mqtt/ws-bridge'
import { fileTransport } from './printer/file'
import { modelProfile, type PrinterOptions } from './printer/models'
import type { PrinterConnection, PrintJobStore } from './printer/job-store'
import { createPrintQueue, type Clock, type RetryPolicy } from './printer/queue'
import { serialTransport } from './printer/serial'
import { tcpTransport } from './printer/tcp'
import type { PrinterTransport } from './printer/transport'

export { modelProfile, PRINTER_MODELS, type PrinterModel, type PrinterOptions } from './printer/models'
export { FLOW_CONTROLS, type FlowControl } from './printer/serial'
export { pulseFor } from './drawer/cash-drawer'
export type { LogFields, Logger } from './log'
export { unprintableChars } from './printer/big5'

export type {
  JobKind,
  JobStatus,
  NewPrintJob,
  PrinterConnection,
  PrintJob,
  PrintJobStore,
  QueuePrinter,
  Unsent,
} from './printer/job-store'
export {
  KEEP_FINISHED_MS,
  PERMANENT_FAILURE,
  type Clock,
  type PrinterState,
  type PrintQueue,
  type RetryPolicy,
} from './printer/queue'
export {
  deviceSecretMatches,
  hashDeviceSecret,
  type DeviceAuthenticator,
  type DeviceIdentity,
} from './mqtt/device-auth'
export { ALL_STATIONS, parseBumpTopic, topics, type KitchenTicketMessage } from './mqtt/topics'
export { displayJson, JsonText } from './mqtt/publisher'
export { MAX_WS_MESSAGE } from './mqtt/packet-limit'
export { columnsForPaper, createDoc, type PrintProfile } from './printer/layout'
export { formatPrintTime, type PrintLine } from './printer/print-data'
export { receiptRows, renderReceipt, type ReceiptData } from './printer/receipt'
export { renderZReport, type ZReportPrintData } from './printer/z-report'
export { renderXReport, type XReportPrintData } from './printer/x-report'
export { isAddOn, renderKitchenTicket, type KitchenTicketData } from './printer/kitchen-ticket'
export { parseHostPort } from './printer/tcp'
export { deviceAllowed } from './printer/file'
export { BAUD_RATES } from './printer/serial'
export { drawerPulse } from './drawer/cash-drawer'
export { einvoiceDetailsBytes, einvoiceProofBytes, type ProofPrintOptions } from './printer/einvoice-proof'
export { renderAllowanceSlip, type AllowanceSlip } from './printer/allowance-slip'

export type MqttConfig = Readonly<{
  /** embedded: aedes inside the POS; external: connect to `url`; off: no MQTT at all. */
  mode: 'embedded' | 'external' | 'off'
  host: string
  /** TCP port of the embedded broker; 0 picks a free one (tests). */
  port: number
  url: string | null
  username: string | null
  password: string | null
}>

export type DevicesDeps = {
  /** Where print jobs are kept (the server's database). */
  jobs: PrintJobStore
  /** Who may log in to the embedded broker. */
  authenticate: DeviceAuthenticator
  clock: Clock
  /** The operations log: printers, MQTT and displays, once per change of state. */
  log: Logger
  /** Patterns a USB or serial printer's device must match (the owner's start-time list), checked at every send. */
  printerDevices: readonly string[]
  /**
   * Resolves once every commit so far is on the disk: no ticket prints for an order a power cut could still take away.
   */
  durable?: () => Promise<void>
  /** Test knobs: faster retries, reconnects and MQTT connect timeouts; defaults suit a restaurant. */
  retry?: Partial<RetryPolicy>
  statusTimeoutMs?: number
  reconnectMs?: number
  mqttConnectTimeoutMs?: number
}

/** The real transport for a printer's connection (also used by scripts/print-test.ts). */
export function createTransport(
  p: PrinterConnection & PrinterOptions,
  opts: { printerDevices: readonly string[]; statusTimeoutMs?: number },
): PrinterTransport {
  if (p.connection === 'network') return tcpTransport(p.address, { statusTimeoutMs: opts.statusTimeoutMs })
  if (p.connection === 'serial')
    return serialTransport(p.address, p.baudRate ?? 9600, p.flowControl ?? 'none', opts.printerDevices)
  return fileTransport(p.address, opts.printerDevices)
}

/**
 * The one place that turns configuration into devices: printer transports by connection type,
 * the durable print queue, cash drawers, and MQTT (embedded broker, external broker, or none).
 * Constructing does no I/O; `start()` binds ports and starts the queue worker.
 */
export function createDevices(config: MqttConfig, deps: DevicesDeps) {
  const transports = new Map<string, PrinterTransport>()
  let broker: EmbeddedBroker | null = null
  let publisher: Publisher | null = null
  let mqttError: string | null = null
  let bumpHandler: (topic: string, payload: Buffer) => void = () => {}

  /** Cached per connection so a network printer's "answers DLE EOT" memory survives between jobs. */
  function transportFor(p: PrinterConnection & PrinterOptions): PrinterTransport {
    const key = `${p.connection}|${p.address}|${p.baudRate ?? ''}|${p.flowControl ?? ''}`
    let t = transports.get(key)
    if (!t) {
      t = createTransport(p, deps)
      transports.set(key, t)
    }
    return t
  }

  const queue = createPrintQueue({
    jobs: deps.jobs,
    clock: deps.clock,
    log: deps.log,
    transportFor,
    retry: deps.retry,
    durable: deps.durable,
  })
  const wsBridge = createWsBridge((stream) => (broker ? broker.handle(stream) : stream.destroy()))

  async function startMqtt() {
    if (config.mode === 'off') return
    if (config.mode === 'embedded') {
      broker = await startEmbeddedBroker({
        host: config.host,
        port: config.port,
        authenticate: deps.authenticate,
        connectTimeoutMs: deps.mqttConnectTimeoutMs,
        onDevice: deviceLinkLog(deps.log),
      })
      publisher = createBrokerPublisher(broker)
    } else {
      publisher = createPublisher({
        url: config.url ?? '',
        username: config.username ?? undefined,
        password: config.password ?? undefined,
        reconnectMs: deps.reconnectMs,
        onLink: brokerLinkLog(deps.log, deps.clock, redact(config.url) ?? 'MQTT'),
      })
    }
    publisher.onBump((topic, payload) => bumpHandler(topic, payload))
    publisher.start()
  }

  return {
    queue,
    transportFor,
    /** What a USB or serial printer's address must match, for the server to check a setting when it is saved. */
    printerDevices: deps.printerDevices,
    /** The model's real-time pulse where it has one: it opens the drawer ahead of queued jobs, paper or not. */
    drawerFor: (p: PrinterConnection & PrinterOptions): CashDrawer =>
      createCashDrawer(transportFor(p), { realtime: modelProfile(p.model).realtimePulse }),
    mqtt: {
      mode: config.mode,
      /** Fire and forget: never throws, never waits for the broker. */
      publish(topic: string, message: unknown, options?: { qos?: 0 | 1; retain?: boolean }) {
        publisher?.publish(topic, message, options)
      },
      onBump(handler: (topic: string, payload: Buffer) => void) {
        bumpHandler = handler
      },
      status: () => ({
        mode: config.mode,
        connected: publisher?.connected() ?? false,
        brokerPort: broker?.port ?? null,
        url: config.mode === 'external' ? redact(config.url) : null,
        webSocketPath: config.mode === 'embedded' ? '/mqtt' : null,
        clients: broker?.connectedClients() ?? null,
        error: mqttError,
      }),
      disconnectDevice: (username: string) => broker?.disconnectUser(username),
      /** For the HTTP server's /mqtt WebSocket route; null unless the broker is embedded. */
      wsBridge: config.mode === 'embedded' ? wsBridge : null,
    },
    async start() {
      queue.start()
      try {
        await startMqtt()
      } catch (e) {
        // Printing must work without MQTT (e.g. port 1883 already taken).
        mqttError = (e as Error).message
        throw e
      }
    },
    async stop() {
      await publisher?.stop()
      publisher = null
      await broker?.close()
      broker = null
      await queue.stop()
    },
  }
}
export type Devices = ReturnType<typeof createDevices>

function redact(url: string | null): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    u.password = ''
    u.username = ''
    return u.toString()
  } catch {
    return null
  }
}
