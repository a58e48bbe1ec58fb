import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { moneyWrite } from '../../db/transact'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { orderDiscounts } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import {
  checkDiscount, discountReasons, discountThreshold, needsApproval, priceAdjusted,
  type AdjustedTotals, type AppliedDiscount, type DiscountCheck, type DiscountKind, type DiscountSettings, type DiscountSpec,
} from '../../../shared/domain/discounts'
import type { MemberTier, OrderType } from '../../../shared/domain/order-totals'
import { zhTW } from '../../../shared/i18n/zh-TW'
import { logActivity, type Actor } from '../activity'
import type { GuessGuard } from '../auth'
import type { UserRow } from '../auth'
import { loadOrder, orderRowOfStore, type OrderRow } from '../orders/present'
import { hasPayment } from '../orders/service'
import { isManager, managerApproval } from '../refunds/approval'
import { adjustContext, lineOf, repriceOrder, type AdjustContext, type DiscountRow } from './repo'

export type DiscountInput = {
  /** A line of the order; null or omitted: the whole order. */
  lineId?: number | null
  kind: DiscountKind
  /** percent: 1–100; amount: NT$ ("50" or "50.00"); comp: ignored. */
  value?: string | number | null
  reason?: string | null
  note?: string | null
  managerPin?: string | null
  clientDiscountId?: string | null
}

type Checked = { spec: DiscountSpec; lineId: number | null; reason: string; note: string | null }

/** The discount as the server reads it, before anything is looked up: value and kind. */
function specOf(input: Pick<DiscountInput, 'kind' | 'value'>): DiscountSpec {
  if (input.kind === 'comp') return { kind: 'comp', value: 0 }
  if (input.kind === 'percent') {
    const n = typeof input.value === 'number' ? input.value : Number(String(input.value ?? '').trim() || Number.NaN)
    if (!Number.isInteger(n) || n < 1 || n > 100) throw new AppError('DISCOUNT_PERCENT_INVALID')
    return { kind: 'percent', value: n }
  }
  const cents = parseMoney(input.value)
  if (cents === null || cents <= 0) throw new AppError('DISCOUNT_AMOUNT_INVALID')
  return { kind: 'amount', value: cents }
}

function refusal(check: Extract<DiscountCheck, { ok: false }>, spec: DiscountSpec): AppError {
  if (check.reason === 'percent_invalid') return new AppError('DISCOUNT_PERCENT_INVALID')
  if (check.reason === 'amount_invalid') return new AppError('DISCOUNT_AMOUNT_INVALID')
  if (check.reason === 'comp_on_order') return new AppError('DISCOUNT_COMP_ON_ORDER')
  if (check.base <= 0) return new AppError('DISCOUNT_NOTHING_LEFT')
  return new AppError('DISCOUNT_EXCEEDS', { amount: formatMoney(spec.value), base: formatMoney(check.base) }, { base: formatMoney(check.base) })
}

