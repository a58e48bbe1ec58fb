import { and, eq, gte, lt } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { cashMovements, PAYMENT_METHODS } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { businessDayAt, businessDayRange, dayCutoff } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { netCashMovements, wholeDollars } from '../../../shared/domain/shift'
import { blankToNull } from '../../../shared/domain/text-rules'
import type { CashMovementResult, ShiftList, ShiftReport } from '../../../shared/api/shifts'
import type { CashMovementBody, CloseShiftBody } from '../../../shared/api/requests/shifts'
import { logActivity, type Actor } from '../activity'
import { isManager, type UserRow } from '../auth'
import type { StoreService } from '../stores'
import { createShiftRepo, type ShiftRecord, type ShiftRow } from './repo'
import { presentMovement, presentShift, shiftFigures, sum } from './x-report'

/** Whole dollars or a clear 422 naming the field; then the money bound. */
function cash(value: string | number, field: string, allowZero: boolean) {
  const cents = wholeDollars(value, allowZero)
  if (cents === null) throw new AppError('CASH_AMOUNT_INVALID', { field, rule: allowZero ? ' 0 以上' : '大於 0 ' })
  assertBoundedMoney(cents)
  return cents
}

/** The X figures of a shift in cents: what the Z and the printer take, and the screen formats. */
export type ShiftFigures = ReturnType<typeof shiftFigures>

