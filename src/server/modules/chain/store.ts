// A chain store: every ledger event of its store stages its fact in the outbox inside the sale's
// transaction, and the commit wakes the publisher.
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import type { EventBus } from '../../events'
import type { Logger } from '../../log'
import { createFactReader, FACT_TYPES, type Fact } from './facts'
import { createHealthReporter, type HealthOf } from './health'
import { createPublisher } from './publisher'

/** The body published for a fact: the fact, its type and when its sale committed. */
export type Published = Fact & { committedAt: number }

export function createChainStore(d: {
  db: DbHandle
  events: EventBus
  log: Logger
  clock: Clock
  config: Extract<ChainConfig, { role: 'store' }>
  healthOf: HealthOf
}) {
  const read = createFactReader(d.db.sqlite, d.config.storeCode)
  const insert = d.db.sqlite.query<unknown, [string, string, string, number]>(
    'INSERT INTO chain_outbox (store_code, type, payload, committed_at) VALUES (?, ?, ?, ?)',
  )
  const stage = (body: Published) => insert.run(d.config.storeCode, body.type, JSON.stringify(body), body.committedAt)
  const publisher = createPublisher(d.db, d.log, d.config)
  const health = createHealthReporter({ ...d, storeCode: d.config.storeCode, stage, kick: publisher.kick })
  for (const type of FACT_TYPES) {
    d.events.onWrite(type, (event) => {
      const now = d.clock.now()
      // biome-ignore lint/suspicious/noExplicitAny: each reader takes its own event's payload, keyed by the same type.
      const fact = (read[type] as (e: any, now: number) => Omit<Fact, 'type'> | null)(event, now)
      if (!fact) return
      stage({ type, ...fact, committedAt: now })
      return publisher.kick
    })
  }
  return {
    start() {
      publisher.start()
      health.start()
    },
    async stop() {
      health.stop()
      await publisher.stop()
    },
  }
}
