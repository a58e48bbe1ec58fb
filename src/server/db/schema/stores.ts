import { sqliteTable, text, integer, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { users } from './users'
import type { RoundingRule } from '../../../shared/domain/money'

/**
 * JSON, so a new key needs no migration; stores saved before a key existed read its default
 * (shared/domain/order-totals pricingRules).
 */
export type StoreSettings = {
  timezone: string
  currency: string
  taxRate: number
  serviceFee: number
  /** The service fee also on takeout (default: dine-in and QR orders only). */
  feeOnTakeout?: boolean
  /** How the fee, discounts and split parts become whole dollars. */
  rounding?: RoundingRule
  /** Menu prices may have cents (default: whole dollars only). */
  allowCentPrices?: boolean
  /** Discount reasons staff pick from (issue 17 item 6); default: the catalog's list. */
  discountReasons?: string[]
  /** A staff discount above this percent of its line or order, or this many NT$, needs a manager's PIN. */
  discountApprovalPercent?: number
  discountApprovalAmount?: number
}

export const stores = sqliteTable('stores', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  address: text('address'),
  phone: text('phone'),
  status: text('status', { enum: ['preparing', 'active', 'inactive'] }).notNull().default('preparing'),
  settings: text('settings', { mode: 'json' }).$type<StoreSettings>().notNull(),
  /** Receipt header/footer lines and other print text. */
  receiptFooter: text('receipt_footer'),
  ...timestamps(),
}, (t) => [uniqueIndex('stores_code_uq').on(t.code)])

/** Which users work at which store (staff count; stores a staff member may see). */
export const storeUsers = sqliteTable('store_users', {
  storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.storeId, t.userId] })])
