import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as s from './schema'

/**
 * Which server module owns each table: only the owner's files name it (in drizzle or in SQL text).
 * Another module reads or writes it through the owner's index.ts, passing its own `tx`/`Db` so the
 * call joins its unit of work. table-owners.test.ts checks every module file against this map.
 */
export const TABLE_OWNERS = {
  auth: [s.users, s.authSessions, s.loginAttempts],
  stores: [s.stores, s.storeUsers],
  settings: [s.systemSettings],
  tables: [s.diningTables, s.tableSessions, s.tableConfigurations, s.tableCombinations, s.tableCombinationTables],
  menu: [
    s.menuCategories,
    s.menuItems,
    s.menuItemImages,
    s.optionGroups,
    s.menuItemOptionGroups,
    s.menuItemPortions,
    s.menuChainApplied,
  ],
  sops: [s.recipeSops],
  diner: [s.kiosks],
  members: [s.members],
  inventory: [s.inventoryCategories, s.inventoryItems, s.stockMovements],
  orders: [s.orders, s.orderItems, s.idempotencyKeys],
  payments: [s.payments, s.billSplits, s.billSplitParts],
  adjustments: [s.orderDiscounts, s.orderVoids],
  refunds: [s.refunds, s.refundLines],
  'day-close': [s.dayCloses],
  shifts: [s.shifts, s.cashMovements],
  activity: [s.activityLogs, s.activityLogCounts],
  announcements: [s.announcements],
  handover: [s.handoverItems, s.handoverNotes],
  devices: [s.printers, s.printJobs, s.mqttDevices],
  chain: [
    s.chainOutbox,
    s.chainCursor,
    s.hqEvents,
    s.hqSales,
    s.hqPayments,
    s.hqInvoices,
    s.hqStoreHealth,
    s.hqDayCloses,
    s.hqStock,
    s.hqSalesDaily,
    s.hqSalesHourly,
    s.hqPaymentsDaily,
    s.hqInvoicesDaily,
    s.hqMenuVersions,
    s.hqStorePrices,
    s.hqPriceTiers,
    s.hqTierPrices,
    s.chainMenuVersions,
    s.chainOrderDiscounts,
    s.hqStores,
  ],
  einvoice: [
    s.einvoiceSettings,
    s.einvoiceRanges,
    s.einvoices,
    s.einvoiceAllowances,
    s.einvoiceMessages,
    s.einvoiceChannels,
  ],
  // Kept by SQLite triggers (migration 0001_report_rollups) whichever module writes the sales.
  reports: [
    s.reportSalesHourly,
    s.reportItemSalesHourly,
    s.reportItemSalesTotal,
    s.reportPaidSalesHourly,
    s.reportPaymentsHourly,
    s.reportStockHourly,
    s.reportSalesMonthly,
    s.reportItemSalesMonthly,
    s.reportPaymentsMonthly,
    s.reportRefundsMonthly,
  ],
} satisfies Record<string, SQLiteTable[]>

/**
 * Reads of another module's tables that stay, each with its reason. Never a write (the check
 * refuses every cross-module write). Tables by their SQL name.
 * - "report": a reporting join over many tables; one indexed query instead of a call per row.
 * - "cycle": the owner imports this module, so a call back would close an import cycle; the read
 *   is a join in the caller's query. (The owner's writes come in through a port instead.)
 * - "name": a person's display name joined into a list (auth owns users; a list of 50 rows would
 *   otherwise look each author up).
 */
