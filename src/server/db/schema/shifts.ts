import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id } from './common'
import { stores } from './stores'
import { users } from './users'
import { CASH_MOVEMENT_REASONS } from '../../../shared/domain/shift'

/**
 * A cashier's shift at the drawer (交班): opened with a float, closed by counting the cash (X report).
 * Its payments and refunds are the cashier's own between opening and closing, both inclusive; the
 * cashier's next shift opens after this one closed, so no payment falls in two of their shifts.
 */
export const shifts = sqliteTable(
  'shifts',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => users.id),
    openingFloat: integer('opening_float').notNull(),
    openedAt: integer('opened_at').notNull(),
    /** Null while the shift is open; then the figures below are fixed at the count. */
    closedAt: integer('closed_at'),
    expectedCash: integer('expected_cash'),
    countedCash: integer('counted_cash'),
    notes: text('notes'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open shift per cashier per store: a burst of opens leaves exactly one.
    uniqueIndex('shifts_one_open_uq').on(t.storeId, t.cashierId).where(sql`closed_at IS NULL`),
    index('shifts_store_opened_idx').on(t.storeId, t.openedAt),
  ],
)

/** Cash put into or taken out of the drawer by hand during a shift (投庫, 找零金補充, 雜支). */
export const cashMovements = sqliteTable(
  'cash_movements',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: CASH_MOVEMENT_REASONS }).notNull(),
    /** Cents, always positive: the reason says which way the cash went. */
    amount: integer('amount').notNull(),
    note: text('note'),
    /** The client's key: a retried or double-tapped movement is recorded once. */
    clientMovementId: text('client_movement_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('cash_movements_shift_idx').on(t.shiftId),
    index('cash_movements_store_created_idx').on(t.storeId, t.createdAt),
    uniqueIndex('cash_movements_store_client_uq').on(t.storeId, t.clientMovementId),
  ],
)
