/**
 * Who is signed in. `GET /api/auth/session` answers 200 with `{ user }` (null when signed out), so
 * the sign-in page's probe is no 401 in the console; the spec's /api/auth/user keeps its 401. The
 * answer is read through the query cache (under SESSION_KEY) and mirrored in `authUser`, which
 * most screens read while rendering.
 */
import { signal } from '@preact/signals-react'
import { queryOptions } from '@tanstack/react-query'
import type { User } from '../../shared/api/stores.ts'
import { api, unwrap } from '../api/client.ts'
import { onUnauthorized } from '../api/errors.ts'
import { currentQueryClient } from '../api/query-client.ts'
import { readStored, writeStored } from './storage.ts'

export const authUser = signal<User | null>(null)
export const authLoading = signal(true)
/** The server is a chain's HQ (started with --hq): signing in leads to HQ's app, not a store's. */
export const hqServer = signal(false)

const SESSION_KEY = ['session'] as const
const LAST_STORE_KEY = 'pos.lastStoreId'

const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<User | null> => {
    try {
      const answer = await unwrap(api.api.auth.session.get())
      hqServer.value = answer.hq === true
      return answer.user
    } catch {
      // the server is unreachable: signed out here, the sign-in form says why when it is used
      return null
    }
  },
  staleTime: 0,
})

/**
 * The store the last signed-in user of this browser worked at (none after a sign-out): a cold start
 * of the POS asks for its menu beside the session check instead of after its answer.
 */
export function lastStoreId(): number | null {
  const id = Number(readStored(() => localStorage, LAST_STORE_KEY))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * Sets the user. A different user (or nobody, after signing out) must never see the previous one's
 * cached data: everything but the session itself is dropped before anything renders for them. From
 * nobody to someone nothing is dropped: what was read before the first check answered carried the
 * same session cookie, and a sign-out already dropped the rest.
 */
export function setUser(next: User | null): void {
  const client = currentQueryClient()
  const before = authUser.peek()
  if (before && before.id !== next?.id)
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] })
  client.setQueryData(SESSION_KEY, next)
  authUser.value = next
  writeStored(() => localStorage, LAST_STORE_KEY, String(next?.currentStoreId ?? ''))
}

/** Asks the server who is signed in. */
export async function loadUser(): Promise<User | null> {
  const user = await currentQueryClient().fetchQuery(sessionQuery)
  setUser(user)
  authLoading.value = false
  return user
}

/** The session check under way or done (main.tsx starts one at load), or a new one if none was. */
export function sessionChecked(): Promise<User | null> {
  const client = currentQueryClient()
  // One under way may find someone else signed in than the answer before it: that one counts.
  if (client.isFetching({ queryKey: SESSION_KEY }) > 0) return client.fetchQuery(sessionQuery)
  return client.ensureQueryData(sessionQuery)
}

/** What the sign-in page offers (registration open, the setup code, providers, the attempt limit). */
export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'] as const,
  queryFn: () => unwrap(api.api.auth.config.get()),
})

/** Rereads the sign-in page's offer (the owner just opened or closed registration). */
export function loadAuthConfig(): Promise<unknown> {
  return currentQueryClient().invalidateQueries({ queryKey: authConfigQuery.queryKey })
}

/** A 401 from any other call means the session ended: re-check, which drops the user. */
onUnauthorized(() => {
  if (authUser.value) void loadUser()
})
