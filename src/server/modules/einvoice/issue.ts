import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { einvoiceMessages, einvoiceRanges, einvoices } from '../../db/schema/einvoice'
import { orderItems, orders, payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import {
  invoiceNumberOf,
  isCitizenCertificate,
  isDonationCode,
  isMobileBarcode,
  isValidBan,
  normalizeCarrier,
} from '../../../shared/domain/einvoice/ids'
import { migDateTime, periodOf } from '../../../shared/domain/einvoice/period'
import {
  invoiceAmounts,
  invoiceLines,
  periodStock,
  pickRange,
  randomCode,
  wholeDollars,
  type InvoiceLine,
} from '../../../shared/domain/einvoice/allocation-rules'
import { f0401, type MigInvoice } from './mig'
import { settingsOf, storeOf, type SettingsRow } from './store-info'
import type { InvoiceChoiceInput } from './model'

export type InvoiceRow = typeof einvoices.$inferSelect
export type InvoiceChoice = {
  kind: InvoiceRow['kind']
  carrier: string | null
  buyerId: string | null
  donationCode: string | null
}

/** Checks the customer's choice before anything is written; a bad code is a 422 with the rule in zh-TW. */
export function checkChoice(input: InvoiceChoiceInput | null | undefined): InvoiceChoice {
  const none: InvoiceChoice = { kind: 'none', carrier: null, buyerId: null, donationCode: null }
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
    return { ...none, kind: 'buyer', buyerId }
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

export type IssueResult = { invoice: InvoiceRow; low: boolean; left: number } | null

function migInvoiceOf(inv: InvoiceRow, s: SettingsRow, timeZone: string): MigInvoice {
  const { date, time } = migDateTime(inv.issuedAt, timeZone)
  return {
    number: inv.number!,
    date,
    time,
    seller: { id: s.sellerId!, name: s.sellerName! },
    buyerId: inv.buyerId,
    kind: inv.kind,
    carrier: inv.carrier,
    donationCode: inv.donationCode,
    randomCode: inv.randomCode,
    salesAmount: inv.salesAmount,
    taxAmount: inv.taxAmount,
    totalAmount: inv.totalAmount,
    items: inv.items,
  }
}

/**
 * Inside the payment's transaction: one invoice for the paid part, its number taken from the
 * period's range (the UPDATE and the INSERT commit with the payment or not at all, so numbers have
 * no gaps and no repeats), and its F0401 message in the outbox. No number left: the invoice is kept
 * as pending (a 收據 was given) for issuing later.
 */
export function issueForPayment(
  d: Db,
  storeId: number,
  paymentId: number,
  choice: InvoiceChoice,
  now: number,
): IssueResult {
  const s = settingsOf(d, storeId)
  if (s?.mode !== 'einvoice' || !s.sellerId || !s.sellerName) return null
  const p = d.select().from(payments).where(eq(payments.id, paymentId)).get()!
  const { timeZone } = storeOf(d, storeId)
  const period = periodOf(now, timeZone).code
  const total = wholeDollars(p.amount)
  const { lines, wholeSale } = linesFor(d, p)
  const items = invoiceLines(lines, total, wholeSale, {
    meal: zhTW.einvoice.mealLine,
    adjustment: zhTW.einvoice.adjustmentLine,
  })
  const base = {
    storeId,
    orderId: p.orderId,
    sessionId: p.orderId === null ? p.sessionId : null,
    paymentId: p.id,
    kind: choice.kind,
    carrier: choice.carrier,
    buyerId: choice.buyerId,
    donationCode: choice.donationCode,
    randomCode: randomCode(),
    ...invoiceAmounts(total, choice.buyerId !== null),
    items,
    issuedAt: now,
  }
  const taken = takeNumber(d, storeId, period, now)
  if (!taken) {
    const invoice = d
      .insert(einvoices)
      .values({ ...base, status: 'pending', period })
      .returning()
      .get()
    return { invoice, low: true, left: 0 }
  }
  const invoice = writeIssued(d, { ...base, period, rangeId: taken.rangeId, number: taken.number }, s, timeZone)
  return { invoice, ...taken.stock }
}

/**
 * The next number of the period, taken inside the caller's transaction (the UPDATE commits with
 * the sale or refund or not at all, so numbers have no gaps and no repeats); null when none is left.
 */
export function takeNumber(d: Db, storeId: number, period: string, now: number) {
  const ranges = d
    .select()
    .from(einvoiceRanges)
    .where(and(eq(einvoiceRanges.storeId, storeId), eq(einvoiceRanges.period, period)))
    .all()
  const range = pickRange(ranges, period)
  if (!range) return null
  const taken = d
    .update(einvoiceRanges)
    .set({ nextNo: range.nextNo + 1, updatedAt: now })
    .where(and(eq(einvoiceRanges.id, range.id), eq(einvoiceRanges.nextNo, range.nextNo)))
    .returning({ id: einvoiceRanges.id })
    .all()
  if (taken.length !== 1) throw new Error('einvoice range moved inside a write transaction')
  const stock = periodStock(
    ranges.map((r) => (r.id === range.id ? { ...r, nextNo: r.nextNo + 1 } : r)),
    period,
  )
  return { rangeId: range.id, number: invoiceNumberOf(range.track, range.nextNo), stock }
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
  d.insert(einvoiceMessages)
    .values({
      storeId: invoice.storeId,
      invoiceId: invoice.id,
      type: 'F0401',
      fileName: `F0401_${invoice.number}.xml`,
      xml: f0401(migInvoiceOf(invoice, s, timeZone)),
      createdAt: invoice.issuedAt,
    })
    .run()
  return invoice
}

export function presentInvoice(inv: InvoiceRow) {
  return {
    id: inv.id,
    status: inv.status,
    kind: inv.kind,
    carrier: inv.carrier,
    buyerId: inv.buyerId,
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
 * The invoice of a payment as the pay dialog shows it, with the warning staff must see: numbers
 * running low, or none left (the sale got a 收據 and waits for its invoice).
 */
export function paymentInvoice(d: Db, paymentId: number) {
  const inv = invoiceOfPayment(d, paymentId)
  if (!inv) return null
  if (inv.status === 'pending') return { ...presentInvoice(inv), warning: zhTW.einvoice.noNumbers }
  const ranges = d
    .select()
    .from(einvoiceRanges)
    .where(and(eq(einvoiceRanges.storeId, inv.storeId), eq(einvoiceRanges.period, inv.period ?? '')))
    .all()
  const stock = periodStock(ranges, inv.period ?? '')
  return { ...presentInvoice(inv), warning: stock.low ? fill(zhTW.einvoice.lowNumbers, { left: stock.left }) : null }
}

/** Invoices given as a 收據 and still waiting for a number: how many, and their total in cents. */
export function pendingInvoicesOf(d: Db, storeId: number): { count: number; amount: number } {
  const r = d
    .select({ count: sql<number>`count(*)`, amount: sql<number>`coalesce(sum(${einvoices.totalAmount}), 0)` })
    .from(einvoices)
    .where(and(eq(einvoices.storeId, storeId), eq(einvoices.status, 'pending')))
    .get()!
  // Invoice amounts are whole NT$.
  return { count: r.count, amount: r.amount * 100 }
}
