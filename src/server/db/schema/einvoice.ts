import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { orders, payments } from './orders'
import { tableSessions } from './tables'
import { printers } from './devices'
import { refunds } from './refunds'
import { EINVOICE_KINDS, EINVOICE_MODES, UPLOAD_CHANNELS } from '../../../shared/domain/einvoice/ids'

export { EINVOICE_KINDS, EINVOICE_MODES }
export const EINVOICE_MESSAGE_TYPES = ['F0401', 'F0501', 'G0401', 'G0501'] as const

/** One row per store: who sells, how invoices are issued, where the 證明聯 prints and files go. */
export const einvoiceSettings = sqliteTable('einvoice_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: EINVOICE_MODES }).notNull().default('off'),
  sellerId: text('seller_id'),
  sellerName: text('seller_name'),
  /** 32 hex characters from the platform's key tool (QR verification field). */
  aesKey: text('aes_key'),
  printerId: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
  paperWidth: integer('paper_width').notNull().default(58),
  uploadDir: text('upload_dir'),
  ...timestamps(),
})

/** A 字軌 range the platform assigned for one two-month period; `nextNo` is the next number to use. */
export const einvoiceRanges = sqliteTable(
  'einvoice_ranges',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** yyyMM, ROC year and the even month of the period (11412 = 114年11-12月). */
    period: text('period').notNull(),
    track: text('track').notNull(),
    startNo: integer('start_no').notNull(),
    endNo: integer('end_no').notNull(),
    nextNo: integer('next_no').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('einvoice_ranges_track_uq').on(t.period, t.track, t.startNo),
    index('einvoice_ranges_store_period_idx').on(t.storeId, t.period),
  ],
)

/**
 * One invoice per paid part. `status` pending: no number was left (a 收據 was given, to be issued
 * later); issued; voided (作廢).
 */
export const einvoices = sqliteTable(
  'einvoices',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A table bill paid as a whole: the session, so a refund of one of its orders finds the invoice. */
    sessionId: integer('session_id').references(() => tableSessions.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'issued', 'voided'] }).notNull(),
    kind: text('kind', { enum: EINVOICE_KINDS }).notNull(),
    carrier: text('carrier'),
    buyerId: text('buyer_id'),
    donationCode: text('donation_code'),
    rangeId: integer('range_id').references(() => einvoiceRanges.id, { onDelete: 'set null' }),
    period: text('period'),
    number: text('number'),
    randomCode: text('random_code').notNull(),
    /** Whole NT$: B2C sales = total and tax 0; with a buyer 統編 sales + 5% tax = total. */
    salesAmount: integer('sales_amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** What the invoice was for (name, quantity, unit price, amount), frozen at issue. */
    items: text('items', { mode: 'json' })
      .$type<{ name: string; quantity: number; unitPrice: number; amount: number }[]>()
      .notNull(),
    issuedAt: integer('issued_at').notNull(),
    voidedAt: integer('voided_at'),
    voidReason: text('void_reason'),
    allowanceTotal: integer('allowance_total').notNull().default(0),
  },
  (t) => [
    uniqueIndex('einvoices_number_uq').on(t.number),
    uniqueIndex('einvoices_payment_uq').on(t.paymentId),
    index('einvoices_store_period_idx').on(t.storeId, t.period),
    // The day close lists the invoices still waiting for a number without walking a year of them.
    index('einvoices_store_status_idx').on(t.storeId, t.status),
    // The Z counts the invoices voided in its day: the few voided ones, by time.
    index('einvoices_store_voided_idx').on(t.storeId, t.voidedAt).where(sql`voided_at IS NOT NULL`),
    index('einvoices_order_idx').on(t.orderId),
    index('einvoices_session_idx').on(t.sessionId),
  ],
)

/** 折讓: part of an invoiced sale given back. */
export const einvoiceAllowances = sqliteTable(
  'einvoice_allowances',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => einvoices.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('einvoice_allowances_number_uq').on(t.number),
    index('einvoice_allowances_invoice_idx').on(t.invoiceId),
    // The Z counts the day's allowances.
    index('einvoice_allowances_store_created_idx').on(t.storeId, t.createdAt),
  ],
)

/** Outbox: each MIG message written once to the upload folder by the worker, after commit. */
export const einvoiceMessages = sqliteTable(
  'einvoice_messages',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => einvoices.id, { onDelete: 'cascade' }),
    type: text('type', { enum: EINVOICE_MESSAGE_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    xml: text('xml').notNull(),
    status: text('status', { enum: ['pending', 'written', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    writtenAt: integer('written_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('einvoice_messages_file_uq').on(t.fileName),
    index('einvoice_messages_status_idx').on(t.status, t.id),
    index('einvoice_messages_store_idx').on(t.storeId, t.status),
  ],
)

/**
 * How a store's messages reach the platform: files for its own Turnkey (the default), or sent to
 * the 光貿 (Amego) 加值中心's API with the store's app key. A store without a row uses Turnkey.
 */
export const einvoiceChannels = sqliteTable('einvoice_channels', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: UPLOAD_CHANNELS }).notNull().default('turnkey'),
  /** The app key the 加值中心 issued the seller: signs each request, never shown again. */
  appKey: text('app_key'),
  ...timestamps(),
})
