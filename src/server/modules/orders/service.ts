import { eq, sql } from 'drizzle-orm'
import type { DbHandle, Db } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { orders, payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hasPaymentToward } from '../../../shared/domain/table-session'
import {
  ORDER_STATUS_LABELS,
  STATUS_TIME_FIELD,
  checkAdminAdvance,
  checkCancel,
  checkKitchenMove,
  type KitchenTarget,
  type OrderStatus,
  type TransitionCheck,
} from '../../../shared/domain/order-status'
import { reverseMember } from './writes'
import { logActivity, type ActivityAction, type Actor } from '../activity'
import { createOrderInTx, type CreateOrderInput, type OpenDay, type RecordDiscounts } from './create'
import { resolveKey } from './idempotency'
import { orderDayStats } from './day-stats'
import { listOrders, type OrderFilters } from './list'
import { createKitchenView } from './kitchen-view'
import { loadOrder, orderRowOfStore, type OrderRow } from './present'
import { restoreStock } from './stock'
import { settleSession } from './check'
import { storeRow } from '../stores'
import { dayCutoff } from '../../../shared/domain/business-day'
import { balanceOf } from '../tables'
import type { GuessGuard } from '../auth'
import { managerApproval } from '../auth'

/**
 * An order someone has paid toward (in full or in part) is not cancelled: its payment would stay
 * without a sale behind it, and the close of day would count more money than revenue. The money
 * is refunded first. Checked inside the cancel's transaction, so a payment cannot slip in between.
 */
export function hasPayment(d: Db, order: OrderRow): boolean {
  const namingIt = d
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .get()!.sum
  const bill = order.sessionId === null ? null : balanceOf(d, order.sessionId)
  return hasPaymentToward(order, namingIt, bill)
}

function assertNothingPaid(d: Db, order: OrderRow) {
  if (hasPayment(d, order)) throw new AppError('ORDER_HAS_PAYMENT', { orderNumber: order.orderNumber })
}

