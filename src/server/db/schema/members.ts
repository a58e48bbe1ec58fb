import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'

export const members = sqliteTable(
  'members',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    tier: text('tier', { enum: ['regular', 'silver', 'gold', 'vip'] })
      .notNull()
      .default('regular'),
    points: integer('points').notNull().default(0),
    /** Cents. */
    totalSpent: integer('total_spent').notNull().default(0),
    lastVisit: integer('last_visit'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('members_store_phone_uq').on(t.storeId, t.phone),
    index('members_store_created_idx').on(t.storeId, t.createdAt),
    // The VIP revenue card visits only VIP members, not the whole member list (members/service.ts).
    index('members_vip_idx').on(t.storeId).where(sql`tier = 'vip'`),
  ],
)
