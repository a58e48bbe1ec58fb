import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { createMenuBatchService } from './batch'
import { createChainMenuService } from './chain-menu'
import { createCategoryService, MENU_CATEGORIES } from './categories'
import { createMenuCostService } from './costs'
import { createMenuImageService } from './images'
import { createPortionService } from './portions'
import { createMenuItemService } from './service'
import { createOptionGroupService } from './option-groups'
import { createSetSlotService } from './set-slots'

export { categoryKey, createCategoryService, INVENTORY_CATEGORIES, type CategoryService } from './categories'
export { categoryRoutes } from './category-routes'
export type { ChainMenuService } from './chain-menu'
export { createMenuCopyService, type MenuCopyService, type MenuCopySteps } from './copy'
export { menuCopyRoutes } from './copy-routes'
export { portionDay, takePortions } from './portions'
export { categoryHoursOf, menuItemById, menuItemOfStore, recipeOfMenuItem, recipesUsing, type MenuRow } from './lookup'
export { menuRoutes } from './routes'
export { optionGroupRules } from './option-groups'
export { requireStore } from './store-scope'
export { requirePrice, storePricing } from './validate'

/** What a store sells: items, categories, option groups, images, batch actions, recipe costs and 估清. */
export function createMenuModule({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const categories = createCategoryService(MENU_CATEGORIES, { db, clock })
  const items = createMenuItemService({ db, clock, categories })
  return {
    categories,
    items,
    batch: createMenuBatchService({ db, clock, categories }),
    images: createMenuImageService({ db, clock, items }),
    costs: createMenuCostService({ db }),
    optionGroups: createOptionGroupService({ db, clock }),
    setSlots: createSetSlotService({ db, clock }),
    portions: createPortionService({ db, clock, events }),
    chainMenu: createChainMenuService({ db, clock, events }),
  }
}
export type MenuModule = ReturnType<typeof createMenuModule>
