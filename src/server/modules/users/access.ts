import type { Db } from '../../db/client'
import { storeIdsOfUser } from '../stores'
import { canManageUser, type AccessUser } from '../../../shared/domain/user-access'
import type { UserRow, UsersRepo } from '../auth'

/** The account rules of shared/domain/user-access.ts, fed with users' store assignments. */
export function createUserAccess(deps: { db: Db; users: UsersRepo }) {
  const { db, users } = deps
  const storeIdsOf = (userId: number) => storeIdsOfUser(db, userId)
  const accessOf = (u: UserRow): AccessUser => ({
    id: u.id,
    role: u.role,
    isOwner: u.isOwner,
    storeIds: storeIdsOf(u.id),
  })

  return {
    accessOf,
    /** An unknown target passes here, so the route answers USER_NOT_FOUND (404) for it. */
    canManage(actor: UserRow, targetId: number): boolean {
      if (actor.isOwner || actor.id === targetId) return true
      if (actor.role !== 'manager') return false
      const target = users.byId(targetId)
      return !target || canManageUser(accessOf(actor), accessOf(target))
    },
  }
}
export type UserAccess = ReturnType<typeof createUserAccess>
