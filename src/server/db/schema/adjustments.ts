import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id } from './common'
import { stores } from './stores'
import { users } from './users'
import { orderItems, orders } from './orders'
import { refunds } from './refunds'
import { DISCOUNT_KINDS } from '../../../shared/domain/discounts'
import { VOID_REASONS } from '../../../shared/domain/voids'

/**
 * A discount or 招待 on an unpaid order: on one line or on the whole order. The
 * kind and value are kept so the order is repriced the same way after a void; amount is what it
 * took off when it was given.
 */
export const orderDiscounts = sqliteTable(
  'order_discounts',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null: a discount of the whole order. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** percent: 1–100; amount: cents; comp: 0. */
    value: integer('value').notNull(),
    amount: integer('amount').notNull(),
    /** One of the store's reasons, as the manager wrote it then. */
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The manager whose PIN approved a staff discount above the store's threshold. */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    clientDiscountId: text('client_discount_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId),
    uniqueIndex('order_discounts_store_client_uq').on(t.storeId, t.clientDiscountId),
  ],
)

/** A voided line of an unpaid order: once per line; its stock came back. */
export const orderVoids = sqliteTable(
  'order_voids',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: VOID_REASONS }).notNull(),
    note: text('note'),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    clientVoidId: text('client_void_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('order_voids_order_idx').on(t.orderId),
    uniqueIndex('order_voids_item_uq').on(t.orderItemId),
    uniqueIndex('order_voids_store_client_uq').on(t.storeId, t.clientVoidId),
  ],
)

/** Which lines (and how many of each) a refund by lines paid back; amount is each line's share. */
export const refundLines = sqliteTable(
  'refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderItemId] }), index('refund_lines_item_idx').on(t.orderItemId)],
)
