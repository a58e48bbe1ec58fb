/** Who is signed in. `GET /api/auth/user` answers 200 with the user or 401 when signed out. */
import { signal } from '@preact/signals-react'
import { api, ApiError, onUnauthorized } from '../api.ts'
import { clearQueries } from '../query.ts'
import type { AuthConfig, User } from '../types.ts'

export const authUser = signal<User | null>(null)
export const authLoading = signal(true)
export const authConfig = signal<AuthConfig | null>(null)

/** Sets the user; a different user must never see the previous one's cached data. */
export function setUser(next: User | null): void {
  if (authUser.value?.id !== next?.id) clearQueries()
  authUser.value = next
}

export async function loadUser(): Promise<User | null> {
  try {
    setUser(await api.get<User>('/api/auth/user'))
  } catch (error) {
    // 401 is the normal "signed out" answer; any other failure also leaves us signed out here.
    if (!(error instanceof ApiError && error.status === 401)) console.warn('auth check failed', error)
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
