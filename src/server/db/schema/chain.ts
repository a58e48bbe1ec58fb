import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { menuItems } from './menu'
import { orders } from './orders'

/**
 * A chain store's sales facts, written in the same transaction as the sale they describe and
 * published to the store's JetStream stream after the commit; the event id is `<store code>-<seq>`.
 */
export const chainOutbox = sqliteTable('chain_outbox', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  storeCode: text('store_code').notNull(),
  type: text('type').notNull(),
  /** The fact as published (JSON): self-contained, HQ never reads the store's tables. */
  payload: text('payload').notNull(),
  committedAt: integer('committed_at').notNull(),
})

/**
 * A chain store: the discount HQ has been told for each order it heard of (cents). A void, a discount
 * or a cancel reprices an order (and on a table's check its other unpaid orders): the next fact carries
 * the difference, so HQ's discounts follow the store's figures.
 */
export const chainOrderDiscounts = sqliteTable('chain_order_discounts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  told: integer('told').notNull(),
})

/** The last outbox seq the stream acknowledged: publishing resumes after it (one row). */
export const chainCursor = sqliteTable('chain_cursor', {
  id: integer('id').primaryKey(),
  publishedSeq: integer('published_seq').notNull(),
})

/** HQ: every event applied, by id; a second delivery finds its row and changes nothing. */
export const hqEvents = sqliteTable(
  'hq_events',
  {
    eventId: text('event_id').primaryKey(),
    storeCode: text('store_code').notNull(),
    type: text('type').notNull(),
    committedAt: integer('committed_at').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [index('hq_events_store_committed_idx').on(t.storeCode, t.committedAt)],
)

/** HQ: sold lines (a voided line comes back negative; a discount is a line without an item). */
export const hqSales = sqliteTable(
  'hq_sales',
  {
    eventId: text('event_id').notNull(),
    line: integer('line').notNull(),
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    hour: integer('hour').notNull(),
    item: text('item'),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.line] }),
    index('hq_sales_store_date_idx').on(t.storeCode, t.businessDate),
  ],
)

/** HQ: money taken (kind payment) and paid back (kind refund, amount negative) by method. */
export const hqPayments = sqliteTable(
  'hq_payments',
  {
    eventId: text('event_id').primaryKey(),
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    hour: integer('hour').notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('hq_payments_store_date_idx').on(t.storeCode, t.businessDate)],
)

/** HQ: every chain menu version published, the snapshot as JSON; sentAt once the hub's bucket has it. */
export const hqMenuVersions = sqliteTable('hq_menu_versions', {
  version: integer('version').primaryKey(),
  document: text('document').notNull(),
  items: integer('items').notNull(),
  publishedAt: integer('published_at').notNull(),
  sentAt: integer('sent_at'),
})

/**
 * HQ: a template dish's base price at one store where it differs from the template's (台北店 牛肉麵
 * NT$180 while the template says NT$160), sent with every chain menu version published after it.
 */
export const hqStorePrices = sqliteTable(
  'hq_store_prices',
  {
    storeCode: text('store_code').notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.menuItemId] })],
)

/** A store: each chain menu version that reached its leaf's mirror of HQ's bucket, waiting to be applied. */
export const chainMenuVersions = sqliteTable('chain_menu_versions', {
  version: integer('version').primaryKey(),
  document: text('document').notNull(),
  receivedAt: integer('received_at').notNull(),
})
/** HQ: e-invoice events (issued, voided, allowance) by number; amounts in cents as the store holds them. */
export const hqInvoices = sqliteTable(
  'hq_invoices',
  {
    eventId: text('event_id').notNull(),
    line: integer('line').notNull(),
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    action: text('action', { enum: ['issued', 'voided', 'allowance', 'allowance_voided'] }).notNull(),
    number: text('number').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.line] }),
    index('hq_invoices_store_date_idx').on(t.storeCode, t.businessDate),
  ],
)

/** HQ: each store's latest health report (printers, e-invoice uploads and numbers, backup, version). */
export const hqStoreHealth = sqliteTable('hq_store_health', {
  storeCode: text('store_code').primaryKey(),
  /** When the store took it; an older report arriving late never replaces a newer one. */
  reportedAt: integer('reported_at').notNull(),
  receivedAt: integer('received_at').notNull(),
  /** The printer alerts as the store's screens word them (JSON array of zh-TW lines). */
  printerAlerts: text('printer_alerts', { mode: 'json' }).$type<string[]>().notNull(),
  invoicesWaiting: integer('invoices_waiting').notNull(),
  numbersLeft: integer('numbers_left').notNull(),
  lastBackupAt: integer('last_backup_at'),
  version: text('version').notNull(),
})

