import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningTables, orderDiscounts, orderItems, orders, orderVoids, refundLines, refunds } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import { invoicesForOrders, type InvoiceJson } from '../einvoice'
import type { Order, OrderDiscount, OrderLine } from '../../../shared/api/front-of-house'

export type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderItems.$inferSelect
type VoidRow = typeof orderVoids.$inferSelect
type DiscountRow = typeof orderDiscounts.$inferSelect

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const money = formatMoney

type Adjust = { voids: Map<number, VoidRow>; discounts: DiscountRow[]; refundedQty: Map<number, number> }
const NO_ADJUST: Adjust = { voids: new Map(), discounts: [], refundedQty: new Map() }

function presentDiscount(r: DiscountRow): OrderDiscount {
  return {
    id: r.id, lineId: r.orderItemId, kind: r.kind, value: r.kind === 'amount' ? money(r.value) : r.value,
    amount: money(r.amount), reason: r.reason, note: r.note, createdBy: r.createdBy, approvedBy: r.approvedBy,
  }
}

function presentLine(l: LineRow, a: Adjust = NO_ADJUST): OrderLine {
  const o = l.options ?? {}
  const v = a.voids.get(l.id)
  return {
    id: l.id,
    menuItemId: l.menuItemId,
    name: l.name,
    categoryId: l.categoryId,
    quantity: l.quantity,
    basePrice: money(l.basePrice),
    unitPrice: money(l.unitPrice),
    subtotal: money(l.subtotal),
    options: {
      size: o.size ? { name: o.size.name, price: money(o.size.price) } : null,
      spice: o.spice ?? null,
      addOns: (o.addOns ?? []).map((a) => ({ name: a.name, price: money(a.price) })),
    },
    notes: l.notes,
    /** Issue 17 item 7: a voided line no longer counts; refundedQuantity went back by line refunds. */
    voided: !!v,
    voidReason: v?.reason ?? null,
    voidNote: v?.note ?? null,
    refundedQuantity: a.refundedQty.get(l.id) ?? 0,
  }
}

export function presentOrder(o: OrderRow, tableNumber: string | null, lines: LineRow[], refunded = 0, adjust: Adjust = NO_ADJUST): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    storeId: o.storeId,
    tableId: o.tableId,
    tableNumber,
    sessionId: o.sessionId,
    memberId: o.memberId,
    staffId: o.staffId,
    orderType: o.orderType,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    subtotal: money(o.subtotal),
    serviceFee: money(o.serviceFee),
    discount: money(o.discount),
    total: money(o.total),
    /** Paid back so far (issue 17 item 7); a fully refunded order is cancelled. */
    refunded: money(refunded),
    costData: { totalCost: money(o.totalCost) },
    notes: o.notes,
    cancelReason: o.cancelReason,
    items: lines.map((l) => presentLine(l, adjust)),
    /** Discounts and 招待 (issue 17 item 6), line or whole order; the member discount is in `discount` only. */
    discounts: adjust.discounts.map(presentDiscount),
    confirmedAt: iso(o.confirmedAt),
    preparingAt: iso(o.preparingAt),
    readyAt: iso(o.readyAt),
    servedAt: iso(o.servedAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    createdAt: iso(o.createdAt)!,
    updatedAt: iso(o.updatedAt)!,
  }
}
export type OrderJson = Order

/** Orders matching `where`, with their lines and table numbers, in two queries. */
export function loadOrders(d: Db, where: SQL | undefined, opts: { newestFirst?: boolean; limit?: number } = {}): OrderJson[] {
  const rows = d.select({ o: orders, tableNumber: diningTables.number, refunded: sql<number>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id})` })
    .from(orders)
    .leftJoin(diningTables, eq(orders.tableId, diningTables.id))
    .where(where)
    .orderBy(opts.newestFirst === false ? asc(orders.createdAt) : desc(orders.createdAt), opts.newestFirst === false ? asc(orders.id) : desc(orders.id))
    .limit(opts.limit ?? 500)
    .all()
  if (rows.length === 0) return []
  const lines = d.select().from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.o.id)))
    .orderBy(asc(orderItems.id)).all()
  const byOrder = new Map<number, LineRow[]>()
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l])
  const adjust = adjustmentsOf(d, rows.map((r) => r.o.id))
  return rows.map((r) => presentOrder(r.o, r.tableNumber, byOrder.get(r.o.id) ?? [], r.refunded, adjust(r.o.id)))
}

/** The orders' voids, discounts and line refunds, three queries for the whole page. */
function adjustmentsOf(d: Db, ids: number[]): (orderId: number) => Adjust {
  const voids = d.select().from(orderVoids).where(inArray(orderVoids.orderId, ids)).all()
  const discounts = d.select().from(orderDiscounts).where(inArray(orderDiscounts.orderId, ids)).orderBy(asc(orderDiscounts.id)).all()
  const refunded = d.select({ id: refundLines.orderItemId, n: sql<number>`sum(${refundLines.quantity})` }).from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId)).where(inArray(refunds.orderId, ids)).groupBy(refundLines.orderItemId).all()
  if (voids.length + discounts.length + refunded.length === 0) return () => NO_ADJUST
  const refundedQty = new Map(refunded.map((r) => [r.id, r.n]))
  return (orderId) => ({
    voids: new Map(voids.filter((v) => v.orderId === orderId).map((v) => [v.orderItemId, v])),
    discounts: discounts.filter((x) => x.orderId === orderId),
    refundedQty,
  })
}

export function orderRowOfStore(d: Db, storeId: number, orderId: number): OrderRow {
  const row = d.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.storeId, storeId))).get()
  if (!row) throw new AppError('ORDER_NOT_FOUND')
  return row
}

export function loadOrder(d: Db, storeId: number, orderId: number): OrderJson & { invoices: InvoiceJson[] } {
  const [order] = loadOrders(d, and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  // 電子發票 (issue 18): which invoice choice each paid part took, for staff and the receipt.
  return { ...order, invoices: invoicesForOrders(d, [order]).get(order.id) ?? [] }
}
