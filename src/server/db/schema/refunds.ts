import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id } from './common'
import { stores } from './stores'
import { users } from './users'
import { orders, PAYMENT_METHODS } from './orders'
import { REFUND_REASONS } from '../../../shared/domain/refund'

/** Money paid back on a paid order: never more than was paid less earlier refunds. */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    note: text('note'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The manager whose PIN approved a staff member's refund; a manager's own refund names nobody. */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    clientRefundId: text('client_refund_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('refunds_store_created_idx').on(t.storeId, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_store_client_uq').on(t.storeId, t.clientRefundId),
  ],
)
