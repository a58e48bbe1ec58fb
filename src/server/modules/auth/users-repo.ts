import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import type { PublicUser } from '../../../shared/api/stores'
import { normalizeUsername } from '../../../shared/domain/username'

export type UserRow = typeof users.$inferSelect

/** What the API shows of a user: never a hash. */
export function publicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    /** The installation's owner (every store, users, system settings); `role` is then manager. */
    isOwner: u.isOwner,
    skillLevel: u.skillLevel,
    isActive: u.isActive,
    currentStoreId: u.currentStoreId,
    hasPin: u.pinHash !== null,
    createdAt: new Date(u.createdAt).toISOString(),
  }
}
export type { PublicUser }

export function createUsersRepo(db: Db) {
  const byUsername = (username: string): UserRow | null =>
    db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).get() ?? null
  return {
    count(): number {
      return db.select({ n: count() }).from(users).get()!.n
    },
    all(): UserRow[] {
      return db.select().from(users).orderBy(asc(users.id)).all()
    },
    /** Active owners besides this user (the last one keeps ownership). */
    activeOwnersOtherThan(id: number): number {
      return db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isOwner, true), eq(users.isActive, true), ne(users.id, id)))
        .get()!.n
    },
    byId(id: number): UserRow | null {
      return db.select().from(users).where(eq(users.id, id)).get() ?? null
    },
    byUsername,
    /**
     * The account a sign-in names: usernames are kept in NFKC, so a name typed in full-width finds
     * its account; one kept otherwise (made before that rule) is still found as typed.
     */
    byLoginName(typed: string): UserRow | null {
      const name = normalizeUsername(typed)
      return byUsername(name) ?? (name === typed.trim() ? null : byUsername(typed.trim()))
    },
    byExternalSubject(column: 'oidcSubject' | 'lineSubject', subject: string): UserRow | null {
      return db.select().from(users).where(eq(users[column], subject)).get() ?? null
    },
    insert(values: typeof users.$inferInsert): UserRow {
      return db.insert(users).values(values).returning().get()
    },
    update(id: number, values: Partial<typeof users.$inferInsert>): UserRow {
      return db.update(users).set(values).where(eq(users.id, id)).returning().get()
    },
  }
}
export type UsersRepo = ReturnType<typeof createUsersRepo>
