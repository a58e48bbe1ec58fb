import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { menuItems } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { adjustPrice, parseAdjustment, type AdjustmentType } from '../../../shared/domain/batch-price'
import { formatMoney } from '../../../shared/domain/money'
import { logActivity, type Actor } from '../activity'
import type { CategoryService } from './categories'
import type { MenuItemRow } from './present'
import { requireStore } from './store-scope'
import { assertWholeDollars, storePricing } from './validate'

type Deps = { db: DbHandle; clock: Clock; categories: CategoryService }

/** Reorder and the batch bar of part 2 §2.2; every call is all-or-nothing. */
export function createMenuBatchService({ db, clock, categories }: Deps) {
  const d = db.db

  /** All requested items, or a 404 naming the ids that are missing or belong to another store. */
  const owned = (storeId: number, itemIds: number[]): MenuItemRow[] => {
    const ids = [...new Set(itemIds)]
    const rows = d
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.storeId, storeId), inArray(menuItems.id, ids)))
      .all()
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id))
      throw new AppError('MENU_ITEMS_NOT_FOUND', { ids: ids.filter((id) => !found.has(id)).join(', ') })
    }
    return rows
  }

  /** Runs `change` on every item in one transaction, logging each as update_menu_item. */
  const apply = (
    storeId: number,
    itemIds: number[],
    actor: Actor,
    change: (row: MenuItemRow) => Partial<MenuItemRow> & Record<string, unknown>,
  ) => {
    requireStore(db, storeId)
    const now = clock.now()
    return db.write(() => {
      const rows = owned(storeId, itemIds)
      for (const row of rows) {
        const set = change(row)
        d.update(menuItems)
          .set({ ...set, updatedAt: now })
          .where(eq(menuItems.id, row.id))
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_menu_item',
            entityType: 'menu_item',
            entityId: row.id,
            details: { name: row.name, batch: set },
          },
          now,
        )
      }
      return rows.length
    })
  }

  return {
    /**
     * The listed items take positions 0..n-1 in the given order; items not listed keep their
     * relative order after them, so a partial list never produces duplicate positions.
     */
    reorder(storeId: number, itemIds: number[], actor: Actor) {
      requireStore(db, storeId)
      const now = clock.now()
      db.write(() => {
        owned(storeId, itemIds)
        const listed = [...new Set(itemIds)]
        const rest = d
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(eq(menuItems.storeId, storeId))
          .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
          .all()
          .map((r) => r.id)
          .filter((id) => !listed.includes(id))
        const stmt = db.sqlite.query('UPDATE menu_items SET display_order = ?, updated_at = ? WHERE id = ?')
        for (const [i, id] of [...listed, ...rest].entries()) stmt.run(i, now, id)
        logActivity(
          d,
          actor,
          { storeId, action: 'update_menu_item', entityType: 'menu_item', details: { reorder: listed } },
          now,
        )
      })
      return { success: true as const, message: '排序已儲存' }
    },

    batchStatus(storeId: number, itemIds: number[], isActive: boolean, actor: Actor) {
      const n = apply(storeId, itemIds, actor, () => ({ isActive, status: isActive ? 'available' : 'unavailable' }))
      return {
        success: true as const,
        updatedCount: n,
        message: `批次更新成功：已${isActive ? '上架' : '停售'} ${n} 個項目`,
      }
    },

    /** Base price and every size price move; add-ons are surcharges and stay as they are. */
    batchPrice(storeId: number, itemIds: number[], type: AdjustmentType, value: unknown, actor: Actor) {
      const adj = parseAdjustment(type, value)
      if (!adj) throw new AppError('BATCH_ADJUSTMENT_INVALID')
      if (adj.type === 'fixed') assertBoundedMoney(adj.value)
      const rules = storePricing(db, storeId)
      if (adj.type === 'fixed' && !rules.allowCentPrices) assertWholeDollars(adj.value, '調整金額')
      // a percentage of a whole-dollar price lands on whole dollars by the store's rule
      const rounding = rules.allowCentPrices ? undefined : rules.rounding
      const prices: { id: number; basePrice: string }[] = []
      // One price past the bound refuses the whole batch: the throw rolls back apply's transaction.
      const n = apply(storeId, itemIds, actor, (row) => {
        const basePrice = adjustPrice(row.basePrice, adj, rounding)
        const sizeOptions = row.sizeOptions.map((s) => ({ ...s, price: adjustPrice(s.price, adj, rounding) }))
        assertBoundedMoney(basePrice, ...sizeOptions.map((s) => s.price))
        prices.push({ id: row.id, basePrice: formatMoney(basePrice) })
        return { basePrice, sizeOptions }
      })
      return {
        success: true as const,
        updatedCount: n,
        items: prices,
        message: `批次調價成功：已調整 ${n} 個項目的價格`,
      }
    },

    batchCategory(storeId: number, itemIds: number[], ref: number | string | null, actor: Actor) {
      const categoryId = ref === null ? null : categories.resolve(storeId, ref)
      const n = apply(storeId, itemIds, actor, () => ({ categoryId }))
      return { success: true as const, updatedCount: n, message: `批次移動成功：已移動 ${n} 個項目` }
    },
  }
}
export type MenuBatchService = ReturnType<typeof createMenuBatchService>
