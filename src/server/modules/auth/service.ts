import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import { checkUsername } from '../../../shared/domain/username'
import { logActivity, type Actor } from '../activity'
import type { SystemSettings } from '../settings'
import type { GuessGuard } from './guess-guard'
import type { Hasher } from './hasher'
import { SETUP_CODE_SUBJECT, type SetupCode } from './setup-code'
import type { SessionsRepo } from './sessions-repo'
import { acceptUsername } from './username'
import type { UserRow, UsersRepo } from './users-repo'

export const MIN_PASSWORD_LENGTH = 6

export type RegisterInput = {
  username: string
  password: string
  email?: string
  firstName?: string
  lastName?: string
  /** A fresh install's one-time code (printed at start, in setup-code.txt); ignored once an owner exists. */
  setupCode?: string
}

type Deps = {
  db: DbHandle
  clock: Clock
  users: UsersRepo
  sessions: SessionsRepo
  guess: GuessGuard
  hasher: Hasher
  settings: SystemSettings
  setupCode: SetupCode
}

const blankToNull = (s: string | undefined) => (s?.trim() ? s.trim() : null)

export function createAuthService(deps: Deps) {
  const { db, clock, users, sessions, guess, hasher, settings, setupCode } = deps

  function wrongSecret(code: 'INVALID_CREDENTIALS' | 'INVALID_PIN', failures: number) {
    const counts = { failedAttempts: failures, maxAttempts: MAX_FAILED_ATTEMPTS }
    return new AppError(code, counts, counts)
  }

  function signedIn(user: UserRow, meta: { ip: string; userAgent: string | null }, method: 'password' | 'pin') {
    if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
    const now = clock.now()
    logActivity(
      db.db,
      { user, ip: meta.ip },
      {
        storeId: user.currentStoreId,
        action: 'login',
        entityType: 'user',
        entityId: user.id,
        ...(method === 'pin' && { details: { method } }),
      },
      now,
    )
    return { user, token: sessions.create(user.id, method, meta, now) }
  }

  const registrationOpen = (): boolean => users.count() === 0 || settings.registrationOpen()

  /**
   * The first account needs the setup code: a missing one is refused outright (nothing was
   * guessed), a wrong one is a guess under the sign-in lock, so a burst gets no more tries than a
   * sequence. Resolves only for the right code.
   */
  async function checkSetupCode(raw: string | undefined, ip: string): Promise<void> {
    if (!raw?.trim()) throw new AppError('SETUP_CODE_REQUIRED')
    const result = await guess('setup', SETUP_CODE_SUBJECT, ip, async () => setupCode.matches(raw))
    if (result.ok) return
    const counts = { failedAttempts: result.failures, maxAttempts: MAX_FAILED_ATTEMPTS }
    throw new AppError('SETUP_CODE_WRONG', counts, counts)
  }

  return {
    registrationOpen,
    /** No account yet: the first registration must bring the setup code. */
    setupCodeRequired: (): boolean => users.count() === 0,

    /**
     * The first account becomes the owner (a manager) and needs the setup code; later ones are
     * staff, need registration opened by a manager, and work at no store until a manager assigns
     * them one on /users.
     */
    async register(input: RegisterInput, meta: { ip: string; userAgent: string | null }) {
      const username = acceptUsername(input.username)
      if (input.password.length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT')
      // Checked again below, in the transaction; here so a closed door costs no argon2 run.
      if (!registrationOpen()) throw new AppError('REGISTRATION_CLOSED')
      // Before argon2: a wrong code costs the server nothing but a digest.
      const codeChecked = users.count() === 0
      if (codeChecked) await checkSetupCode(input.setupCode, meta.ip)
      const passwordHash = await hasher.hash(input.password)
      const now = clock.now()
      const user = db.write(() => {
        const first = users.count() === 0
        if (first && !codeChecked) throw new AppError('SETUP_CODE_REQUIRED')
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
        if (first) settings.setRegistrationOpen(false)
        logActivity(
          db.db,
          { user: created, ip: meta.ip },
          {
            storeId: null,
            action: 'register',
            entityType: 'user',
            entityId: created.id,
            details: { role: created.role },
          },
          now,
        )
        return created
      })
      if (user.isOwner) setupCode.used(user.username)
      return { user, token: sessions.create(user.id, 'password', meta, now) }
    },

    async login(usernameRaw: string, password: string, meta: { ip: string; userAgent: string | null }) {
      const user = users.byLoginName(usernameRaw)
      const result = await guess('password', usernameRaw, meta.ip, (verify) => verify(password, user?.passwordHash))
      if (!result.ok || !user) throw wrongSecret('INVALID_CREDENTIALS', result.failures)
      return signedIn(user, meta, 'password')
    },

    /** Quick sign-in on a staff phone: username + 4–6 digit PIN, locked after 5 failures like passwords. */
    async pinLogin(usernameRaw: string, pin: string, meta: { ip: string; userAgent: string | null }) {
      if (!/^\d{4,6}$/.test(pin)) throw new AppError('PIN_FORMAT')
      const user = users.byLoginName(usernameRaw)
      const result = await guess('pin', usernameRaw, meta.ip, (verify) => verify(pin, user?.pinHash))
      if (!result.ok || !user) throw wrongSecret('INVALID_PIN', result.failures)
      return signedIn(user, meta, 'pin')
    },

    /** Signs in (creating on first visit) a user from an external OpenID Connect identity. */
    signInExternal(
      column: 'oidcSubject' | 'lineSubject',
      identity: {
        subject: string
        username: string
        email?: string | null
        firstName?: string | null
        lastName?: string | null
      },
      meta: { ip: string; userAgent: string | null },
    ) {
      const now = clock.now()
      const user = db.write((): UserRow => {
        const existing = users.byExternalSubject(column, identity.subject)
        if (existing) return existing
        const first = users.count() === 0
        // The owner is a local account made with the setup code; a provider's account (anyone with LINE) never is.
        if (first) throw new AppError('SETUP_CODE_REQUIRED')
        if (!settings.registrationOpen()) throw new AppError('REGISTRATION_CLOSED')
        // A provider's name that breaks the username rules is not refused (the sign-in was real): a plain one stands
        // in.
        const checked = checkUsername(identity.username)
        const base = checked.ok ? checked.username : 'user'
        let username = base
        for (let i = 2; users.byUsername(username); i++) username = `${base}-${i}`
        return users.insert({
          username,
          [column]: identity.subject,
          email: identity.email ?? null,
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          role: 'staff',
          isOwner: false,
          createdAt: now,
          updatedAt: now,
        })
      })
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED')
      return { user, token: sessions.create(user.id, 'external', meta, now) }
    },

    logout(token: string | undefined, actor: Actor) {
      if (!token) return
      sessions.end(token)
      if (actor.user)
        logActivity(db.db, actor, {
          storeId: actor.user.currentStoreId,
          action: 'logout',
          entityType: 'user',
          entityId: actor.user.id,
        })
    },

    userOfToken(token: string | undefined): UserRow | null {
      return token ? sessions.userOf(token, clock.now()) : null
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
