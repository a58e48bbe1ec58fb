import { POLICY, type Rule } from './policy'
import { routeName, type ApiRoute } from './world'

/**
 * What each kind of caller gets from each route under the policy. `allow`: past the access check
 * (a GET answers 2xx/3xx, anything else is neither 401/403 nor 5xx); a number: exactly that status.
 */
export type Actor = 'signedOut' | 'staff' | 'manager' | 'diner' | 'otherDiner'
export type Expect = 'allow' | 401 | 403
// Diners before staff: staff may clear table A, which retires its QR token. Manager last.
export const ACTORS: Actor[] = ['signedOut', 'diner', 'otherDiner', 'staff', 'manager']

const MATRIX: Record<Rule, Record<Actor, Expect>> = {
  manager: { signedOut: 401, diner: 401, otherDiner: 401, staff: 403, manager: 'allow' },
  staff: { signedOut: 401, diner: 401, otherDiner: 401, staff: 'allow', manager: 'allow' },
  table: { signedOut: 403, diner: 'allow', otherDiner: 403, staff: 403, manager: 403 },
  public: { signedOut: 'allow', diner: 'allow', otherDiner: 'allow', staff: 'allow', manager: 'allow' },
}

export const ruleOf = (route: ApiRoute): Rule | undefined => POLICY[routeName(route)]

/** The role a route must declare with the `auth` macro for its rule (none for table and public routes). */
export const declaredRoleFor = (rule: Rule) => (rule === 'manager' || rule === 'staff' ? rule : undefined)

/** The expectation for one caller on one route; null when the route has no rule at all. */
export function expected(route: ApiRoute, actor: Actor): Expect | null {
  const rule = ruleOf(route)
  return rule ? MATRIX[rule][actor] : null
}

export function meets(status: number, method: string, want: Expect): boolean {
  if (want !== 'allow') return status === want
  if (status >= 500) return false
  return method === 'GET' ? status < 400 : status !== 401 && status !== 403
}
