import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orderDiscounts, orderItems, orders, orderVoids } from '../../db/schema'

/**
 * The lines of the session's orders that still count (not cancelled, not voided), each with its
 * value on the bill: what is left of it after its own discounts.
 */
export function sessionLines(d: Db, sessionId: number) {
  const live = and(eq(orders.sessionId, sessionId), ne(orders.status, 'cancelled'))
  const voided = new Set(
    d
      .select({ id: orderVoids.orderItemId })
      .from(orderVoids)
      .innerJoin(orders, eq(orders.id, orderVoids.orderId))
      .where(live)
      .all()
      .map((v) => v.id),
  )
  const off = new Map<number, number>()
  for (const x of d
    .select({ id: orderDiscounts.orderItemId, amount: orderDiscounts.amount })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(live, isNotNull(orderDiscounts.orderItemId)))
    .all())
    off.set(x.id!, (off.get(x.id!) ?? 0) + x.amount)
  return d
    .select({ id: orderItems.id, name: orderItems.name, quantity: orderItems.quantity, subtotal: orderItems.subtotal })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(live)
    .orderBy(asc(orderItems.id))
    .all()
    .filter((l) => !voided.has(l.id))
    .map((l) => ({ ...l, value: Math.max(0, l.subtotal - (off.get(l.id) ?? 0)) }))
}
