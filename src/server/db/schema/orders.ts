import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { users } from './users'
import { diningTables, tableSessions } from './tables'
import { members } from './members'
import { menuItems } from './menu'
import { PAYMENT_METHODS } from '../../../shared/domain/order-payment'
import { ORDER_TYPES } from '../../../shared/domain/order-type'

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'served',
  'completed',
  'cancelled',
] as const
export { PAYMENT_METHODS }

export type OrderLineOptions = {
  size?: { name: string; price: number } | null
  spice?: string | null
  addOns?: { name: string; price: number }[]
  /** Option group picks (甜度, 冰塊 ...) with names and prices at the time of sale; absent when none. */
  groups?: { groupId: number; name: string; choices: { name: string; price: number }[] }[]
  /** A 套餐's parts, each made under its own item's category (its kitchen station); absent for other lines. */
  parts?: {
    slot: string
    menuItemId: number
    name: string
    categoryId: number | null
    price: number
    groups: { groupId: number; name: string; choices: { name: string; price: number }[] }[]
  }[]
}

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Readable and unique per store: business date + daily sequence, e.g. 20261122-007. */
    orderNumber: text('order_number').notNull(),
    businessDate: text('business_date').notNull(),
    dailySeq: integer('daily_seq').notNull(),
    tableId: integer('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => tableSessions.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    // Money in cents, computed by the server from the menu.
    subtotal: integer('subtotal').notNull(),
    serviceFee: integer('service_fee').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    /** Recipe cost of the order at the time of sale (costData.totalCost). */
    totalCost: integer('total_cost').notNull().default(0),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    confirmedAt: integer('confirmed_at'),
    preparingAt: integer('preparing_at'),
    readyAt: integer('ready_at'),
    servedAt: integer('served_at'),
    completedAt: integer('completed_at'),
    cancelledAt: integer('cancelled_at'),
    /** When the payment that settled it was taken: a sale belongs to that business day (the Z). */
    paidAt: integer('paid_at'),
    ...timestamps(),
  },
  (t) => [
    // Every index here is written by every order (and the status ones by every status change), and
    // an order's commit already writes ~30 b-trees, so each index must earn its place: the order
    // number is made from business date and sequence, so this one also keeps numbers unique; the
    // active orders, the only ones read by status, have their own index below.
    uniqueIndex('orders_store_day_seq_uq').on(t.storeId, t.businessDate, t.dailySeq),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    // The Z's sales by the day they were paid; written once, by the payment that settles the order.
    index('orders_store_paid_idx').on(t.storeId, t.paidAt).where(sql`paid_at IS NOT NULL`),
    // Only the orders still in the kitchen: its screen reads them without walking a year of history.
    // A query uses it only when it repeats this exact condition (ACTIVE in orders/list.ts).
    // Written with OR, not IN: an IN list costs every insert a temporary b-tree (hot-path-sql.test.ts).
    index('orders_active_idx')
      .on(t.storeId, t.createdAt)
      .where(sql`status = 'pending' OR status = 'confirmed' OR status = 'preparing' OR status = 'ready'`),
    // Partial: takeout orders have no table session and most orders no member, and an ordinary index
    // would still take an entry for each NULL. `session_id = ?` implies IS NOT NULL, so a lookup by
    // session or member still uses them (db/order-indexes.test.ts).
    index('orders_session_idx').on(t.sessionId).where(sql`session_id IS NOT NULL`),
    index('orders_member_idx').on(t.memberId).where(sql`member_id IS NOT NULL`),
  ],
)

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** Snapshot of the menu at the time of sale; later menu edits do not change past orders. */
    name: text('name').notNull(),
    categoryId: integer('category_id'),
    quantity: integer('quantity').notNull(),
    basePrice: integer('base_price').notNull(),
    /** Size (or base) price plus add-ons, per unit. */
    unitPrice: integer('unit_price').notNull(),
    subtotal: integer('subtotal').notNull(),
    unitCost: integer('unit_cost').notNull().default(0),
    options: text('options', { mode: 'json' }).$type<OrderLineOptions>().notNull().default({}),
    notes: text('notes'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_menu_idx').on(t.menuItemId)],
)

/** A client's key for one order submission: a retry returns the first order. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the normalised request, so a key reused for a different order is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
)

export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => tableSessions.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Cash handed over, for the change line on the receipt. */
    tendered: integer('tendered'),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    clientPaymentId: text('client_payment_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('payments_store_created_idx').on(t.storeId, t.createdAt),
    index('payments_session_idx').on(t.sessionId),
    // A takeout order's payments are read by order (refunds, receipts, invoices, the order view);
    // without it each read scans the store's year of payments.
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_store_client_uq').on(t.storeId, t.clientPaymentId),
  ],
)

/** Close of day (Z report): expected cash from payments vs cash counted by a manager. */
export const dayCloses = sqliteTable(
  'day_closes',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    businessDate: text('business_date').notNull(),
    expectedCash: integer('expected_cash').notNull(),
    countedCash: integer('counted_cash').notNull(),
    openingFloat: integer('opening_float').notNull().default(0),
    notes: text('notes'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The Z report as it stood at the close (shared/api/day-close ClosedDay); a closed day is read from it. */
    snapshot: text('snapshot', { mode: 'json' }).$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('day_closes_store_date_uq').on(t.storeId, t.businessDate)],
)