export const CROSS_MODULE_READS: { module: string; tables: string[]; why: string }[] = [
  {
    module: 'chain',
    tables: [
      'stores',
      'orders',
      'order_items',
      'order_discounts',
      'order_voids',
      'payments',
      'refunds',
      'day_closes',
      'einvoices',
      'einvoice_allowances',
      'stock_movements',
      'inventory_items',
    ],
    why: "report: a sale's fact for HQ, read in the sale's own transaction by one query per event",
  },
  {
    module: 'reports',
    tables: ['orders', 'refunds', 'inventory_items'],
    why: 'report: sales, refunds and stock reports',
  },
  {
    module: 'reports',
    tables: ['menu_items', 'order_items', 'order_voids'],
    why: 'report: the parts sold inside 套餐, read from the set lines',
  },
  {
    module: 'dashboard',
    tables: ['orders', 'inventory_items', 'store_users'],
    why: "report: the stores' day at a glance",
  },
  {
    module: 'day-close',
    tables: [
      'orders',
      'order_items',
      'payments',
      'refunds',
      'table_sessions',
      'dining_tables',
      'users',
      'order_discounts',
      'order_voids',
      'einvoices',
      'einvoice_allowances',
      'einvoice_settings',
    ],
    why:
      "report: the Z report and the cashiers' walk over the business day; its sections count the day's " +
      'voids, discounts by reason and invoices issued, voided and allowed',
  },
  {
    module: 'members',
    tables: ['orders', 'report_sales_monthly'],
    why: "report: member stats (VIP revenue share over the month's sales rollup)",
  },
  { module: 'menu', tables: ['report_item_sales_total'], why: 'report: portions sold beside each menu item' },
  {
    module: 'menu',
    tables: ['inventory_items'],
    why: "cycle: inventory builds on menu (its categories); a recipe names the store's ingredients and their cost",
  },
  {
    module: 'orders',
    tables: ['order_discounts', 'order_voids', 'refunds', 'refund_lines', 'payments', 'dining_tables'],
    why:
      'cycle: adjustments, refunds, payments and tables build on orders; an order as the API shows it (and a ' +
      'cancel\'s "any payment?") is one query over its discounts, voids, refunds and table number',
  },
  {
    module: 'tables',
    tables: ['orders', 'order_items', 'payments', 'refunds'],
    why: "cycle: orders and payments build on tables; a session's bill and the floor view sum its orders and payments",
  },
  {
    module: 'einvoice',
    tables: ['orders', 'order_items', 'payments', 'printers', 'stores'],
    why:
      'cycle: orders, payments, refunds and stores call einvoice inside their writes; an invoice is issued from ' +
      "the order, its lines and payments, printed on the store's proof printer",
  },
  {
    module: 'devices',
    tables: [
      'orders',
      'order_items',
      'payments',
      'bill_split_parts',
      'refunds',
      'dining_tables',
      'menu_categories',
      'stores',
      'users',
    ],
    why:
      "report: a receipt, a kitchen ticket and the kitchen screens' snapshot lay out an order with its lines, " +
      'payments (a split part: its place in the split), table, station (menu category) and cashier in one ' +
      'query per print',
  },
  {
    module: 'diner',
    tables: ['orders', 'table_sessions', 'dining_tables'],
    why: "report: the public QR page's read of its table, open session and orders (it writes through orders)",
  },
  {
    module: 'payments',
    tables: ['orders', 'order_items', 'order_voids', 'order_discounts'],
    why:
      "a split bill divides the session's orders and lines (less their voids and line discounts) in the " +
      "payment's write (not yet moved to orders)",
  },
  {
    module: 'refunds',
    tables: ['orders', 'payments'],
    why: 'a refund is bounded per tender by what the order was paid with (not yet moved to payments)',
  },
  {
    module: 'adjustments',
    tables: ['orders', 'order_items', 'refund_lines'],
    why:
      "repricing reads the order's lines beside its discounts and voids, refunded quantities bound a void, and " +
      'the day-close sales side joins orders (not yet moved to orders/refunds)',
  },
  {
    module: 'shifts',
    tables: ['payments', 'refunds', 'users'],
    why: "report: a cashier's X report over the payments they took and refunds they paid during the shift",
  },
  { module: 'announcements', tables: ['users'], why: 'name: the author of each announcement' },
  { module: 'handover', tables: ['users'], why: 'name: the author of each handover note' },
  { module: 'inventory', tables: ['users'], why: 'name: who moved the stock, in the movement list' },
  { module: 'stores', tables: ['users'], why: "name: a store's staff list" },
  {
    module: 'backup',
    tables: ['orders'],
    why: 'counts the orders in a backup file being checked, not the live tables',
  },
]
