import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { orderVoids } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import { isVoidReason, type VoidReason } from '../../../shared/domain/voids'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { logActivity, type Actor } from '../activity'
import { managerApproval, type GuessGuard, type UserRow } from '../auth'
import { hasPayment, loadOrder, orderRowOfStore, restoreLineStock, type OrderService } from '../orders'
import { adjustContext, lineOf, repriceOrder } from './repo'

export type VoidInput = {
  /** A line of the order; omitted: the whole (unpaid) order. */
  lineId?: number | null
  reason?: string | null
  note?: string | null
  managerPin?: string | null
  clientVoidId?: string | null
}

/** The reason from the fixed list; 其他 needs a note. Checked before anything is read or written. */
function checkedReason(input: VoidInput): { reason: VoidReason; note: string | null; label: string } {
  const reason = input.reason?.trim()
  if (!isVoidReason(reason)) throw new AppError('VOID_REASON_REQUIRED')
  const note = input.note?.trim() || null
  if (reason === 'other' && !note) throw new AppError('VOID_NOTE_REQUIRED')
  return { reason, note, label: zhTW.adjust.voidReasons[reason] + (note ? `：${note}` : '') }
}

const required = () => new AppError('VOID_APPROVAL_REQUIRED')

/**
 * Voids: a line or a whole order that nobody has paid toward, with a reason;
 * staff need a manager's PIN. A line void gives its stock back, reprices the order and sends the
 * kitchen a 作廢 ticket of that line; an order void is the orders module's cancel (stock back,
 * 作廢 ticket). Voiding what is already voided is a replay, so a double tap voids once.
 */
export function createVoidService({
  db,
  clock,
  events,
  guess,
  orders,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  guess: GuessGuard
  orders: OrderService
}) {
  const d = db.db

  function voidLine(
    storeId: number,
    orderId: number,
    lineId: number,
    why: ReturnType<typeof checkedReason>,
    actor: Actor,
    approver: UserRow | null,
    clientId: string | null,
  ) {
    const now = clock.now()
    return db.write((tx) => {
      const order = orderRowOfStore(d, storeId, orderId)
      const ctx = adjustContext(d, order)
      const line = lineOf(ctx, lineId)
      if (ctx.voided.has(line.id)) return { replay: true }
      if (order.status === 'cancelled')
        throw new AppError('ORDER_ALREADY_CANCELLED', { orderNumber: order.orderNumber })
      if (hasPayment(d, order)) throw new AppError('VOID_ORDER_PAID', { orderNumber: order.orderNumber })
      if (ctx.lines.every((l) => l.id === line.id || ctx.voided.has(l.id))) {
        throw new AppError('VOID_LAST_LINE', { name: line.name, orderNumber: order.orderNumber })
      }
      if (
        clientId &&
        d
          .select({ id: orderVoids.id })
          .from(orderVoids)
          .where(and(eq(orderVoids.storeId, storeId), eq(orderVoids.clientVoidId, clientId)))
          .get()
      ) {
        throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '作廢' })
      }
      d.insert(orderVoids)
        .values({
          storeId,
          orderId: order.id,
          orderItemId: line.id,
          reason: why.reason,
          note: why.note,
          voidedBy: actor.user?.id ?? null,
          clientVoidId: clientId,
          createdAt: now,
        })
        .run()
      restoreLineStock(d, { storeId, orderId: order.id, userId: actor.user?.id ?? null, now }, line)
      const after = repriceOrder(d, order, now)
      logActivity(
        d,
        actor,
        {
          storeId,
          action: 'void_order_item',
          entityType: 'order',
          entityId: order.id,
          details: {
            orderNumber: order.orderNumber,
            lineId: line.id,
            name: line.name,
            quantity: line.quantity,
            subtotal: formatMoney(line.subtotal),
            reason: why.reason,
            reasonLabel: zhTW.adjust.voidReasons[why.reason],
            note: why.note,
            total: formatMoney(after.priced.total),
            approvedBy: approver ? { id: approver.id, username: approver.username } : null,
          },
        },
        now,
      )
      // The outbox: the kitchen's 作廢 ticket of the line commits with the void.
      tx.afterCommit(events.stage('order.items_voided', { storeId, orderId, itemIds: [line.id] }))
      return { replay: false }
    })
  }

  return {
    async void(storeId: number, orderId: number, input: VoidInput, actor: Actor) {
      const why = checkedReason(input)
      const clientId = input.clientVoidId?.trim() || null
      if (clientId && clientId.length > 100) throw new AppError('IDEMPOTENCY_KEY_INVALID')
      const order = orderRowOfStore(d, storeId, orderId)
      const lineId = input.lineId ?? null
      const done =
        lineId === null
          ? order.status === 'cancelled'
          : adjustContext(d, order).voided.has(lineOf(adjustContext(d, order), lineId).id)
      // Already voided: a retry is answered without asking for the PIN again.
      const approver: UserRow | null = done
        ? null
        : await managerApproval(d, guess, storeId, actor, input.managerPin, required)
      if (lineId === null) {
        const r = done
          ? { order: loadOrder(d, storeId, orderId), replay: true }
          : orders.voidOrder(storeId, orderId, fill(zhTW.adjust.voidCancelReason, { reason: why.label }), actor, {
              voidReason: why.reason,
              approvedBy: approver ? { id: approver.id, username: approver.username } : null,
            })
        return { ...r, approvedBy: approver?.id ?? null }
      }
      const r = voidLine(storeId, orderId, lineId, why, actor, approver, clientId)
      return { order: loadOrder(d, storeId, orderId), replay: r.replay, approvedBy: approver?.id ?? null }
    },
  }
}
export type VoidService = ReturnType<typeof createVoidService>
