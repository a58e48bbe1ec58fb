import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { sseResponse, type LiveHub } from './hub'

/** Staff screens: every order, payment and table event of the store, as server-sent events. */
export function liveRoutes({ hub, guard }: { hub: LiveHub; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api', tags: ['live'] })
    .use(guard)
    .get('/stores/:storeId/events', ({ params, request }) => sseResponse(hub, params.storeId, undefined, request.signal), {
      auth: 'staff',
      params: StoreIdParams,
    })
}
