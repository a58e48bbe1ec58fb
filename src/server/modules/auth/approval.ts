import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { storeIdsOfUser } from '../stores'
import { AppError } from '../../http/app-error'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import type { GuessGuard } from './guess-guard'
import type { Actor } from '../activity'
import type { UserRow } from './users-repo'

export const isManager = (u: UserRow) => u.role === 'manager' || u.isOwner

/** Active managers of the store (and owners, who have every store) that have a PIN set. */
function approversOf(d: Db, storeId: number): UserRow[] {
  return d
    .select()
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.pinHash), eq(users.role, 'manager')))
    .all()
    .filter((u) => u.isOwner || storeIdsOfUser(d, u.id).includes(storeId))
}

/**
 * A manager's own act needs nobody else; a staff member's needs a manager's PIN typed in on the
 * spot. The PIN is checked through the guess guard (reserved before argon2 runs, per store), so a
 * burst of guesses locks like PIN sign-in does. Returns the approving manager, or null for a manager.
 */
export async function managerApproval(
  d: Db,
  guess: GuessGuard,
  storeId: number,
  actor: Actor,
  pin: string | null | undefined,
  required: () => AppError = () => new AppError('MANAGER_APPROVAL_REQUIRED'),
): Promise<UserRow | null> {
  if (actor.user && isManager(actor.user)) return null
  if (!pin) throw required()
  if (!/^\d{4,6}$/.test(pin)) throw new AppError('PIN_FORMAT')
  let approver: UserRow | null = null
  const result = await guess('pin', `approval@store${storeId}`, actor.ip, async (verify) => {
    for (const m of approversOf(d, storeId)) {
      if (await verify(pin, m.pinHash)) {
        approver = m
        return true
      }
    }
    return false
  })
  if (!result.ok || !approver) {
    const counts = { failedAttempts: result.failures, maxAttempts: MAX_FAILED_ATTEMPTS }
    throw new AppError('MANAGER_PIN_INVALID', counts, counts)
  }
  return approver
}
