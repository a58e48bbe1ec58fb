/** Spec part 1 §2 "failed attempts 0/5", made real: 5 failures lock that login for 15 minutes. */
export const MAX_FAILED_ATTEMPTS = 5
export const LOCK_MS = 15 * 60 * 1000

/**
 * Three counters per guess. Per username + address (`addr`): 5 failures lock that address (the
 * count lasts until a success or a lock). Per username over every address (`user`): 20 failures,
 * each within 15 minutes of the one before, lock the username everywhere for 15 minutes, so
 * rotating addresses does not buy more guesses. One address alone never reaches 20: its own lock
 * (15 minutes) is a gap long enough to restart the username count, so a diner's one phone cannot
 * lock the counter tablet out. Per address over every username and both kinds (`source`): 20
 * failures within 15 minutes of the first of them shut that address out of every sign-in for 15
 * minutes, so made-up usernames buy an address no more than 20 argon2 checks a quarter hour. That
 * window is fixed, not renewed by each failure: a counter tablet shared by the whole staff,
 * mistyping a PIN now and then all day, never adds up to 20.
 */
export type LockPolicy = {
  max: number
  lockMs: number
  /** How long a count lasts without reaching `max`; null: until a success or a lock. */
  windowMs: number | null
  /** 'last': each failure starts the window anew; 'first': it runs from the count's first failure. */
  windowFrom: 'last' | 'first'
}
export const PER_ADDRESS: LockPolicy = { max: MAX_FAILED_ATTEMPTS, lockMs: LOCK_MS, windowMs: null, windowFrom: 'last' }
export const PER_USERNAME: LockPolicy = { max: 20, lockMs: LOCK_MS, windowMs: LOCK_MS, windowFrom: 'last' }
export const PER_SOURCE: LockPolicy = { max: 20, lockMs: LOCK_MS, windowMs: LOCK_MS, windowFrom: 'first' }

export const COUNTS = { addr: PER_ADDRESS, user: PER_USERNAME, source: PER_SOURCE } as const
export type CountName = keyof typeof COUNTS
export type Counts<T> = Record<CountName, T>
const NAMES = Object.keys(COUNTS) as CountName[]
/** A record of one value per count. */
export const eachCount = <T>(f: (name: CountName) => T): Counts<T> =>
  Object.fromEntries(NAMES.map((n) => [n, f(n)])) as Counts<T>

/** `updatedAt`: when the window started (the latest failure, or the first for a 'first' window). */
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
  const counted = lockState(rec, now, policy).failures
  const failures = counted + 1
  const windowStart = policy.windowFrom === 'first' && counted > 0 && rec ? rec.updatedAt : now
  return { failures, lockedUntil: failures >= policy.max ? now + policy.lockMs : null, updatedAt: windowStart }
}

/** The record after one reserved guess turned out right (or was never checked): that guess no longer counts. */
export function releaseFailure(rec: AttemptRecord, now: number, policy: LockPolicy): AttemptRecord {
  const failures = Math.max(0, lockState(rec, now, policy).failures - 1)
  return { failures, lockedUntil: failures >= policy.max ? rec.lockedUntil : null, updatedAt: rec.updatedAt }
}

export type Reservation =
  | { granted: false; retryAfterSeconds: number }
  /**
   * `ifWrong`: the state to report when the reserved guess turns out wrong (failures: this username at this address).
   */
  | { granted: true; next: Counts<AttemptRecord>; ifWrong: LockState }

/** Locked if any count is, for the longest wait; the failures shown are the username's at this address. */
function worst(states: Counts<LockState>): LockState {
  const locked = NAMES.flatMap((n) => {
    const s = states[n]
    return s.locked ? [s.retryAfterSeconds] : []
  })
  if (locked.length === 0) return states.addr
  return { locked: true, retryAfterSeconds: Math.max(...locked), failures: states.addr.failures }
}

/**
 * One guess is counted as a failure on every count before it is checked, so guesses sent at once
 * cannot all pass a check made before any of them failed. The caller writes the `next` records
 * in the same transaction it read `recs` in.
 */
export function reserveAttempt(recs: Counts<AttemptRecord | null>, now: number): Reservation {
  const before = worst(eachCount((n) => lockState(recs[n], now, COUNTS[n])))
  if (before.locked) return { granted: false, retryAfterSeconds: before.retryAfterSeconds }
  const next = eachCount((n) => recordFailure(recs[n], now, COUNTS[n]))
  return { granted: true, next, ifWrong: worst(eachCount((n) => lockState(next[n], now, COUNTS[n]))) }
}
