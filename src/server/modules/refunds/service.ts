import { and, eq, sql } from 'drizzle-orm'
import type { DbHandle, Db } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { refundLines, refunds, type PAYMENT_METHODS } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { checkRefund, refundable, REFUND_REASONS, type RefundReason } from '../../../shared/domain/refund'
import { lineRefundAmount } from '../../../shared/domain/voids'
import { pricingRules } from '../../../shared/domain/order-totals'
import { adjustContext, refundedQuantities } from '../adjustments'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { logActivity, type Actor } from '../activity'
import { managerApproval, type GuessGuard, type UserRow } from '../auth'
import { cancelRefundedOrder, loadOrder, orderRowOfStore, type OrderRow } from '../orders'
import { onRefund as einvoiceOnRefund } from '../einvoice'
import type { Refund, RefundTenderOption } from '../../../shared/api/front-of-house'
import { assertTender, presentTenders, tendersOf } from './tenders'

type RefundRow = typeof refunds.$inferSelect

export type RefundInput = {
  /** Omitted: everything still refundable. */
  amount?: string | number | null
  paymentMethod: (typeof PAYMENT_METHODS)[number]
  reason?: string | null
  note?: string | null
  managerPin?: string | null
  clientRefundId?: string | null
  /** Refund by lines: which lines and how many of each; the server computes the amount. */
  lines?: { lineId: number; quantity: number }[] | null
  /** Back by a method the order was not paid with (or more than it brought), with the manager's approval. */
  methodOverride?: boolean | null
}

export function refundedOf(d: Db, orderId: number): number {
  return d
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .get()!.sum
}

function presentRefund(r: RefundRow): Refund {
  return {
    id: r.id,
    storeId: r.storeId,
    orderId: r.orderId,
    amount: formatMoney(r.amount),
    paymentMethod: r.method,
    reason: r.reason,
    note: r.note,
    refundedBy: r.refundedBy,
    approvedBy: r.approvedBy,
    clientRefundId: r.clientRefundId,
    createdAt: new Date(r.createdAt).toISOString(),
  }
}

/** The reason from the fixed list; 其他 needs a note. Checked before anything is read or written. */
function checkedReason(input: RefundInput): { reason: RefundReason; note: string | null } {
  const reason = input.reason?.trim()
  if (!reason) throw new AppError('REFUND_REASON_REQUIRED')
  if (!(REFUND_REASONS as readonly string[]).includes(reason)) throw new AppError('REFUND_REASON_REQUIRED')
  const note = input.note?.trim() || null
  if (reason === 'other' && !note) throw new AppError('REFUND_NOTE_REQUIRED')
  return { reason: reason as RefundReason, note }
}

function requestedAmount(v: RefundInput['amount']): number | null {
  if (v === null || v === undefined || v === '') return null
  const cents = parseMoney(v)
  if (cents === null || cents <= 0) throw new AppError('REFUND_AMOUNT_INVALID')
  assertBoundedMoney(cents)
  return cents
}

/** A retried refund with the same clientRefundId returns the first one; different content is refused. */
function replayed(
  d: Db,
  storeId: number,
  orderId: number,
  clientId: string | null,
  input: RefundInput,
  amount: number | null,
): RefundRow | null {
  if (!clientId) return null
  const row = d
    .select()
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.clientRefundId, clientId)))
    .get()
  if (!row) return null
  const same =
    row.orderId === orderId && row.method === input.paymentMethod && (amount === null || row.amount === amount)
  if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '退款' })
  return row
}

type LinesPlan = { amount: number; rows: { orderItemId: number; quantity: number; amount: number }[] }

/**
 * A refund by lines: each line's paid share (service fee and order discounts
 * shared out) for the quantities picked, never more of a line than is left unrefunded and never
 * a voided line; when the picks are everything left, all that is left goes back.
 */
