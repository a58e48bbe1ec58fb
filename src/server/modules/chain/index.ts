/** The chain of stores on NATS JetStream (docs/CHAIN.md): the module's one door. */
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import type { EventBus } from '../../events'
import type { Logger } from '../../log'
import type { HealthOf } from './health'
import { createHqConsumer } from './hq-consumer'
import { createHqReports } from './hq-reports'
import { createChainStore } from './store'

export { hqRoutes } from './routes'

/**
 * The store's publisher or HQ's consumer, as configured; without chain settings nothing at all
 * (no NATS client is even loaded). Constructing registers the outbox writers; start() connects.
 */
export function createChainModule(d: {
  db: DbHandle
  events: EventBus
  log: Logger
  clock: Clock
  config: ChainConfig | null
  /** A store's health as its own screens show it, for the report to HQ. */
  healthOf: HealthOf
}) {
  const config = d.config
  const reports = createHqReports(d.db.sqlite)
  if (!config) return { reports, start() {}, async stop() {} }
  if (config.role === 'store') return { reports, ...createChainStore({ ...d, config }) }
  return { reports, ...createHqConsumer({ ...d, config }) }
}
export type ChainModule = ReturnType<typeof createChainModule>
