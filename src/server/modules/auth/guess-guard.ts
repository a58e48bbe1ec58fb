import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import { createAttemptsRepo, type GuessKind } from './attempts-repo'

export const hashSecret = (secret: string) => Bun.password.hash(secret, { algorithm: 'argon2id' })

// Checked when there is no hash to check against, so the answer takes as long either way and
// its timing does not tell which usernames exist or have a PIN.
let standIn: Promise<string> | null = null

/** Whether `secret` matches `hash`; with no hash, false after the same argon2 work. */
export async function verifySecret(secret: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return Bun.password.verify(secret, hash)
  await Bun.password.verify(secret, await (standIn ??= hashSecret('stand-in, never anyone\'s secret')))
  return false
}

function lockedError(kind: GuessKind, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  if (kind === 'pin') return new AppError('PIN_LOCKED', { minutes }, { retryAfterSeconds })
  return new AppError('LOGIN_LOCKED', { minutes }, { retryAfterSeconds, failedAttempts: MAX_FAILED_ATTEMPTS, maxAttempts: MAX_FAILED_ATTEMPTS })
}

/**
 * Every check of a password or PIN (sign-in, PIN sign-in, changing one's password) goes through
 * here: the guess is reserved (counted, locks checked) before argon2 runs, and handed back only
 * when it was right. Throws the locked error; a wrong guess returns the failures so far at this address.
 */
export function createGuessGuard({ db, clock }: { db: Db; clock: Clock }) {
  const attempts = createAttemptsRepo(db)
  return async function guess(
    kind: GuessKind,
    username: string,
    ip: string,
    check: () => Promise<boolean>,
  ): Promise<{ ok: boolean; failures: number }> {
    const subject = username.trim().toLowerCase()
    const reserved = attempts.reserve(kind, subject, ip, clock.now())
    if (!reserved.granted) throw lockedError(kind, reserved.retryAfterSeconds)
    if (await check()) {
      attempts.succeed(kind, subject, ip, clock.now())
      return { ok: true, failures: 0 }
    }
    if (reserved.ifWrong.locked) throw lockedError(kind, reserved.ifWrong.retryAfterSeconds)
    return { ok: false, failures: reserved.ifWrong.failures }
  }
}
export type GuessGuard = ReturnType<typeof createGuessGuard>
