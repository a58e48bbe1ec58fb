import { asc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { menuItems } from '../../db/schema'
import { marginTone } from '../../../shared/domain/cost'
import { formatMoney } from '../../../shared/domain/money'
import { itemCost, loadMenuContext, presentPublicItem } from './present'
import { requireStore } from './store-scope'
import type { CostReport, CostRow } from '../../../shared/api/cost'

export type CostSortKey = 'name' | 'price' | 'cost' | 'profit' | 'margin' | 'sales'

/** The /cost screen: what each dish costs to make, what it earns, and the ingredients behind it. */
export function createMenuCostService({ db }: { db: DbHandle }) {
  const d = db.db

  function report(storeId: number, sort: CostSortKey = 'margin', order: 'asc' | 'desc' = 'desc'): CostReport {
    requireStore(db, storeId)
    const ctx = loadMenuContext(db, storeId)
    const rows = d
      .select()
      .from(menuItems)
      .where(eq(menuItems.storeId, storeId))
      .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
      .all()
    const entries = rows.map((row) => {
      const { lines, cost, margin } = itemCost(row, ctx)
      const base = presentPublicItem(row, ctx)
      return {
        sortValues: {
          name: row.name,
          price: row.basePrice,
          cost,
          profit: row.basePrice - cost,
          margin,
          sales: ctx.sales.get(row.id) ?? 0,
        },
        view: {
          id: row.id,
          name: row.name,
          categoryId: base.categoryId,
          category: base.category,
          isActive: row.isActive,
          price: formatMoney(row.basePrice),
          cost: formatMoney(cost),
          profit: formatMoney(row.basePrice - cost),
          margin,
          marginTone: marginTone(margin),
          salesQuantity: ctx.sales.get(row.id) ?? 0,
          hasRecipe: lines.length > 0,
          ingredients: lines.map((l) => ({
            ...l,
            unitCost: formatMoney(l.unitCost),
            lineCost: formatMoney(l.lineCost),
          })),
        } satisfies CostRow,
      }
    })
    const dir = order === 'asc' ? 1 : -1
    entries.sort((a, b) => {
      const x = a.sortValues[sort]
      const y = b.sortValues[sort]
      // items without a margin (price 0) always sink to the bottom
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
      return (typeof x === 'string' ? x.localeCompare(y as string, 'zh-Hant') : x - (y as number)) * dir
    })
    const views = entries.map((e) => e.view)
    const priced = entries.filter((e) => e.sortValues.margin !== null && e.view.hasRecipe)
    return {
      items: views,
      summary: {
        itemCount: views.length,
        withRecipe: views.filter((v) => v.hasRecipe).length,
        averageMargin:
          priced.length === 0
            ? null
            : Math.round((priced.reduce((s, e) => s + e.sortValues.margin!, 0) / priced.length) * 10) / 10,
        lowMarginCount: views.filter((v) => v.hasRecipe && v.marginTone === 'red').length,
      },
    }
  }

  return { report }
}
export type MenuCostService = ReturnType<typeof createMenuCostService>
