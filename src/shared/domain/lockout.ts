/** Spec part 1 §2 "failed attempts 0/5", made real: 5 failures lock that login for 15 minutes. */
export const MAX_FAILED_ATTEMPTS = 5
export const LOCK_MS = 15 * 60 * 1000

export type AttemptRecord = { failures: number; lockedUntil: number | null }

export type LockState =
  | { locked: true; retryAfterSeconds: number; failures: number }
  | { locked: false; failures: number }

export function lockState(rec: AttemptRecord | null, now: number): LockState {
  if (!rec) return { locked: false, failures: 0 }
  if (rec.lockedUntil !== null && rec.lockedUntil > now) {
    return { locked: true, retryAfterSeconds: Math.ceil((rec.lockedUntil - now) / 1000), failures: rec.failures }
  }
  // A lock that has run out starts a fresh count.
  if (rec.lockedUntil !== null) return { locked: false, failures: 0 }
  return { locked: false, failures: rec.failures }
}

/** The record after one more failure. */
export function recordFailure(rec: AttemptRecord | null, now: number, max = MAX_FAILED_ATTEMPTS, lockMs = LOCK_MS): AttemptRecord {
  const failures = lockState(rec, now).failures + 1
  return { failures, lockedUntil: failures >= max ? now + lockMs : null }
}
