import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { einvoices } from '../../db/schema/einvoice'
import { orderItems, orders, payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { zhTW } from '../../../shared/i18n/zh-TW'
import {
  isCitizenCertificate,
  isDonationCode,
  isMobileBarcode,
  isValidBan,
  normalizeCarrier,
} from '../../../shared/domain/einvoice/ids'
import { periodOf } from '../../../shared/domain/einvoice/period'
import {
  invoiceAmounts,
  invoiceLines,
  randomCode,
  wholeDollars,
  type InvoiceLine,
} from '../../../shared/domain/einvoice/allocation-rules'
import { settingsOf, storeOf, type SettingsRow } from './store-info'
import { numberWarnings, queueF0401, takeNumber } from './numbers'
import type { InvoiceChoiceInput } from './model'

export type InvoiceRow = typeof einvoices.$inferSelect
export type InvoiceChoice = {
  kind: InvoiceRow['kind']
  carrier: string | null
  buyerId: string | null
  buyerName: string | null
  donationCode: string | null
}

/** MIG's Buyer Name holds 60 characters. */
const BUYER_NAME_MAX = 60

/** Checks the customer's choice before anything is written; a bad code is a 422 with the rule in zh-TW. */
export function checkChoice(input: InvoiceChoiceInput | null | undefined): InvoiceChoice {
  const none: InvoiceChoice = { kind: 'none', carrier: null, buyerId: null, buyerName: null, donationCode: null }
  if (!input || input.kind === 'none') return none
  if (input.kind === 'mobile' || input.kind === 'certificate') {
    const carrier = normalizeCarrier(input.carrier ?? '')
    if (input.kind === 'mobile' && !isMobileBarcode(carrier)) throw new AppError('EINVOICE_CARRIER_INVALID')
    if (input.kind === 'certificate' && !isCitizenCertificate(carrier))
      throw new AppError('EINVOICE_CERTIFICATE_INVALID')
    return { ...none, kind: input.kind, carrier }
  }
  if (input.kind === 'buyer') {
    const buyerId = (input.buyerId ?? '').trim()
    if (!isValidBan(buyerId)) throw new AppError('EINVOICE_BUYER_ID_INVALID')
    const buyerName = (input.buyerName ?? '').trim()
    if ([...buyerName].length > BUYER_NAME_MAX)
      throw new AppError('EINVOICE_BUYER_NAME_INVALID', { max: BUYER_NAME_MAX })
    return { ...none, kind: 'buyer', buyerId, buyerName: buyerName || null }
  }
  const donationCode = (input.donationCode ?? '').trim()
  if (!isDonationCode(donationCode)) throw new AppError('EINVOICE_DONATION_CODE_INVALID')
  return { ...none, kind: 'donation', donationCode }
}

type PaymentRow = typeof payments.$inferSelect

/** The live orders a payment pays for: its order, or every live order of its table session. */
function ordersPaidBy(d: Db, p: PaymentRow) {
  const where =
    p.orderId !== null && p.sessionId === null
      ? eq(orders.id, p.orderId)
      : p.sessionId !== null && p.orderId === null
        ? eq(orders.sessionId, p.sessionId)
        : p.orderId !== null
          ? eq(orders.id, p.orderId)
          : null
  return where
    ? d
        .select()
        .from(orders)
        .where(and(where, ne(orders.status, 'cancelled')))
        .all()
    : []
}

/** The sale's lines in whole dollars, and whether this one payment pays all of it (no earlier part). */
function linesFor(d: Db, p: PaymentRow): { lines: InvoiceLine[]; wholeSale: boolean } {
  const paid = ordersPaidBy(d, p)
  if (paid.length === 0) return { lines: [], wholeSale: false }
  const total = paid.reduce((n, o) => n + o.total, 0)
  const target = p.orderId !== null ? eq(payments.orderId, p.orderId) : eq(payments.sessionId, p.sessionId!)
  const earlier = d
    .select({ n: sql<number>`count(*)` })
    .from(payments)
    .where(and(target, ne(payments.id, p.id)))
    .get()!.n
  const items = d
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        paid.map((o) => o.id),
      ),
    )
    .all()
  const lines = items
    .filter((i) => i.quantity > 0)
    .map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unitPrice: wholeDollars(i.unitPrice),
      amount: wholeDollars(i.subtotal),
      orderItemId: i.id,
    }))
  return { lines, wholeSale: earlier === 0 && p.amount === total }
}

/**
 * Inside the payment's transaction: one invoice for the paid part, its number taken from the
 * period's range, and its F0401 message in the outbox. No number left: 409 (EINVOICE_NUMBERS_EXHAUSTED)
 * and the payment's transaction rolls back — no sale goes without its invoice (營業稅法 §32).
 */
