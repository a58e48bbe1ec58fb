import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { StorePatchBody, StoreStatusBody } from '../../../shared/api/requests/stores'
import type { StoreAdmin } from './admin'

export function storeAdminRoutes({
  storeAdmin,
  guard,
}: {
  storeAdmin: StoreAdmin
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['stores'] })
    .use(guard)
    .get('/details', ({ params }) => storeAdmin.details(params.storeId), { auth: 'staff', params: StoreIdParams })
    .patch('', ({ params, body, actor }) => storeAdmin.update(params.storeId, body, actor), {
      auth: 'manager',
      params: StoreIdParams,
      body: StorePatchBody,
    })
    .post('/status', ({ params, body, actor }) => storeAdmin.changeStatus(params.storeId, body.status, actor), {
      auth: 'manager',
      params: StoreIdParams,
      body: StoreStatusBody,
    })
}
