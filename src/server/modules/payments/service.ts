import { and, asc, eq } from 'drizzle-orm'
import type { DbHandle, Db } from '../../db/client'
import type { Clock } from '../../clock'
import type { Announce, EventBus } from '../../events'
import { payments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { cashChange, checkPaymentAmount, type SessionBalance } from '../../../shared/domain/table-session'
import { isOrderPaid, payable, settles, type PaymentScope } from '../../../shared/domain/order-payment'
import { logActivity, type Actor } from '../activity'
import { checkChoice, invoicesOfPayments, issueForPayment, paymentInvoice, type InvoiceChoiceInput } from '../einvoice'
import { checkOf, loadSessionOrders, markPaid, orderRowOfStore, type OrderRow } from '../orders'
import { storeRow } from '../stores'
import { clearIfSettled } from './settle'
import { checkCarried, type CheckCarried } from '../../../shared/domain/order-pricing'
import type { Payment } from '../../../shared/api/front-of-house'
import {
  balanceOf,
  orderBalance,
  presentBalance,
  sessionOfStore,
  tableOfStore,
  type PaymentMethod,
  type SessionRow,
} from '../tables'

type PaymentRow = typeof payments.$inferSelect

export type PaymentInput = {
  sessionId?: number | null
  orderId?: number | null
  amount: string | number
  paymentMethod: PaymentMethod
  /** Cash handed over; the change is tendered − amount. */
  tendered?: string | number | null
  clientPaymentId?: string | null
  /** 電子發票: none, a carrier, a buyer 統編 or a donation; checked before anything is written. */
  invoice?: InvoiceChoiceInput | null
}

export function presentPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    storeId: p.storeId,
    sessionId: p.sessionId,
    orderId: p.orderId,
    amount: formatMoney(p.amount),
    paymentMethod: p.method,
    tendered: p.tendered === null ? null : formatMoney(p.tendered),
    change: p.tendered === null ? null : formatMoney(cashChange(p.amount, p.tendered)!),
    receivedBy: p.receivedBy,
    clientPaymentId: p.clientPaymentId,
    createdAt: new Date(p.createdAt).toISOString(),
  }
}

function positiveMoney(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null
  const cents = parseMoney(v)
  if (cents === null || cents <= 0) throw new AppError('PAYMENT_AMOUNT_INVALID')
  assertBoundedMoney(cents)
  return cents
}

/**
 * What a payment settles: a table session, or a takeout order on its own. A dine-in order pays into
 * its session, no more than it owes itself (`named`).
 */
type Target = { session: SessionRow; order: null } | { session: null; order: OrderRow }
type Resolved = Target & { orderId: number | null; named: OrderRow | null }

function resolveTarget(d: Db, storeId: number, input: PaymentInput): Resolved {
  if (input.orderId) {
    const order = orderRowOfStore(d, storeId, input.orderId)
    if (input.sessionId && input.sessionId !== order.sessionId) throw new AppError('PAYMENT_TARGET_MISMATCH')
    // A payment naming a cancelled order would be money with no sale behind it.
    if (order.status === 'cancelled') throw new AppError('PAYMENT_ORDER_CANCELLED', { orderNumber: order.orderNumber })
    return order.sessionId
      ? { session: sessionOfStore(d, storeId, order.sessionId), order: null, orderId: order.id, named: order }
      : { session: null, order, orderId: order.id, named: order }
  }
  if (input.sessionId)
    return { session: sessionOfStore(d, storeId, input.sessionId), order: null, orderId: null, named: null }
  throw new AppError('PAYMENT_TARGET_REQUIRED')
}

/** The bill and, for an order at a table, that order's own share; an order already paid is refused (409). */
function scopeOf(d: Db, t: Resolved): PaymentScope {
  const bill = balanceOfTarget(d, t)
  const own = t.named ? orderBalance(d, t.named) : null
  if (t.named && isOrderPaid(t.named, own!))
    throw new AppError('ORDER_ALREADY_PAID', { orderNumber: t.named.orderNumber })
  return { bill, order: t.session ? own : null }
}