export function issueForPayment(d: Db, storeId: number, paymentId: number, choice: InvoiceChoice, now: number) {
  const s = settingsOf(d, storeId)
  if (s?.mode !== 'einvoice' || !s.sellerId || !s.sellerName) return null
  const p = d.select().from(payments).where(eq(payments.id, paymentId)).get()!
  const { timeZone } = storeOf(d, storeId)
  const period = periodOf(now, timeZone).code
  const { rangeId, number } = takeNumber(d, storeId, period, now)
  const total = wholeDollars(p.amount)
  const { lines, wholeSale } = linesFor(d, p)
  const items = invoiceLines(lines, total, wholeSale, {
    meal: zhTW.einvoice.mealLine,
    adjustment: zhTW.einvoice.adjustmentLine,
  })
  return writeIssued(
    d,
    {
      storeId,
      orderId: p.orderId,
      sessionId: p.orderId === null ? p.sessionId : null,
      paymentId: p.id,
      kind: choice.kind,
      carrier: choice.carrier,
      buyerId: choice.buyerId,
      buyerName: choice.buyerName,
      donationCode: choice.donationCode,
      randomCode: randomCode(),
      ...invoiceAmounts(total, choice.buyerId !== null),
      items,
      issuedAt: now,
      period,
      rangeId,
      number,
    },
    s,
    timeZone,
  )
}

/** An issued invoice and its F0401 in the outbox, in the caller's transaction. */
export function writeIssued(
  d: Db,
  values: Omit<typeof einvoices.$inferInsert, 'status'>,
  s: SettingsRow,
  timeZone: string,
): InvoiceRow {
  const invoice = d
    .insert(einvoices)
    .values({ ...values, status: 'issued' })
    .returning()
    .get()
  queueF0401(d, invoice, s, timeZone, invoice.issuedAt)
  return invoice
}

export function presentInvoice(inv: InvoiceRow) {
  return {
    id: inv.id,
    status: inv.status,
    kind: inv.kind,
    carrier: inv.carrier,
    buyerId: inv.buyerId,
    buyerName: inv.buyerName,
    donationCode: inv.donationCode,
    number: inv.number,
    period: inv.period,
    randomCode: inv.randomCode,
    salesAmount: inv.salesAmount,
    taxAmount: inv.taxAmount,
    totalAmount: inv.totalAmount,
    allowanceTotal: inv.allowanceTotal,
    paymentId: inv.paymentId,
    issuedAt: new Date(inv.issuedAt).toISOString(),
    voidedAt: inv.voidedAt === null ? null : new Date(inv.voidedAt).toISOString(),
  }
}
export type InvoiceJson = ReturnType<typeof presentInvoice>

export const invoiceOfPayment = (d: Db, paymentId: number) =>
  d.select().from(einvoices).where(eq(einvoices.paymentId, paymentId)).get() ?? null

/** The invoice each payment took (one at most, by the payment's unique index), for a check's payment list. */
export function invoicesOfPayments(d: Db, paymentIds: number[]): Map<number, InvoiceJson> {
  if (paymentIds.length === 0) return new Map()
  const rows = d.select().from(einvoices).where(inArray(einvoices.paymentId, paymentIds)).all()
  return new Map(rows.map((row) => [row.paymentId, presentInvoice(row)]))
}

/** An order's invoices (its own and its table bill's) for the order presentation. */
export function invoicesForOrders(d: Db, list: { id: number; sessionId: number | null }[]): Map<number, InvoiceJson[]> {
  const out = new Map<number, InvoiceJson[]>()
  if (list.length === 0) return out
  const sessionIds = [...new Set(list.map((o) => o.sessionId).filter((s): s is number => s !== null))]
  const rows = d
    .select()
    .from(einvoices)
    .where(
      or(
        inArray(
          einvoices.orderId,
          list.map((o) => o.id),
        ),
        sessionIds.length ? and(isNull(einvoices.orderId), inArray(einvoices.sessionId, sessionIds)) : sql`0`,
      ),
    )
    .all()
  for (const o of list) {
    out.set(
      o.id,
      rows
        .filter(
          (r) => r.orderId === o.id || (r.orderId === null && o.sessionId !== null && r.sessionId === o.sessionId),
        )
        .map(presentInvoice),
    )
  }
  return out
}

/**
 * The invoice of a payment as the pay dialog shows it, with what staff must hear about the numbers
 * (running short today, the next period without a range), joined in one line.
 */
export function paymentInvoice(d: Db, paymentId: number, now: number) {
  const inv = invoiceOfPayment(d, paymentId)
  if (!inv) return null
  const warnings = inv.status === 'pending' ? [zhTW.einvoice.pendingInvoice] : numberWarnings(d, inv.storeId, now)
  return { ...presentInvoice(inv), warning: warnings.length ? warnings.join('；') : null }
}

/**
 * Invoices still waiting for a number (given as a 收據 before sales without numbers were refused;
 * adding a range issues them): how many, and their total in cents.
 */
export function pendingInvoicesOf(d: Db, storeId: number): { count: number; amount: number } {
  const r = d
    .select({ count: sql<number>`count(*)`, amount: sql<number>`coalesce(sum(${einvoices.totalAmount}), 0)` })
    .from(einvoices)
    .where(and(eq(einvoices.storeId, storeId), eq(einvoices.status, 'pending')))
    .get()!
  // Invoice amounts are whole NT$.
  return { count: r.count, amount: r.amount * 100 }
}
