import { sqliteTable, text, integer, blob, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import type { TimeWindow } from '../../../shared/domain/menu-hours'
import type { ChannelPrices } from '../../../shared/domain/channel-price'

/** Prices inside option lists are cents, like every other money column. */
export type SizeOption = { name: string; price: number }
export type AddOn = { name: string; price: number; category?: string }
export type CostData = Record<string, { inventoryId: number; quantity: number }>
/** An option of an option group; price is the cents it adds to the line's unit price. */
export type GroupOptionRow = { name: string; price: number }
/** A 套餐's slot: the menu items it offers, each with the cents it adds to the set's price. */
export type SetSlotRow = { name: string; choices: { menuItemId: number; price: number }[] }

/**
 * `key` is the category's id at the API (spec part 1 §3: categoryId food, drink, dessert, soup).
 * Triggers (migration 0005) fill it on insert — a default name gets its spec key, any other
 * category `c<id>` — and give every new store the four default categories, whatever inserts them.
 */
export const menuCategories = sqliteTable(
  'menu_categories',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key'),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** 供應時段 for every item in it; [] sells all day. */
    hours: text('hours', { mode: 'json' }).$type<TimeWindow[]>().notNull().default([]),
    /** This row's key in HQ's chain menu; null for the store's own row, which a chain menu never touches. */
    chainKey: text('chain_key'),
    ...timestamps(),
  },
  (t) => [
    index('menu_categories_store_idx').on(t.storeId),
    uniqueIndex('menu_categories_store_key_uq').on(t.storeId, t.key),
  ],
)

export const menuItems = sqliteTable(
  'menu_items',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // restrict: spec part 2 §8, a category with items cannot be deleted
    categoryId: integer('category_id').references(() => menuCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    basePrice: integer('base_price').notNull(),
    status: text('status', { enum: ['available', 'unavailable'] })
      .notNull()
      .default('available'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    sizeOptions: text('size_options', { mode: 'json' }).$type<SizeOption[]>().notNull().default([]),
    spiceLevels: text('spice_levels', { mode: 'json' }).$type<string[]>().notNull().default([]),
    addOns: text('add_ons', { mode: 'json' }).$type<AddOn[]>().notNull().default([]),
    costData: text('cost_data', { mode: 'json' }).$type<CostData>().notNull().default({}),
    /** A 套餐's slots in the order its chooser asks them; empty for an item sold alone. */
    setSlots: text('set_slots', { mode: 'json' }).$type<SetSlotRow[]>().notNull().default([]),
    /** 供應時段 of this item (its category's apply as well); [] sells all day. */
    hours: text('hours', { mode: 'json' }).$type<TimeWindow[]>().notNull().default([]),
    /** Cents, where a channel's price differs from basePrice (the dine-in price). */
    channelPrices: text('channel_prices', { mode: 'json' }).$type<ChannelPrices>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
    /** This row's key in HQ's chain menu; null for the store's own row, which a chain menu never touches. */
    chainKey: text('chain_key'),
    ...timestamps(),
  },
  (t) => [
    index('menu_items_store_idx').on(t.storeId, t.displayOrder),
    index('menu_items_category_idx').on(t.categoryId),
  ],
)

/**
 * A store's option group (甜度, 冰塊, 加料 ...), shared by the items that offer it: edited once,
 * every item follows. A line picks between minChoices and maxChoices of its options (minChoices ≥ 1:
 * required). Names are unique per store, the way staff tell groups apart.
 */
export const optionGroups = sqliteTable(
  'option_groups',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    options: text('options', { mode: 'json' }).$type<GroupOptionRow[]>().notNull().default([]),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    defaultOption: text('default_option'),
    /** This row's key in HQ's chain menu; null for the store's own row, which a chain menu never touches. */
    chainKey: text('chain_key'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('option_groups_store_name_uq').on(t.storeId, t.name)],
)

/** The groups an item offers, in the order its chooser shows them. */
export const menuItemOptionGroups = sqliteTable(
  'menu_item_option_groups',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.groupId] }), index('menu_item_option_groups_group_idx').on(t.groupId)],
)

export const menuItemImages = sqliteTable(
  'menu_item_images',
  {
    id: id(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('menu_item_images_item_idx').on(t.menuItemId)],
)

export type SopStep = {
  text: string
  /** Beginners must confirm every step; experts may fast-complete (spec part 2 §9). */
  mandatory: boolean
  guidance?: string
  timerSeconds?: number
}

export const recipeSops = sqliteTable(
  'recipe_sops',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    estimatedTime: integer('estimated_time').notNull().default(0),
    difficultyLevel: text('difficulty_level', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    servingSize: integer('serving_size').notNull().default(1),
    steps: text('steps', { mode: 'json' }).$type<SopStep[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('recipe_sops_item_uq').on(t.menuItemId)],
)

/**
 * 估清: a dish's portions left for one business day; 0 reads 售完. No row, or a row from an earlier
 * business day, means no limit, so the day's start resets every mark without a job having to run.
 * Kept apart from menu_items so an order taking a portion leaves the cached menu rows alone.
 */
export const menuItemPortions = sqliteTable('menu_item_portions', {
  menuItemId: integer('menu_item_id')
    .primaryKey()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  remaining: integer('remaining').notNull(),
  businessDate: text('business_date').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/** The chain menu version a store last applied (its rows carry that snapshot's chain keys). */
export const menuChainApplied = sqliteTable('menu_chain_applied', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  appliedAt: integer('applied_at').notNull(),
})
