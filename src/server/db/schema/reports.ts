import { sqliteTable, text, integer, primaryKey } from 'drizzle-orm/sqlite-core'
import { stores } from './stores'

/*
 * Report rollups. SQLite triggers (migration 0001_report_rollups) keep them in step with orders,
 * order_items, payments and stock_movements inside the same transaction as every write, whichever
 * module writes; application code only reads them. They make a year of reports (300,000 orders)
 * a sum over a few thousand rows instead of a scan of every order.
 * Hours are UTC hours (Taipei is a whole-hour offset, so they are Taipei hours too): a report cuts
 * its business days at the store's 換日時間, which falls on an hour, so every finer rollup is hourly.
 */

/** Non-cancelled orders per store and hour. */
export const reportSalesHourly = sqliteTable(
  'report_sales_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    hourStart: integer('hour_start').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    cost: integer('cost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hourStart] })],
)

/** Lines of non-cancelled orders per store, hour and menu item (or name, once the item is deleted). */
export const reportItemSalesHourly = sqliteTable(
  'report_item_sales_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    hourStart: integer('hour_start').notNull(),
    itemKey: text('item_key').notNull(),
    menuItemId: integer('menu_item_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hourStart, t.itemKey] })],
)

/**
 * All-time portions per store and item key: the sum over report_item_sales_hourly, kept by the same
 * triggers (migration 0009), so the menu's salesQuantity costs a lookup however long the history.
 */
export const reportItemSalesTotal = sqliteTable(
  'report_item_sales_total',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    menuItemId: integer('menu_item_id'),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemKey] })],
)

/**
 * Paid orders per store and the hour their payment settled them (paid_at; gross − discounts − refunds
 * = net): subtotal + service fee and discount of orders whose payment_status is 'paid', kept by triggers
 * (migration 0034), so a year's report sums a few thousand rows instead of scanning every order.
 */
export const reportPaidSalesHourly = sqliteTable(
  'report_paid_sales_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    hourStart: integer('hour_start').notNull(),
    gross: integer('gross').notNull().default(0),
    discount: integer('discount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hourStart] })],
)

/** Payments per store, hour and method. */
export const reportPaymentsHourly = sqliteTable(
  'report_payments_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    hourStart: integer('hour_start').notNull(),
    method: text('method').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hourStart, t.method] })],
)

/** Stock movements per inventory item and hour: net change and consumption (sales, cancellations, waste). */
export const reportStockHourly = sqliteTable(
  'report_stock_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id').notNull(),
    hourStart: integer('hour_start').notNull(),
    netMilli: integer('net_milli').notNull().default(0),
    consumedMilli: integer('consumed_milli').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.inventoryItemId, t.hourStart] })],
)

/*
 * Monthly rollups (migration 0015): a month, quarter or year report sums at most a few hundred of
 * these rows instead of a year of hourly ones. Each is kept by its own triggers, statement
 * for statement beside the finer rollup it sums, in the same transaction. Months are Taipei
 * calendar months (the epoch ms of the Taipei midnight starting them).
 */

/**
 * Per store, month and hour of Taipei's clock (0–23, for the hourly chart): non-cancelled orders
 * (as report_sales_hourly) and paid orders' gross and discount (as report_paid_sales_hourly).
 */
export const reportSalesMonthly = sqliteTable(
  'report_sales_monthly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    monthStart: integer('month_start').notNull(),
    taipeiHour: integer('taipei_hour').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    gross: integer('gross').notNull().default(0),
    discount: integer('discount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.monthStart, t.taipeiHour] })],
)

/** report_item_sales_hourly per month; the name shown comes from the range's latest hourly row. */
export const reportItemSalesMonthly = sqliteTable(
  'report_item_sales_monthly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    monthStart: integer('month_start').notNull(),
    itemKey: text('item_key').notNull(),
    menuItemId: integer('menu_item_id'),
    quantity: integer('quantity').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.monthStart, t.itemKey] })],
)

/** report_payments_hourly per month. */
export const reportPaymentsMonthly = sqliteTable(
  'report_payments_monthly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    monthStart: integer('month_start').notNull(),
    method: text('method').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.monthStart, t.method] })],
)

/**
 * Refunds per store and Taipei month of the refund, as reports/repo refunds() sums them: all of them
 * (joined to their order) and those on orders not cancelled (migration 0016). A year of refunds
 * otherwise costs a lookup of each refund's order, scattered over the whole orders table.
 */
export const reportRefundsMonthly = sqliteTable(
  'report_refunds_monthly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    monthStart: integer('month_start').notNull(),
    total: integer('total').notNull().default(0),
    partial: integer('partial').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.monthStart] })],
)
