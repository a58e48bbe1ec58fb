import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import { usernameKey } from '../../../shared/domain/username'
import { createAttemptsRepo, type GuessKind } from './attempts-repo'
import { isHashingBusy, type Hasher } from './hasher'

/** Checks a secret against a stored hash (none stored: false, after the same work), through the hasher's queue. */
export type Verify = (secret: string, stored: string | null | undefined) => Promise<boolean>

function lockedError(kind: GuessKind, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  if (kind === 'pin') return new AppError('PIN_LOCKED', { minutes }, { retryAfterSeconds })
  if (kind === 'setup') return new AppError('SETUP_CODE_LOCKED', { minutes }, { retryAfterSeconds })
  return new AppError(
    'LOGIN_LOCKED',
    { minutes },
    { retryAfterSeconds, failedAttempts: MAX_FAILED_ATTEMPTS, maxAttempts: MAX_FAILED_ATTEMPTS },
  )
}

/**
 * Every check of a password or PIN (sign-in, PIN sign-in, one's own password before changing it or one's PIN, a
 * manager's approval PIN) and of a fresh install's setup code goes through here: the guess is reserved (counted, locks
 * checked) before argon2 runs, and handed back only when it was right, or when the hasher turned it away before
 * checking anything. Throws the locked error; a wrong guess returns the failures so far of this username at this
 * address.
 */
export function createGuessGuard({ db, clock, hasher }: { db: DbHandle; clock: Clock; hasher: Hasher }) {
  const attempts = createAttemptsRepo(db)
  return async function guess(
    kind: GuessKind,
    username: string,
    ip: string,
    check: (verify: Verify) => Promise<boolean>,
  ): Promise<{ ok: boolean; failures: number }> {
    const subject = usernameKey(username)
    const reserved = attempts.reserve(kind, subject, ip, clock.now())
    if (!reserved.granted) throw lockedError(kind, reserved.retryAfterSeconds)
    let checked = false
    const verify: Verify = async (secret, stored) => {
      const ok = await hasher.verify(secret, stored)
      checked = true
      return ok
    }
    let right: boolean
    try {
      right = await check(verify)
    } catch (e) {
      if (isHashingBusy(e) && !checked) attempts.cancel(kind, subject, ip, clock.now())
      throw e
    }
    if (right) {
      attempts.succeed(kind, subject, ip, clock.now())
      return { ok: true, failures: 0 }
    }
    if (reserved.ifWrong.locked) throw lockedError(kind, reserved.ifWrong.retryAfterSeconds)
    return { ok: false, failures: reserved.ifWrong.failures }
  }
}
export type GuessGuard = ReturnType<typeof createGuessGuard>