/** A retried payment with the same clientPaymentId returns the first one; a different one is refused. */
function replayed(
  d: Db,
  storeId: number,
  clientId: string | null,
  input: PaymentInput,
  amount: number,
): PaymentRow | null {
  if (!clientId) return null
  const row = d
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.clientPaymentId, clientId)))
    .get()
  if (!row) return null
  const same =
    row.amount === amount &&
    row.method === input.paymentMethod &&
    (!input.orderId || row.orderId === input.orderId) &&
    (!input.sessionId || row.sessionId === input.sessionId)
  if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '收款' })
  return row
}

function assertAmount(amount: number, balance: SessionBalance) {
  const check = checkPaymentAmount(amount, balance.outstanding)
  if (check.ok) return
  if (check.reason === 'nothing_due')
    throw new AppError('PAYMENT_NOTHING_DUE', {}, { outstanding: formatMoney(balance.outstanding) })
  if (check.reason === 'exceeds') {
    const outstanding = formatMoney(balance.outstanding)
    throw new AppError('PAYMENT_EXCEEDS_OUTSTANDING', { amount: formatMoney(amount), outstanding }, { outstanding })
  }
  throw new AppError('PAYMENT_AMOUNT_INVALID')
}

/** The money figures of a payment request, checked before any transaction starts. */
export type CheckedPayment = { amount: number; tendered: number | null; clientId: string | null }

export function checkPayment(input: PaymentInput): CheckedPayment {
  const amount = positiveMoney(input.amount)
  if (amount === null) throw new AppError('PAYMENT_AMOUNT_INVALID')
  const tendered = input.paymentMethod === 'cash' ? positiveMoney(input.tendered) : null
  if (tendered !== null && tendered < amount) {
    throw new AppError('PAYMENT_TENDERED_TOO_LOW', { tendered: formatMoney(tendered), amount: formatMoney(amount) })
  }
  const clientId = input.clientPaymentId?.trim() || null
  if (clientId && clientId.length > 100) throw new AppError('IDEMPOTENCY_KEY_INVALID')
  return { amount, tendered, clientId }
}

/** `announce`: after the commit, the payment.recorded event (null for a replay). */
export type TakenPayment = { row: PaymentRow; target: Target; replay: boolean; announce: Announce | null }

/**
 * One payment inside the caller's write transaction: a replay of the same client key, or a new row
 * no larger than what is owed, marking the bill (or the named order) paid once it is settled.
 */
export function takePayment(
  d: Db,
  events: EventBus,
  storeId: number,
  input: PaymentInput,
  checked: CheckedPayment,
  actor: Actor,
  now: number,
  /** Ties the new payment to what it pays (a split part) before its receipt is written. */
  link?: (paymentId: number) => void,
): TakenPayment {
  const { amount, tendered, clientId } = checked
  const choice = checkChoice(input.invoice)
  const earlier = replayed(d, storeId, clientId, input, amount)
  const target = resolveTarget(d, storeId, input)
  if (earlier) return { row: earlier, target, replay: true, announce: null }
  const scope = scopeOf(d, target)
  assertAmount(amount, payable(scope))
  const row = d
    .insert(payments)
    .values({
      storeId,
      sessionId: target.session?.id ?? null,
      orderId: target.orderId,
      amount,
      method: input.paymentMethod,
      tendered,
      receivedBy: actor.user?.id ?? null,
      clientPaymentId: clientId,
      createdAt: now,
    })
    .returning()
    .get()
  const settled = settles(scope, amount)
  if (settled === 'bill')
    markPaid(
      d,
      target.session ? { sessionId: target.session.id } : { orderId: target.order!.id },
      input.paymentMethod,
      now,
    )
  if (settled === 'order') markPaid(d, { orderId: target.named!.id }, input.paymentMethod, now)
  logActivity(
    d,
    actor,
    {
      storeId,
      action: 'create_payment',
      entityType: 'payment',
      entityId: row.id,
      details: {
        amount: formatMoney(amount),
        method: input.paymentMethod,
        sessionId: row.sessionId,
        orderId: row.orderId,
        ...(tendered === null
          ? {}
          : { tendered: formatMoney(tendered), change: formatMoney(cashChange(amount, tendered)!) }),
      },
    },
    now,
  )
  link?.(row.id)
  // The invoice number is taken with the payment: both commit, or neither.
  issueForPayment(d, storeId, row.id, choice, now)
  // The outbox: the receipt, the drawer pulse and its activity log commit with the payment.
  const announce = events.stage('payment.recorded', {
    storeId,
    paymentId: row.id,
    sessionId: row.sessionId,
    orderId: row.orderId,
  })
  return { row, target, replay: false, announce }
}

