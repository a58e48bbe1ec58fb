import { Elysia } from 'elysia'
import type { Config } from '../config'
import { AppError } from './app-error'
import { clientIp, readCookie, SESSION_COOKIE } from './client'
import type { AuthService } from '../modules/auth/service'
import type { UserRow } from '../modules/auth/users-repo'

export type Role = 'staff' | 'manager'

type Deps = {
  config: Config
  auth: AuthService
  canAccessStore: (user: UserRow, storeId: number) => boolean
}

/**
 * `ip` and the session token on every request; `auth: 'staff' | 'manager'` on a route resolves
 * the signed-in `user` and `actor`, or answers 401/403. A route with a `:storeId` also checks
 * the user belongs to that store. Routes without `auth` are public by design.
 */
export function authPlugin(deps: Deps) {
  return new Elysia({ name: 'auth' })
    .derive({ as: 'global' }, ({ request, server }) => ({
      ip: clientIp(request, server, deps.config.trustProxy),
      sessionToken: readCookie(request, SESSION_COOKIE),
    }))
    .macro({
      auth: (role: Role) => ({
        resolve({ request, server, params }) {
          const ip = clientIp(request, server, deps.config.trustProxy)
          const user = deps.auth.userOfToken(readCookie(request, SESSION_COOKIE))
          if (!user) throw new AppError('UNAUTHORIZED')
          if (role === 'manager' && user.role !== 'manager') throw new AppError('MANAGER_ONLY')
          const storeId = (params as Record<string, string> | undefined)?.storeId
          if (storeId !== undefined && !deps.canAccessStore(user, Number(storeId))) {
            throw new AppError('STORE_ACCESS_DENIED')
          }
          return { user, actor: { user, ip } }
        },
      }),
    })
}
