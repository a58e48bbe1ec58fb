import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { publicUser } from '../auth'
import { CreateStoreBody, CurrentStoreBody } from '../../../shared/api/requests/stores'
import type { StoreService } from './service'

export function storeRoutes({ stores, guard }: { stores: StoreService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api', tags: ['stores'] })
    .use(guard)
    .get('/stores', ({ user }) => stores.listFor(user), { auth: 'staff' })
    .post(
      '/stores',
      ({ body, actor, set }) => {
        set.status = 201
        return stores.create(body, actor)
      },
      { auth: 'owner', body: CreateStoreBody },
    )
    .get('/stores/:storeId', ({ params }) => stores.present(stores.get(params.storeId)), {
      auth: 'staff',
      params: StoreIdParams,
    })
    .patch('/users/me/current-store', ({ user, body }) => publicUser(stores.setCurrent(user, body.storeId)), {
      auth: 'staff',
      body: CurrentStoreBody,
    })
}