function planLines(d: Db, order: OrderRow, picks: NonNullable<RefundInput['lines']>, refunded: number): LinesPlan {
  const ctx = adjustContext(d, order)
  const live = ctx.lines.filter((l) => !ctx.voided.has(l.id))
  const done = refundedQuantities(
    d,
    live.map((l) => l.id),
  )
  const wanted = new Map<number, number>()
  for (const p of picks) wanted.set(p.lineId, (wanted.get(p.lineId) ?? 0) + p.quantity)
  for (const [lineId, quantity] of wanted) {
    const line = live.find((l) => l.id === lineId)
    if (!line) throw new AppError('ORDER_LINE_NOT_FOUND')
    const left = line.quantity - (done.get(line.id) ?? 0)
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > left)
      throw new AppError('REFUND_LINES_INVALID', { name: line.name, left })
  }
  const everything = live.every((l) => l.quantity - (done.get(l.id) ?? 0) === (wanted.get(l.id) ?? 0))
  const pickOf = (l: (typeof live)[number]) => ({
    left: ctx.priced.lineLeft.get(l.id) ?? 0,
    of: l.quantity,
    quantity: wanted.get(l.id)!,
  })
  const chosen = live.filter((l) => wanted.has(l.id))
  const whole = { itemsNet: ctx.priced.itemsNet, total: order.total, refundable: refundable(order.total, refunded) }
  const rounding = pricingRules(ctx.settings).rounding
  const amount = lineRefundAmount(chosen.map(pickOf), { ...whole, everything }, rounding)
  // Each line's part of the amount, the last line taking what rounding left, so they add up.
  let rest = amount
  const rows = chosen.map((l, i) => {
    const part =
      i === chosen.length - 1
        ? rest
        : Math.min(rest, lineRefundAmount([pickOf(l)], { ...whole, everything: false }, rounding))
    rest -= part
    return { orderItemId: l.id, quantity: wanted.get(l.id)!, amount: part }
  })
  return { amount, rows }
}

/** What may still go back: the order must be paid; its total is what was paid for it. */
function assertRefundable(order: OrderRow, amount: number, refunded: number) {
  if (order.paymentStatus !== 'paid') throw new AppError('REFUND_ORDER_UNPAID', { orderNumber: order.orderNumber })
  const check = checkRefund(amount, order.total, refunded)
  if (check.ok) return check.fullyRefunded
  const left = formatMoney(check.refundable)
  if (check.reason === 'nothing_left')
    throw new AppError('REFUND_NOTHING_LEFT', { orderNumber: order.orderNumber }, { refundable: left })
  if (check.reason === 'exceeds')
    throw new AppError('REFUND_EXCEEDS_PAID', { amount: formatMoney(amount), refundable: left }, { refundable: left })
  throw new AppError('REFUND_AMOUNT_INVALID')
}

/**
 * Refunds, through the money pipeline: client key → one transaction (refund row,
 * order cancelled when nothing is left to refund, activity log with the approving manager) →
 * events after commit (the drawer opens for cash). A retry is a replay, never a second refund.
 */