/** A discount of an unpaid, live order; the amount it takes off and whether a staff member needs approval. */
function assess(ctx: AdjustContext, c: Checked, actor: Actor) {
  const { order } = ctx
  if (order.status === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED', { orderNumber: order.orderNumber })
  if (c.lineId !== null) {
    lineOf(ctx, c.lineId)
    if (ctx.voided.has(c.lineId)) throw new AppError('DISCOUNT_NOTHING_LEFT')
  }
  return assessOn(ctx.priced, ctx.settings, c, actor)
}

/** What the discount takes off what is left of its line or the order, and whether a staff member needs approval. */
function assessOn(priced: AdjustedTotals, settings: DiscountSettings, c: Checked, actor: Actor) {
  const base = c.lineId === null ? priced.orderLeft : priced.lineLeft.get(c.lineId) ?? 0
  const check = checkDiscount(c.spec, base, { settings, onOrder: c.lineId === null })
  if (!check.ok) throw refusal(check, c.spec)
  const threshold = discountThreshold(settings)
  const staff = !(actor.user && isManager(actor.user))
  return { amount: check.amount, base, approval: staff && needsApproval(check.amount, base, threshold), threshold }
}

/** The reason from the store's list, and the discount as the server reads it. */
function checkedInput(settings: DiscountSettings, input: Omit<DiscountInput, 'lineId'>, lineId: number | null): Checked {
  const reasons = discountReasons(settings, zhTW.adjust.defaultReasons)
  const reason = input.reason?.trim() ?? ''
  if (!reasons.includes(reason)) throw new AppError('DISCOUNT_REASON_REQUIRED', { reasons: reasons.join('、') })
  return { spec: specOf(input), lineId, reason, note: input.note?.trim() || null }
}

/** A discount sent with a new order (the POS cart): `line` is the index of its line in the order's items. */
export type NewOrderDiscount = Omit<DiscountInput, 'lineId' | 'managerPin' | 'clientDiscountId'> & { line?: number | null }

/**
 * Discounts sent with a new order, checked one after another like discounts of an existing order
 * (the lines keyed by their index until they have ids). Returns the order's figures and the rows
 * to store; a staff discount above the threshold without an approving manager is refused.
 */
export function planOrderDiscounts(
  lines: { subtotal: number }[], asked: NewOrderDiscount[],
  ctx: { settings: DiscountSettings; orderType: OrderType; tier: MemberTier | null; actor: Actor; approver: UserRow | null },
) {
  const refs = lines.map((l, i) => ({ id: i, subtotal: l.subtotal }))
  const applied: AppliedDiscount[] = []
  const rows: (Checked & { amount: number })[] = []
  for (const a of asked) {
    const line = a.line ?? null
    if (line !== null && !(line >= 0 && line < lines.length)) throw new AppError('ORDER_LINE_NOT_FOUND')
    const c = checkedInput(ctx.settings, a, line)
    const verdict = assessOn(priceAdjusted(refs, applied, ctx), ctx.settings, c, ctx.actor)
    if (verdict.approval && !ctx.approver) throw approvalRequired(verdict.threshold)()
    applied.push({ lineId: line, ...c.spec })
    rows.push({ ...c, amount: verdict.amount })
  }
  return { totals: priceAdjusted(refs, applied, ctx), rows }
}

function approvalRequired(threshold: ReturnType<typeof discountThreshold>) {
  return () => new AppError('DISCOUNT_APPROVAL_REQUIRED', { percent: threshold.percent, amount: formatMoney(threshold.amount) })
}

export function presentDiscount(r: DiscountRow) {
  return {
    id: r.id, orderId: r.orderId, lineId: r.orderItemId, kind: r.kind,
    value: r.kind === 'amount' ? formatMoney(r.value) : r.value, amount: formatMoney(r.amount),
    reason: r.reason, note: r.note, createdBy: r.createdBy, approvedBy: r.approvedBy,
    clientDiscountId: r.clientDiscountId, createdAt: new Date(r.createdAt).toISOString(),
  }
}

/**
 * Discounts and 招待 (issue 17 item 6) through the money pipeline: client key → one immediate
 * transaction (the discount, the order repriced by the server, the activity log with who
 * approved) → answer. A staff discount above the store's threshold needs a manager's PIN, checked
 * through the guess guard before the transaction and the threshold checked again inside it.
 */
export function createDiscountService({ db, clock, guess, events }: { db: DbHandle; clock: Clock; guess: GuessGuard; events: EventBus }) {
  const d = db.db

  const checked = (order: OrderRow, input: DiscountInput) => checkedInput(adjustContext(d, order).settings, input, input.lineId ?? null)

  function replayed(storeId: number, order: OrderRow, clientId: string | null, c: Checked): DiscountRow | null {
    if (!clientId) return null
    const row = d.select().from(orderDiscounts).where(and(eq(orderDiscounts.storeId, storeId), eq(orderDiscounts.clientDiscountId, clientId))).get()
    if (!row) return null
    const same = row.orderId === order.id && row.orderItemId === c.lineId && row.kind === c.spec.kind && row.value === c.spec.value
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '折扣' })
    return row
  }

  function write(storeId: number, orderId: number, c: Checked, actor: Actor, approver: UserRow | null, clientId: string | null) {
    const now = clock.now()
    return moneyWrite(db.sqlite, () => {
      const order = orderRowOfStore(d, storeId, orderId)
      const earlier = replayed(storeId, order, clientId, c)
      if (earlier) return { row: earlier, replay: true }
      if (hasPayment(d, order)) throw new AppError('DISCOUNT_ORDER_PAID', { orderNumber: order.orderNumber })
      const a = assess(adjustContext(d, order), c, actor)
      if (a.approval && !approver) throw approvalRequired(a.threshold)()
      const row = d.insert(orderDiscounts).values({
        storeId, orderId: order.id, orderItemId: c.lineId, kind: c.spec.kind, value: c.spec.value, amount: a.amount,
        reason: c.reason, note: c.note, createdBy: actor.user?.id ?? null, approvedBy: approver?.id ?? null,
        clientDiscountId: clientId, createdAt: now,
      }).returning().get()
      const after = repriceOrder(d, order, now)
      logActivity(d, actor, {
        storeId, action: 'create_discount', entityType: 'order', entityId: order.id,
        details: {
          orderNumber: order.orderNumber, lineId: c.lineId, line: c.lineId === null ? null : lineOf(after, c.lineId).name,
          kind: c.spec.kind, value: c.spec.kind === 'amount' ? formatMoney(c.spec.value) : c.spec.value, amount: formatMoney(a.amount),
          reason: c.reason, note: c.note, total: formatMoney(after.priced.total),
          approvedBy: approver ? { id: approver.id, username: approver.username } : null,
        },
      }, now)
      return { row, replay: false }
    }, (done) => events.emit('order.discounted', { storeId, orderId, discountId: done.row.id }))
  }

  return {
    async discount(storeId: number, orderId: number, input: DiscountInput, actor: Actor) {
      const clientId = input.clientDiscountId?.trim() || null
      if (clientId && clientId.length > 100) throw new AppError('IDEMPOTENCY_KEY_INVALID')
      const order = orderRowOfStore(d, storeId, orderId)
      const c = checked(order, input)
      // A lost answer retried is answered from the first discount without asking for the PIN again.
      const earlier = replayed(storeId, order, clientId, c)
      let approver: UserRow | null = null
      if (!earlier) {
        if (hasPayment(d, order)) throw new AppError('DISCOUNT_ORDER_PAID', { orderNumber: order.orderNumber })
        const a = assess(adjustContext(d, order), c, actor)
        if (a.approval || input.managerPin) approver = await managerApproval(d, guess, storeId, actor, input.managerPin, approvalRequired(a.threshold))
      }
      const result = earlier ? { row: earlier, replay: true } : write(storeId, orderId, c, actor, approver, clientId)
      return { discount: presentDiscount(result.row), order: loadOrder(d, storeId, orderId), replay: result.replay }
    },

  }
}
export type DiscountService = ReturnType<typeof createDiscountService>
