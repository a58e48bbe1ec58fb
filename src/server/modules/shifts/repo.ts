import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../../db/client'
import { displayNameSql } from '../../db/display-name'
import { cashMovements, payments, refunds, shifts, users } from '../../db/schema'

export type ShiftRow = typeof shifts.$inferSelect
export type MovementRow = typeof cashMovements.$inferSelect

const cashier = aliasedTable(users, 'cashier')
const closer = aliasedTable(users, 'closer')
const mover = aliasedTable(users, 'mover')

/** A shift's time at the drawer: from opening to closing, both inclusive (now while it is open). */
const during = (column: typeof payments.createdAt | typeof refunds.createdAt, s: ShiftRow) =>
  s.closedAt === null ? gte(column, s.openedAt) : and(gte(column, s.openedAt), lte(column, s.closedAt))

export function createShiftRepo(db: Db) {
  const withNames = () =>
    db
      .select({ s: shifts, cashierName: displayNameSql(cashier), closedByName: displayNameSql(closer) })
      .from(shifts)
      .leftJoin(cashier, eq(cashier.id, shifts.cashierId))
      .leftJoin(closer, eq(closer.id, shifts.closedBy))

  return {
    byId(storeId: number, id: number) {
      return (
        withNames()
          .where(and(eq(shifts.storeId, storeId), eq(shifts.id, id)))
          .get() ?? null
      )
    },

    openOf(storeId: number, cashierId: number) {
      return (
        withNames()
          .where(and(eq(shifts.storeId, storeId), eq(shifts.cashierId, cashierId), isNull(shifts.closedAt)))
          .get() ?? null
      )
    },

    /** The cashier's latest close, so their next shift opens after it. */
    lastClosedAt(storeId: number, cashierId: number): number | null {
      return (
        db
          .select({ at: sql<number | null>`max(${shifts.closedAt})` })
          .from(shifts)
          .where(and(eq(shifts.storeId, storeId), eq(shifts.cashierId, cashierId)))
          .get()?.at ?? null
      )
    },

    /** Shifts that were open at some moment of [start, end). */
    overlapping(storeId: number, start: number, end: number) {
      const where: SQL = and(
        eq(shifts.storeId, storeId),
        lt(shifts.openedAt, end),
        or(isNull(shifts.closedAt), gte(shifts.closedAt, start)),
      )!
      return withNames().where(where).orderBy(desc(shifts.openedAt), desc(shifts.id)).all()
    },

    insert(values: typeof shifts.$inferInsert): ShiftRow {
      return db.insert(shifts).values(values).returning().get()
    },

    close(id: number, values: Pick<ShiftRow, 'closedAt' | 'expectedCash' | 'countedCash' | 'notes' | 'closedBy'>) {
      db.update(shifts).set(values).where(eq(shifts.id, id)).run()
    },

    /** The cashier's payments during the shift, by method. */
    paymentsByMethod(s: ShiftRow) {
      return db
        .select({ method: payments.method, count: count(), amount: sql<number>`coalesce(sum(${payments.amount}), 0)` })
        .from(payments)
        .where(
          and(eq(payments.storeId, s.storeId), eq(payments.receivedBy, s.cashierId), during(payments.createdAt, s)),
        )
        .groupBy(payments.method)
        .all()
    },

    /** The money the cashier paid back during the shift, by method (cash left their drawer). */
    refundsByMethod(s: ShiftRow) {
      return db
        .select({ method: refunds.method, count: count(), amount: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.storeId, s.storeId), eq(refunds.refundedBy, s.cashierId), during(refunds.createdAt, s)))
        .groupBy(refunds.method)
        .all()
    },

    /** Payments of [start, end) that no shift holds: taken by someone with no shift open at that instant. */
    unshiftedPayments(storeId: number, start: number, end: number) {
      const inShift = db
        .select({ id: shifts.id })
        .from(shifts)
        .where(
          and(
            eq(shifts.storeId, payments.storeId),
            eq(shifts.cashierId, payments.receivedBy),
            lte(shifts.openedAt, payments.createdAt),
            or(isNull(shifts.closedAt), gte(shifts.closedAt, payments.createdAt)),
          ),
        )
      return db
        .select({ method: payments.method, count: count(), amount: sql<number>`coalesce(sum(${payments.amount}), 0)` })
        .from(payments)
        .where(
          and(
            eq(payments.storeId, storeId),
            gte(payments.createdAt, start),
            lt(payments.createdAt, end),
            notExists(inShift),
          ),
        )
        .groupBy(payments.method)
        .all()
    },

    movementsWhere(where: SQL) {
      return db
        .select({ m: cashMovements, createdByName: displayNameSql(mover) })
        .from(cashMovements)
        .leftJoin(mover, eq(mover.id, cashMovements.createdBy))
        .where(where)
        .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id))
        .all()
    },

    movementByClientId(storeId: number, clientId: string): MovementRow | null {
      return (
        db
          .select()
          .from(cashMovements)
          .where(and(eq(cashMovements.storeId, storeId), eq(cashMovements.clientMovementId, clientId)))
          .get() ?? null
      )
    },

    insertMovement(values: typeof cashMovements.$inferInsert): MovementRow {
      return db.insert(cashMovements).values(values).returning().get()
    },
  }
}
export type ShiftRepo = ReturnType<typeof createShiftRepo>
export type ShiftRecord = NonNullable<ReturnType<ShiftRepo['byId']>>
