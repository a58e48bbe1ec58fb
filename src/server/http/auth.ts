import { Elysia } from 'elysia'
import type { Config } from '../config'
import { AppError } from './app-error'
import { clientIp, readCookie, SESSION_COOKIE } from './client'
import type { AuthService, UserRow } from '../modules/auth'

/** staff < manager < owner. The owner is a manager marked `isOwner` (the API's role stays manager). */
export type Role = 'staff' | 'manager' | 'owner'

type Deps = {
  config: Config
  auth: AuthService
  /** Owners open every store; managers and staff only the stores they are assigned to. */
  canAccessStore: (user: UserRow, storeId: number) => boolean
  /** Throws STORE_NOT_FOUND: the owner may open every store, but only one that exists. */
  requireStore: (storeId: number) => void
  /** Whether `user` may change account `targetId` (themselves, or a non-owner wholly inside their stores). */
  canManageUser: (user: UserRow, targetId: number) => boolean
}

/**
 * `ip` and the session token on every request; `auth: 'staff' | 'manager' | 'owner'` on a route checks the session
 * before the body is even validated (a stranger learns nothing but 401/403), then resolves `user` and `actor`. A route
 * with a `:storeId` also checks the user belongs to that store, and one with a `:userId` that the user may manage that
 * account. The role is recorded in the route's OpenAPI detail (`x-role`), which the authorization matrix test reads.
 * Routes without `auth` are public by design.
 */
export function authPlugin(deps: Deps) {
  const checked = new WeakMap<Request, UserRow>()
  return new Elysia({ name: 'auth' })
    .derive({ as: 'global' }, ({ request, server }) => ({
      ip: clientIp(request, server, deps.config.trustProxy),
      sessionToken: readCookie(request, SESSION_COOKIE),
    }))
    .macro({
      auth: (role: Role) => ({
        detail: { 'x-role': role, security: [{ session: [] }] } as Record<string, unknown>,
        transform({ request, params }) {
          const user = deps.auth.userOfToken(readCookie(request, SESSION_COOKIE))
          if (!user) throw new AppError('UNAUTHORIZED')
          if (role === 'manager' && user.role !== 'manager') throw new AppError('MANAGER_ONLY')
          if (role === 'owner' && !user.isOwner) throw new AppError('OWNER_ONLY')
          const { storeId, userId } = (params ?? {}) as Record<string, string | undefined>
          if (userId !== undefined && !deps.canManageUser(user, Number(userId)))
            throw new AppError('USER_ACCESS_DENIED')
          if (storeId !== undefined) {
            if (!deps.canAccessStore(user, Number(storeId))) throw new AppError('STORE_ACCESS_DENIED')
            // Else an owner's write under a made-up store id failed on the foreign key: a 500.
            deps.requireStore(Number(storeId))
          }
          checked.set(request, user)
        },
        resolve({ request, server }) {
          const user = checked.get(request)
          if (!user) throw new AppError('UNAUTHORIZED')
          return { user, actor: { user, ip: clientIp(request, server, deps.config.trustProxy) } }
        },
      }),
    })
}
