/** Spec part 1 §2 "failed attempts 0/5", made real: 5 failures lock that login for 15 minutes. */
export const MAX_FAILED_ATTEMPTS = 5
export const LOCK_MS = 15 * 60 * 1000

/**
 * Two counters per guess. Per username + address: 5 failures lock that address (the count lasts
 * until a success or a lock). Per username over every address: 20 failures, each within 15 minutes
 * of the one before, lock the username everywhere for 15 minutes, so rotating addresses does not
 * buy more guesses. One address alone never reaches 20: its own lock (15 minutes) is a gap long
 * enough to restart the username count, so a diner's one phone cannot lock the counter tablet out.
 */
export type LockPolicy = { max: number; lockMs: number; windowMs: number | null }
export const PER_ADDRESS: LockPolicy = { max: MAX_FAILED_ATTEMPTS, lockMs: LOCK_MS, windowMs: null }
export const PER_USERNAME: LockPolicy = { max: 20, lockMs: LOCK_MS, windowMs: LOCK_MS }

export type AttemptRecord = { failures: number; lockedUntil: number | null; updatedAt: number }

export type LockState =
  | { locked: true; retryAfterSeconds: number; failures: number }
  | { locked: false; failures: number }

export function lockState(rec: AttemptRecord | null, now: number, policy = PER_ADDRESS): LockState {
  if (!rec) return { locked: false, failures: 0 }
  if (rec.lockedUntil !== null && rec.lockedUntil > now) {
    return { locked: true, retryAfterSeconds: Math.ceil((rec.lockedUntil - now) / 1000), failures: rec.failures }
  }
  // A lock that has run out, or a quiet spell longer than the window, starts a fresh count.
  if (rec.lockedUntil !== null) return { locked: false, failures: 0 }
  if (policy.windowMs !== null && now - rec.updatedAt >= policy.windowMs) return { locked: false, failures: 0 }
  return { locked: false, failures: rec.failures }
}

/** The record after one more failure. */
export function recordFailure(rec: AttemptRecord | null, now: number, policy = PER_ADDRESS): AttemptRecord {
  const failures = lockState(rec, now, policy).failures + 1
  return { failures, lockedUntil: failures >= policy.max ? now + policy.lockMs : null, updatedAt: now }
}

/** The record after one reserved guess turned out right: that guess no longer counts. */
export function releaseFailure(rec: AttemptRecord, now: number, policy: LockPolicy): AttemptRecord {
  const failures = Math.max(0, lockState(rec, now, policy).failures - 1)
  return { failures, lockedUntil: failures >= policy.max ? rec.lockedUntil : null, updatedAt: rec.updatedAt }
}

export type Reservation =
  | { granted: false; retryAfterSeconds: number }
  /** `ifWrong`: the state to report when the reserved guess turns out wrong. */
  | { granted: true; addr: AttemptRecord; user: AttemptRecord; ifWrong: LockState }

function worst(a: LockState, b: LockState): LockState {
  if (!a.locked && !b.locked) return a
  const wait = Math.max(a.locked ? a.retryAfterSeconds : 0, b.locked ? b.retryAfterSeconds : 0)
  return { locked: true, retryAfterSeconds: wait, failures: a.failures }
}

/**
 * One guess is counted as a failure before it is checked, so guesses sent at once cannot all pass
 * a check made before any of them failed. `addr` and `user` are the per-address and per-username
 * records; the caller writes the returned ones in the same transaction it read them in.
 */
export function reserveAttempt(addr: AttemptRecord | null, user: AttemptRecord | null, now: number): Reservation {
  const before = worst(lockState(addr, now, PER_ADDRESS), lockState(user, now, PER_USERNAME))
  if (before.locked) return { granted: false, retryAfterSeconds: before.retryAfterSeconds }
  const nextAddr = recordFailure(addr, now, PER_ADDRESS)
  const nextUser = recordFailure(user, now, PER_USERNAME)
  return {
    granted: true,
    addr: nextAddr,
    user: nextUser,
    ifWrong: worst(lockState(nextAddr, now, PER_ADDRESS), lockState(nextUser, now, PER_USERNAME)),
  }
}
