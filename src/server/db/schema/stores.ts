import { sqliteTable, text, integer, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { users } from './users'

import type { StoreSettings } from '../../../shared/api/stores'

export type { StoreSettings }

export const stores = sqliteTable(
  'stores',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    phone: text('phone'),
    status: text('status', { enum: ['preparing', 'active', 'inactive'] })
      .notNull()
      .default('preparing'),
    settings: text('settings', { mode: 'json' }).$type<StoreSettings>().notNull(),
    /** Receipt header/footer lines and other print text. */
    receiptFooter: text('receipt_footer'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('stores_code_uq').on(t.code)],
)

/** Which users work at which store (staff count; stores a staff member may see). */
export const storeUsers = sqliteTable(
  'store_users',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] })],
)
