import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { DbHandle, Db } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { billSplitParts, billSplits, payments, type SPLIT_KINDS } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import {
  allotPieces,
  splitByAmounts,
  splitByItems,
  splitByShares,
  unsplitRemainder,
  type SplitEntry,
  type SplitPlan,
} from '../../../shared/domain/bill-split'
import { logActivity, type Actor } from '../activity'
import { balanceOf, presentBalance, sessionOfStore, type PaymentMethod, type SessionRow } from '../tables'
import { checkPayment, presentPayment, takePayment } from './service'
import { sessionLines } from './split-lines'
import { refusal } from './split-refusal'
import { clearIfSettled } from './settle'
import { invoicesOfPayments, paymentInvoice, type InvoiceChoiceInput } from '../einvoice'
import type { PartPaymentResult, SplitBill } from '../../../shared/api/front-of-house'

type SplitKind = (typeof SPLIT_KINDS)[number]
export type SplitInput = { kind: SplitKind; shares?: number; amounts?: (string | number)[]; checks?: SplitEntry[][] }
/** `invoice`: each paid part is its own sale, so it gets its own 電子發票. */
export type PartPaymentInput = {
  paymentMethod: PaymentMethod
  tendered?: string | number | null
  clientPaymentId?: string | null
  invoice?: InvoiceChoiceInput | null
}

type PartRow = typeof billSplitParts.$inferSelect

