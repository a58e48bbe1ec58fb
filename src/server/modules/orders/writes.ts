import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders, type PAYMENT_METHODS } from '../../db/schema'
import { moveMemberSpend } from '../members'
import type { OrderRow } from './present'

/**
 * The writes other modules make to an order, inside their own unit of work (they pass their `tx`'s
 * Db): settling a bill (payments), repricing (adjustments), undoing a sale (refunds), moving a
 * table's orders (tables).
 */

type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type OrderFigures = Pick<OrderRow, 'subtotal' | 'serviceFee' | 'discount' | 'total' | 'totalCost'>

/** A manager's cancel (or a full refund) gives back the member's spend and points. */
export function reverseMember(d: Db, order: OrderRow, now: number) {
  if (order.memberId !== null) moveMemberSpend(d, order.memberId, order.total, 0, now)
}

/** Once a bill is settled its orders read as paid, with the method and the instant that settled it. */
export function markPaid(
  d: Db,
  where: { sessionId: number } | { orderId: number },
  method: PaymentMethod | null,
  now: number,
) {
  const cond = 'sessionId' in where ? eq(orders.sessionId, where.sessionId) : eq(orders.id, where.orderId)
  d.update(orders)
    .set({ paymentStatus: 'paid', paidAt: now, ...(method ? { paymentMethod: method } : {}), updatedAt: now })
    .where(and(cond, ne(orders.status, 'cancelled'), eq(orders.paymentStatus, 'unpaid')))
    .run()
}

/** New figures after a discount or a void; the member's spend and points follow the total. */
export function repriceOrderRow(d: Db, order: OrderRow, figures: OrderFigures, now: number) {
  d.update(orders)
    .set({ ...figures, updatedAt: now })
    .where(eq(orders.id, order.id))
    .run()
  if (order.memberId !== null) moveMemberSpend(d, order.memberId, order.total, figures.total, now)
}

/** A sale wholly refunded leaves revenue like a cancelled order, and the member's spend with it. */
export function cancelRefundedOrder(d: Db, order: OrderRow, cancelReason: string, now: number) {
  d.update(orders)
    .set({ status: 'cancelled', cancelReason, cancelledAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .run()
  reverseMember(d, order, now)
}

/** A table session's orders follow it to another table, or into the session it joins. */
export function moveSessionOrders(
  d: Db,
  fromSessionId: number,
  to: { sessionId: number; tableId: number },
  now: number,
) {
  d.update(orders)
    .set({ sessionId: to.sessionId, tableId: to.tableId, updatedAt: now })
    .where(eq(orders.sessionId, fromSessionId))
    .run()
}
