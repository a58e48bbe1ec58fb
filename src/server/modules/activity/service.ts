import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { ActivityLog } from '../../../shared/api/back-office'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { activityLogCounts, activityLogs } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { afterCursor, decodeCursor, encodeCursor, notOlderThan, page } from '../../http/cursor'
import { dayBounds, parseBusinessDate } from '../../../shared/domain/business-day'
import { containsPattern } from '../../../shared/domain/text-rules'
import type { StoreService } from '../stores'

/** Spec part 2 §9: details are cut at 100 characters in the list. */
export const DETAILS_PREVIEW = 100
export const DEFAULT_LIMIT = 100
/** A search looks at this many entries per page (newest first), so a rare term costs no more than a common one. */
export const SEARCH_WINDOW = 2_000

export type ActivityFilter = {
  action?: string
  search?: string
  date?: string
  limit?: number
  /** The id of the last entry shown (the older way to page); `cursor` is the previous page's X-Next-Cursor. */
  before?: number
  cursor?: string
}
type LogRow = typeof activityLogs.$inferSelect

export function previewDetails(details: Record<string, unknown>): string {
  const text = JSON.stringify(details)
  return text.length > DETAILS_PREVIEW ? `${text.slice(0, DETAILS_PREVIEW)}…` : text
}

function present(r: LogRow): ActivityLog {
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
  /**
   * Rows after the row `before` in the list's order (time, then id, both descending). Entries can
   * be written with a time earlier than rows already there (demo data, imports), so id order is
   * not time order; an unknown cursor id falls back to id order.
   */
  const olderThan = (before: number): SQL => {
    const at = db
      .select({ createdAt: activityLogs.createdAt })
      .from(activityLogs)
      .where(eq(activityLogs.id, before))
      .get()?.createdAt
    if (at === undefined) return lt(activityLogs.id, before)
    // a range on time (so the (store, time) index serves it) with the id as tie-break
    return and(lte(activityLogs.createdAt, at), or(lt(activityLogs.createdAt, at), lt(activityLogs.id, before)))!
  }

  /** The store's entries and the installation-wide ones, newest first, each down its own (store, time) index. */
  const sources = (storeId: number) => [eq(activityLogs.storeId, storeId), isNull(activityLogs.storeId)]
  const newestFirst = (a: { createdAt: number; id: number }, b: { createdAt: number; id: number }) =>
    b.createdAt - a.createdAt || b.id - a.id
  const keyOf = (r: { createdAt: number; id: number }) => ({ at: r.createdAt, id: r.id })

  return {
    /**
     * A page of the log, newest first, and the next page's cursor (null on the last). A search
     * looks through the next SEARCH_WINDOW entries of the store's log and of the installation-wide
     * one only, so a rare term costs what a common one does: a page may then hold fewer matches
     * than `limit`, and the cursor continues after the last entry looked at.
     */
    list(storeId: number, f: ActivityFilter): { items: ActivityLog[]; next: string | null } {
      stores.get(storeId)
      const conds: (SQL | undefined)[] = []
      if (f.action) conds.push(eq(activityLogs.action, f.action))
      if (f.before) conds.push(olderThan(f.before))
      conds.push(afterCursor(activityLogs.createdAt, activityLogs.id, decodeCursor(f.cursor)))
      if (f.date !== undefined) {
        const day = parseBusinessDate(f.date)
        if (!day) throw new AppError('INVALID_DATE')
        conds.push(gte(activityLogs.createdAt, day.start), lt(activityLogs.createdAt, day.end))
      }
      const limit = f.limit ?? DEFAULT_LIMIT
      // A store's log also shows installation-wide entries (users, settings), which belong to no store.
      // Each is read down its own index and the two merged: one query with OR would sort the store's whole log.
      const merged = <T extends { createdAt: number; id: number }>(read: (store: SQL) => T[], n: number) =>
        sources(storeId).flatMap(read).sort(newestFirst).slice(0, n)
      const newest = (where: (SQL | undefined)[], n: number) => (store: SQL) =>
        db
          .select()
          .from(activityLogs)
          .where(and(store, ...where))
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(n)
          .all()
      const term = f.search?.trim()
      if (!term) {
        const { items, next } = page(merged(newest(conds, limit + 1), limit + 1), limit, keyOf)
        return { items: items.map(present), next }
      }
      // The window: the newest SEARCH_WINDOW entries of each source, down to the newer of their two
      // oldest (each found by walking its own index), so nothing newer than that edge is left unread.
      const edgeOf = (store: SQL) =>
        db
          .select({ id: activityLogs.id, createdAt: activityLogs.createdAt })
          .from(activityLogs)
          .where(and(store, ...conds))
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(1)
          .offset(SEARCH_WINDOW - 1)
          .get()
      const edge = sources(storeId)
        .map(edgeOf)
        .filter((e) => e !== undefined)
        .sort(newestFirst)[0]
      const oldest = edge ? keyOf(edge) : null
      const pattern = containsPattern(term)
      const cols = [
        activityLogs.action,
        activityLogs.entityType,
        activityLogs.userEmail,
        activityLogs.userFirstName,
        activityLogs.userLastName,
        activityLogs.username,
      ]
      const within = [
        ...conds,
        oldest ? notOlderThan(activityLogs.createdAt, activityLogs.id, oldest) : undefined,
        or(...cols.map((c) => sql`lower(coalesce(${c}, '')) like lower(${pattern}) escape '\\'`)),
      ]
      const found = page(merged(newest(within, limit + 1), limit + 1), limit, keyOf)
      const items = found.items.map(present)
      return { items, next: found.next ?? (oldest ? encodeCursor(oldest) : null) }
    },

    /** From the per-store counts (kept by triggers) and today's entries: the same cost after a year. */
    stats(storeId: number) {
      stores.get(storeId)
      const { start, end } = dayBounds(clock.now())
      const keys = and(inArray(activityLogCounts.storeKey, [storeId, 0]), gt(activityLogCounts.entries, 0))
      const r = db
        .select({
          total: sql<number>`coalesce(sum(${activityLogCounts.entries}), 0)`,
          distinctUsers: sql<number>`count(distinct nullif(${activityLogCounts.userKey}, 0))`,
        })
        .from(activityLogCounts)
        .where(keys)
        .get()!
      const todayOf = (store: SQL) =>
        db
          .select({ n: count() })
          .from(activityLogs)
          .where(and(store, gte(activityLogs.createdAt, start), lt(activityLogs.createdAt, end)))
          .get()!.n
      const today = todayOf(eq(activityLogs.storeId, storeId)) + todayOf(isNull(activityLogs.storeId))
      const actions = db
        .selectDistinct({ action: activityLogCounts.action })
        .from(activityLogCounts)
        .where(keys)
        .orderBy(activityLogCounts.action)
        .all()
        .map((a) => a.action)
      return { total: r.total, today, distinctUsers: r.distinctUsers, actions }
    },
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
