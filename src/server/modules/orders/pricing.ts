import type { Db } from '../../db/client'
import type { CostData } from '../../db/schema'
import { inventoryItemOfStore, type InventoryRow } from '../inventory'
import { categoryHoursOf, menuItemOfStore, optionGroupRules, type MenuRow } from '../menu'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { changeCacheFor } from '../../db/change-cache'
import {
  recipeUnitCost,
  stockNeededMilli,
  type LineChoice,
  type OrderTotals,
  type PricedLine,
  type RecipePart,
} from '../../../shared/domain/order-totals'
import type { OptionGroupRule } from '../../../shared/domain/option-groups'
import type { TimeWindow } from '../../../shared/domain/menu-hours'

export type LineRequest = { menuItemId: number; quantity: number; choice: LineChoice; notes: string | null }

export type PricedOrderLine = PricedLine & {
  menuItemId: number
  name: string
  categoryId: number | null
  unitCost: number
  notes: string | null
}

/** How much of one ingredient the whole order uses. */
export type StockNeed = { item: InventoryRow; milli: number }

/** Rows by id, one prepared lookup each (an order names a handful); ids not found are left out. */
function byId<R>(ids: Iterable<number>, get: (id: number) => R | undefined): Map<number, R> {
  const rows = new Map<number, R>()
  for (const id of ids) {
    const row = get(id)
    if (row) rows.set(id, row)
  }
  return rows
}

type TimedRow = MenuRow & { categoryHours: TimeWindow[] }
/**
 * Menu rows with their category's 供應時段, read only, kept until a menu item or category is written
 * (an order writes neither; a sold-out mark does).
 */
const menuKept = changeCacheFor<string, TimedRow | undefined>(['menu_items', 'menu_categories'])
/** Each item's option groups, kept the same way until a group or an item's list of them is written. */
const groupsKept = changeCacheFor<string, OptionGroupRule[]>(['option_groups', 'menu_item_option_groups'])

export type PricedItem = TimedRow & { optionGroups: OptionGroupRule[] }

/** The menu rows of an order's lines, refused when one is not on this store's menu, then the items
 * their 套餐 slots offer (a part missing from the menu just cannot be picked). */
export function menuFor(d: Db, storeId: number, requests: LineRequest[]): Map<number, PricedItem> {
  const ids = [...new Set(requests.map((r) => r.menuItemId))]
  const kept = menuKept(d)
  const groups = groupsKept(d)
  const load = (id: number) => {
    const key = `${storeId}:${id}`
    const row = kept(key, () => {
      const item = menuItemOfStore(d, storeId, id)
      return item && { ...item, categoryHours: categoryHoursOf(d, item.categoryId) }
    })
    return row && { ...row, optionGroups: groups(key, () => optionGroupRules(d, storeId, id)) }
  }
  const menu = byId(ids, load)
  const missing = ids.filter((id) => !menu.has(id))
  if (missing.length) throw new AppError('MENU_ITEMS_NOT_FOUND', { ids: missing.join(', ') })
  const partIds = new Set(
    [...menu.values()].flatMap((m) => m.setSlots.flatMap((s) => s.choices.map((c) => c.menuItemId))),
  )
  for (const [id, row] of byId(partIds, load)) menu.set(id, row)
  return menu
}

/**
 * The parts a 套餐 line may take: those on sale. A part is taken at the set's price, so its own
 * channel price is the set's business; its 供應時段 is not (the quote checks it: the kitchen makes it
 * only then).
 */
export const partItemOf = (menu: Map<number, PricedItem>) => (id: number) => {
  const part = menu.get(id)
  return part && part.status === 'available' && part.isActive ? part : undefined
}

/** The recipe's ingredients that exist in this store; a stale reference costs and deducts nothing. */
function recipeOf(costData: CostData | null, inventory: Map<number, InventoryRow>) {
  return Object.values(costData ?? {})
    .map((e) => ({ item: inventory.get(Number(e?.inventoryId)), quantityMilli: Number(e?.quantity) }))
    .filter(
      (e): e is { item: InventoryRow; quantityMilli: number } =>
        !!e.item && Number.isFinite(e.quantityMilli) && e.quantityMilli > 0,
    )
}

function inventoryFor(d: Db, storeId: number, menu: Iterable<MenuRow>): Map<number, InventoryRow> {
  const ids = new Set<number>()
  for (const m of menu)
    for (const e of Object.values(m.costData ?? {})) if (Number.isInteger(e?.inventoryId)) ids.add(e.inventoryId)
  return byId(ids, (id) => inventoryItemOfStore(d, storeId, id))
}

/**
 * The order's lines as stored: the prices the pricing gave each line, the menu row's name and
 * category, and its recipe cost per portion; with the stock the order consumes.
 */
export function orderLines(
  d: Db,
  storeId: number,
  menu: Map<number, PricedItem>,
  requests: LineRequest[],
  priced: PricedLine[],
) {
  const inventory = inventoryFor(d, storeId, menu.values())
  const needs = new Map<number, StockNeed>()
  const lines: PricedOrderLine[] = requests.map((req, i) => {
    const item = menu.get(req.menuItemId)!
    // A set uses its own recipe (a tray, a napkin) and each part's.
    const recipe = [item, ...priced[i]!.options.parts.map((p) => menu.get(p.menuItemId)!)].flatMap((m) =>
      recipeOf(m.costData, inventory),
    )
    for (const part of recipe) {
      const need = needs.get(part.item.id) ?? { item: part.item, milli: 0 }
      need.milli += stockNeededMilli(part.quantityMilli, req.quantity)
      needs.set(part.item.id, need)
    }
    const parts: RecipePart[] = recipe.map((p) => ({ unitCost: p.item.unitCost, quantityMilli: p.quantityMilli }))
    return {
      ...priced[i],
      menuItemId: item.id,
      name: item.name,
      categoryId: item.categoryId,
      unitCost: recipeUnitCost(parts),
      notes: req.notes,
    }
  })
  return { lines, needs: [...needs.values()] }
}

/** What the order's dishes cost to make (recipe cost per portion × quantity). */
export function orderCost(lines: PricedOrderLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitCost * l.quantity, 0)
}

/**
 * Every figure the order would store within the money bound, or the order is refused before any
 * write. Line amounts are never negative, so bounding the sums bounds every line in them.
 */
export function assertOrderBounded(lines: PricedOrderLine[], totals: OrderTotals): void {
  assertBoundedMoney(totals.subtotal, totals.serviceFee, totals.discount, totals.total, orderCost(lines))
}
