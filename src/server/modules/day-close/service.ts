import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import type { EventBus } from '../../events'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { dayCutoff, type BusinessDay } from '../../../shared/domain/business-day'
import { cashChange } from '../../../shared/domain/table-session'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { displayName } from '../../../shared/format/display-name'
import { blankToNull } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import type { ShiftService } from '../shifts'
import type { StoreService } from '../stores'
import { createDayCloseRepo } from './repo'
import type { DayClosePreview, PaymentsOfDay, ZReport } from '../../../shared/api/day-close'
import { openDayOf, spanOfDay } from './day'
import { openChecksOf } from './open-checks'
import { createZFigures, moneyRows, NO_SECTIONS } from './z-figures'

export type DayCloseInput = {
  date: string
  countedCash: string | number
  openingFloat?: string | number | null
  notes?: string | null
}

const iso = (ms: number) => new Date(ms).toISOString()

function nonNegativeMoney(v: string | number, field: string): number {
  const cents = parseMoney(v)
  if (cents === null || cents < 0)
    throw new AppError('VALIDATION', { detail: `${field}須為 0 以上、最多兩位小數的金額` })
  assertBoundedMoney(cents)
  return cents
}

/** Payments of a business day and its close (Z report): the figures come from z-figures.ts, built once. */
export function createDayCloseService({
  db,
  clock,
  stores,
  shifts,
  events,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  stores: StoreService
  shifts: Pick<ShiftService, 'shiftsInRange'>
}) {
  const d = db.db
  const repo = createDayCloseRepo(d)
  const figures = createZFigures(d, shifts)

  /** The business day asked for (the open one when omitted), validated, with its span. */
  function day(storeId: number, date: string | undefined): BusinessDay {
    const cutoff = dayCutoff(stores.get(storeId).settings)
    const span = spanOfDay(d, storeId, cutoff, date ?? openDayOf(d, storeId, cutoff, clock.now()).date)
    if (!span) throw new AppError('INVALID_DATE')
    return span
  }

  /**
   * A closed day is its snapshot (one frozen before a section existed reads it as empty); one closed
   * before snapshots were kept is read from its rows up to its close, with the cash it expected then.
   */
  function zReport(storeId: number, day: BusinessDay): ZReport {
    const close = repo.closeOf(storeId, day.date)
    if (!close) return figures.build(storeId, day, null)
    if (close.c.snapshot) return { ...NO_SECTIONS, ...(close.c.snapshot as ZReport) }
    const { c } = close
    const z = figures.build(storeId, day, { ...c, closedByName: close.closedByName, closedAt: c.createdAt })
    return { ...z, expectedCash: formatMoney(c.expectedCash), difference: formatMoney(c.countedCash - c.expectedCash) }
  }

  return {
    paymentsOfDay(storeId: number, date?: string): PaymentsOfDay {
      const { date: text, start, end } = day(storeId, date)
      const totals = figures.methodTotals(storeId, start, end)
      const close = repo.closeOf(storeId, text)
      return {
        date: text,
        from: iso(start),
        to: iso(end),
        payments: repo.payments(storeId, start, end).map(({ p, ...r }) => ({
          id: p.id,
          orderId: p.orderId,
          orderNumber: r.orderNumber,
          sessionId: p.sessionId,
          tableNumber: r.tableNumber,
          orderType: r.orderType,
          amount: formatMoney(p.amount),
          paymentMethod: p.method,
          tendered: p.tendered === null ? null : formatMoney(p.tendered),
          change: p.tendered === null ? null : formatMoney(cashChange(p.amount, p.tendered)!),
          receivedBy: p.receivedBy,
          receivedByName: r.receivedByName,
          createdAt: iso(p.createdAt),
        })),
        count: totals.byMethod.reduce((s, m) => s + m.count, 0),
        total: formatMoney(totals.total),
        byMethod: moneyRows(totals.byMethod),
        refundTotal: formatMoney(totals.refunds),
        netTotal: formatMoney(totals.total - totals.refunds),
        cashPayments: formatMoney(totals.cash),
        closed: close !== null,
      }
    },

    report(storeId: number, date?: string): ZReport {
      return zReport(storeId, day(storeId, date))
    },

    /** What closing the day now would carry into the next business day. */
    preview(storeId: number, date?: string): DayClosePreview {
      const span = day(storeId, date)
      return {
        date: span.date,
        from: iso(span.start),
        to: iso(span.end),
        ...openChecksOf(d, storeId, span.start, span.end),
      }
    },

    /** The Z report for the receipt printer: the very figures the API answers, in the screens' money style. */
    printable(storeId: number, date?: string) {
      const whole = stores.get(storeId).settings.allowCentPrices !== true
      return { z: this.report(storeId, date), money: { whole } }
    },

    /**
     * One close per business day. The day ends at this instant: its figures are stored as its
     * snapshot, and what comes after (open checks carried over too) belongs to the next day.
     */
    close(storeId: number, input: DayCloseInput, actor: Actor): ZReport {
      const asked = day(storeId, input.date)
      const now = clock.now()
      const cutoff = dayCutoff(stores.get(storeId).settings)
      if (asked.date > openDayOf(d, storeId, cutoff, now).date)
        throw new AppError('DAY_NOT_ENDED', { date: asked.date })
      const countedCash = nonNegativeMoney(input.countedCash, '實點現金')
      const openingFloat =
        input.openingFloat === undefined || input.openingFloat === null
          ? null
          : nonNegativeMoney(input.openingFloat, '開店零用金')
      return db.write((tx) => {
        const { date } = asked
        if (repo.closeOf(storeId, date)) throw new AppError('DAY_ALREADY_CLOSED', { date })
        const span = { ...asked, end: Math.min(asked.end, now) }
        const closing = {
          openingFloat,
          countedCash,
          notes: blankToNull(input.notes),
          closedBy: actor.user?.id ?? null,
          closedByName: actor.user ? displayName(actor.user) : null,
          closedAt: now,
        }
        const left = openChecksOf(d, storeId, span.start, span.end)
        const snapshot: ZReport = {
          ...figures.build(storeId, span, closing),
          carriedOver: left.openChecks,
          pendingInvoices: left.pendingInvoices,
        }
        const expectedCash = parseMoney(snapshot.expectedCash)!
        const row = repo.insertClose({
          storeId,
          businessDate: date,
          expectedCash,
          countedCash,
          // Without a float typed at the close, the floats the day's shifts opened with.
          openingFloat: parseMoney(snapshot.openingFloat)!,
          notes: closing.notes,
          closedBy: closing.closedBy,
          snapshot,
          createdAt: now,
          updatedAt: now,
        })
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'close_day',
            entityType: 'day_close',
            entityId: row.id,
            details: {
              date,
              expectedCash: formatMoney(expectedCash),
              countedCash: formatMoney(countedCash),
              difference: formatMoney(countedCash - expectedCash),
              carriedOver: left.openChecks.length,
            },
          },
          now,
        )
        // The outbox side of a close (a chain store's fact for HQ) commits with it.
        tx.afterCommit(events.stage('day.closed', { storeId, closeId: row.id }))
        return snapshot
      })
    },
  }
}
export type DayCloseService = ReturnType<typeof createDayCloseService>
