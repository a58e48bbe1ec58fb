/** The chain of stores on NATS JetStream (docs/CHAIN.md): the module's one door. */
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import type { EventBus } from '../../events'
import type { Logger } from '../../log'
import type { ChainMenuService } from '../menu'
import type { HealthOf } from './health'
import { createHqConsumer } from './hq-consumer'
import { createHqReports } from './hq-reports'
import { createHqStores } from './hq-stores'
import { createHqStorePrices } from './store-prices'
import { createHqMenuPublisher, hqMenuVersions } from './menu-hq'
import { createChainMenuState, createChainMenuSync } from './menu-store'
import { createChainStore } from './store'

export { hqRoutes } from './routes'
export { chainMenuRoutes } from './menu-routes'
export { hqStoreRoutes } from './store-routes'

/**
 * The store's publisher (and its menu mirror reader) or HQ's consumer (and its menu publisher), as
 * configured; without chain settings nothing at all (no NATS client is even loaded). Constructing
 * registers the outbox writers; start() connects.
 */
export function createChainModule(d: {
  db: DbHandle
  events: EventBus
  log: Logger
  clock: Clock
  menus: ChainMenuService
  config: ChainConfig | null
  /** A store's health as its own screens show it, for the report to HQ. */
  healthOf: HealthOf
}) {
  const config = d.config
  const reports = createHqReports(d.db.sqlite)
  const menuState = createChainMenuState(d.db.sqlite, d.menus, config?.role === 'store' ? config.storeCode : null)
  const parts: { start(): void; stop?(): Promise<void> }[] =
    config?.role === 'store' ? [createChainStore({ ...d, config }), createChainMenuSync({ ...d, config })] : []
  const hqStores =
    config?.role === 'hq' ? createHqStores({ ...d, config, storesChanged: () => consumer?.syncSources() }) : null
  // The hub stream sources the stores HQ lists, and follows each change to them.
  const consumer =
    config?.role === 'hq' && hqStores ? createHqConsumer({ ...d, config, storeCodes: hqStores.activeCodes }) : null
  if (hqStores && consumer) parts.push(hqStores, consumer)
  const storePrices = hqStores ? createHqStorePrices({ ...d, storeCodes: hqStores.activeCodes }) : null
  const hqMenu = config?.role === 'hq' && storePrices ? createHqMenuPublisher({ ...d, config, storePrices }) : null
  if (hqMenu) parts.push(hqMenu)
  return {
    reports,
    menuState,
    hqMenu,
    /** HQ's stores and their credentials; null but at HQ. */
    hqStores,
    /** The template dishes' prices per store; null but at HQ. */
    storePrices,
    menuVersions: () => hqMenuVersions(d.db.sqlite),
    start() {
      for (const p of parts) p.start()
    },
    async stop() {
      await Promise.all(parts.map((p) => p.stop?.()))
    },
  }
}
export type ChainModule = ReturnType<typeof createChainModule>
