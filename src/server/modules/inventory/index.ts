import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { createCategoryService, INVENTORY_CATEGORIES } from '../menu'
import { createInventoryReportService } from './report'
import { createInventoryItemService } from './service'
import { createStockService } from './stock'

export { applyStockDelta } from './stock'
export { copyIngredients } from './copy'
export {
  inventoryItemOfStore,
  moveOrderStock,
  stockHeldByOrder,
  type InventoryRow,
  type OrderStockCtx,
} from './order-stock'
export { inventoryRoutes } from './routes'

/** Ingredients and supplies: items, categories, stock movements, summary and export. */
export function createInventoryModule({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const categories = createCategoryService(INVENTORY_CATEGORIES, { db, clock })
  const items = createInventoryItemService({ db, clock, categories })
  return {
    categories,
    items,
    stock: createStockService({ db, clock, items, events }),
    report: createInventoryReportService({ db, clock, items }),
  }
}
export type InventoryModule = ReturnType<typeof createInventoryModule>
