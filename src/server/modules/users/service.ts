import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { blankToNull, isValidEmail } from '../../../shared/domain/text-rules'
import { canManageUser, foreignStores } from '../../../shared/domain/user-access'
import { logActivity, type Actor } from '../activity'
import { setStoresOfUser, storesOfUsers } from '../stores'
import {
  acceptUsername,
  MIN_PASSWORD_LENGTH,
  publicUser,
  type GuessGuard,
  type Hasher,
  type SessionsRepo,
  type UserRow,
  type UsersRepo,
} from '../auth'
import type { UserAccess } from './access'
import type { ManagedUser } from '../../../shared/api/stores'

type Role = 'manager' | 'staff'
export type Profile = { firstName?: string | null; lastName?: string | null; email?: string | null }
export type NewUser = Profile & {
  username: string
  password: string
  role?: Role
  isOwner?: boolean
  storeIds?: number[]
}
export type UserPatch = Profile & { role?: Role; isOwner?: boolean; isActive?: boolean; storeIds?: number[] }
type SignedIn = Actor & { user: UserRow }

function profile(p: Profile) {
  const email = p.email === undefined ? undefined : blankToNull(p.email)
  if (email && !isValidEmail(email)) throw new AppError('INVALID_EMAIL')
  return {
    ...(p.firstName !== undefined && { firstName: blankToNull(p.firstName) }),
    ...(p.lastName !== undefined && { lastName: blankToNull(p.lastName) }),
    ...(email !== undefined && { email }),
  }
}
function checkPassword(pw: string) {
  if (pw.length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT')
}

/**
 * Account management on /users (the owner: everyone; a manager: the people of their own stores)
 * and the personal settings page (everyone). Which account a caller may change at all is checked
 * by the route's `:userId` (http/auth.ts); this service checks what they change it to.
 */
export function createUserAdmin(deps: {
  db: DbHandle
  clock: Clock
  users: UsersRepo
  sessions: SessionsRepo
  access: UserAccess
  guess: GuessGuard
  hasher: Hasher
}) {
  const { db, clock, sessions, access, guess, hasher } = deps
  const repo = deps.users
  const d = db.db

  const storesOf = (userIds: number[]) => storesOfUsers(d, userIds)
  const present = (u: UserRow) => ({ ...publicUser(u), stores: storesOf([u.id]).get(u.id) ?? [] })

  function find(id: number): UserRow {
    const u = repo.byId(id)
    if (!u) throw new AppError('USER_NOT_FOUND')
    return u
  }
  const setStores = (userId: number, storeIds: number[], now: number) => setStoresOfUser(d, userId, storeIds, now)
  function assertNotLastOwner(target: UserRow) {
    if (repo.activeOwnersOtherThan(target.id) === 0) throw new AppError('LAST_OWNER')
  }
  /** Only the owner makes owners; a manager hands out only the stores they work at. */
  function assertMayGrant(actor: SignedIn, grant: { isOwner?: boolean; storeIds?: number[] }) {
    if (grant.isOwner !== undefined && !actor.user.isOwner) throw new AppError('OWNER_ONLY')
    if (grant.storeIds && foreignStores(access.accessOf(actor.user), grant.storeIds).length)
      throw new AppError('STORE_ACCESS_DENIED')
  }
  /**
   * One's own password, before changing it or one's PIN: guessed under the same lock as signing
   * in. An account without one (made by an external sign-in) has none to confirm.
   */
  async function confirmOwnPassword(me: UserRow, current: string | undefined, ip: string) {
    const stored = me.passwordHash
    if (!stored) return
    if (!current) throw new AppError('CURRENT_PASSWORD_REQUIRED')
    if (!(await guess('password', me.username, ip, (verify) => verify(current, stored))).ok)
      throw new AppError('CURRENT_PASSWORD_WRONG')
  }
  const log = (
    actor: Actor,
    u: UserRow,
    action: 'create_user' | 'update_user',
    details: Record<string, unknown>,
    now: number,
  ) =>
    logActivity(
      d,
      actor,
      { storeId: null, action, entityType: 'user', entityId: u.id, details: { username: u.username, ...details } },
      now,
    )

  return {
    /**
     * The owner sees everyone; a manager sees themselves and the people who share a store with them
     * or have none yet. `canManage` tells the screen which rows it may offer to change.
     */
    list(actor: UserRow): ManagedUser[] {
      const all = repo.all()
      const byUser = storesOf(all.map((u) => u.id))
      const me = access.accessOf(actor)
      const mine = new Set(me.storeIds)
      const storeIdsOf = (u: UserRow) => (byUser.get(u.id) ?? []).map((s) => s.id)
      return all
        .filter(
          (u) =>
            actor.isOwner ||
            u.id === actor.id ||
            storeIdsOf(u).length === 0 ||
            storeIdsOf(u).some((id) => mine.has(id)),
        )
        .map((u) => ({
          ...publicUser(u),
          stores: byUser.get(u.id) ?? [],
          canManage: canManageUser(me, { id: u.id, role: u.role, isOwner: u.isOwner, storeIds: storeIdsOf(u) }),
        }))
    },

    async create(input: NewUser, actor: SignedIn) {
      assertMayGrant(actor, input)
      checkPassword(input.password)
      const fields = profile(input)
      const username = acceptUsername(input.username)
      const passwordHash = await hasher.hash(input.password)
      const now = clock.now()
      return db.write(() => {
        if (repo.byUsername(username)) throw new AppError('USERNAME_TAKEN')
        const role = input.isOwner ? 'manager' : (input.role ?? 'staff')
        const u = repo.insert({
          username,
          passwordHash,
          role,
          isOwner: input.isOwner ?? false,
          ...fields,
          createdAt: now,
          updatedAt: now,
        })
        setStores(u.id, input.storeIds ?? [], now)
        log(actor, u, 'create_user', { role: u.role, isOwner: u.isOwner, storeIds: input.storeIds ?? [] }, now)
        return present(u)
      })
    },

    /**
     * Deactivating ends every session of that user. An owner stays an active manager and the last
     * active owner keeps ownership, so the installation always has an active manager who holds it all.
     */
    update(id: number, patch: UserPatch, actor: SignedIn) {
      assertMayGrant(actor, patch)
      const now = clock.now()
      return db.write(() => {
        const before = find(id)
        const role = patch.isOwner ? 'manager' : (patch.role ?? before.role)
        const isOwner = patch.isOwner ?? before.isOwner
        const isActive = patch.isActive ?? before.isActive
        if (isOwner && (role !== 'manager' || !isActive)) throw new AppError('OWNER_STAYS_MANAGER')
        if (before.isOwner && !isOwner) assertNotLastOwner(before)
        const values = { ...profile(patch), role, isOwner, isActive }
        const u = repo.update(id, { ...values, updatedAt: now })
        if (patch.storeIds) setStores(id, patch.storeIds, now)
        if (patch.isActive === false) sessions.endAllOf(id)
        log(actor, u, 'update_user', { changes: patch }, now)
        return present(u)
      })
    },

    async resetPassword(id: number, password: string, actor: SignedIn) {
      checkPassword(password)
      const passwordHash = await hasher.hash(password)
      const now = clock.now()
      return db.write(() => {
        const u = repo.update(find(id).id, { passwordHash, updatedAt: now })
        // Whoever knew the old password is signed out; a manager resetting their own keeps this session.
        if (id !== actor.user.id) sessions.endAllOf(id)
        log(actor, u, 'update_user', { passwordReset: true }, now)
        return present(u)
      })
    },

    /**
     * Sets or removes a PIN and signs out the sessions opened with the old one. One's own PIN
     * needs one's current password (a borrowed, signed-in tablet must not get a PIN of its own to
     * come back with); a manager setting someone else's does not.
     */
    async setPin(
      id: number,
      pin: string | null,
      currentPassword: string | undefined,
      sessionToken: string | undefined,
      actor: SignedIn,
    ) {
      const own = id === actor.user.id
      if (own) await confirmOwnPassword(find(id), currentPassword, actor.ip)
      const pinHash = pin === null ? null : await hasher.hash(pin)
      const now = clock.now()
      return db.write(() => {
        const u = repo.update(find(id).id, { pinHash, updatedAt: now })
        sessions.endPinSessionsOf(id, own ? sessionToken : undefined)
        log(actor, u, 'update_user', { pin: pin === null ? 'removed' : 'set' }, now)
        return present(u)
      })
    },

    setSkillLevel(id: number, skillLevel: 'beginner' | 'expert', actor: SignedIn) {
      const now = clock.now()
      return db.write(() => {
        const u = repo.update(find(id).id, { skillLevel, updatedAt: now })
        log(actor, u, 'update_user', { skillLevel }, now)
        return publicUser(u)
      })
    },

    updateProfile(p: Profile, actor: SignedIn) {
      const now = clock.now()
      const fields = profile(p)
      return db.write(() => {
        const u = repo.update(actor.user.id, { ...fields, updatedAt: now })
        log(actor, u, 'update_user', { changes: fields }, now)
        return publicUser(u)
      })
    },

    /** Changes one's own password and signs out every other session of that user. */
    async changeOwnPassword(current: string, next: string, sessionToken: string | undefined, actor: SignedIn) {
      const me = find(actor.user.id)
      await confirmOwnPassword(me, current, actor.ip)
      checkPassword(next)
      const passwordHash = await hasher.hash(next)
      const now = clock.now()
      db.write(() => {
        repo.update(me.id, { passwordHash, updatedAt: now })
        sessions.endAllOf(me.id, sessionToken)
        log(actor, me, 'update_user', { passwordChanged: true }, now)
      })
      return { ok: true as const }
    },
  }
}
export type UserAdmin = ReturnType<typeof createUserAdmin>
