import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { AppError } from '../../http/app-error'
import { StoreParams } from '../../http/params'
import { ChainMenuApplyBody, HqStorePriceBody } from '../../../shared/api/requests/chain'
import type { ChainModule } from './index'

/**
 * Menus down: HQ's owner publishes the template store's menu as a version and lists them; a store's
 * manager sees what has arrived and applies it. Publishing needs a server started with --hq.
 */
export function chainMenuRoutes({ chain, guard }: { chain: ChainModule; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api', tags: ['hq'] })
    .use(guard)
    .post(
      '/hq/menu/publish',
      ({ set }) => {
        if (!chain.hqMenu) throw new AppError('HQ_ONLY')
        set.status = 201
        return chain.hqMenu.publish()
      },
      { auth: 'owner' },
    )
    .get('/hq/menu/versions', () => chain.menuVersions(), { auth: 'owner' })
    .get('/hq/menu/store-prices', () => chain.storePrices?.grid() ?? { stores: [], items: [], prices: {} }, {
      auth: 'owner',
    })
    .put(
      '/hq/menu/store-prices',
      ({ body }) => {
        if (!chain.storePrices) throw new AppError('HQ_ONLY')
        return chain.storePrices.set({ ...body, price: body.price === null ? null : String(body.price) })
      },
      { auth: 'owner', body: HqStorePriceBody },
    )
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
