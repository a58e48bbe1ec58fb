/**
 * A table's check: the live orders of its open session, read as the pricing needs them, and the
 * re-settling of its unpaid orders after a void, a discount or a cancel changed its base (the
 * service fee and member discount are the check's, rounded once; see shared/domain/order-pricing).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { members, orderDiscounts, orderItems, orders, orderVoids } from '../../db/schema'
import { assertBoundedMoney } from '../../http/money-bound'
import type { DiscountKind } from '../../../shared/domain/discounts'
import { pointsFor, type MemberTier, type OrderTotals, type PricingSettings } from '../../../shared/domain/order-totals'
import { settleCheck, type CheckOrder } from '../../../shared/domain/order-pricing'
import type { OrderRow } from './present'

// Each statement walks the session's orders by orders_session_idx and their rows by order id:
// no sort (rows come back in id order, or are sorted here), so no ephemeral table on an order.
const q = preparedFor((d) => {
  const live = and(eq(orders.sessionId, $('sessionId')), ne(orders.status, 'cancelled'))
  return {
    orders: d.select().from(orders).where(live).prepare(),
    lines: d
      .select({ id: orderItems.id, orderId: orderItems.orderId, subtotal: orderItems.subtotal })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(live)
      .prepare(),
    voids: d
      .select({ id: orderVoids.orderItemId })
      .from(orders)
      .innerJoin(orderVoids, eq(orderVoids.orderId, orders.id))
      .where(live)
      .prepare(),
    discounts: d
      .select({
        id: orderDiscounts.id,
        orderId: orderDiscounts.orderId,
        lineId: orderDiscounts.orderItemId,
        kind: orderDiscounts.kind,
        value: orderDiscounts.value,
      })
      .from(orders)
      .innerJoin(orderDiscounts, eq(orderDiscounts.orderId, orders.id))
      .where(live)
      .prepare(),
    tier: d
      .select({ tier: members.tier })
      .from(members)
      .where(eq(members.id, $('id')))
      .prepare(),
  }
})

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id)

/** The session's live orders in the order the check took them, with what prices each. */
export function checkOf(d: Db, sessionId: number, settings: PricingSettings | null | undefined) {
  const rows = byId(q(d).orders.all({ sessionId }))
  if (rows.length === 0) return { rows, check: [] as CheckOrder[] }
  const voided = new Set(
    q(d)
      .voids.all({ sessionId })
      .map((v) => v.id),
  )
  const lines = byId(q(d).lines.all({ sessionId }))
  const discounts = byId(q(d).discounts.all({ sessionId }))
  const tiers = new Map<number, MemberTier | null>()
  const tierOf = (id: number | null) => {
    if (id === null) return null
    if (!tiers.has(id)) tiers.set(id, q(d).tier.get({ id })?.tier ?? null)
    return tiers.get(id)!
  }
  const check = rows.map(
    (o): CheckOrder => ({
      id: o.id,
      paid: o.paymentStatus === 'paid',
      memberId: o.memberId,
      stored: { serviceFee: o.serviceFee, discount: o.discount },
      pricing: {
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({ id: l.id, subtotal: l.subtotal, voided: voided.has(l.id) })),
        discounts: discounts
          .filter((x) => x.orderId === o.id)
          .map((x) => ({ lineId: x.lineId, kind: x.kind as DiscountKind, value: x.value })),
        settings,
        orderType: o.orderType,
        tier: tierOf(o.memberId),
      },
    }),
  )
  return { rows, check }
}

/** What an order's lines cost to make, without its voided lines. */
function costOf(d: Db, order: OrderRow, voided: Set<number>) {
  return d
    .select({ id: orderItems.id, cost: sql<number>`${orderItems.unitCost} * ${orderItems.quantity}` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .all()
    .reduce((sum, l) => sum + (voided.has(l.id) ? 0 : l.cost), 0)
}

/**
 * Stores an order's new figures and moves its member's spend and points by the change in total.
 * `voided`: its voided lines, which cost nothing.
 */
export function storeFigures(d: Db, order: OrderRow, t: OrderTotals, voided: Set<number>, now: number) {
  const totalCost = costOf(d, order, voided)
  assertBoundedMoney(t.subtotal, t.serviceFee, t.discount, t.total, totalCost)
  d.update(orders)
    .set({
      subtotal: t.subtotal,
      serviceFee: t.serviceFee,
      discount: t.discount,
      total: t.total,
      totalCost,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .run()
  if (order.memberId !== null && t.total !== order.total) {
    d.update(members)
      .set({
        totalSpent: sql`max(0, ${members.totalSpent} + ${t.total - order.total})`,
        points: sql`max(0, ${members.points} + ${pointsFor(t.total) - pointsFor(order.total)})`,
        updatedAt: now,
      })
      .where(eq(members.id, order.memberId))
      .run()
  }
}

const sameFigures = (o: OrderRow, t: OrderTotals) =>
  o.subtotal === t.subtotal && o.serviceFee === t.serviceFee && o.discount === t.discount && o.total === t.total

/**
 * Re-prices the session's unpaid orders so the check sums to its rounded fee and member discount
 * again, inside the caller's transaction; returns the ids of the orders whose figures changed.
 * `touched`: the order a void or discount just changed, stored even when its figures did not
 * (its cost did).
 * With every live order paid, nothing is left to carry a difference: paid orders never change,
 * and the check keeps what it was charged (at most NT$1 apart from its rounded figure).
 */
export function settleSession(
  d: Db,
  sessionId: number,
  settings: PricingSettings | null | undefined,
  now: number,
  touched: number | null = null,
): number[] {
  const { rows, check } = checkOf(d, sessionId, settings)
  const changed: number[] = []
  for (const [id, priced] of settleCheck(check)) {
    const row = rows.find((o) => o.id === id)!
    if (sameFigures(row, priced) && id !== touched) continue
    const voided = new Set(
      check
        .find((c) => c.id === id)!
        .pricing.lines.filter((l) => l.voided)
        .map((l) => l.id),
    )
    storeFigures(d, row, priced, voided, now)
    changed.push(id)
  }
  return changed
}
