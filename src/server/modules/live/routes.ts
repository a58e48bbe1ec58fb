import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { AuthService, UserRow } from '../auth'
import { sseResponse, type LiveHub } from './service'

type Deps = {
  hub: LiveHub
  guard: ReturnType<typeof authPlugin>
  auth: AuthService
  canAccessStore: (user: UserRow, storeId: number) => boolean
}

/**
 * Staff screens: every order, payment and table event of the store, as server-sent events, for as
 * long as the sign-in lasts (signed out, password changed, account disabled or taken off the
 * store: the stream closes).
 */
export function liveRoutes({ hub, guard, auth, canAccessStore }: Deps) {
  return new Elysia({ prefix: '/api', tags: ['live'] }).use(guard).get(
    '/stores/:storeId/events',
    ({ params, request, sessionToken }) =>
      sseResponse(hub, params.storeId, {
        signal: request.signal,
        stillValid: () => {
          const user = auth.userOfToken(sessionToken)
          return user !== null && canAccessStore(user, params.storeId)
        },
      }),
    {
      auth: 'staff',
      params: StoreIdParams,
    },
  )
}