export function createOrderService({
  db,
  clock,
  events,
  guess,
  recordDiscounts,
  openDay,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  guess?: GuessGuard
  recordDiscounts: RecordDiscounts
  openDay: OpenDay
}) {
  const d = db.db
  /** One status move: checked, stamped, logged in a transaction; announced after commit. */
  function move(
    storeId: number,
    orderId: number,
    to: OrderStatus,
    actor: Actor,
    check: (from: OrderStatus) => TransitionCheck,
    reason?: string,
    action: ActivityAction = 'update_order',
    extra: Record<string, unknown> = {},
  ) {
    const now = clock.now()
    db.write((tx) => {
      const order = orderRowOfStore(d, storeId, orderId)
      const verdict = check(order.status)
      if (!verdict.ok) {
        throw new AppError(
          'ORDER_STATUS_TRANSITION',
          { fromLabel: ORDER_STATUS_LABELS[verdict.from], toLabel: ORDER_STATUS_LABELS[verdict.to] },
          { from: verdict.from, to: verdict.to },
        )
      }
      if (to === 'cancelled') assertNothingPaid(d, order)
      const stamp = to === 'pending' ? {} : { [STATUS_TIME_FIELD[to]]: now }
      d.update(orders)
        .set({ status: to, ...stamp, ...(reason ? { cancelReason: reason } : {}), updatedAt: now })
        .where(eq(orders.id, order.id))
        .run()
      if (to === 'cancelled') {
        restoreStock(d, { storeId, orderId: order.id, userId: actor.user?.id ?? null, now })
        reverseMember(d, order, now)
        // The check's fee is rounded once on what is left: its unpaid orders carry the difference.
        if (order.sessionId !== null) settleSession(d, order.sessionId, storeRow(d, storeId)?.settings, now)
      }
      logActivity(
        d,
        actor,
        {
          storeId,
          action,
          entityType: 'order',
          entityId: order.id,
          details: {
            orderNumber: order.orderNumber,
            from: order.status,
            to,
            ...(reason ? { reason } : {}),
            ...extra,
          },
        },
        now,
      )
      // The outbox: a cancel's void tickets commit with it.
      tx.afterCommit(events.stage('order.status_changed', { storeId, orderId, from: order.status, to }))
    })
    return loadOrder(d, storeId, orderId)
  }

  return {
    /**
     * Creates an order, or returns the first one when the same idempotency key comes again
     * (`replay`). `key` is the Idempotency-Key header; the body's clientOrderId is the fallback.
     * Orders arriving together share one commit (group commit); each answer waits for it.
     */
    async create(
      storeId: number,
      input: CreateOrderInput & { clientOrderId?: string | null },
      actor: Actor,
      headerKey?: string | null,
    ) {
      const key = resolveKey(headerKey, input.clientOrderId)
      // A PIN sent with cart discounts is checked (guess-guarded) before the write; the write asks for it only above
      // the threshold.
      const approver =
        input.discounts?.length && input.managerPin && guess
          ? await managerApproval(d, guess, storeId, actor, input.managerPin)
          : null
      const now = clock.now()
      // Grouped with the other orders of this turn of the event loop: one commit and one sync for all.
      const result = await db.writeGrouped((tx) => {
        const r = createOrderInTx(d, storeId, input, { actor, now, key, approver, recordDiscounts, openDay })
        if (r.replay) return r
        // The outbox, in the order's own savepoint: its kitchen tickets commit with it or not at all.
        if (r.seated) tx.afterCommit(events.stage('table.opened', { storeId, ...r.seated }))
        if (r.portionsTaken.length)
          tx.afterCommit(events.stage('menu.portions_changed', { storeId, menuItemIds: r.portionsTaken }))
        tx.afterCommit(events.stage('order.created', { storeId, orderId: r.orderId }, r.written))
        return r
      })
      if (result.replay) return { order: loadOrder(d, storeId, result.orderId), replay: true }
      return { order: result.order, replay: false }
    },

    /** A page of orders, newest first, and the cursor of the next page (null on the last). */
    list(storeId: number, filters: OrderFilters) {
      return listOrders(d, storeId, filters)
    },

    get(storeId: number, orderId: number) {
      return loadOrder(d, storeId, orderId)
    },

    /** A business day's counts and totals by status (today's when no date is given). */
    dayStats(storeId: number, date?: string) {
      const store = storeRow(d, storeId)
      if (!store) throw new AppError('STORE_NOT_FOUND')
      return orderDayStats(d, storeId, date ?? openDay(d, storeId, dayCutoff(store.settings), clock.now()).date)
    },

    /** Active kitchen tickets, oldest first, as the JSON text of the answer (kept per order between polls). */
    kitchen: createKitchenView(db),

    /** Order management: exactly one step forward. */
    advance(storeId: number, orderId: number, to: OrderStatus, actor: Actor) {
      return move(storeId, orderId, to, actor, (from) => checkAdminAdvance(from, to))
    },

    kitchenMove(storeId: number, orderId: number, to: KitchenTarget, actor: Actor) {
      return move(storeId, orderId, to, actor, (from) => checkKitchenMove(from, to))
    },

    cancel(storeId: number, orderId: number, reason: string, actor: Actor) {
      const why = reason.trim()
      if (!why) throw new AppError('CANCEL_REASON_REQUIRED')
      return move(storeId, orderId, 'cancelled', actor, checkCancel, why)
    },

    /**
     * 作廢 an unpaid order: a cancel with a listed reason, open to the caller's
     * approval check. Voiding an order already cancelled is a replay of the first void.
     */
    voidOrder(
      storeId: number,
      orderId: number,
      reasonLabel: string,
      actor: Actor,
      details: Record<string, unknown> = {},
    ): { order: ReturnType<typeof loadOrder>; replay: boolean } {
      try {
        return {
          order: move(storeId, orderId, 'cancelled', actor, checkCancel, reasonLabel, 'void_order', details),
          replay: false,
        }
      } catch (e) {
        if (
          e instanceof AppError &&
          e.code === 'ORDER_STATUS_TRANSITION' &&
          orderRowOfStore(d, storeId, orderId).status === 'cancelled'
        ) {
          return { order: loadOrder(d, storeId, orderId), replay: true }
        }
        throw e
      }
    },
  }
}
export type OrderService = ReturnType<typeof createOrderService>