export const balanceOfTarget = (d: Db, t: Target): SessionBalance =>
  t.session ? balanceOf(d, t.session.id) : orderBalance(d, t.order!)

export function createPaymentService({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const d = db.db

  /** What the check's orders carry, so a cart can price a 加點 round as the server will. */
  const presentCheck = (c: CheckCarried) => ({
    feeBase: formatMoney(c.feeBase),
    serviceFee: formatMoney(c.fee),
    members: c.members.map((m) => ({
      memberId: m.memberId,
      base: formatMoney(m.base),
      discount: formatMoney(m.discount),
    })),
  })

  function summaryOf(session: SessionRow) {
    const table = tableOfStore(d, session.storeId, session.tableId)
    return {
      sessionId: session.id,
      tableId: session.tableId,
      tableNumber: table.number,
      status: session.status,
      guestCount: session.guestCount,
      startedAt: new Date(session.startedAt).toISOString(),
      endedAt: session.endedAt === null ? null : new Date(session.endedAt).toISOString(),
      ...presentBalance(balanceOf(d, session.id)),
      check: presentCheck(checkCarried(checkOf(d, session.id, storeRow(d, session.storeId)?.settings).check)),
    }
  }

  return {
    /**
     * Takes money against a session or a takeout order: more than zero and never more than is owed.
     * The payment that settles a table's check clears it when the store says so (`tableCleared`).
     */
    record(storeId: number, input: PaymentInput, actor: Actor) {
      const checked = checkPayment(input)
      const now = clock.now()
      const result = db.write((tx) => {
        const taken = takePayment(d, events, storeId, input, checked, actor, now)
        const session = taken.replay ? null : taken.target.session
        const cleared = session !== null && clearIfSettled(d, storeId, session, actor, now)
        tx.afterCommit(taken.announce ?? undefined)
        if (cleared)
          tx.afterCommit(() =>
            events.emit('table.cleared', { storeId, tableId: session.tableId, sessionId: session.id }),
          )
        return { ...taken, cleared }
      })
      return {
        payment: {
          ...presentPayment(result.row),
          summary: presentBalance(balanceOfTarget(d, result.target)),
          invoice: paymentInvoice(d, result.row.id, now),
          tableCleared: result.cleared,
        },
        replay: result.replay,
      }
    },

    sessionOrders(storeId: number, sessionId: number) {
      const session = sessionOfStore(d, storeId, sessionId)
      return loadSessionOrders(d, storeId, session.id)
    },

    /** The check's payments, each with the invoice it took (null without one), so the counter sees its number. */
    sessionPayments(storeId: number, sessionId: number) {
      const session = sessionOfStore(d, storeId, sessionId)
      const rows = d
        .select()
        .from(payments)
        .where(eq(payments.sessionId, session.id))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .all()
      const invoices = invoicesOfPayments(
        d,
        rows.map((p) => p.id),
      )
      return rows.map((p) => ({ ...presentPayment(p), invoice: invoices.get(p.id) ?? null }))
    },

    sessionSummary(storeId: number, sessionId: number) {
      return summaryOf(sessionOfStore(d, storeId, sessionId))
    },
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>
