import { POLICY, type Rule } from './policy'
import { paramKeys, routeName, type ApiRoute } from './world'

/**
 * What each kind of caller gets from each route under the policy. `allow`: past the access check
 * (a GET answers 2xx/3xx, anything else is neither 401/403 nor 5xx); `denied`: 403, or 404 where a
 * route finds the row's store itself and pretends it is not there; a number: exactly that status.
 *
 * Every call names store A's rows (the owner's names store B's: the owner may open every store).
 * The manager of store B is a manager like the manager of A, except where the path names one of
 * store A's rows or people: there it is refused.
 */
export type Actor = 'signedOut' | 'staff' | 'managerA' | 'managerB' | 'owner' | 'diner' | 'otherDiner' | 'kiosk'
export type Expect = 'allow' | 'denied' | 401 | 403
// Diners before staff: staff may clear table A, which retires its QR token (and a manager may rotate
// the kiosk's link). Those who may delete store A's rows last: the owner deletes store B's, the
// manager of A store A's.
export const ACTORS: Actor[] = ['signedOut', 'diner', 'otherDiner', 'kiosk', 'staff', 'managerB', 'owner', 'managerA']

const MATRIX: Record<Rule, Record<Actor, Expect>> = {
  owner: {
    signedOut: 401,
    diner: 401,
    otherDiner: 401,
    kiosk: 401,
    staff: 403,
    managerB: 403,
    owner: 'allow',
    managerA: 403,
  },
  manager: {
    signedOut: 401,
    diner: 401,
    otherDiner: 401,
    kiosk: 401,
    staff: 403,
    managerB: 'allow',
    owner: 'allow',
    managerA: 'allow',
  },
  staff: {
    signedOut: 401,
    diner: 401,
    otherDiner: 401,
    kiosk: 401,
    staff: 'allow',
    managerB: 'allow',
    owner: 'allow',
    managerA: 'allow',
  },
  table: {
    signedOut: 403,
    diner: 'allow',
    otherDiner: 403,
    kiosk: 403,
    staff: 403,
    managerB: 403,
    owner: 403,
    managerA: 403,
  },
  kiosk: {
    signedOut: 403,
    diner: 403,
    otherDiner: 403,
    kiosk: 'allow',
    staff: 403,
    managerB: 403,
    owner: 403,
    managerA: 403,
  },
  public: {
    signedOut: 'allow',
    diner: 'allow',
    otherDiner: 'allow',
    kiosk: 'allow',
    staff: 'allow',
    managerB: 'allow',
    owner: 'allow',
    managerA: 'allow',
  },
}

/** Path parameters that name nothing of a store (a backup holds every store; the provider is a word). */
const STORELESS = new Set(['backups/:name', 'callback/:provider'])

export const ruleOf = (route: ApiRoute): Rule | undefined => POLICY[routeName(route)]

/** The role a route must declare with the `auth` macro for its rule (none for token-held and public routes). */
export const declaredRoleFor = (rule: Rule) =>
  rule === 'table' || rule === 'kiosk' || rule === 'public' ? undefined : rule

/** Whether the route's path names one of store A's rows or people (with store A's ids filled in). */
export const namesStoreRows = (route: ApiRoute) => paramKeys(route.path).some((k) => !STORELESS.has(k))

/** The expectation for one caller on one route; null when the route has no rule at all. */
export function expected(route: ApiRoute, actor: Actor): Expect | null {
  const rule = ruleOf(route)
  if (!rule) return null
  const want = MATRIX[rule][actor]
  if (actor !== 'managerB' || (rule !== 'manager' && rule !== 'staff') || !namesStoreRows(route)) return want
  // The auth macro refuses a foreign :storeId or :userId before anything else; other rows are found first.
  return /:storeId|:userId/.test(route.path) ? 403 : 'denied'
}

export function meets(status: number, method: string, want: Expect): boolean {
  if (want === 'denied') return status === 403 || status === 404
  if (want !== 'allow') return status === want
  if (status >= 500) return false
  return method === 'GET' ? status < 400 : status !== 401 && status !== 403
}
