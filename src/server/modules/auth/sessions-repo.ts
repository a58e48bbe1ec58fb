import { and, eq, isNull, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { createChangeCache } from '../../db/change-cache'
import { $, preparedFor } from '../../db/prepared'
import { authSessions, users } from '../../db/schema'

/** Sliding lifetime: a session unused for 7 days ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
const TOUCH_EVERY_MS = 60 * 1000

export function hashToken(token: string): string {
  return new Bun.CryptoHasher('sha256').update(token).digest('hex')
}

/** 256 random bits, base64url. */
export function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
}

/** How a session was signed in. */
export type SignInMethod = 'password' | 'pin' | 'external'

/** Every signed-in request looks its session up: prepared once. */
const q = preparedFor((d) => ({
  sessionWithUser: d
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, $('tokenHash')))
    .prepare(),
}))

export function createSessionsRepo(db: Db) {
  /**
   * Each session's row with its user, kept until a session or a user is written (a sign-in or
   * out, the touch below, a role change, a deactivation, a new password): the lookup with its join
   * was about a tenth of an order's CPU under load (docs/PERFORMANCE.md).
   */
  const kept = createChangeCache<string, ReturnType<ReturnType<typeof q>['sessionWithUser']['get']>>(db.$client, [
    'auth_sessions',
    'users',
  ])
  return {
    create(userId: number, method: SignInMethod, meta: { ip: string; userAgent: string | null }, now: number): string {
      const token = newToken()
      db.insert(authSessions)
        .values({
          tokenHash: hashToken(token),
          userId,
          ipAddress: meta.ip,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now + SESSION_IDLE_MS,
          method,
        })
        .run()
      return token
    },
    /** The signed-in, active user of a token, extending the session; null when none. */
    userOf(token: string, now: number) {
      const tokenHash = hashToken(token)
      const row = kept(tokenHash, () => q(db).sessionWithUser.get({ tokenHash }))
      if (!row) return null
      if (row.session.expiresAt <= now || !row.user.isActive) {
        db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash)).run()
        return null
      }
      if (now - row.session.lastSeenAt > TOUCH_EVERY_MS) {
        db.update(authSessions)
          .set({ lastSeenAt: now, expiresAt: now + SESSION_IDLE_MS })
          .where(eq(authSessions.tokenHash, tokenHash))
          .run()
      }
      return row.user
    },
    end(token: string): void {
      db.delete(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)))
        .run()
    },
    /** Ends every session of the user, except the caller's own `keepToken` when given. */
    endAllOf(userId: number, keepToken?: string): void {
      db.delete(authSessions)
        .where(
          and(
            eq(authSessions.userId, userId),
            keepToken ? ne(authSessions.tokenHash, hashToken(keepToken)) : undefined,
          ),
        )
        .run()
    },
    /**
     * Ends the user's sessions signed in with a PIN (and those from before the method was
     * recorded, which may have been), except the caller's own `keepToken`.
     */
    endPinSessionsOf(userId: number, keepToken?: string): void {
      db.delete(authSessions)
        .where(
          and(
            eq(authSessions.userId, userId),
            or(eq(authSessions.method, 'pin'), isNull(authSessions.method)),
            keepToken ? ne(authSessions.tokenHash, hashToken(keepToken)) : undefined,
          ),
        )
        .run()
    },
    purgeExpired(now: number): void {
      db.delete(authSessions).where(lt(authSessions.expiresAt, now)).run()
    },
  }
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>