/** Cashiers' shifts (交班): open with a float, cash moved by hand, close with a count (X report). */
export function createShiftService({ db, clock, stores }: { db: DbHandle; clock: Clock; stores: StoreService }) {
  const d = db.db
  const repo = createShiftRepo(d)

  function shiftOf(storeId: number, id: number) {
    stores.get(storeId)
    const r = repo.byId(storeId, id)
    if (!r) throw new AppError('SHIFT_NOT_FOUND')
    return r
  }

  /** Only the shift's own cashier, or a manager, moves its cash or closes it. */
  function own(r: ShiftRecord, actor: Actor): UserRow {
    const user = actor.user!
    if (r.s.cashierId !== user.id && !isManager(user)) throw new AppError('SHIFT_NOT_YOURS')
    if (r.s.closedAt !== null) throw new AppError('SHIFT_CLOSED')
    return user
  }

  return {
    figures: (s: ShiftRow) => shiftFigures(repo, s),

    /** The signed-in cashier's open shift, or null. */
    current(storeId: number, actor: Actor): ShiftReport | null {
      stores.get(storeId)
      const r = repo.openOf(storeId, actor.user!.id)
      return r && presentShift(repo, r)
    },

    get: (storeId: number, id: number) => presentShift(repo, shiftOf(storeId, id)),

    open(storeId: number, input: { openingFloat: string | number }, actor: Actor): ShiftReport {
      stores.get(storeId)
      const openingFloat = cash(input.openingFloat, '開班零用金', true)
      const user = actor.user!
      const id = db.write(() => {
        if (repo.openOf(storeId, user.id)) throw new AppError('SHIFT_ALREADY_OPEN')
        const last = repo.lastClosedAt(storeId, user.id)
        // After the cashier's last close, so a payment belongs to one of their shifts only.
        const openedAt = Math.max(clock.now(), (last ?? 0) + 1)
        const row = repo.insert({ storeId, cashierId: user.id, openingFloat, openedAt })
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'open_shift',
            entityType: 'shift',
            entityId: row.id,
            details: { openingFloat: formatMoney(openingFloat) },
          },
          openedAt,
        )
        return row.id
      })
      return presentShift(repo, repo.byId(storeId, id)!)
    },

    /** 投庫, 找零金補充, 雜支: recorded once per client key; a retry answers the first one. */
    addMovement(storeId: number, shiftId: number, input: CashMovementBody, actor: Actor): CashMovementResult {
      const amount = cash(input.amount, '金額', false)
      const note = blankToNull(input.note)
      const clientId = input.clientMovementId?.trim() || null
      const now = clock.now()
      return db.write(() => {
        const earlier = clientId === null ? null : repo.movementByClientId(storeId, clientId)
        if (earlier) {
          const same = earlier.shiftId === shiftId && earlier.reason === input.reason && earlier.amount === amount
          if (!same || earlier.note !== note) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '現金紀錄' })
          return { movement: presentMovement(earlier, null), replay: true }
        }
        const user = own(shiftOf(storeId, shiftId), actor)
        const row = repo.insertMovement({
          storeId,
          shiftId,
          reason: input.reason,
          amount,
          note,
          clientMovementId: clientId,
          createdBy: user.id,
          createdAt: now,
        })
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'cash_movement',
            entityType: 'shift',
            entityId: shiftId,
            details: { reason: input.reason, amount: formatMoney(amount), note },
          },
          now,
        )
        return { movement: presentMovement(row, null), replay: false }
      })
    },

    /** 交班: the count closes the shift and fixes its expected cash; the day stays open. */
    close(storeId: number, shiftId: number, input: CloseShiftBody, actor: Actor): ShiftReport {
      const countedCash = cash(input.countedCash, '實點現金', true)
      const now = clock.now()
      db.write(() => {
        const r = shiftOf(storeId, shiftId)
        const user = own(r, actor)
        const expected = shiftFigures(repo, r.s).expectedCash
        const closedAt = Math.max(now, r.s.openedAt)
        repo.close(shiftId, {
          closedAt,
          expectedCash: expected,
          countedCash,
          notes: blankToNull(input.notes),
          closedBy: user.id,
        })
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'close_shift',
            entityType: 'shift',
            entityId: shiftId,
            details: {
              expectedCash: formatMoney(expected),
              countedCash: formatMoney(countedCash),
              difference: formatMoney(countedCash - expected),
            },
          },
          now,
        )
      })
      return presentShift(repo, shiftOf(storeId, shiftId))
    },

    /** The X report in cents for the receipt printer: the same figures the screen shows. */
    printable(storeId: number, id: number) {
      const r = shiftOf(storeId, id)
      const f = shiftFigures(repo, r.s)
      return {
        cashierName: r.cashierName ?? '',
        openedAt: r.s.openedAt,
        closedAt: r.s.closedAt,
        paymentTotal: f.paymentTotal,
        byMethod: f.byMethod,
        refunds: f.refundTotal,
        openingFloat: f.openingFloat,
        cashIn: f.cashIn,
        cashRefunds: f.cashRefunds,
        movements: f.movements.map(({ m }) => ({ reason: m.reason, amount: m.amount, note: m.note })),
        expectedCash: f.expectedCash,
        countedCash: f.countedCash,
        difference: f.difference,
      }
    },

    /**
     * The back office's list: shifts open at some moment of the business day (by the store's 換日時間;
     * today's when no date is given).
     */
    listOfDay(storeId: number, date?: string): ShiftList {
      const cutoff = dayCutoff(stores.get(storeId).settings)
      const day = date === undefined ? businessDayAt(clock.now(), cutoff) : businessDayRange(date, cutoff)
      if (!day) throw new AppError('INVALID_DATE')
      return { date: day.date, shifts: repo.overlapping(storeId, day.start, day.end).map((r) => presentShift(repo, r)) }
    },

    /**
     * For the day's Z: the shifts open at some moment of [start, end) with their X figures in
     * cents, the cash moved by hand in that range, and the per-method sum of the shifts' payments.
     */
    shiftsInRange(storeId: number, start: number, end: number) {
      const shifts = repo.overlapping(storeId, start, end).map((r) => ({
        id: r.s.id,
        cashierId: r.s.cashierId,
        cashierName: r.cashierName,
        openedAt: r.s.openedAt,
        closedAt: r.s.closedAt,
        ...shiftFigures(repo, r.s),
      }))
      const movements = repo
        .movementsWhere(
          and(
            eq(cashMovements.storeId, storeId),
            gte(cashMovements.createdAt, start),
            lt(cashMovements.createdAt, end),
          )!,
        )
        .map((r) => r.m)
      const byMethodTotal = PAYMENT_METHODS.map((method) => {
        const rows = shifts.map((s) => s.byMethod.find((m) => m.method === method)!)
        return { method, count: rows.reduce((n, m) => n + m.count, 0), amount: sum(rows) }
      })
      // The range's payments no shift took, so that with the shifts' they make the range's takings.
      const taken = repo.unshiftedPayments(storeId, start, end)
      const unshifted = PAYMENT_METHODS.map(
        (method) => taken.find((m) => m.method === method) ?? { method, count: 0, amount: 0 },
      )
      return { shifts, movements, byMethod: byMethodTotal, unshifted, netMovements: netCashMovements(movements) }
    },
  }
}
export type ShiftService = ReturnType<typeof createShiftService>
