import { and, count, countDistinct, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { activityLogs } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { dayBounds, parseBusinessDate } from '../../../shared/domain/business-day'
import { containsPattern } from '../../../shared/domain/text-rules'
import type { StoreService } from '../stores/service'

/** Spec part 2 §9: details are cut at 100 characters in the list. */
export const DETAILS_PREVIEW = 100
export const DEFAULT_LIMIT = 100

export type ActivityFilter = { action?: string; search?: string; date?: string; limit?: number; before?: number }
type LogRow = typeof activityLogs.$inferSelect

export function previewDetails(details: Record<string, unknown>): string {
  const text = JSON.stringify(details)
  return text.length > DETAILS_PREVIEW ? `${text.slice(0, DETAILS_PREVIEW)}…` : text
}

function present(r: LogRow) {
  return {
    id: r.id,
    storeId: r.storeId,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    userId: r.userId,
    userEmail: r.userEmail,
    userFirstName: r.userFirstName,
    userLastName: r.userLastName,
    username: r.username,
    details: r.details,
    detailsText: previewDetails(r.details),
    ipAddress: r.ipAddress,
    createdAt: new Date(r.createdAt).toISOString(),
  }
}

/** Newest first by time. Read-only: the log is append-only and nothing here changes or removes a row. */
export function createActivityService({ db, clock, stores }: { db: Db; clock: Clock; stores: StoreService }) {
  // A store's log also shows installation-wide entries (users, settings), which belong to no store.
  const ofStore = (storeId: number) => or(eq(activityLogs.storeId, storeId), isNull(activityLogs.storeId))!

  /**
   * Rows after the row `before` in the list's order (time, then id, both descending). Entries can
   * be written with a time earlier than rows already there (demo data, imports), so id order is
   * not time order; an unknown cursor id falls back to id order.
   */
  const olderThan = (before: number): SQL => {
    const at = db.select({ createdAt: activityLogs.createdAt }).from(activityLogs).where(eq(activityLogs.id, before)).get()?.createdAt
    if (at === undefined) return lt(activityLogs.id, before)
    return or(lt(activityLogs.createdAt, at), and(eq(activityLogs.createdAt, at), lt(activityLogs.id, before)))!
  }

  return {
    list(storeId: number, f: ActivityFilter) {
      stores.get(storeId)
      const conds: (SQL | undefined)[] = [ofStore(storeId)]
      if (f.action) conds.push(eq(activityLogs.action, f.action))
      if (f.before) conds.push(olderThan(f.before))
      if (f.date !== undefined) {
        const day = parseBusinessDate(f.date)
        if (!day) throw new AppError('INVALID_DATE')
        conds.push(gte(activityLogs.createdAt, day.start), lt(activityLogs.createdAt, day.end))
      }
      const term = f.search?.trim()
      if (term) {
        const pattern = containsPattern(term)
        const cols = [activityLogs.action, activityLogs.entityType, activityLogs.userEmail, activityLogs.userFirstName, activityLogs.userLastName, activityLogs.username]
        conds.push(or(...cols.map((c) => sql`lower(coalesce(${c}, '')) like lower(${pattern}) escape '\\'`)))
      }
      return db.select().from(activityLogs).where(and(...conds))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)).limit(f.limit ?? DEFAULT_LIMIT).all().map(present)
    },

    stats(storeId: number) {
      stores.get(storeId)
      const { start, end } = dayBounds(clock.now())
      const r = db.select({
        total: count(),
        today: sql<number>`coalesce(sum(${activityLogs.createdAt} >= ${start} and ${activityLogs.createdAt} < ${end}), 0)`,
        distinctUsers: countDistinct(activityLogs.userId),
      }).from(activityLogs).where(ofStore(storeId)).get()!
      const actions = db.selectDistinct({ action: activityLogs.action }).from(activityLogs)
        .where(ofStore(storeId)).orderBy(activityLogs.action).all().map((a) => a.action)
      return { ...r, actions }
    },
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
