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
import { createHqPriceTiers } from './price-tiers'
import { createHqStorePrices, templateDishes } from './store-prices'
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
  const hq = config?.role === 'hq' ? createHqParts({ ...d, config }) : null
  const parts: { start(): void; stop?(): Promise<void> }[] =
    config?.role === 'store'
      ? [createChainStore({ ...d, config }), createChainMenuSync({ ...d, config })]
      : hq
        ? [hq.stores, hq.consumer, hq.menu]
        : []
  return {
    reports,
    menuState,
    hqMenu: hq?.menu ?? null,
    /** HQ's stores and their credentials; null but at HQ. */
    hqStores: hq?.stores ?? null,
    /** The template dishes' prices per store; null but at HQ. */
    storePrices: hq?.prices ?? null,
    /** The price tiers stores share; null but at HQ. */
    priceTiers: hq?.tiers ?? null,
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

/**
 * HQ's parts: its stores (and the hub's users), the consumer sourcing their streams, prices (per
 * store and per tier), the menu sender.
 */
function createHqParts(d: Parameters<typeof createChainModule>[0] & { config: Extract<ChainConfig, { role: 'hq' }> }) {
  // The hub stream sources the stores HQ lists, and follows each change to them.
  const stores = createHqStores({ ...d, storesChanged: () => consumer.syncSources() })
  const consumer = createHqConsumer({ ...d, storeCodes: stores.activeCodes })
  const template = templateDishes(d)
  const tiers = createHqPriceTiers({ ...d, template, storeCodes: stores.activeCodes })
  const prices = createHqStorePrices({ ...d, template, tiers, storeCodes: stores.activeCodes })
  const menu = createHqMenuPublisher({ ...d, storePrices: prices })
  return { stores, consumer, prices, tiers, menu }
}
