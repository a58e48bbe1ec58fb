import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import {
  COUNTS,
  eachCount,
  releaseFailure,
  reserveAttempt,
  type AttemptRecord,
  type CountName,
  type Reservation,
} from '../../../shared/domain/lockout'

/** 'setup': a fresh install's setup code, under the one subject SETUP_CODE_SUBJECT. */
export type GuessKind = 'password' | 'pin' | 'setup'
type Row = { kind: GuessKind | 'address'; subject: string; ip: string }

// The per-username count's row; clientIp() never yields an empty address.
const ALL_ADDRESSES = ''

/** Where each of the three counts of a guess is kept. */
function rowsOf(kind: GuessKind, subject: string, ip: string): Record<CountName, Row> {
  return {
    addr: { kind, subject, ip },
    user: { kind, subject, ip: ALL_ADDRESSES },
    // A kind of its own: one count per address for every username, passwords and PINs together.
    source: { kind: 'address', subject: '', ip },
  }
}

/** Failed sign-in counters kept in the database, so a restart does not unlock anyone. */
export function createAttemptsRepo(handle: DbHandle) {
  const db = handle.db
  const key = (r: Row) =>
    and(eq(loginAttempts.kind, r.kind), eq(loginAttempts.subject, r.subject), eq(loginAttempts.ipAddress, r.ip))

  const read = (r: Row): AttemptRecord | null =>
    db
      .select({
        failures: loginAttempts.failures,
        lockedUntil: loginAttempts.lockedUntil,
        updatedAt: loginAttempts.updatedAt,
      })
      .from(loginAttempts)
      .where(key(r))
      .get() ?? null

  const write = (r: Row, rec: AttemptRecord) =>
    db
      .insert(loginAttempts)
      .values({ kind: r.kind, subject: r.subject, ipAddress: r.ip, ...rec })
      .onConflictDoUpdate({ target: [loginAttempts.kind, loginAttempts.subject, loginAttempts.ipAddress], set: rec })
      .run()

  /** Gives one counted guess back on the named counts. */
  function release(rows: Record<CountName, Row>, names: CountName[], now: number) {
    for (const n of names) {
      const rec = read(rows[n])
      if (rec) write(rows[n], releaseFailure(rec, now, COUNTS[n]))
    }
  }

  return {
    /**
     * Checks every lock and counts this guess as a failure in one synchronous transaction, before
     * any hashing: nothing can run between the check and the count.
     */
    reserve(kind: GuessKind, subject: string, ip: string, now: number): Reservation {
      return handle.write(() => {
        const rows = rowsOf(kind, subject, ip)
        const r = reserveAttempt(
          eachCount((n) => read(rows[n])),
          now,
        )
        if (r.granted) for (const n of Object.keys(rows) as CountName[]) write(rows[n], r.next[n])
        return r
      })
    },
    /**
     * The reserved guess was right: this username at this address starts afresh, and the wider
     * counts give back the one guess (not the others', which may still be in flight or came from elsewhere).
     */
    succeed(kind: GuessKind, subject: string, ip: string, now: number): void {
      handle.write(() => {
        const rows = rowsOf(kind, subject, ip)
        db.delete(loginAttempts).where(key(rows.addr)).run()
        release(rows, ['user', 'source'], now)
      })
    },
    /** The reserved guess was never checked (hashing was busy): it counts nowhere. */
    cancel(kind: GuessKind, subject: string, ip: string, now: number): void {
      handle.write(() => release(rowsOf(kind, subject, ip), ['addr', 'user', 'source'], now))
    },
  }
}
export type AttemptsRepo = ReturnType<typeof createAttemptsRepo>
