import { and, asc, desc, eq, inArray, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { changeCacheFor } from '../../db/change-cache'
import {
  billSplitParts,
  diningTables,
  orderItems,
  orders,
  payments,
  printers,
  refunds,
  type stores,
} from '../../db/schema'
import { AppError } from '../../http/app-error'
import { storeRow } from '../stores'
import { orderQueries } from '../orders'
import { lineDiscountsOf, voidedLinesOf } from '../adjustments'
import { invoiceOfPayment } from '../einvoice'
import { columnsForPaper, type PrintLine, type PrintProfile, type ReceiptData } from '../../../devices'
import type { PrinterRow } from './print-job-store'
import type { Written } from '../../events'
import { partShare } from '../../../shared/domain/bill-split'

/** Reads what receipts and tickets print; pure queries, no side effects. */

/**
 * Every order's kitchen ticket runs these (and the orders module's `lines`): prepared once per
 * database. Separate lookups by primary key: in bun:sqlite they measured about twice as fast as
 * one join of the three tables.
 */
const q = preparedFor((d) => ({
  order: d
    .select()
    .from(orders)
    .where(and(eq(orders.id, $('orderId')), eq(orders.storeId, $('storeId'))))
    .prepare(),
  tableNumber: d
    .select({ n: diningTables.number })
    .from(diningTables)
    .where(eq(diningTables.id, $('id')))
    .prepare(),
  activePrinters: d
    .select()
    .from(printers)
    .where(and(eq(printers.storeId, $('storeId')), eq(printers.role, $('role')), eq(printers.isActive, true)))
    .orderBy(asc(printers.id))
    .prepare(),
  earlierOfSession: d
    .select({ n: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.sessionId, $('sessionId')), lt(orders.id, $('orderId')), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.id))
    .prepare(),
}))

export type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect
type StoreRow = typeof stores.$inferSelect

export function profileOf(p: PrinterRow): PrintProfile {
  return { columns: columnsForPaper(p.paperWidth), encoding: p.encoding, cut: p.cut, beep: p.beep, model: p.model }
}

export const timeZoneOf = (store: StoreRow) => store.settings?.timezone || 'Asia/Taipei'

/**
 * Every ticket and receipt asks for its store's printers of a role; they change only when a manager
 * edits them, so the rows are kept until a write to the printers table (callers only read them).
 */
const printersKept = changeCacheFor<string, PrinterRow[]>(['printers'])

export function activePrinters(d: Db, storeId: number, role: PrinterRow['role']): PrinterRow[] {
  return printersKept(d)(`${storeId}:${role}`, () => q(d).activePrinters.all({ storeId, role }))
}

/** Kitchen routing: a station takes the lines of its categories; no categories means everything. */
export function linesForStation<T extends { categoryId: number | null }>(printer: PrinterRow, items: T[]): T[] {
  const ids = printer.categoryIds ?? []
  return ids.length === 0 ? items : items.filter((i) => i.categoryId !== null && ids.includes(i.categoryId))
}

export function toPrintLine(i: ItemRow): PrintLine & { id: number; categoryId: number | null } {
  return {
    id: i.id,
    name: i.name,
    quantity: i.quantity,
    options: i.options ?? {},
    notes: i.notes,
    subtotal: i.subtotal,
    categoryId: i.categoryId,
  }
}

type KitchenLine = ReturnType<typeof toPrintLine>

/**
 * What the kitchen makes of the order's lines: a 套餐 is made as its parts, each under its own
 * item's category (so at its own station) with its own picks, named with its set.
 */
export function toKitchenLines(items: ItemRow[]): KitchenLine[] {
  return items.flatMap((i) => {
    const line = toPrintLine(i)
    const parts = i.options?.parts ?? []
    if (parts.length === 0) return [line]
    return parts.map((p) => ({
      ...line,
      name: `${p.name} (${i.name})`,
      options: p.groups.length ? { groups: p.groups } : {},
      subtotal: 0,
      categoryId: p.categoryId,
    }))
  })
}

