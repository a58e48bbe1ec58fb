import { asc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db, DbHandle } from '../../db/client'
import { menuCategories, menuItemImages, menuItems, type CostData } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { UserRow } from '../auth'
import { storeRow } from '../stores'
import type { MenuCopyResult } from '../../../shared/api/menu'
import { copyItemGroups } from './option-groups'

export type { MenuCopyResult }

const byName = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name.trim(), r]))

/**
 * The copy's steps in modules that build on the menu (inventory's categories import it, SOPs name
 * its items), handed in at composition: inventory's copyIngredients, sops' copySop.
 */
export type MenuCopySteps = {
  /** The target's inventory id for each source ingredient, creating those it lacks (names pushed to `unmatched`). */
  copyIngredients(
    d: Db,
    fromStoreId: number,
    toStoreId: number,
    sourceIds: number[],
    now: number,
    unmatched: string[],
  ): Map<number, number>
  /** The source item's SOP, if any, for the copied item. */
  copySop(d: Db, fromMenuItemId: number, to: { storeId: number; menuItemId: number }, now: number): void
}

/**
 * A new store starts with a copy of another store's menu. One transaction, and
 * every row is matched by name first, so a repeat (or a burst of repeats) copies nothing twice.
 */
export function createMenuCopyService(deps: {
  db: DbHandle
  clock: Clock
  canAccessStore: (user: UserRow, storeId: number) => boolean
  steps: MenuCopySteps
}) {
  const { db, clock, steps } = deps
  const d = db.db

  function checkSource(user: UserRow | null, fromStoreId: number, toStoreId: number) {
    if (fromStoreId === toStoreId) throw new AppError('MENU_COPY_SAME_STORE')
    // A manager who is not in the source store learns nothing about it, not even that it exists.
    if (!user || !deps.canAccessStore(user, fromStoreId)) throw new AppError('STORE_ACCESS_DENIED')
    if (!storeRow(d, fromStoreId)) throw new AppError('STORE_NOT_FOUND')
  }

  function copy(toStoreId: number, fromStoreId: number, actor: Actor): MenuCopyResult {
    checkSource(actor.user, fromStoreId, toStoreId)
    return db.write(() => {
      const now = clock.now()
      const result: MenuCopyResult = {
        fromStoreId,
        toStoreId,
        copied: [],
        skipped: [],
        categoriesCreated: [],
        imagesCopied: 0,
        recipesCopied: 0,
        unmatchedIngredients: [],
        optionGroupsCreated: [],
      }
      const targetGroups = new Map<string, number>()
      const sourceItems = d
        .select()
        .from(menuItems)
        .where(eq(menuItems.storeId, fromStoreId))
        .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
        .all()
      const existing = byName(
        d.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.storeId, toStoreId)).all(),
      )
      const todo = sourceItems.filter((item) => {
        const taken = existing.has(item.name.trim())
        if (taken) result.skipped.push(item.name)
        return !taken
      })

      const sourceCats = d
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.storeId, fromStoreId))
        .orderBy(asc(menuCategories.displayOrder))
        .all()
      const targetCats = byName(d.select().from(menuCategories).where(eq(menuCategories.storeId, toStoreId)).all())
      const categoryMap = new Map<number, number>()
      for (const cat of sourceCats) {
        let target = targetCats.get(cat.name.trim())
        if (!target) {
          // The key is filled by the insert trigger (migration 0005): a spec name gets its spec key.
          target = d
            .insert(menuCategories)
            .values({
              storeId: toStoreId,
              name: cat.name,
              displayOrder: cat.displayOrder,
              hours: cat.hours,
              createdAt: now,
              updatedAt: now,
            })
            .returning()
            .get()
          targetCats.set(cat.name.trim(), target)
          result.categoriesCreated.push(cat.name)
        }
        categoryMap.set(cat.id, target.id)
      }

      const ingredientIds = [...new Set(todo.flatMap((item) => Object.values(item.costData).map((l) => l.inventoryId)))]
      const ingredients = steps.copyIngredients(
        d,
        fromStoreId,
        toStoreId,
        ingredientIds,
        now,
        result.unmatchedIngredients,
      )

      for (const item of todo) {
        const costData: CostData = {}
        for (const [name, line] of Object.entries(item.costData)) {
          const inventoryId = ingredients.get(line.inventoryId)
          // An ingredient already gone from the source store has nothing to map to: the line is dropped.
          if (inventoryId !== undefined) costData[name] = { inventoryId, quantity: line.quantity }
        }
        const { id: sourceId, storeId: _s, categoryId, createdAt: _c, updatedAt: _u, ...fields } = item
        const row = d
          .insert(menuItems)
          .values({
            ...fields,
            storeId: toStoreId,
            categoryId: categoryId === null ? null : (categoryMap.get(categoryId) ?? null),
            costData,
            // A set's slots name the source store's items; the copy is sold alone until its slots are set here.
            setSlots: [],
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: menuItems.id })
          .get()
        if (Object.keys(costData).length > 0) result.recipesCopied++
        const images = d.select().from(menuItemImages).where(eq(menuItemImages.menuItemId, sourceId)).all()
        for (const { id: _i, menuItemId: _m, ...image } of images) {
          d.insert(menuItemImages)
            .values({ ...image, menuItemId: row.id, createdAt: now })
            .run()
          result.imagesCopied++
        }
        steps.copySop(d, sourceId, { storeId: toStoreId, menuItemId: row.id }, now)
        copyItemGroups(
          d,
          { itemId: sourceId },
          { storeId: toStoreId, itemId: row.id },
          now,
          targetGroups,
          result.optionGroupsCreated,
        )
        result.copied.push(item.name)
      }

      if (result.copied.length > 0 || result.categoriesCreated.length > 0) {
        logActivity(
          d,
          actor,
          {
            storeId: toStoreId,
            action: 'update_store',
            entityType: 'store',
            entityId: toStoreId,
            details: {
              menuCopiedFrom: fromStoreId,
              copied: result.copied.length,
              skipped: result.skipped.length,
              unmatchedIngredients: result.unmatchedIngredients,
            },
          },
          now,
        )
      }
      return result
    })
  }

  return { copy }
}
export type MenuCopyService = ReturnType<typeof createMenuCopyService>
