import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { menuCategories, menuItems, type CostData } from '../../db/schema'
import type { TimeWindow } from '../../../shared/domain/menu-hours'

/** Every order looks its dishes up: prepared once per database. */
const q = preparedFor((d) => ({
  itemOfStore: d
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, $('id')), eq(menuItems.storeId, $('storeId'))))
    .prepare(),
  categoryHours: d
    .select({ hours: menuCategories.hours })
    .from(menuCategories)
    .where(eq(menuCategories.id, $('id')))
    .prepare(),
}))

export type MenuRow = typeof menuItems.$inferSelect

/** The store's menu item of that id, or undefined. */
export const menuItemOfStore = (d: Db, storeId: number, id: number): MenuRow | undefined =>
  q(d).itemOfStore.get({ id, storeId })

/** 供應時段 of a menu category ([] for none, or no category). */
export const categoryHoursOf = (d: Db, categoryId: number | null): TimeWindow[] =>
  categoryId === null ? [] : (q(d).categoryHours.get({ id: categoryId })?.hours ?? [])

/** A menu item's recipe as it stands now (null once deleted or without one). */
export const recipeOfMenuItem = (d: Db, id: number): CostData | null =>
  d.select({ costData: menuItems.costData }).from(menuItems).where(eq(menuItems.id, id)).get()?.costData ?? null

/** A menu item's id, store and name, whichever store (callers check access). */
export const menuItemById = (d: Db, id: number) =>
  d
    .select({ id: menuItems.id, storeId: menuItems.storeId, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.id, id))
    .get()

/** Names of the store's menu items whose recipe uses this inventory item. */
export function recipesUsing(d: Db, storeId: number, inventoryId: number): string[] {
  return d.$client
    .query<{ name: string }, [number, number]>(`SELECT DISTINCT m.name FROM menu_items m, json_each(m.cost_data) j
    WHERE m.store_id = ? AND json_extract(j.value, '$.inventoryId') = ? ORDER BY m.name`)
    .all(storeId, inventoryId)
    .map((r) => r.name)
}
