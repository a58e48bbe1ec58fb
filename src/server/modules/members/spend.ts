import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { members } from '../../db/schema'
import { pointsFor } from '../../../shared/domain/order-totals'

const statements = preparedFor((d) => ({
  ofStore: d
    .select()
    .from(members)
    .where(and(eq(members.id, $('id')), eq(members.storeId, $('storeId'))))
    .prepare(),
  move: d
    .update(members)
    .set({
      totalSpent: sql`max(0, ${members.totalSpent} + ${$('spent')})`,
      points: sql`max(0, ${members.points} + ${$('points')})`,
      lastVisit: sql`coalesce(${$('visit')}, ${members.lastVisit})`,
      updatedAt: sql`${$('now')}`,
    })
    .where(eq(members.id, $('id')))
    .prepare(),
}))

/** The store's member of that id, or undefined (prepared: an order looks its member up). */
export const memberOfStore = (d: Db, storeId: number, id: number) => statements(d).ofStore.get({ id, storeId })

/**
 * A member's spend and points follow what their orders come to: `from` → `to` is a sale (0 → its
 * total, a visit), a repricing (a discount or a void) or a sale undone (its total → 0). Neither
 * goes below zero. The orders, adjustments and refunds write these columns only through here.
 */
export function moveMemberSpend(d: Db, id: number, from: number, to: number, now: number, visit = false) {
  if (from === to && !visit) return
  statements(d).move.run({
    id,
    spent: to - from,
    points: pointsFor(to) - pointsFor(from),
    visit: visit ? now : null,
    now,
  })
}
