import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id } from './common'
import { stores } from './stores'
import { users } from './users'
import { tableSessions } from './tables'
import { payments } from './orders'
import { SPLIT_KINDS, type SplitEntry } from '../../../shared/domain/bill-split'

export { SPLIT_KINDS }

/** A table's bill divided into parts; one active split per session. */
export const billSplits = sqliteTable(
  'bill_splits',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SPLIT_KINDS }).notNull(),
    /** A split is replaced (cancelled) while no part is paid, or when its table is merged. */
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('bill_splits_session_idx').on(t.sessionId, t.status),
    uniqueIndex('bill_splits_active_uq').on(t.sessionId).where(sql`status = 'active'`),
  ],
)

/**
 * One part of a split: its whole-dollar amount, the order lines it covers (by items: a line's id,
 * or `{ id, quantity }` for some of its quantity) and its payment.
 */
export const billSplitParts = sqliteTable(
  'bill_split_parts',
  {
    id: id(),
    splitId: integer('split_id')
      .notNull()
      .references(() => billSplits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    amount: integer('amount').notNull(),
    lines: text('item_ids', { mode: 'json' }).$type<SplitEntry[]>().notNull().default([]),
    /** Set once, by the payment that paid this part; the unique index keeps a part from being paid twice. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bill_split_parts_position_uq').on(t.splitId, t.position),
    uniqueIndex('bill_split_parts_payment_uq').on(t.paymentId),
  ],
)
