import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { orderDiscounts, orderItems, orders, orderVoids, refundLines } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { DiscountKind } from '../../../shared/domain/discounts'
import { priceOrder, settleCheck, type OrderPricing } from '../../../shared/domain/order-pricing'
import { storeRow } from '../stores'
import { memberOfStore } from '../members'
import { checkOf, settleSession, storeFigures, type OrderRow } from '../orders'
import { zhTW } from '../../../shared/i18n/zh-TW'

export type DiscountRow = typeof orderDiscounts.$inferSelect
export type ItemRow = typeof orderItems.$inferSelect
export type NewOrderDiscount = typeof orderDiscounts.$inferInsert

/** The discounts an order was placed with (its automatic rules), written with the order. */
export function recordOrderDiscounts(d: Db, rows: NewOrderDiscount[]) {
  for (const row of rows) d.insert(orderDiscounts).values(row).run()
}

/** An order as its adjustments see it: its lines, which are voided, its discounts, and the figures they make. */
export type AdjustContext = {
  order: OrderRow
  settings: NonNullable<ReturnType<typeof storeRow>>['settings']
  lines: ItemRow[]
  voided: Set<number>
  discounts: DiscountRow[]
  priced: OrderPricing
}

export const toApplied = (r: Pick<DiscountRow, 'orderItemId' | 'kind' | 'value'>) => ({
  lineId: r.orderItemId,
  kind: r.kind as DiscountKind,
  value: r.value,
})

export function adjustContext(d: Db, order: OrderRow): AdjustContext {
  const store = storeRow(d, order.storeId)
  if (!store) throw new AppError('STORE_NOT_FOUND')
  const lines = d.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).all()
  const voided = new Set(
    d
      .select({ id: orderVoids.orderItemId })
      .from(orderVoids)
      .where(eq(orderVoids.orderId, order.id))
      .all()
      .map((v) => v.id),
  )
  const discounts = d
    .select()
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, order.id))
    .orderBy(asc(orderDiscounts.id))
    .all()
  const tier = order.memberId === null ? null : (memberOfStore(d, order.storeId, order.memberId)?.tier ?? null)
  const alone = {
    lines: lines.map((l) => ({ id: l.id, subtotal: l.subtotal, voided: voided.has(l.id) })),
    discounts: discounts.map(toApplied),
    settings: store.settings,
    orderType: order.orderType,
    tier,
  }
  // On a table's check, an unpaid order's figures follow the check's (its fee is the check's share).
  const onCheck = order.sessionId !== null && order.status !== 'cancelled' && order.paymentStatus === 'unpaid'
  const priced =
    (onCheck && settleCheck(checkOf(d, order.sessionId!, store.settings).check).get(order.id)) || priceOrder(alone)
  return { order, settings: store.settings, lines, voided, discounts, priced }
}

export function lineOf(ctx: AdjustContext, lineId: number): ItemRow {
  const line = ctx.lines.find((l) => l.id === lineId)
  if (!line) throw new AppError('ORDER_LINE_NOT_FOUND')
  return line
}

/**
 * Stores the order's figures from its lines, voids and discounts (read again, so the write that
 * just happened counts) and moves the member's spend and points by the change. On a table's
 * check the change of base re-settles the check's unpaid orders (the fee is rounded once).
 */
export function repriceOrder(d: Db, order: OrderRow, now: number): AdjustContext {
  const ctx = adjustContext(d, order)
  if (order.sessionId === null) storeFigures(d, order, ctx.priced, ctx.voided, now)
  else settleSession(d, order.sessionId, ctx.settings, now, order.id)
  return ctx
}

/** How many of each line earlier refunds by lines gave back. */
export function refundedQuantities(d: Db, lineIds: number[]): Map<number, number> {
  if (lineIds.length === 0) return new Map()
  const rows = d
    .select({ id: refundLines.orderItemId, n: sql<number>`sum(${refundLines.quantity})` })
    .from(refundLines)
    .where(inArray(refundLines.orderItemId, lineIds))
    .groupBy(refundLines.orderItemId)
    .all()
  return new Map(rows.map((r) => [r.id, r.n]))
}

// One order's voided lines: every kitchen ticket reads them (twice an order with the displays'
// snapshots), so built once rather than by drizzle on each call.
const q = preparedFor((d) => ({
  voidedOfOrder: d
    .select({ id: orderVoids.orderItemId })
    .from(orderVoids)
    .where(eq(orderVoids.orderId, $('orderId')))
    .prepare(),
}))

/** Voided lines of these orders (receipts and kitchen tickets leave them out). */
export function voidedLinesOf(d: Db, orderIds: number[]): Set<number> {
  if (orderIds.length === 0) return new Set()
  const rows =
    orderIds.length === 1
      ? q(d).voidedOfOrder.all({ orderId: orderIds[0] })
      : d.select({ id: orderVoids.orderItemId }).from(orderVoids).where(inArray(orderVoids.orderId, orderIds)).all()
  return new Set(rows.map((v) => v.id))
}

/** Each discounted line's discounts as paper shows them: 招待, or 折扣（reason）, and the amount off. */
export function lineDiscountsOf(d: Db, orderIds: number[]): Map<number, { label: string; amount: number }> {
  const out = new Map<number, { label: string; amount: number }>()
  if (orderIds.length === 0) return out
  const rows = d
    .select()
    .from(orderDiscounts)
    .where(inArray(orderDiscounts.orderId, orderIds))
    .orderBy(asc(orderDiscounts.id))
    .all()
  for (const r of rows) {
    if (r.orderItemId === null) continue
    const label = r.kind === 'comp' ? zhTW.adjust.comp : `${zhTW.adjust.discount}（${r.reason}）`
    const seen = out.get(r.orderItemId)
    out.set(
      r.orderItemId,
      seen ? { label: `${seen.label}、${label}`, amount: seen.amount + r.amount } : { label, amount: r.amount },
    )
  }
  return out
}

/**
 * The sales side of the day's money: what the orders paid in the span came to before discounts
 * (items + service fee), and their discounts (member tier, discounts, 招待). A sale counts on the day
 * of the payment that settled it, so a check carried over and paid the next day is the next day's.
 * Orders a refund later cancelled still count here, their refunds come off after: gross − discounts −
 * refunds = net.
 */
export function paidSales(d: Db, storeId: number, start: number, end: number): { gross: number; discounts: number } {
  return d
    .select({
      gross: sql<number>`coalesce(sum(${orders.subtotal} + ${orders.serviceFee}), 0)`,
      discounts: sql<number>`coalesce(sum(${orders.discount}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        eq(orders.paymentStatus, 'paid'),
      ),
    )
    .get()!
}
