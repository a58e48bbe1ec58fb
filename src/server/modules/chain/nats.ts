// The NATS client is loaded only when a chain is configured: a single store never pays for it.
import type { ChainConfig } from '../../config-chain'

/** Connects and keeps reconnecting for as long as it runs (a leaf or hub away for days is normal). */
export async function connectChain(config: ChainConfig) {
  const [{ connect }, jsApi] = await Promise.all([import('@nats-io/transport-node'), import('@nats-io/jetstream')])
  const nc = await connect({
    servers: config.url,
    ...(config.user ? { user: config.user, pass: config.pass ?? '' } : {}),
    name: config.role === 'hq' ? 'pos-hq' : `pos-store-${config.storeCode}`,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  })
  return { nc, js: jsApi.jetstream(nc), jsm: await jsApi.jetstreamManager(nc), AckPolicy: jsApi.AckPolicy }
}
export type ChainConnection = Awaited<ReturnType<typeof connectChain>>

/** Each store's stream on its own leaf (its own JetStream domain), and the subjects it takes. */
export const storeStream = (code: string) => `SALES_${code}`
export const salesSubject = (code: string, type: string) => `pos.${code}.sales.${type}`
/** The hub's stream that sources every store's, and HQ's durable consumer on it. */
export const HUB_STREAM = 'SALES'
export const HQ_CONSUMER = 'hq'

/** HQ's chain menu: the hub's KV bucket and its key; each leaf keeps a mirror of the same name. */
export const MENU_BUCKET = 'CHAIN_MENU'
export const MENU_KEY = 'menu'
