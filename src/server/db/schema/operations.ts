import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { users } from './users'

export const announcements = sqliteTable(
  'announcements',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority', { enum: ['low', 'normal', 'high', 'urgent'] })
      .notNull()
      .default('normal'),
    /** null: everyone. */
    targetRole: text('target_role', { enum: ['manager', 'staff'] }),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('announcements_store_idx').on(t.storeId, t.createdAt)],
)

export const handoverItems = sqliteTable(
  'handover_items',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    description: text('description'),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    assignedTo: text('assigned_to'),
    dueDate: integer('due_date'),
    isCompleted: integer('is_completed', { mode: 'boolean' }).notNull().default(false),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: integer('completed_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('handover_items_store_idx').on(t.storeId, t.createdAt)],
)

export const handoverNotes = sqliteTable(
  'handover_notes',
  {
    id: id(),
    handoverItemId: integer('handover_item_id')
      .notNull()
      .references(() => handoverItems.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('handover_notes_item_idx').on(t.handoverItemId)],
)

/**
 * Append-only: no route updates or deletes rows. User details are copied at write time
 * so the log still reads right after a user is renamed or deactivated.
 */
export const activityLogs = sqliteTable(
  'activity_logs',
  {
    id: id(),
    storeId: integer('store_id'),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    userFirstName: text('user_first_name'),
    userLastName: text('user_last_name'),
    username: text('username'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('activity_logs_store_time_idx').on(t.storeId, t.createdAt),
    index('activity_logs_action_idx').on(t.storeId, t.action, t.createdAt),
  ],
)

/**
 * Log entries per store (0: installation-wide), action and user (0: none), kept by triggers on
 * activity_logs (migration 0009): the log's stats read a few rows instead of counting the whole log.
 */
export const activityLogCounts = sqliteTable(
  'activity_log_counts',
  {
    storeKey: integer('store_key').notNull(),
    action: text('action').notNull(),
    userKey: integer('user_key').notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeKey, t.action, t.userKey] })],
)
