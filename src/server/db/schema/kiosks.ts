import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'

/**
 * A self-order tablet at the door (自助點餐機): its link carries a token bound to (store, kiosk,
 * tokenVersion), so 重新產生連結 (a bumped version) or 停用 retires the link at once.
 */
export const kiosks = sqliteTable(
  'kiosks',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('kiosks_store_idx').on(t.storeId)],
)