export type OrderForPrint = {
  store: StoreRow
  order: OrderRow
  table: string | null
  /** The lines to make. */
  items: ItemRow[]
  /** The order's voided lines, read with the whole order (displays show them struck); absent for some of its lines. */
  voided?: ItemRow[]
}

/** 加點: order numbers of the same table session's earlier orders (cancelled ones aside), oldest first. */
export function earlierOrdersOfSession(d: Db, order: Pick<OrderRow, 'id' | 'sessionId'>): string[] {
  if (order.sessionId === null) return []
  return q(d)
    .earlierOfSession.all({ sessionId: order.sessionId, orderId: order.id })
    .map((r) => r.n)
}

/** The order with its store and table number, or null when it is not this store's. */
export function loadOrderHead(d: Db, storeId: number, orderId: number): Omit<OrderForPrint, 'items'> | null {
  const order = q(d).order.get({ orderId, storeId })
  const store = storeRow(d, storeId)
  if (!order || !store) return null
  return { store, order, table: tableNumber(d, order.tableId) }
}

/** The order and its lines (only `itemIds` when given: lines added later). */
export function loadOrderForPrint(d: Db, storeId: number, orderId: number, itemIds?: number[]): OrderForPrint | null {
  const head = loadOrderHead(d, storeId, orderId)
  if (!head || itemIds?.length === 0) return null
  const items = orderQueries(d).lines.all({ orderId })
  if (itemIds) return { ...head, items: items.filter((i) => itemIds.includes(i.id)) }
  // Voided lines are off the order: its tickets and its own void ticket leave them out.
  const voided = voidedLinesOf(d, [orderId])
  return { ...head, items: items.filter((i) => !voided.has(i.id)), voided: items.filter((i) => voided.has(i.id)) }
}

/** A new order as its write handed it over (events.ts `Written`), not read back: no line of it can be voided yet. */
export function writtenForPrint(d: Db, storeId: number, written: Written['order.created']): OrderForPrint | null {
  const store = storeRow(d, storeId)
  return store ? { store, ...written } : null
}

function tableNumber(d: Db, tableId: number | null): string | null {
  if (tableId === null) return null
  return q(d).tableNumber.get({ id: tableId })?.n ?? null
}

type PaymentRow = typeof payments.$inferSelect

/** The orders one payment settles: its table session's orders, or the one takeout order. */
function ordersOfPayment(d: Db, p: Pick<PaymentRow, 'storeId' | 'sessionId' | 'orderId'>): OrderRow[] {
  const where =
    p.sessionId !== null ? eq(orders.sessionId, p.sessionId) : p.orderId !== null ? eq(orders.id, p.orderId) : undefined
  if (!where) return []
  return d
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, p.storeId), where, ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.id))
    .all()
}

type PartRow = typeof billSplitParts.$inferSelect

/** The split part a payment paid, with all its split's parts (their lines decide its share); null: a whole bill. */
function paidPart(d: Db, paymentId: number): { part: PartRow; parts: PartRow[] } | null {
  const part = d.select().from(billSplitParts).where(eq(billSplitParts.paymentId, paymentId)).get()
  if (!part) return null
  const parts = d
    .select()
    .from(billSplitParts)
    .where(eq(billSplitParts.splitId, part.splitId))
    .orderBy(asc(billSplitParts.position))
    .all()
  return { part, parts }
}

type Line = ReceiptData['lines'][number] & { id: number }

