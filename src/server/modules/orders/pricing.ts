import type { Db } from '../../db/client'
import type { CostData } from '../../db/schema'
import { inventoryItemOfStore, type InventoryRow } from '../inventory'
import { categoryHoursOf, menuItemOfStore, optionGroupRules, type MenuRow } from '../menu'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { changeCacheFor } from '../../db/change-cache'
import {
  isValidQuantity,
  priceLine,
  recipeUnitCost,
  stockNeededMilli,
  type LineChoice,
  type OptionKind,
  type OrderTotals,
  type PricedLine,
  type RecipePart,
} from '../../../shared/domain/order-totals'
import { boundsLabel, type GroupProblem, type OptionGroupRule } from '../../../shared/domain/option-groups'
import type { PartProblem } from '../../../shared/domain/set-meals'
import { closedHours, hoursLabel, type TimeWindow } from '../../../shared/domain/menu-hours'
import { channelBasePrice, type OrderType } from '../../../shared/domain/channel-price'

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

const KIND_LABEL: Record<OptionKind, string> = { size: '尺寸', spice: '辣度', addOn: '加點' }

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

type PricedItem = TimedRow & { optionGroups: OptionGroupRule[] }

/** The ordered items, then the items their 套餐 slots offer (a part missing from the menu just cannot be picked). */
function menuOf(d: Db, storeId: number, ids: number[]): Map<number, PricedItem> {
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

const canSell = (item: MenuRow) => item.status === 'available' && item.isActive

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

/** A set line's parts refused, naming the set and the slot or the part. */
function setError(item: string, p: PartProblem, menu: Map<number, MenuRow>): AppError {
  switch (p.kind) {
    case 'notASet':
      return new AppError('ORDER_SET_NOT_A_SET', { item })
    case 'unknownSlot':
      return new AppError('ORDER_SET_UNKNOWN_SLOT', { item, slot: p.slot })
    case 'repeatedSlot':
      return new AppError('ORDER_SET_REPEATED_SLOT', { item, slot: p.slot })
    case 'missingSlot':
      return new AppError('ORDER_SET_MISSING_SLOT', { item, slot: p.slot })
    case 'notInSlot':
      return new AppError('ORDER_SET_NOT_IN_SLOT', {
        item,
        slot: p.slot,
        part: menu.get(p.menuItemId)?.name ?? `#${p.menuItemId}`,
      })
    case 'group':
      return groupError(`${item}的${p.part}`, p.problem)
  }
}

/** A line's group picks refused, naming the item and the group. */
function groupError(item: string, p: GroupProblem): AppError {
  switch (p.kind) {
    case 'notOnItem':
      return new AppError('ORDER_GROUP_NOT_ON_ITEM', { item, groupId: p.groupId })
    case 'required':
      return new AppError('ORDER_GROUP_REQUIRED', { item, group: p.group })
    case 'count':
      return new AppError('ORDER_GROUP_COUNT', {
        item,
        group: p.group,
        bounds: boundsLabel({ minChoices: p.min, maxChoices: p.max }),
      })
    case 'unknownOption':
      return new AppError('ORDER_GROUP_UNKNOWN_OPTION', { item, group: p.group, value: p.value })
    case 'repeated':
      return new AppError('ORDER_GROUP_REPEATED', { item, group: p.group, value: p.value })
  }
}

/** When and how the order is placed: its type picks the channel's price, `now` the 供應時段 open. */
export type OrderAt = { orderType: OrderType; now: number }

/** Refused outside the item's 供應時段 or its category's, naming the hours that are closed. */
function assertServed(item: PricedItem, now: number) {
  const closed = closedHours(item, now)
  if (closed) throw new AppError('ORDER_ITEM_OUTSIDE_HOURS', { name: item.name, hours: hoursLabel(closed) })
}

function priceOne(item: PricedItem, req: LineRequest, at: OrderAt, menu: Map<number, PricedItem>) {
  if (!canSell(item)) throw new AppError('ORDER_ITEM_UNAVAILABLE', { name: item.name })
  assertServed(item, at.now)
  if (!isValidQuantity(req.quantity)) throw new AppError('ORDER_QUANTITY_INVALID', { name: item.name })
  // A part is taken at the set's price: its own channel price and hours are the set's business.
  const partItem = (id: number) => {
    const part = menu.get(id)
    return part && canSell(part) ? part : undefined
  }
  const pricing = { ...item, basePrice: channelBasePrice(item, at.orderType), partItem }
  const priced = priceLine(pricing, req.choice, req.quantity)
  if (priced.ok) return priced.line
  if (priced.kind === 'group') throw groupError(item.name, priced.problem)
  if (priced.kind === 'set') throw setError(item.name, priced.problem, menu)
  throw new AppError('ORDER_OPTION_UNKNOWN', { item: item.name, value: priced.value, kind: KIND_LABEL[priced.kind] })
}

/**
 * Prices every requested line from this store's menu (never from the client) and works out the
 * recipe cost per portion and the stock the order consumes.
 */
export function priceOrderLines(d: Db, storeId: number, requests: LineRequest[], at: OrderAt) {
  const menu = menuOf(d, storeId, [...new Set(requests.map((r) => r.menuItemId))])
  const inventory = inventoryFor(d, storeId, menu.values())
  const needs = new Map<number, StockNeed>()
  const lines: PricedOrderLine[] = requests.map((req) => {
    const item = menu.get(req.menuItemId)!
    const line = priceOne(item, req, at, menu)
    // A set uses its own recipe (a tray, a napkin) and each part's.
    const recipe = [item, ...line.options.parts.map((p) => menu.get(p.menuItemId)!)].flatMap((m) =>
      recipeOf(m.costData, inventory),
    )
    for (const part of recipe) {
      const need = needs.get(part.item.id) ?? { item: part.item, milli: 0 }
      need.milli += stockNeededMilli(part.quantityMilli, req.quantity)
      needs.set(part.item.id, need)
    }
    const parts: RecipePart[] = recipe.map((p) => ({ unitCost: p.item.unitCost, quantityMilli: p.quantityMilli }))
    return {
      ...line,
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
