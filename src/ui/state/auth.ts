/**
 * Who is signed in. `GET /api/auth/session` answers 200 with `{ user }` (null when signed out), so
 * the sign-in page's probe is no 401 in the console; `/api/auth/user` keeps the spec's 401.
 */
import { signal } from '@preact/signals-react'
import { api, onUnauthorized } from '../api.ts'
import { clearQueries } from '../query.ts'
import { readStored, writeStored } from './storage.ts'
import type { AuthConfig, User } from '../../shared/api/stores.ts'

export const authUser = signal<User | null>(null)
export const authLoading = signal(true)
export const authConfig = signal<AuthConfig | null>(null)

const LAST_STORE_KEY = 'pos.lastStoreId'

/**
 * The store the last signed-in user of this browser worked at (none after a sign-out): a cold start
 * of the POS asks for its menu beside the session check instead of after its answer.
 */
export function lastStoreId(): number | null {
  const id = Number(readStored(() => localStorage, LAST_STORE_KEY))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * Sets the user; a different user must never see the previous one's cached data. The first check
 * keeps what was read before it answered: those reads carried the same session cookie, so they are
 * this user's.
 */
export function setUser(next: User | null): void {
  if (!authLoading.value && authUser.value?.id !== next?.id) clearQueries()
  authUser.value = next
  writeStored(() => localStorage, LAST_STORE_KEY, String(next?.currentStoreId ?? ''))
}

let checking: Promise<User | null> | null = null

/** Asks the server who is signed in; `sessionChecked()` hands back the latest such check. */
export function loadUser(): Promise<User | null> {
  checking = readSession()
  return checking
}

/** The session check under way or done (main.tsx starts one at load), or a new one if none was. */
export const sessionChecked = (): Promise<User | null> => checking ?? loadUser()

async function readSession(): Promise<User | null> {
  try {
    setUser((await api.get<{ user: User | null }>('/api/auth/session')).user)
  } catch {
    // the server is unreachable: signed out here, the sign-in form says why when it is used
    setUser(null)
  } finally {
    authLoading.value = false
  }
  return authUser.value
}

export async function loadAuthConfig(): Promise<AuthConfig | null> {
  try {
    authConfig.value = await api.get<AuthConfig>('/api/auth/config')
  } catch (error) {
    console.warn('auth config failed', error)
  }
  return authConfig.value
}

/** A 401 from any other call means the session ended: re-check, which drops the user. */
onUnauthorized(() => {
  if (authUser.value) void loadUser()
})