/** What a receipt lists and sums: the whole bill, or only the part of a split its payment paid. */
function billOrPart(list: OrderRow[], lines: Line[], split: ReturnType<typeof paidPart>) {
  const sum = (f: (o: OrderRow) => number) => list.reduce((n, o) => n + f(o), 0)
  const bill = {
    subtotal: sum((o) => o.subtotal),
    serviceFee: sum((o) => o.serviceFee),
    discount: sum((o) => o.discount),
  }
  if (!split) return { part: null, lines, ...bill, total: sum((o) => o.total) }
  const valued = lines.map((l) => ({ ...l, value: Math.max(0, l.subtotal - (l.discount?.amount ?? 0)) }))
  const at = split.parts.findIndex((p) => p.id === split.part.id)
  const share = partShare(
    valued,
    split.parts.map((p) => p.lines),
    at,
    bill,
    split.part.amount,
  )
  return {
    part: { position: split.part.position, of: split.parts.length, billTotal: sum((o) => o.total) },
    lines: share.pieces.map(({ line: { value, ...l }, quantity, subtotal, discount }) => ({
      ...l,
      quantity,
      subtotal,
      discount: discount && l.discount ? { label: l.discount.label, amount: discount } : null,
    })),
    subtotal: share.subtotal,
    serviceFee: share.serviceFee,
    discount: share.discount,
    total: share.total,
  }
}

function buildReceipt(
  d: Db,
  store: StoreRow,
  list: OrderRow[],
  payment: PaymentRow | null,
  time: number,
  reprintedAt: number | null,
  split: ReturnType<typeof paidPart> = null,
): ReceiptData {
  const ids = list.map((o) => o.id)
  const voided = voidedLinesOf(d, ids)
  const discounts = lineDiscountsOf(d, ids)
  const items = (
    ids.length
      ? d.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)).all()
      : []
  ).filter((i) => !voided.has(i.id))
  const lines = items.map((i) => ({ ...toPrintLine(i), discount: discounts.get(i.id) ?? null }))
  const numbers = list.map((o) => o.orderNumber)
  return {
    storeName: store.name,
    address: store.address,
    orderNumbers: numbers,
    table: tableNumber(d, list[0]?.tableId ?? null),
    orderType: list[0]?.orderType,
    time,
    timeZone: timeZoneOf(store),
    ...billOrPart(list, lines, split),
    payment: payment
      ? {
          method: payment.method,
          amount: payment.amount,
          tendered: payment.tendered,
          invoice: invoiceOfPayment(d, payment.id)?.number ?? null,
        }
      : null,
    refunds: ids.length
      ? d
          .select({ method: refunds.method, amount: refunds.amount })
          .from(refunds)
          .where(inArray(refunds.orderId, ids))
          .orderBy(asc(refunds.id))
          .all()
      : [],
    qr: numbers.length ? `${store.code}:${numbers.join(',')}` : null,
    footer: store.receiptFooter,
    reprintedAt,
  }
}

export function receiptForPayment(
  d: Db,
  storeId: number,
  paymentId: number,
): { receipt: ReceiptData; payment: PaymentRow } | null {
  const payment = d
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.storeId, storeId)))
    .get()
  const store = storeRow(d, storeId)
  if (!payment || !store) return null
  const list = ordersOfPayment(d, payment)
  return { payment, receipt: buildReceipt(d, store, list, payment, payment.createdAt, null, paidPart(d, payment.id)) }
}

/**
 * 補印: the order's receipt again as it first printed (its latest payment's time, or the order's own
 * while unpaid), marked with the time of the copy, with the refunds taken on it since.
 */
export function receiptForReprint(d: Db, storeId: number, orderId: number, now: number): ReceiptData {
  const head = loadOrderHead(d, storeId, orderId)
  if (!head) throw new AppError('ORDER_NOT_FOUND')
  const { order, store } = head
  const byOrder = eq(payments.orderId, order.id)
  const paidBy = order.sessionId !== null ? or(byOrder, eq(payments.sessionId, order.sessionId)) : byOrder
  const payment =
    d
      .select()
      .from(payments)
      .where(and(eq(payments.storeId, storeId), paidBy))
      .orderBy(desc(payments.id))
      .get() ?? null
  const list = payment ? ordersOfPayment(d, payment) : [order]
  return buildReceipt(d, store, list.length ? list : [order], payment, payment?.createdAt ?? order.createdAt, now)
}
