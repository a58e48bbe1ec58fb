import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { Member, MemberStats } from '../../../shared/api/front-of-house'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { members, reportSalesMonthly } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { afterCursor, decodeCursor, page } from '../../http/cursor'
import { monthStart } from '../../../shared/domain/business-day'
import { activeSince, applyPoints, isActiveMember, type MemberTier } from '../../../shared/domain/member-tier'
import { formatMoney } from '../../../shared/domain/money'
import { percentShare } from '../../../shared/domain/percent-change'
import { blankToNull, containsPattern, isValidEmail, normalizePhone } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import type { StoreService } from '../stores'

type MemberRow = typeof members.$inferSelect
/** A page of the members list: about 27 KB of JSON. */
export const MEMBER_PAGE = 100
export type MemberInput = { name: string; phone: string; email?: string | null; tier?: MemberTier; points?: number }
export type MemberPatch = Partial<MemberInput>

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function presentMember(m: MemberRow, now: number): Member {
  return {
    id: m.id,
    storeId: m.storeId,
    name: m.name,
    phone: m.phone,
    email: m.email,
    tier: m.tier,
    points: m.points,
    totalSpent: formatMoney(m.totalSpent),
    lastVisit: iso(m.lastVisit),
    isActive: isActiveMember(m.lastVisit, now),
    createdAt: iso(m.createdAt)!,
    updatedAt: iso(m.updatedAt)!,
  }
}
export type { Member }

function cleanContact(input: MemberPatch) {
  const out: Partial<Pick<MemberRow, 'name' | 'phone' | 'email'>> = {}
  if (input.name !== undefined) out.name = input.name.trim()
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone)
    if (!phone) throw new AppError('VALIDATION', { detail: '電話號碼格式不正確' })
    out.phone = phone
  }
  if (input.email !== undefined) {
    const email = blankToNull(input.email)
    if (email && !isValidEmail(email)) throw new AppError('INVALID_EMAIL')
    out.email = email
  }
  return out
}

