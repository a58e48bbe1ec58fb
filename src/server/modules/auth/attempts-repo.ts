import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import { PER_USERNAME, releaseFailure, reserveAttempt, type AttemptRecord, type Reservation } from '../../../shared/domain/lockout'

export type GuessKind = 'password' | 'pin'

// The per-username count's row; clientIp() never yields an empty address.
const ALL_ADDRESSES = ''

/** Failed sign-in counters kept in the database, so a restart does not unlock anyone. */
export function createAttemptsRepo(db: Db) {
  const key = (kind: GuessKind, subject: string, ip: string) =>
    and(eq(loginAttempts.kind, kind), eq(loginAttempts.subject, subject), eq(loginAttempts.ipAddress, ip))

  const read = (kind: GuessKind, subject: string, ip: string): AttemptRecord | null =>
    db.select({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil, updatedAt: loginAttempts.updatedAt })
      .from(loginAttempts).where(key(kind, subject, ip)).get() ?? null

  const write = (kind: GuessKind, subject: string, ip: string, rec: AttemptRecord) =>
    db.insert(loginAttempts)
      .values({ kind, subject, ipAddress: ip, ...rec })
      .onConflictDoUpdate({ target: [loginAttempts.kind, loginAttempts.subject, loginAttempts.ipAddress], set: rec })
      .run()

  return {
    /**
     * Checks both locks and counts this guess as a failure in one synchronous transaction, before
     * any hashing: nothing can run between the check and the count.
     */
    reserve(kind: GuessKind, subject: string, ip: string, now: number): Reservation {
      return db.transaction(() => {
        const r = reserveAttempt(read(kind, subject, ip), read(kind, subject, ALL_ADDRESSES), now)
        if (r.granted) {
          write(kind, subject, ip, r.addr)
          write(kind, subject, ALL_ADDRESSES, r.user)
        }
        return r
      }, { behavior: 'immediate' })
    },
    /**
     * The reserved guess was right: this address starts afresh, and the username count gives back
     * the one guess (not the others', which may still be in flight or came from elsewhere).
     */
    succeed(kind: GuessKind, subject: string, ip: string, now: number): void {
      db.transaction(() => {
        db.delete(loginAttempts).where(key(kind, subject, ip)).run()
        const user = read(kind, subject, ALL_ADDRESSES)
        if (user) write(kind, subject, ALL_ADDRESSES, releaseFailure(user, now, PER_USERNAME))
      }, { behavior: 'immediate' })
    },
  }
}
export type AttemptsRepo = ReturnType<typeof createAttemptsRepo>
