import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { users } from './users'

export const diningTables = sqliteTable(
  'dining_tables',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    seats: integer('seats').notNull().default(4),
    status: text('status', { enum: ['available', 'occupied', 'reserved', 'cleaning'] })
      .notNull()
      .default('available'),
    /** Bumped when the table is cleared, so a diner's old QR token stops working. */
    qrVersion: integer('qr_version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('dining_tables_store_number_uq').on(t.storeId, t.number)],
)

export const tableSessions = sqliteTable(
  'table_sessions',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    guestCount: integer('guest_count').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openedBy: integer('opened_by').references(() => users.id),
    closedBy: integer('closed_by').references(() => users.id),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
  },
  (t) => [
    index('table_sessions_table_idx').on(t.tableId, t.status),
    index('table_sessions_store_idx').on(t.storeId, t.status),
  ],
)

export const tableConfigurations = sqliteTable(
  'table_configurations',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('table_configurations_store_idx').on(t.storeId)],
)

export const tableCombinations = sqliteTable(
  'table_combinations',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => tableConfigurations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sum of the member tables' seats, computed by the server. */
    totalSeats: integer('total_seats').notNull(),
    ...timestamps(),
  },
  (t) => [index('table_combinations_config_idx').on(t.configurationId)],
)

export const tableCombinationTables = sqliteTable(
  'table_combination_tables',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.tableId] })],
)
