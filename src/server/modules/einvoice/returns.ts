import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { einvoiceAllowances, einvoiceMessages, einvoices } from '../../db/schema/einvoice'
import { orders } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { zhTW } from '../../../shared/i18n/zh-TW'
import { migDateTime, periodOf } from '../../../shared/domain/einvoice/period'
import { invoiceAmounts, randomCode, wholeDollars } from '../../../shared/domain/einvoice/allocation-rules'
import {
  allowanceItems,
  keptLines,
  returnAction,
  voidable,
  type ReturnedLine,
} from '../../../shared/domain/einvoice/returns'
import { f0501, g0401 } from './mig'
import { settingsOf, storeOf, type SettingsRow } from './store-info'
import { writeIssued, type InvoiceRow } from './issue'
import { nextNumber } from './numbers'

/** The invoices a refund of this order touches: its own, or its table bill's. Newest first. */
function invoicesOfOrder(d: Db, order: { id: number; sessionId: number | null }) {
  const mine =
    order.sessionId === null
      ? eq(einvoices.orderId, order.id)
      : or(eq(einvoices.orderId, order.id), and(isNull(einvoices.orderId), eq(einvoices.sessionId, order.sessionId)))
  return d
    .select()
    .from(einvoices)
    .where(and(mine, eq(einvoices.status, 'issued')))
    .orderBy(desc(einvoices.id))
    .all()
}

type RefundEvent = {
  storeId: number
  orderId: number
  refundId: number
  /** Cents going back. */
  amount: number
  fully: boolean
  /** The order lines given back, when the refund named them. */
  lines: ReturnedLine[]
  reason: string
  now: number
}
type Ctx = { d: Db; s: SettingsRow & { sellerId: string; sellerName: string }; timeZone: string; e: RefundEvent }

function voidInvoice({ d, s, timeZone, e }: Ctx, inv: InvoiceRow) {
  const { date, time } = migDateTime(e.now, timeZone)
  d.update(einvoices)
    .set({ status: 'voided', voidedAt: e.now, voidReason: e.reason })
    .where(eq(einvoices.id, inv.id))
    .run()
  d.insert(einvoiceMessages)
    .values({
      storeId: e.storeId,
      invoiceId: inv.id,
      type: 'F0501',
      fileName: `F0501_${inv.number}.xml`,
      createdAt: e.now,
      xml: f0501({
        number: inv.number!,
        invoiceDate: migDateTime(inv.issuedAt, timeZone).date,
        buyerId: inv.buyerId,
        sellerId: s.sellerId,
        date,
        time,
        reason: e.reason,
      }),
    })
    .run()
}

/** The replacement for what the consumer kept: a new number of the current period, same carrier. */
function reissue(ctx: Ctx, inv: InvoiceRow, kept: number) {
  const { d, s, timeZone, e } = ctx
  const period = periodOf(e.now, timeZone).code
  const taken = nextNumber(d, e.storeId, period, e.now)
  // Refused whole (nothing written): the customer must not leave with a voided sale and no invoice.
  if (!taken) throw new AppError('EINVOICE_REISSUE_NO_NUMBER')
  const items = keptLines(inv.items, e.lines, kept, {
    meal: zhTW.einvoice.mealLine,
    adjustment: zhTW.einvoice.adjustmentLine,
  })
  return writeIssued(
    d,
    {
      storeId: inv.storeId,
      orderId: inv.orderId,
      sessionId: inv.sessionId,
      paymentId: inv.paymentId,
      kind: inv.kind,
      carrier: inv.carrier,
      buyerId: inv.buyerId,
      buyerName: inv.buyerName,
      donationCode: inv.donationCode,
      randomCode: randomCode(),
      ...invoiceAmounts(kept, inv.buyerId !== null),
      items,
      issuedAt: e.now,
      period,
      rangeId: taken.rangeId,
      number: taken.number,
      replacesId: inv.id,
      refundId: e.refundId,
    },
    s,
    timeZone,
  )
}

function allowance({ d, s, timeZone, e }: Ctx, inv: InvoiceRow, amount: number) {
  const { date } = migDateTime(e.now, timeZone)
  const seqNo = d.select({ n: sql<number>`coalesce(max(id), 0) + 1` }).from(einvoiceAllowances).get()!.n
  // 16 characters at most (MIG AllowanceNumberType): AL + yyyyMMdd + 6 digits.
  const number = `AL${date}${String(seqNo).padStart(6, '0')}`
  const items = allowanceItems(inv.items, e.lines, amount)
  const tax = items.reduce((n, it) => n + it.tax, 0)
  d.insert(einvoiceAllowances)
    .values({
      storeId: e.storeId,
      invoiceId: inv.id,
      refundId: e.refundId,
      number,
      amount,
      taxAmount: tax,
      items,
      createdAt: e.now,
    })
    .run()
  d.update(einvoices)
    .set({ allowanceTotal: inv.allowanceTotal + amount })
    .where(eq(einvoices.id, inv.id))
    .run()
  d.insert(einvoiceMessages)
    .values({
      storeId: e.storeId,
      invoiceId: inv.id,
      type: 'G0401',
      fileName: `G0401_${number}.xml`,
      createdAt: e.now,
      xml: g0401({
        number,
        date,
        seller: { id: s.sellerId, name: s.sellerName },
        buyerId: inv.buyerId,
        invoiceNumber: inv.number!,
        invoiceDate: migDateTime(inv.issuedAt, timeZone).date,
        items,
      }),
    })
    .run()
}

export type ReturnDone = { invoiceId: number; action: 'void' | 'reissue' | 'allowance'; amount: number }

/**
 * Inside the refund's transaction, newest invoice first: what comes back is taken off each
 * invoice by the rules in returnAction (void; void and reissue; allowance), and every message
 * (F0501, F0401, G0401) goes to the outbox with the refund or not at all.
 */
export function onRefund(d: Db, e: RefundEvent): ReturnDone[] {
  const s = settingsOf(d, e.storeId)
  if (!s?.sellerId || !s.sellerName) return []
  const order = d
    .select({ id: orders.id, sessionId: orders.sessionId })
    .from(orders)
    .where(eq(orders.id, e.orderId))
    .get()
  if (!order) return []
  const { timeZone } = storeOf(d, e.storeId)
  const ctx: Ctx = { d, s: { ...s, sellerId: s.sellerId, sellerName: s.sellerName }, timeZone, e }
  let left = wholeDollars(e.amount)
  const done: ReturnDone[] = []
  for (const inv of invoicesOfOrder(d, order)) {
    const open = inv.totalAmount - inv.allowanceTotal
    const portion = e.fully ? open : Math.min(left, open)
    if (portion <= 0) continue
    left -= portion
    const act = returnAction(inv, portion, voidable(inv.period ?? '', e.now, timeZone))
    if (act.action === 'void' || act.action === 'reissue') voidInvoice(ctx, inv)
    if (act.action === 'void') done.push({ invoiceId: inv.id, action: 'void', amount: inv.totalAmount })
    if (act.action === 'reissue') {
      const next = reissue(ctx, inv, act.kept)
      done.push({ invoiceId: next.id, action: 'reissue', amount: act.kept })
    }
    if (act.action === 'allowance') {
      allowance(ctx, inv, act.amount)
      done.push({ invoiceId: inv.id, action: 'allowance', amount: act.amount })
    }
    if (!e.fully && left <= 0) break
  }
  return done
}
