// Sales up, HQ's half: the hub's stream sources every store's stream (across their JetStream
// domains, over the leaf links, catching up whenever a link returns); HQ's durable consumer applies
// each message, then acknowledges it. A crash between the two means one redelivery, which the
// apply by event id ignores.
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import { describeError, type Logger } from '../../log'
import { createHqApplier } from './hq-apply'
import { type ChainConnection, connectChain, HQ_CONSUMER, HUB_STREAM, salesSubject, storeStream } from './nats'
import type { Published } from './store'
import type { JsMsg } from '@nats-io/jetstream'

const RETRY_MS = 1000
/**
 * Messages applied in one transaction at most. A batch ends sooner when the stream has nothing more
 * waiting, so a single sale is applied at once; a backlog (a store back after days) goes in batches,
 * one disk sync each instead of one per message.
 */
const BATCH = 500
/**
 * What a message delivered to an HQ that died before acknowledging waits before it is sent again
 * (nanoseconds on the wire). An apply takes well under a millisecond; one that outlasts this only
 * costs a redelivery, which changes nothing.
 */
const ACK_WAIT_MS = 3000

/**
 * The hub stream's sources: one per store, read through that store's domain's JetStream API and
 * filtered to that store's own subjects (a tampered leaf cannot speak for another store).
 */
export const sourcesOf = (codes: readonly string[]) =>
  codes.map((code) => ({
    name: storeStream(code),
    filter_subject: salesSubject(code, '>'),
    external: { api: `$JS.${code}.API`, deliver: '' },
  }))

/** The fact a message carries, if its body, its id and its subject all name the same store. */
function factOf(subject: string, eventId: string | undefined, text: string): Published | null {
  const code = subject.split('.')[1]
  if (!eventId || !code || !eventId.startsWith(`${code}-`)) return null
  try {
    const fact = JSON.parse(text) as Published
    return fact.storeCode === code && typeof fact.committedAt === 'number' ? fact : null
  } catch {
    return null
  }
}

export function createHqConsumer(d: {
  db: DbHandle
  log: Logger
  clock: Clock
  config: Extract<ChainConfig, { role: 'hq' }>
  /** The stores whose streams the hub's stream sources, read at each set-up. */
  storeCodes: () => readonly string[]
}) {
  const apply = createHqApplier(d.db)
  type Delivery = { m: JsMsg; eventId: string; fact: Published }
  /** Applies what has arrived, then acknowledges it: a crash in between means one redelivery of each. */
  function flush(batch: Delivery[]) {
    if (!batch.length) return
    apply.many(batch, d.clock.now())
    for (const b of batch) b.m.ack()
    batch.length = 0
  }
  let conn: ChainConnection | null = null
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | null = null
  let resync: ReturnType<typeof setTimeout> | null = null
  /** One update of the sources at a time, each reading the stores as they are when it runs. */
  let syncing = Promise.resolve()

  async function ensureStreamAndConsumer(c: ChainConnection) {
    const config = { name: HUB_STREAM, subjects: [], sources: sourcesOf(d.storeCodes()) }
    try {
      await c.jsm.streams.info(HUB_STREAM)
      await c.jsm.streams.update(HUB_STREAM, { sources: config.sources })
    } catch {
      await c.jsm.streams.add(config)
    }
    const consumer = { ack_wait: ACK_WAIT_MS * 1_000_000 }
    try {
      await c.jsm.consumers.add(HUB_STREAM, {
        durable_name: HQ_CONSUMER,
        ack_policy: c.AckPolicy.Explicit,
        ...consumer,
      })
    } catch {
      await c.jsm.consumers.update(HUB_STREAM, HQ_CONSUMER, consumer)
    }
  }

  async function run() {
    try {
      conn ??= await connectChain(d.config)
      await ensureStreamAndConsumer(conn)
      const consumer = await conn.js.consumers.get(HUB_STREAM, HQ_CONSUMER)
      const messages = await consumer.consume({ max_messages: BATCH })
      const batch: Delivery[] = []
      for await (const m of messages) {
        const eventId = m.headers?.get('Nats-Msg-Id')
        const fact = factOf(m.subject, eventId, m.string())
        // Not a store's own fact: nothing to apply, and redelivering it would not help.
        if (!eventId || !fact) {
          d.log.error('chain.hq_bad_message', `skipped a message on ${m.subject} that is not a store's fact`)
          m.term()
        } else batch.push({ m, eventId, fact })
        if (batch.length >= BATCH || messages.getPending() === 0) flush(batch)
        if (stopped) return
      }
      // The consumer went away (deleted on the hub): set it up again.
      d.log.warn('chain.hq_consumer_closed', "the hub's sales consumer closed (setting it up again)")
    } catch (e) {
      if (stopped) return
      d.log.warn('chain.hq_consume_failed', `reading the hub's sales stream failed (retrying): ${describeError(e)}`)
    }
    if (!stopped) retry = setTimeout(run, RETRY_MS)
  }

  /** The stores changed: the running stream's sources follow (before connecting, the set-up reads them). */
  function syncSources() {
    syncing = syncing.then(async () => {
      if (!conn || stopped) return
      try {
        await conn.jsm.streams.update(HUB_STREAM, { sources: sourcesOf(d.storeCodes()) })
      } catch (e) {
        d.log.warn(
          'chain.hq_sources_failed',
          `updating the hub stream's sources failed (retrying): ${describeError(e)}`,
        )
        if (stopped || resync) return
        resync = setTimeout(() => {
          resync = null
          syncSources()
        }, RETRY_MS)
      }
    })
  }

  return {
    syncSources,
    start() {
      void run()
    },
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      if (resync) clearTimeout(resync)
      await conn?.nc.close().catch(() => {})
    },
  }
}
