/**
 * The Z's detail sections read from their own tables. Each query starts from a (store, time) index
 * bounded by the day, so a store with a year of rows reads only that day's: orders by
 * orders_store_created_idx (voids) or orders_store_paid_idx (sales settled in the day), invoices
 * through the day's payments (one invoice per payment), voided invoices and allowances by their own
 * (store, time) indexes.
 */
import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  einvoiceAllowances,
  einvoiceSettings,
  einvoices,
  orderDiscounts,
  orderItems,
  orderVoids,
  orders,
  payments,
} from '../../db/schema'

const ordersOfDay = (storeId: number, start: number, end: number) =>
  and(eq(orders.storeId, storeId), gte(orders.createdAt, start), lt(orders.createdAt, end))
/** The orders settled in the day, by the instant of their settling payment (orders_store_paid_idx). */
const paidOrdersOfDay = (storeId: number, start: number, end: number) =>
  and(eq(orders.storeId, storeId), gte(orders.paidAt, start), lt(orders.paidAt, end), eq(orders.paymentStatus, 'paid'))
const total = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)`

/** Invoice kinds as the Z groups them: a carrier (phone barcode or certificate), donated, 統編, printed. */
const KIND_GROUP = {
  mobile: 'carrier',
  certificate: 'carrier',
  donation: 'donation',
  buyer: 'buyer',
  none: 'printed',
} as const
export const INVOICE_GROUPS = ['carrier', 'donation', 'buyer', 'printed'] as const

export function createSectionsRepo(db: Db) {
  return {
    serviceFee(storeId: number, start: number, end: number): number {
      return db
        .select({ v: total(orders.serviceFee) })
        .from(orders)
        .where(paidOrdersOfDay(storeId, start, end))
        .get()!.v
    },

    /** Lines voided on the day's orders: how many, and what they would have cost. */
    voids(storeId: number, start: number, end: number) {
      return db
        .select({ count: count(), amount: total(orderItems.subtotal) })
        .from(orders)
        .innerJoin(orderVoids, eq(orderVoids.orderId, orders.id))
        .innerJoin(orderItems, eq(orderItems.id, orderVoids.orderItemId))
        .where(ordersOfDay(storeId, start, end))
        .get()!
    },

    /** The discounts on the day's paid orders, by the reason the staff gave. */
    discountsByReason(storeId: number, start: number, end: number) {
      return db
        .select({ reason: orderDiscounts.reason, count: count(), amount: total(orderDiscounts.amount) })
        .from(orders)
        .innerJoin(orderDiscounts, eq(orderDiscounts.orderId, orders.id))
        .where(paidOrdersOfDay(storeId, start, end))
        .groupBy(orderDiscounts.reason)
        .orderBy(sql`3 desc`, orderDiscounts.reason)
        .all()
    },

    einvoiceMode(storeId: number) {
      return (
        db
          .select({ mode: einvoiceSettings.mode })
          .from(einvoiceSettings)
          .where(eq(einvoiceSettings.storeId, storeId))
          .get()?.mode ?? 'off'
      )
    },

    /** Numbered invoices of the day's payments, by group, in whole NT$ as invoices hold them. */
    issuedInvoices(storeId: number, start: number, end: number) {
      const rows = db
        .select({
          kind: einvoices.kind,
          count: count(),
          amount: total(einvoices.totalAmount),
          first: sql<string | null>`min(${einvoices.number})`,
          last: sql<string | null>`max(${einvoices.number})`,
        })
        .from(payments)
        .innerJoin(einvoices, eq(einvoices.paymentId, payments.id))
        .where(
          and(
            eq(payments.storeId, storeId),
            gte(payments.createdAt, start),
            lt(payments.createdAt, end),
            ne(einvoices.status, 'pending'),
            // A replacement for what a consumer kept shares the payment: the sale counts once.
            isNull(einvoices.replacesId),
          ),
        )
        .groupBy(einvoices.kind)
        .all()
      return rows.map((r) => ({ ...r, group: KIND_GROUP[r.kind] }))
    },

    /** Invoices voided in the day (whichever day they were issued), in whole NT$. */
    voidedInvoices(storeId: number, start: number, end: number) {
      return db
        .select({ count: count(), amount: total(einvoices.totalAmount) })
        .from(einvoices)
        .where(and(eq(einvoices.storeId, storeId), gte(einvoices.voidedAt, start), lt(einvoices.voidedAt, end)))
        .get()!
    },

    /** 折讓 given in the day, in whole NT$. */
    allowances(storeId: number, start: number, end: number) {
      return db
        .select({ count: count(), amount: total(einvoiceAllowances.amount) })
        .from(einvoiceAllowances)
        .where(
          and(
            eq(einvoiceAllowances.storeId, storeId),
            gte(einvoiceAllowances.createdAt, start),
            lt(einvoiceAllowances.createdAt, end),
            isNull(einvoiceAllowances.voidedAt),
          ),
        )
        .get()!
    },
  }
}