function openSession(d: Db, storeId: number, sessionId: number): SessionRow {
  const session = sessionOfStore(d, storeId, sessionId)
  if (session.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED')
  return session
}

const activeSplit = (d: Db, sessionId: number) =>
  d
    .select()
    .from(billSplits)
    .where(and(eq(billSplits.sessionId, sessionId), eq(billSplits.status, 'active')))
    .get() ?? null

const partsOf = (d: Db, splitId: number) =>
  d.select().from(billSplitParts).where(eq(billSplitParts.splitId, splitId)).orderBy(asc(billSplitParts.position)).all()

function moneyList(raw: (string | number)[] | undefined): number[] {
  return (raw ?? []).map((v) => {
    const cents = parseMoney(v)
    if (cents === null) throw new AppError('PAYMENT_AMOUNT_INVALID')
    return cents
  })
}

function plan(d: Db, session: SessionRow, input: SplitInput): SplitPlan {
  const balance = balanceOf(d, session.id)
  if (input.kind === 'equal') return splitByShares(balance.outstanding, input.shares ?? 0)
  if (input.kind === 'amount') return splitByAmounts(balance.outstanding, moneyList(input.amounts))
  return splitByItems(balance.outstanding, balance.paid, sessionLines(d, session.id), input.checks ?? [])
}

/** Ends a split that no part was paid from; a split with a paid part stays (its parts are the bill). */
function cancelUnpaidSplit(d: Db, sessionId: number) {
  const split = activeSplit(d, sessionId)
  if (!split) return
  if (partsOf(d, split.id).some((p) => p.paymentId !== null)) throw new AppError('SPLIT_HAS_PAID_PART')
  d.update(billSplits).set({ status: 'cancelled' }).where(eq(billSplits.id, split.id)).run()
}

export function createSplitService({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const d = db.db

  function present(session: SessionRow): SplitBill {
    const split = activeSplit(d, session.id)
    const balance = balanceOf(d, session.id)
    if (!split) return { sessionId: session.id, split: null, ...presentBalance(balance) }
    const parts = partsOf(d, split.id)
    const pieces = allotPieces(
      sessionLines(d, session.id),
      parts.map((p) => p.lines),
      (l) => l.subtotal,
    )
    const paymentRows = parts.some((p) => p.paymentId)
      ? d
          .select()
          .from(payments)
          .where(
            inArray(
              payments.id,
              parts.flatMap((p) => (p.paymentId ? [p.paymentId] : [])),
            ),
          )
          .all()
      : []
    const invoices = invoicesOfPayments(
      d,
      paymentRows.map((r) => r.id),
    )
    return {
      sessionId: session.id,
      ...presentBalance(balance),
      split: {
        id: split.id,
        kind: split.kind,
        createdAt: new Date(split.createdAt).toISOString(),
        unsplit: formatMoney(
          unsplitRemainder(
            balance.outstanding,
            parts.map((p) => ({ amount: p.amount, paid: p.paymentId !== null })),
          ),
        ),
        parts: parts.map((p, i) => {
          const pay = paymentRows.find((r) => r.id === p.paymentId)
          return {
            id: p.id,
            position: p.position,
            amount: formatMoney(p.amount),
            items: pieces[i].map((x) => ({
              id: x.line.id,
              name: x.line.name,
              quantity: x.quantity,
              subtotal: formatMoney(x.amount),
            })),
            paid: p.paymentId !== null,
            payment: pay ? { ...presentPayment(pay), invoice: invoices.get(pay.id) ?? null } : null,
          }
        }),
      },
    }
  }

  return {
    get(storeId: number, sessionId: number) {
      return present(sessionOfStore(d, storeId, sessionId))
    },

    /** Divides what is owed into parts; a split with no part paid yet is replaced. */
    create(storeId: number, sessionId: number, input: SplitInput, actor: Actor) {
      const now = clock.now()
      const session = db.write((tx) => {
        const s = openSession(d, storeId, sessionId)
        cancelUnpaidSplit(d, s.id)
        const p = plan(d, s, input)
        if (!p.ok) throw refusal(d, s, p)
        const split = d
          .insert(billSplits)
          .values({ storeId, sessionId: s.id, kind: input.kind, createdBy: actor.user?.id ?? null, createdAt: now })
          .returning()
          .get()
        d.insert(billSplitParts)
          .values(
            p.parts.map((part, i) => ({
              splitId: split.id,
              position: i + 1,
              amount: part.amount,
              lines: part.lines,
            })),
          )
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'split_bill',
            entityType: 'table',
            entityId: s.tableId,
            details: { sessionId: s.id, kind: input.kind, parts: p.parts.map((x) => formatMoney(x.amount)) },
          },
          now,
        )
        tx.afterCommit(() => events.emit('table.changed', { storeId, tableId: s.tableId }))
        return s
      })
      return present(session)
    },

    /** Back to one bill, while no part is paid. */
    cancel(storeId: number, sessionId: number, actor: Actor) {
      const now = clock.now()
      const session = db.write((tx) => {
        const s = openSession(d, storeId, sessionId)
        if (!activeSplit(d, s.id)) throw new AppError('SPLIT_NOT_FOUND')
        cancelUnpaidSplit(d, s.id)
        logActivity(
          d,
          actor,
          { storeId, action: 'cancel_split', entityType: 'table', entityId: s.tableId, details: { sessionId: s.id } },
          now,
        )
        tx.afterCommit(() => events.emit('table.changed', { storeId, tableId: s.tableId }))
        return s
      })
      return present(session)
    },

    /**
     * Pays one part with its own method: one payment row of exactly the part's amount, linked to the
     * part once (a retry with the same clientPaymentId is a replay). The last part settles the bill
     * and, when the store clears tables once paid, clears it in the same transaction.
     */
    payPart(
      storeId: number,
      sessionId: number,
      partId: number,
      input: PartPaymentInput,
      actor: Actor,
    ): PartPaymentResult {
      const now = clock.now()
      const result = db.write((tx) => {
        const s = sessionOfStore(d, storeId, sessionId)
        const split = d
          .select()
          .from(billSplits)
          .innerJoin(billSplitParts, eq(billSplitParts.splitId, billSplits.id))
          .where(and(eq(billSplitParts.id, partId), eq(billSplits.sessionId, s.id)))
          .get()
        if (!split) throw new AppError('SPLIT_PART_NOT_FOUND')
        const part: PartRow = split.bill_split_parts
        const payment = { sessionId: s.id, amount: formatMoney(part.amount), ...input }
        const checked = checkPayment(payment)
        const replay =
          part.paymentId !== null &&
          checked.clientId !== null &&
          d
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.id, part.paymentId), eq(payments.clientPaymentId, checked.clientId)))
            .get()
        if (part.paymentId !== null && !replay) throw new AppError('SPLIT_PART_PAID', { position: part.position })
        if (replay) {
          const taken = takePayment(d, events, storeId, payment, checked, actor, now)
          return { taken, part, cleared: false, session: s, replay: taken.replay }
        }
        if (split.bill_splits.status !== 'active' || s.status !== 'open') throw new AppError('SPLIT_NOT_FOUND')
        const taken = takePayment(d, events, storeId, payment, checked, actor, now, (paymentId) =>
          d
            .update(billSplitParts)
            .set({ paymentId })
            .where(and(eq(billSplitParts.id, part.id), isNull(billSplitParts.paymentId)))
            .run(),
        )
        if (taken.replay) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '收款' })
        const cleared = clearIfSettled(d, storeId, s, actor, now)
        tx.afterCommit(taken.announce ?? undefined)
        tx.afterCommit(() =>
          cleared
            ? events.emit('table.cleared', { storeId, tableId: s.tableId, sessionId: s.id })
            : events.emit('table.changed', { storeId, tableId: s.tableId }),
        )
        return { taken, part, cleared, session: s, replay: taken.replay }
      })
      const { taken } = result
      // The payment also carries its 電子發票 (a server-side shape the screens do not read).
      const payment = { ...presentPayment(taken.row), invoice: paymentInvoice(d, taken.row.id, now) }
      return {
        payment,
        replay: taken.replay,
        tableCleared: result.cleared,
        bill: present(sessionOfStore(d, storeId, sessionId)),
      }
    },
  }
}
export type SplitService = ReturnType<typeof createSplitService>
