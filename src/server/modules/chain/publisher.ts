// Sales up, the store's half: facts staged by the sale's own transaction (facts.ts) are published
// to the store's stream on its leaf node after the commit, in outbox order, with the event id as
// Nats-Msg-Id. The cursor moves only past what the stream acknowledged, so a crash or a leaf away
// means the next start publishes again from it: at least once, and the stream's dedupe window (then
// HQ's apply by event id) makes it once.
import type { DbHandle } from '../../db/client'
import type { Logger } from '../../log'
import { describeError } from '../../log'
import { type ChainConnection, connectChain, salesSubject, storeStream } from './nats'
import type { ChainConfig } from '../../config-chain'
import { createSendLoop } from './send-loop'

type Row = { seq: number; storeCode: string; type: string; payload: string }
const BATCH = 200

export const eventIdOf = (row: { storeCode: string; seq: number }) => `${row.storeCode}-${row.seq}`

export function createPublisher(db: DbHandle, log: Logger, config: Extract<ChainConfig, { role: 'store' }>) {
  const pending = db.sqlite.query<Row, []>(
    `SELECT seq, store_code AS storeCode, type, payload FROM chain_outbox
      WHERE seq > COALESCE((SELECT published_seq FROM chain_cursor WHERE id = 1), 0) ORDER BY seq LIMIT ${BATCH}`,
  )
  const moveCursor = db.sqlite.query<unknown, [number]>(
    'INSERT INTO chain_cursor (id, published_seq) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET published_seq = ?1',
  )
  async function ensureStream(c: ChainConnection) {
    const code = config.storeCode
    try {
      await c.jsm.streams.info(storeStream(code))
    } catch {
      await c.jsm.streams.add({ name: storeStream(code), subjects: [salesSubject(code, '>')] })
    }
  }

  const loop = createSendLoop({
    async connect() {
      const c = await connectChain(config)
      // Without its stream the link is no use: closed, and both are tried again together.
      await ensureStream(c).catch(async (e) => {
        await c.nc.close().catch(() => {})
        throw e
      })
      return c
    },
    async run(c, stopped) {
      for (let rows = pending.all(); rows.length && !stopped(); rows = pending.all()) {
        // One batch in flight at once; the cursor moves past it only when every message is acknowledged.
        await Promise.all(
          rows.map((r) => c.js.publish(salesSubject(r.storeCode, r.type), r.payload, { msgID: eventIdOf(r) })),
        )
        await db.write(() => moveCursor.run(rows[rows.length - 1]!.seq))
      }
    },
    failed: (e) =>
      log.warn('chain.publish_failed', `publishing sales to the store stream failed (retrying): ${describeError(e)}`),
  })

  return {
    /** After a commit that staged facts: publish them (a run in progress picks them up). */
    kick: loop.kick,
    start: loop.kick,
    stop: loop.stop,
  }
}