/** HQ: each store's day closes (日結) with their Z report's totals in cents, one per store and business day. */
export const hqDayCloses = sqliteTable(
  'hq_day_closes',
  {
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    eventId: text('event_id').notNull(),
    closedAt: integer('closed_at').notNull(),
    orderCount: integer('order_count').notNull(),
    grossSales: integer('gross_sales').notNull(),
    discounts: integer('discounts').notNull(),
    netSales: integer('net_sales').notNull(),
    payments: integer('payments').notNull(),
    refunds: integer('refunds').notNull(),
    expectedCash: integer('expected_cash').notNull(),
    countedCash: integer('counted_cash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.businessDate] })],
)

/** HQ: stock taken by hand at each store (restock, waste, a count's adjustment), one row per movement. */
export const hqStock = sqliteTable(
  'hq_stock',
  {
    eventId: text('event_id').primaryKey(),
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    item: text('item').notNull(),
    unit: text('unit').notNull(),
    reason: text('reason').notNull(),
    deltaMilli: integer('delta_milli').notNull(),
    /** The item's stock just after the movement. */
    stockMilli: integer('stock_milli').notNull(),
  },
  // By day across the stores, newest first a page at a time (hq-reports.ts); rowid is the index's tail.
  (t) => [index('hq_stock_date_idx').on(t.businessDate)],
)

/*
 * HQ's rollups, kept by the apply in the same transaction as the rows they sum (hq-apply.ts): a
 * chain report over a year reads a few thousand rows per store instead of every line sold.
 */

/** Sales per store, business day and item ('' for a discount, which has no item). */
export const hqSalesDaily = sqliteTable(
  'hq_sales_daily',
  {
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    item: text('item').notNull(),
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.businessDate, t.item] }),
    index('hq_sales_daily_date_idx').on(t.businessDate),
  ],
)

/** Sales (discounts included) per store, business day and hour. */
export const hqSalesHourly = sqliteTable(
  'hq_sales_hourly',
  {
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    hour: integer('hour').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.businessDate, t.hour] }),
    index('hq_sales_hourly_date_idx').on(t.businessDate),
  ],
)

/** Money taken and paid back per store, business day, kind and method. */
export const hqPaymentsDaily = sqliteTable(
  'hq_payments_daily',
  {
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method').notNull(),
    count: integer('count').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.businessDate, t.kind, t.method] }),
    index('hq_payments_daily_date_idx').on(t.businessDate),
  ],
)

/** E-invoice events per store, business day and action. */
export const hqInvoicesDaily = sqliteTable(
  'hq_invoices_daily',
  {
    storeCode: text('store_code').notNull(),
    businessDate: text('business_date').notNull(),
    action: text('action', { enum: ['issued', 'voided', 'allowance', 'allowance_voided'] }).notNull(),
    count: integer('count').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.businessDate, t.action] }),
    index('hq_invoices_daily_date_idx').on(t.businessDate),
  ],
)

/**
 * HQ: the chain's stores and their hub credentials. Only a bcrypt hash of each store's secret is kept
 * (the secret is shown once when issued); a store from POS_HQ_STORES has none until HQ issues one. A
 * revoked store keeps its row: its code stays taken, since HQ's sales rows are named by it.
 */
export const hqStores = sqliteTable('hq_stores', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  createdAt: integer('created_at').notNull(),
  rotatedAt: integer('rotated_at'),
  revokedAt: integer('revoked_at'),
  /** The price tier the store sells at (機場價), where it has one: its own prices still come first. */
  priceTierId: integer('price_tier_id').references(() => hqPriceTiers.id, { onDelete: 'set null' }),
})

/** HQ: a named price level several stores share (機場價, 百貨價), so a price is set once for all of them. */
export const hqPriceTiers = sqliteTable('hq_price_tiers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  createdAt: integer('created_at').notNull(),
})

/** HQ: a template dish's base price in one tier, where it differs from the template's. */
export const hqTierPrices = sqliteTable(
  'hq_tier_prices',
  {
    tierId: integer('tier_id')
      .notNull()
      .references(() => hqPriceTiers.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tierId, t.menuItemId] })],
)
