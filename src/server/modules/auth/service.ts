import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { storeUsers, stores } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import { logActivity, type Actor } from '../activity/log'
import type { SystemSettings } from '../settings/system-settings'
import type { AttemptsRepo } from './attempts-repo'
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
  attempts: AttemptsRepo
  settings: SystemSettings
}

const hashPassword = (pw: string) => Bun.password.hash(pw, { algorithm: 'argon2id' })
// Verified against when the username does not exist, so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | null = null

const blankToNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null)

export function createAuthService(deps: Deps) {
  const { db, clock, users, sessions, attempts, settings } = deps

  function lockedError(retryAfterSeconds: number) {
    return new AppError(
      'LOGIN_LOCKED',
      { minutes: Math.ceil(retryAfterSeconds / 60) },
      { retryAfterSeconds, failedAttempts: MAX_FAILED_ATTEMPTS, maxAttempts: MAX_FAILED_ATTEMPTS },
    )
  }

  return {
    registrationOpen(): boolean {
      return users.count() === 0 || settings.registrationOpen()
    },

    /** The first account becomes manager; later ones are staff and need registration opened by a manager. */
    async register(input: RegisterInput, meta: { ip: string; userAgent: string | null }) {
      const username = input.username.trim()
      if (input.password.length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT')
      const passwordHash = await hashPassword(input.password)
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
      const username = usernameRaw.trim()
      const subject = username.toLowerCase()
      const now = clock.now()
      const state = attempts.state('password', subject, meta.ip, now)
      if (state.locked) throw lockedError(state.retryAfterSeconds)
      const user = users.byUsername(username)
      const ok = user?.passwordHash
        ? await Bun.password.verify(password, user.passwordHash)
        : (await Bun.password.verify(password, await (dummyHash ??= hashPassword('not-a-real-password'))), false)
      if (!ok || !user) {
        const after = attempts.fail('password', subject, meta.ip, now)
        if (after.locked) throw lockedError(after.retryAfterSeconds)
        throw new AppError(
          'INVALID_CREDENTIALS',
          { failedAttempts: after.failures, maxAttempts: MAX_FAILED_ATTEMPTS },
          { failedAttempts: after.failures, maxAttempts: MAX_FAILED_ATTEMPTS },
        )
      }
      attempts.clear('password', subject, meta.ip)
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
      logActivity(db.db, { user, ip: meta.ip }, { storeId: user.currentStoreId, action: 'login', entityType: 'user', entityId: user.id }, now)
      return { user, token: sessions.create(user.id, meta, now) }
    },

    /** Quick sign-in on a staff phone: username + 4–6 digit PIN, locked after 5 failures like passwords. */
    async pinLogin(usernameRaw: string, pin: string, meta: { ip: string; userAgent: string | null }) {
      if (!/^\d{4,6}$/.test(pin)) throw new AppError('PIN_FORMAT')
      const subject = usernameRaw.trim().toLowerCase()
      const now = clock.now()
      const state = attempts.state('pin', subject, meta.ip, now)
      if (state.locked) throw new AppError('PIN_LOCKED', { minutes: Math.ceil(state.retryAfterSeconds / 60) }, { retryAfterSeconds: state.retryAfterSeconds })
      const user = users.byUsername(usernameRaw.trim())
      const ok = user?.pinHash ? await Bun.password.verify(pin, user.pinHash) : false
      if (!ok || !user) {
        const after = attempts.fail('pin', subject, meta.ip, now)
        if (after.locked) throw new AppError('PIN_LOCKED', { minutes: Math.ceil(after.retryAfterSeconds / 60) }, { retryAfterSeconds: after.retryAfterSeconds })
        const counts = { failedAttempts: after.failures, maxAttempts: MAX_FAILED_ATTEMPTS }
        throw new AppError('INVALID_PIN', counts, counts)
      }
      attempts.clear('pin', subject, meta.ip)
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
      logActivity(db.db, { user, ip: meta.ip }, { storeId: user.currentStoreId, action: 'login', entityType: 'user', entityId: user.id, details: { method: 'pin' } }, now)
      return { user, token: sessions.create(user.id, meta, now) }
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
