import { and, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { Announcement, AnnouncementPriority, AnnouncementTargetRole } from '../../../shared/api/back-office'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { announcements, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { UserRow } from '../auth'
import type { StoreService } from '../stores'
import { displayNameSql } from '../../db/display-name'

export type AnnouncementInput = {
  title: string
  content: string
  priority?: AnnouncementPriority
  /** null or '' means everyone (spec part 2 §3). */
  targetRole?: AnnouncementTargetRole | '' | null
  isActive?: boolean
}

const iso = (ms: number) => new Date(ms).toISOString()

export function createAnnouncementService({ db, clock, stores }: { db: DbHandle; clock: Clock; stores: StoreService }) {
  const d = db.db

  const select = (where: SQL | undefined) =>
    d
      .select({ a: announcements, createdByName: displayNameSql(users) })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .where(where)

  function present(r: ReturnType<ReturnType<typeof select>['all']>[number]): Announcement {
    const a = r.a
    return {
      id: a.id,
      storeId: a.storeId,
      title: a.title,
      content: a.content,
      priority: a.priority,
      targetRole: a.targetRole,
      isActive: a.isActive,
      createdBy: a.createdBy,
      createdByName: a.createdBy === null ? null : r.createdByName,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    }
  }

  /** The announcement, if the user may reach its store; 404 otherwise (no hint that it exists). */
  function find(id: number, user: UserRow) {
    const row = select(eq(announcements.id, id)).get()
    if (!row || !stores.canAccess(user, row.a.storeId)) throw new AppError('ANNOUNCEMENT_NOT_FOUND')
    return row
  }

  const clean = (input: Partial<AnnouncementInput>) => ({
    ...(input.title !== undefined && { title: input.title.trim() }),
    ...(input.content !== undefined && { content: input.content.trim() }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.targetRole !== undefined && { targetRole: input.targetRole || null }),
    ...(input.isActive !== undefined && { isActive: input.isActive }),
  })

  return {
    /** Newest first. Staff do not see manager-only announcements (spec part 2 §6 targets). */
    list(storeId: number, user: UserRow, filter: { activeOnly?: boolean } = {}) {
      if (!stores.canAccess(user, storeId)) throw new AppError('STORE_ACCESS_DENIED')
      stores.get(storeId)
      const conds = [eq(announcements.storeId, storeId)]
      if (user.role !== 'manager')
        conds.push(or(isNull(announcements.targetRole), ne(announcements.targetRole, 'manager'))!)
      if (filter.activeOnly) conds.push(eq(announcements.isActive, true))
      return select(and(...conds))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .all()
        .map(present)
    },

    create(storeId: number, input: AnnouncementInput, actor: Actor & { user: UserRow }) {
      if (!stores.canAccess(actor.user, storeId)) throw new AppError('STORE_ACCESS_DENIED')
      stores.get(storeId)
      const now = clock.now()
      return db.write(() => {
        const row = d
          .insert(announcements)
          .values({
            storeId,
            priority: 'normal',
            isActive: true,
            ...clean(input),
            title: input.title.trim(),
            content: input.content.trim(),
            createdBy: actor.user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'create_announcement',
            entityType: 'announcement',
            entityId: row.id,
            details: { title: row.title, priority: row.priority, targetRole: row.targetRole },
          },
          now,
        )
        return present(select(eq(announcements.id, row.id)).get()!)
      })
    },

    update(id: number, patch: Partial<AnnouncementInput>, actor: Actor & { user: UserRow }) {
      const now = clock.now()
      return db.write(() => {
        const before = find(id, actor.user).a
        const changes = clean(patch)
        d.update(announcements)
          .set({ ...changes, updatedAt: now })
          .where(eq(announcements.id, id))
          .run()
        logActivity(
          d,
          actor,
          {
            storeId: before.storeId,
            action: 'update_announcement',
            entityType: 'announcement',
            entityId: id,
            details: { title: changes.title ?? before.title, changes },
          },
          now,
        )
        return present(select(eq(announcements.id, id)).get()!)
      })
    },

    remove(id: number, actor: Actor & { user: UserRow }) {
      const now = clock.now()
      db.write(() => {
        const before = find(id, actor.user).a
        d.delete(announcements).where(eq(announcements.id, id)).run()
        logActivity(
          d,
          actor,
          {
            storeId: before.storeId,
            action: 'delete_announcement',
            entityType: 'announcement',
            entityId: id,
            details: { title: before.title },
          },
          now,
        )
      })
    },
  }
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>