export function createMemberService({ db, clock, stores }: { db: DbHandle; clock: Clock; stores: StoreService }) {
  const d = db.db

  function find(storeId: number, id: number): MemberRow {
    const row = d
      .select()
      .from(members)
      .where(and(eq(members.storeId, storeId), eq(members.id, id)))
      .get()
    if (!row) throw new AppError('MEMBER_NOT_FOUND')
    return row
  }
  function assertPhoneFree(storeId: number, phone: string, exceptId = 0) {
    const taken = d
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.storeId, storeId), eq(members.phone, phone), ne(members.id, exceptId)))
      .get()
    if (taken) throw new AppError('MEMBER_PHONE_TAKEN')
  }

  return {
    now: () => clock.now(),

    /** Newest members first, a page at a time (`cursor`: the previous page's X-Next-Cursor). */
    list(storeId: number, filter: { search?: string; tier?: MemberTier; limit?: number; cursor?: string }) {
      stores.get(storeId)
      const conds = [
        eq(members.storeId, storeId),
        afterCursor(members.createdAt, members.id, decodeCursor(filter.cursor)),
      ]
      if (filter.tier) conds.push(eq(members.tier, filter.tier))
      const term = filter.search?.trim()
      if (term) {
        const like = (col: SQLiteColumn, t: string) => sql`lower(${col}) like lower(${containsPattern(t)}) escape '\\'`
        const digits = normalizePhone(term)
        conds.push(
          or(
            like(members.name, term),
            like(members.email, term),
            like(members.phone, term),
            ...(digits ? [like(members.phone, digits)] : []),
          )!,
        )
      }
      const now = clock.now()
      const limit = filter.limit ?? MEMBER_PAGE
      const rows = d
        .select()
        .from(members)
        .where(and(...conds))
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(limit + 1)
        .all()
      const { items, next } = page(rows, limit, (m) => ({ at: m.createdAt, id: m.id }))
      return { items: items.map((m) => presentMember(m, now)), next }
    },

    create(storeId: number, input: MemberInput, actor: Actor) {
      stores.get(storeId)
      const tier = input.tier ?? 'regular'
      if (tier !== 'regular' && actor.user?.role !== 'manager') throw new AppError('MEMBER_TIER_MANAGER_ONLY')
      const contact = cleanContact(input)
      const now = clock.now()
      return db.write(() => {
        assertPhoneFree(storeId, contact.phone!)
        const row = d
          .insert(members)
          .values({
            storeId,
            name: contact.name!,
            phone: contact.phone!,
            email: contact.email ?? null,
            tier,
            points: input.points ?? 0,
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
            action: 'create_member',
            entityType: 'member',
            entityId: row.id,
            details: { name: row.name, phone: row.phone, tier },
          },
          now,
        )
        return presentMember(row, now)
      })
    },

    update(storeId: number, id: number, patch: MemberPatch, actor: Actor) {
      const now = clock.now()
      return db.write(() => {
        const before = find(storeId, id)
        if (patch.tier !== undefined && patch.tier !== before.tier && actor.user?.role !== 'manager') {
          throw new AppError('MEMBER_TIER_MANAGER_ONLY')
        }
        const changes = { ...cleanContact(patch), ...(patch.tier !== undefined ? { tier: patch.tier } : {}) }
        if (changes.phone) assertPhoneFree(storeId, changes.phone, id)
        const row = d
          .update(members)
          .set({ ...changes, updatedAt: now })
          .where(eq(members.id, id))
          .returning()
          .get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_member',
            entityType: 'member',
            entityId: id,
            details: { name: row.name, changes },
          },
          now,
        )
        return presentMember(row, now)
      })
    },

    addPoints(storeId: number, id: number, delta: number, reason: string | null, actor: Actor) {
      if (delta === 0) throw new AppError('VALIDATION', { detail: '點數變動不可為 0' })
      const now = clock.now()
      return db.write(() => {
        const before = find(storeId, id)
        const points = applyPoints(before.points, delta)
        if (points === null) throw new AppError('MEMBER_POINTS_NEGATIVE', { points: before.points, deduct: -delta })
        const row = d.update(members).set({ points, updatedAt: now }).where(eq(members.id, id)).returning().get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_member',
            entityType: 'member',
            entityId: id,
            details: { name: row.name, pointsDelta: delta, points, reason },
          },
          now,
        )
        return presentMember(row, now)
      })
    },

    /** Spec part 1 §2 cards, with "new this month" and the VIP revenue share computed from real data. */
    stats(storeId: number): MemberStats {
      stores.get(storeId)
      const now = clock.now()
      const counted = d
        .select({
          total: count(),
          active: sql<number>`coalesce(sum(${members.lastVisit} >= ${activeSince(now)}
            and ${members.lastVisit} <= ${now}), 0)`,
          newThisMonth: sql<number>`coalesce(sum(${members.createdAt} >= ${monthStart(now)}), 0)`,
          vipCount: sql<number>`coalesce(sum(${members.tier} = 'vip'), 0)`,
        })
        .from(members)
        .where(eq(members.storeId, storeId))
        .get()!
      // Monthly rows (24 a month), not hourly ones (24 a day): the store's whole history is summed.
      const revenue = d
        .select({ v: sql<number>`coalesce(sum(${reportSalesMonthly.revenue}), 0)` })
        .from(reportSalesMonthly)
        .where(eq(reportSalesMonthly.storeId, storeId))
        .get()!.v
      // Each VIP member's orders through the member index, however long the store's history. The
      // index is named: statistics of a store whose orders mostly have no member make SQLite think
      // a member lookup matches every order and scan them all (231 ms on the year-old store).
      const vipRevenue = (
        db.sqlite
          .prepare(`SELECT coalesce(sum((SELECT coalesce(sum(o.total), 0) FROM orders o INDEXED BY orders_member_idx
        WHERE o.member_id = m.id AND o.store_id = m.store_id AND o.status <> 'cancelled')), 0) AS v
        FROM members m WHERE m.store_id = ? AND m.tier = 'vip'`)
          .get(storeId) as { v: number }
      ).v
      return { ...counted, vipRevenue: formatMoney(vipRevenue), vipRevenueShare: percentShare(vipRevenue, revenue) }
    },
  }
}
export type MemberService = ReturnType<typeof createMemberService>
