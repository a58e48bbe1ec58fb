import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { storeUsers, stores } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import { logActivity, type Actor } from '../activity'
import type { SystemSettings } from '../settings'
import { hashSecret, verifySecret, type GuessGuard } from './guess-guard'
import type { SessionsRepo } from './sessions-repo'
import type { UserRow, UsersRepo } from './users-repo'

export const MIN_PASSWORD_LENGTH = 6

export type RegisterInput = {
  username: string
  password: string
  email?: string
  firstName?: string
  lastName?: string
}

type Deps = {
  db: DbHandle
  clock: Clock
  users: UsersRepo
  sessions: SessionsRepo
  guess: GuessGuard
  settings: SystemSettings
}

const blankToNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null)

export function createAuthService(deps: Deps) {
  const { db, clock, users, sessions, guess, settings } = deps

  function wrongSecret(code: 'INVALID_CREDENTIALS' | 'INVALID_PIN', failures: number) {
    const counts = { failedAttempts: failures, maxAttempts: MAX_FAILED_ATTEMPTS }
    return new AppError(code, counts, counts)
  }

  function signedIn(user: UserRow, meta: { ip: string; userAgent: string | null }, details: { method: 'pin' } | undefined) {
    if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
    const now = clock.now()
    logActivity(db.db, { user, ip: meta.ip }, { storeId: user.currentStoreId, action: 'login', entityType: 'user', entityId: user.id, ...(details && { details }) }, now)
    return { user, token: sessions.create(user.id, meta, now) }
  }

  return {
    registrationOpen(): boolean {
      return users.count() === 0 || settings.registrationOpen()
    },

    /** The first account becomes the owner (a manager); later ones are staff and need registration opened by a manager. */
    async register(input: RegisterInput, meta: { ip: string; userAgent: string | null }) {
      const username = input.username.trim()
      if (input.password.length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT')
      const passwordHash = await hashSecret(input.password)
      const now = clock.now()
      const user = db.sqlite.transaction(() => {
        const first = users.count() === 0
        if (!first && !settings.registrationOpen()) throw new AppError('REGISTRATION_CLOSED')
        if (users.byUsername(username)) throw new AppError('USERNAME_TAKEN')
        const created = users.insert({
          username,
          passwordHash,
          email: blankToNull(input.email),
          firstName: blankToNull(input.firstName),
          lastName: blankToNull(input.lastName),
          role: first ? 'manager' : 'staff',
          isOwner: first,
          createdAt: now,
          updatedAt: now,
        })
        // Self-registered staff join every store; a manager narrows that on /users.
        const storeIds = db.db.select({ id: stores.id }).from(stores).all()
        for (const s of storeIds) db.db.insert(storeUsers).values({ storeId: s.id, userId: created.id, createdAt: now }).run()
        if (first) settings.setRegistrationOpen(false)
        logActivity(db.db, { user: created, ip: meta.ip }, { storeId: null, action: 'register', entityType: 'user', entityId: created.id, details: { role: created.role } }, now)
        return created
      })()
      return { user, token: sessions.create(user.id, meta, now) }
    },

    async login(usernameRaw: string, password: string, meta: { ip: string; userAgent: string | null }) {
      const user = users.byUsername(usernameRaw.trim())
      const result = await guess('password', usernameRaw, meta.ip, () => verifySecret(password, user?.passwordHash))
      if (!result.ok || !user) throw wrongSecret('INVALID_CREDENTIALS', result.failures)
      return signedIn(user, meta, undefined)
    },

    /** Quick sign-in on a staff phone: username + 4–6 digit PIN, locked after 5 failures like passwords. */
    async pinLogin(usernameRaw: string, pin: string, meta: { ip: string; userAgent: string | null }) {
      if (!/^\d{4,6}$/.test(pin)) throw new AppError('PIN_FORMAT')
      const user = users.byUsername(usernameRaw.trim())
      const result = await guess('pin', usernameRaw, meta.ip, () => verifySecret(pin, user?.pinHash))
      if (!result.ok || !user) throw wrongSecret('INVALID_PIN', result.failures)
      return signedIn(user, meta, { method: 'pin' })
    },

    /** Signs in (creating on first visit) a user from an external OpenID Connect identity. */
    signInExternal(
      column: 'oidcSubject' | 'lineSubject',
      identity: { subject: string; username: string; email?: string | null; firstName?: string | null; lastName?: string | null },
      meta: { ip: string; userAgent: string | null },
    ) {
      const now = clock.now()
      const user = db.sqlite.transaction((): UserRow => {
        const existing = users.byExternalSubject(column, identity.subject)
        if (existing) return existing
        const first = users.count() === 0
        if (!first && !settings.registrationOpen()) throw new AppError('REGISTRATION_CLOSED')
        let username = identity.username
        for (let i = 2; users.byUsername(username); i++) username = `${identity.username}-${i}`
        return users.insert({
          username,
          [column]: identity.subject,
          email: identity.email ?? null,
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          role: first ? 'manager' : 'staff',
          isOwner: first,
          createdAt: now,
          updatedAt: now,
        })
      })()
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
      return { user, token: sessions.create(user.id, meta, now) }
    },

    logout(token: string | undefined, actor: Actor) {
      if (!token) return
      sessions.end(token)
      if (actor.user) logActivity(db.db, actor, { storeId: actor.user.currentStoreId, action: 'logout', entityType: 'user', entityId: actor.user.id })
    },

    userOfToken(token: string | undefined): UserRow | null {
      return token ? sessions.userOf(token, clock.now()) : null
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
