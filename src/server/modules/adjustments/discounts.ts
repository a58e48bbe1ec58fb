import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { orderDiscounts } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import { logActivity, type Actor } from '../activity'
import { managerApproval, type GuessGuard, type UserRow } from '../auth'
import {
  approvalRequired,
  assessOn,
  checkedInput,
  hasPayment,
  loadOrder,
  orderRowOfStore,
  type Checked,
  type DiscountInput,
  type OrderRow,
} from '../orders'
import { adjustContext, lineOf, repriceOrder, type AdjustContext, type DiscountRow } from './repo'

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

export function presentDiscount(r: DiscountRow) {
  return {
    id: r.id,
    orderId: r.orderId,
    lineId: r.orderItemId,
    kind: r.kind,
    value: r.kind === 'amount' ? formatMoney(r.value) : r.value,
    amount: formatMoney(r.amount),
    reason: r.reason,
    note: r.note,
    createdBy: r.createdBy,
    approvedBy: r.approvedBy,
    clientDiscountId: r.clientDiscountId,
    createdAt: new Date(r.createdAt).toISOString(),
  }
}

/**
 * Discounts and 招待 through the money pipeline: client key → one immediate
 * transaction (the discount, the order repriced by the server, the activity log with who
 * approved) → answer. A staff discount above the store's threshold needs a manager's PIN, checked
 * through the guess guard before the transaction and the threshold checked again inside it.
 */
export function createDiscountService({
  db,
  clock,
  guess,
  events,
}: {
  db: DbHandle
  clock: Clock
  guess: GuessGuard
  events: EventBus
}) {
  const d = db.db

  const checked = (order: OrderRow, input: DiscountInput) =>
    checkedInput(adjustContext(d, order).settings, input, input.lineId ?? null)

  function replayed(storeId: number, order: OrderRow, clientId: string | null, c: Checked): DiscountRow | null {
    if (!clientId) return null
    const row = d
      .select()
      .from(orderDiscounts)
      .where(and(eq(orderDiscounts.storeId, storeId), eq(orderDiscounts.clientDiscountId, clientId)))
      .get()
    if (!row) return null
    const same =
      row.orderId === order.id && row.orderItemId === c.lineId && row.kind === c.spec.kind && row.value === c.spec.value
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '折扣' })
    return row
  }

  function write(
    storeId: number,
    orderId: number,
    c: Checked,
    actor: Actor,
    approver: UserRow | null,
    clientId: string | null,
  ) {
    const now = clock.now()
    return db.write((tx) => {
      const order = orderRowOfStore(d, storeId, orderId)
      const earlier = replayed(storeId, order, clientId, c)
      if (earlier) return { row: earlier, replay: true }
      if (hasPayment(d, order)) throw new AppError('DISCOUNT_ORDER_PAID', { orderNumber: order.orderNumber })
      const a = assess(adjustContext(d, order), c, actor)
      if (a.approval && !approver) throw approvalRequired(a.threshold)()
      const row = d
        .insert(orderDiscounts)
        .values({
          storeId,
          orderId: order.id,
          orderItemId: c.lineId,
          kind: c.spec.kind,
          value: c.spec.value,
          amount: a.amount,
          reason: c.reason,
          note: c.note,
          createdBy: actor.user?.id ?? null,
          approvedBy: approver?.id ?? null,
          clientDiscountId: clientId,
          createdAt: now,
        })
        .returning()
        .get()
      const after = repriceOrder(d, order, now)
      logActivity(
        d,
        actor,
        {
          storeId,
          action: 'create_discount',
          entityType: 'order',
          entityId: order.id,
          details: {
            orderNumber: order.orderNumber,
            lineId: c.lineId,
            line: c.lineId === null ? null : lineOf(after, c.lineId).name,
            kind: c.spec.kind,
            value: c.spec.kind === 'amount' ? formatMoney(c.spec.value) : c.spec.value,
            amount: formatMoney(a.amount),
            reason: c.reason,
            note: c.note,
            total: formatMoney(after.priced.total),
            approvedBy: approver ? { id: approver.id, username: approver.username } : null,
          },
        },
        now,
      )
      tx.afterCommit(events.stage('order.discounted', { storeId, orderId, discountId: row.id }))
      return { row, replay: false }
    })
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
        if (a.approval || input.managerPin)
          approver = await managerApproval(d, guess, storeId, actor, input.managerPin, approvalRequired(a.threshold))
      }
      const result = earlier ? { row: earlier, replay: true } : write(storeId, orderId, c, actor, approver, clientId)
      return { discount: presentDiscount(result.row), order: loadOrder(d, storeId, orderId), replay: result.replay }
    },
  }
}
export type DiscountService = ReturnType<typeof createDiscountService>
