import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import { lockState, recordFailure, type LockState } from '../../../shared/domain/lockout'

type Kind = 'password' | 'pin'

/** Failed sign-in counters kept in the database, so a restart does not unlock anyone. */
export function createAttemptsRepo(db: Db) {
  const key = (kind: Kind, subject: string, ip: string) =>
    and(eq(loginAttempts.kind, kind), eq(loginAttempts.subject, subject), eq(loginAttempts.ipAddress, ip))

  const read = (kind: Kind, subject: string, ip: string) =>
    db.select().from(loginAttempts).where(key(kind, subject, ip)).get() ?? null

  return {
    state(kind: Kind, subject: string, ip: string, now: number): LockState {
      return lockState(read(kind, subject, ip), now)
    },
    fail(kind: Kind, subject: string, ip: string, now: number): LockState {
      const next = recordFailure(read(kind, subject, ip), now)
      db.insert(loginAttempts)
        .values({ kind, subject, ipAddress: ip, ...next, updatedAt: now })
        .onConflictDoUpdate({
          target: [loginAttempts.kind, loginAttempts.subject, loginAttempts.ipAddress],
          set: { ...next, updatedAt: now },
        })
        .run()
      return lockState(next, now)
    },
    clear(kind: Kind, subject: string, ip: string): void {
      db.delete(loginAttempts).where(key(kind, subject, ip)).run()
    },
  }
}
export type AttemptsRepo = ReturnType<typeof createAttemptsRepo>
