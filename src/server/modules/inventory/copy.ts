import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inventoryCategories, inventoryItems } from '../../db/schema'

const byName = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name.trim(), r]))

/**
 * A menu copied to another store (menu's copy step): the target's inventory id for each source
 * ingredient, creating the ones it lacks (with their category, by name; stock 0), whose names go
 * to `unmatched`. Runs in the copy's write.
 */
export function copyIngredients(
  tx: Db,
  fromStoreId: number,
  toStoreId: number,
  sourceIds: number[],
  now: number,
  unmatched: string[],
) {
  const map = new Map<number, number>()
  if (sourceIds.length === 0) return map
  const sources = tx
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.storeId, fromStoreId), inArray(inventoryItems.id, sourceIds)))
    .all()
  const targets = byName(tx.select().from(inventoryItems).where(eq(inventoryItems.storeId, toStoreId)).all())
  const sourceCats = new Map(
    tx
      .select()
      .from(inventoryCategories)
      .where(eq(inventoryCategories.storeId, fromStoreId))
      .all()
      .map((c) => [c.id, c]),
  )
  const targetCats = byName(
    tx.select().from(inventoryCategories).where(eq(inventoryCategories.storeId, toStoreId)).all(),
  )
  for (const src of sources) {
    const found = targets.get(src.name.trim())
    if (found) {
      map.set(src.id, found.id)
      continue
    }
    let categoryId: number | null = null
    const cat = src.categoryId === null ? undefined : sourceCats.get(src.categoryId)
    if (cat) {
      let target = targetCats.get(cat.name.trim())
      if (!target) {
        target = tx
          .insert(inventoryCategories)
          .values({
            storeId: toStoreId,
            name: cat.name,
            displayOrder: cat.displayOrder,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        targetCats.set(cat.name.trim(), target)
      }
      categoryId = target.id
    }
    const row = tx
      .insert(inventoryItems)
      .values({
        storeId: toStoreId,
        categoryId,
        name: src.name,
        unit: src.unit,
        unitSize: src.unitSize,
        currentStockMilli: 0,
        safetyStockMilli: src.safetyStockMilli,
        unitCost: src.unitCost,
        supplier: src.supplier,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get()
    targets.set(src.name.trim(), row)
    map.set(src.id, row.id)
    unmatched.push(src.name)
  }
  return map
}
