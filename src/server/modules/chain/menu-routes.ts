import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { AppError } from '../../http/app-error'
import { idParams, StoreParams } from '../../http/params'
import {
  ChainMenuApplyBody,
  HqPriceTierBody,
  HqStorePriceBody,
  HqStoreTierBody,
  HqTierPriceBody,
} from '../../../shared/api/requests/chain'
import type { ChainModule } from './index'

const TierParams = idParams('tierId')

/** HQ's part, or a 409 on a server not started with --hq (a store's has none of them). */
function atHq<T>(part: T | null): T {
  if (!part) throw new AppError('HQ_ONLY')
  return part
}

/**
 * Menus down: HQ's owner publishes the template store's menu as a version and lists them; a store's
 * manager sees what has arrived and applies it. Publishing needs a server started with --hq.
 */
export function chainMenuRoutes({ chain, guard }: { chain: ChainModule; guard: ReturnType<typeof authPlugin> }) {
  const tiers = () => atHq(chain.priceTiers)
  return new Elysia({ prefix: '/api', tags: ['hq'] })
    .use(guard)
    .post(
      '/hq/menu/publish',
      ({ set }) => {
        const published = atHq(chain.hqMenu).publish()
        set.status = 201
        return published
      },
      { auth: 'owner' },
    )
    .get('/hq/menu/versions', () => chain.menuVersions(), { auth: 'owner' })
    .get(
      '/hq/menu/store-prices',
      () => chain.storePrices?.grid() ?? { stores: [], items: [], prices: {}, tiers: [], storeTiers: {} },
      { auth: 'owner' },
    )
    .put(
      '/hq/menu/store-prices',
      ({ body }) => atHq(chain.storePrices).set({ ...body, price: body.price === null ? null : String(body.price) }),
      { auth: 'owner', body: HqStorePriceBody },
    )
    .post(
      '/hq/menu/tiers',
      ({ body, set }) => {
        const tier = tiers().create(body)
        set.status = 201
        return tier
      },
      { auth: 'owner', body: HqPriceTierBody },
    )
    .delete('/hq/menu/tiers/:tierId', ({ params }) => tiers().remove(params.tierId), {
      auth: 'owner',
      params: TierParams,
    })
    .put(
      '/hq/menu/tiers/:tierId/prices',
      ({ params, body }) =>
        tiers().setPrice(params.tierId, { ...body, price: body.price === null ? null : String(body.price) }),
      { auth: 'owner', params: TierParams, body: HqTierPriceBody },
    )
    .put('/hq/menu/store-tiers', ({ body }) => tiers().assign(body), { auth: 'owner', body: HqStoreTierBody })
    .get('/stores/:storeId/chain-menu', ({ params }) => chain.menuState.state(params.storeId), {
      auth: 'manager',
      params: StoreParams,
    })
    .post(
      '/stores/:storeId/chain-menu/apply',
      ({ params, body }) => chain.menuState.apply(params.storeId, body.version),
      { auth: 'manager', params: StoreParams, body: ChainMenuApplyBody },
    )
}