export function createRefundService({
  db,
  clock,
  events,
  guess,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  guess: GuessGuard
}) {
  const d = db.db

  function write(
    storeId: number,
    orderId: number,
    input: RefundInput,
    actor: Actor,
    approver: UserRow | null,
    fields: ReturnType<typeof checkedReason>,
    clientId: string | null,
  ) {
    const asked = requestedAmount(input.amount)
    const now = clock.now()
    return db.write((tx) => {
      const order = orderRowOfStore(d, storeId, orderId)
      const earlier = replayed(d, storeId, orderId, clientId, input, asked)
      if (earlier) return { row: earlier, replay: true }
      const refunded = refundedOf(d, order.id)
      if (order.paymentStatus !== 'paid') throw new AppError('REFUND_ORDER_UNPAID', { orderNumber: order.orderNumber })
      const plan = input.lines?.length ? planLines(d, order, input.lines, refunded) : null
      const amount = plan?.amount ?? asked ?? Math.max(0, order.total - refunded)
      const full = assertRefundable(order, amount, refunded)
      const otherMethod = assertTender(
        input.paymentMethod,
        amount,
        tendersOf(d, order, refunded),
        input.methodOverride === true,
      )
      const row = d
        .insert(refunds)
        .values({
          storeId,
          orderId: order.id,
          amount,
          method: input.paymentMethod,
          reason: fields.reason,
          note: fields.note,
          refundedBy: actor.user?.id ?? null,
          approvedBy: approver?.id ?? null,
          clientRefundId: clientId,
          createdAt: now,
        })
        .returning()
        .get()
      for (const r of plan?.rows ?? [])
        d.insert(refundLines)
          .values({ refundId: row.id, ...r })
          .run()
      const label = zhTW.pay.refund.reasons[fields.reason] + (fields.note ? `：${fields.note}` : '')
      // 電子發票: voided, voided and reissued for what was kept, or an allowance (see returnAction).
      einvoiceOnRefund(d, {
        storeId,
        orderId: order.id,
        refundId: row.id,
        amount,
        fully: full,
        lines: plan?.rows ?? [],
        reason: zhTW.einvoice.voidReason,
        now,
      })
      // Nothing left to give back: the sale is undone, so it leaves revenue like a cancelled order.
      const cancel = full && order.status !== 'cancelled'
      if (cancel) {
        cancelRefundedOrder(d, order, fill(zhTW.pay.refund.cancelReason, { reason: label }), now)
      }
      logActivity(
        d,
        actor,
        {
          storeId,
          action: 'create_refund',
          entityType: 'refund',
          entityId: row.id,
          details: {
            orderId: order.id,
            orderNumber: order.orderNumber,
            amount: formatMoney(amount),
            method: input.paymentMethod,
            reason: fields.reason,
            reasonLabel: zhTW.pay.refund.reasons[fields.reason],
            note: fields.note,
            fullyRefunded: full,
            otherMethod,
            lines:
              plan?.rows.map((r) => ({
                lineId: r.orderItemId,
                quantity: r.quantity,
                amount: formatMoney(r.amount),
              })) ?? null,
            approvedBy: approver ? { id: approver.id, username: approver.username } : null,
          },
        },
        now,
      )
      // The outbox: the drawer pulse and, for a sale undone, the kitchen's 作廢 ticket commit with the refund.
      const announce = [
        events.stage('refund.recorded', { storeId, refundId: row.id, orderId, method: row.method }),
        ...(cancel
          ? [events.stage('order.status_changed', { storeId, orderId, from: order.status, to: 'cancelled' })]
          : []),
      ]
      for (const step of announce) tx.afterCommit(step)
      return { row, replay: false }
    })
  }

  return {
    async refund(storeId: number, orderId: number, input: RefundInput, actor: Actor) {
      const fields = checkedReason(input)
      requestedAmount(input.amount)
      if (input.lines?.length && requestedAmount(input.amount) !== null) throw new AppError('REFUND_LINES_WITH_AMOUNT')
      const clientId = input.clientRefundId?.trim() || null
      if (clientId && clientId.length > 100) throw new AppError('IDEMPOTENCY_KEY_INVALID')
      orderRowOfStore(d, storeId, orderId)
      // A lost answer retried is answered from the first refund without asking for the PIN again.
      const earlier = replayed(d, storeId, orderId, clientId, input, requestedAmount(input.amount))
      const approver = earlier ? null : await managerApproval(d, guess, storeId, actor, input.managerPin)
      const result = earlier
        ? { row: earlier, replay: true }
        : write(storeId, orderId, input, actor, approver, fields, clientId)
      return { refund: presentRefund(result.row), order: loadOrder(d, storeId, orderId), replay: result.replay }
    },

    /** The methods the order was paid with, each with what may still go back by it. */
    tenders(storeId: number, orderId: number): RefundTenderOption[] {
      const order = orderRowOfStore(d, storeId, orderId)
      return presentTenders(tendersOf(d, order, refundedOf(d, order.id)))
    },

    list(storeId: number, orderId: number) {
      const order = orderRowOfStore(d, storeId, orderId)
      return d
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order.id))
        .orderBy(refunds.createdAt, refunds.id)
        .all()
        .map(presentRefund)
    },
  }
}
export type RefundService = ReturnType<typeof createRefundService>
