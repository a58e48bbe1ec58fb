import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { users } from './users'

export const inventoryCategories = sqliteTable(
  'inventory_categories',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('inventory_categories_store_idx').on(t.storeId)],
)

/**
 * Quantities are integer thousandths of the item's unit (1.5 公斤 = 1500), so a recipe's
 * quantity (spec part 2 §9: cost = unitCost × quantity / 1000) deducts exactly.
 */
export const inventoryItems = sqliteTable(
  'inventory_items',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // restrict: spec part 1 §8, a category in use cannot be deleted
    categoryId: integer('category_id').references(() => inventoryCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitSize: text('unit_size'),
    currentStockMilli: integer('current_stock_milli').notNull().default(0),
    safetyStockMilli: integer('safety_stock_milli').notNull().default(0),
    /** Cents per unit. */
    unitCost: integer('unit_cost').notNull().default(0),
    supplier: text('supplier'),
    ...timestamps(),
  },
  (t) => [index('inventory_items_store_idx').on(t.storeId), index('inventory_items_category_idx').on(t.categoryId)],
)

/** Every change of stock, kept as history: restocks, recipe deductions, adjustments. */
export const stockMovements = sqliteTable(
  'stock_movements',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    deltaMilli: integer('delta_milli').notNull(),
    reason: text('reason', { enum: ['restock', 'order', 'order_cancel', 'adjustment', 'waste'] }).notNull(),
    orderId: integer('order_id'),
    userId: integer('user_id').references(() => users.id),
    /** Cents per unit at the time of the movement, for consumption value. */
    unitCost: integer('unit_cost').notNull().default(0),
    note: text('note'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('stock_movements_item_idx').on(t.inventoryItemId, t.createdAt),
    index('stock_movements_store_time_idx').on(t.storeId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
  ],
)
