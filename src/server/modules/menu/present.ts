import { and, eq, isNotNull } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { inventoryItems, menuCategories, menuItemImages, menuItems, reportItemSalesTotal } from '../../db/schema'
import { lineCost, profitMargin, recipeCost } from '../../../shared/domain/cost'
import { formatMoney } from '../../../shared/domain/money'
import { formatQuantity } from '../../../shared/domain/quantity'
import { menuInventoryStatus } from '../../../shared/domain/stock-status'
import { NO_LIMIT, portionsOf, type Portions } from '../../../shared/domain/portions'
import { portionDay, portionMarks } from './portions'
import { categoryKey } from './categories'
import type { MenuItem, OptionGroup, PublicMenuItem, SetSlot } from '../../../shared/api/menu'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { unprintableChars } from '../../../devices'
import { itemGroupRows, presentGroup } from './option-groups'
import type { TimeWindow } from '../../../shared/domain/menu-hours'

export type MenuItemRow = typeof menuItems.$inferSelect
type PartRow = Pick<MenuItemRow, 'id' | 'name' | 'status' | 'isActive' | 'hours' | 'categoryId'>
type InventoryRow = typeof inventoryItems.$inferSelect

/** What presenting a store's items needs, loaded once per request instead of once per item. */
export type MenuContext = {
  inventory: Map<number, InventoryRow>
  /** Internal id → the category's API id (its key), name and 供應時段. */
  categories: Map<number, { key: string; name: string; hours: TimeWindow[] }>
  sales: Map<number, number>
  primaryImages: Map<number, { id: number; mimeType: string }>
  /** Each item's option groups, in its order. */
  groups: Map<number, OptionGroup[]>
  /** 估清 as of the business day the read was made in. */
  portions: (itemId: number) => Portions
  /** The store's items as a 套餐's slots offer them: a part that cannot be sold now is still listed. */
  parts: Map<number, PartRow>
}

/**
 * `salesOf`: whose sales to add up — every item, one item, or none. Summing a store's whole order
 * history takes seconds after a year of trade, so only the screens that show it pay for it.
 * `now`: the instant whose business day the 估清 marks are read for; without it none are read.
 */
export function loadMenuContext(
  { db }: DbHandle,
  storeId: number,
  salesOf: 'all' | 'none' | number = 'all',
  now?: number,
): MenuContext {
  const inventory = db.select().from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).all()
  const categories = db
    .select({ id: menuCategories.id, key: menuCategories.key, name: menuCategories.name, hours: menuCategories.hours })
    .from(menuCategories)
    .where(eq(menuCategories.storeId, storeId))
    .all()
  // spec part 2 §3 salesQuantity: portions sold on orders that were not cancelled, read from the
  // all-time item rollup (kept by triggers in each order's own transaction), not from every past order.
  const sales =
    salesOf === 'none'
      ? []
      : db
          .select({ id: reportItemSalesTotal.menuItemId, qty: reportItemSalesTotal.quantity })
          .from(reportItemSalesTotal)
          .where(
            and(
              eq(reportItemSalesTotal.storeId, storeId),
              salesOf === 'all'
                ? isNotNull(reportItemSalesTotal.menuItemId)
                : eq(reportItemSalesTotal.itemKey, String(salesOf)),
            ),
          )
          .all()
  const parts = db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      status: menuItems.status,
      isActive: menuItems.isActive,
      hours: menuItems.hours,
      categoryId: menuItems.categoryId,
    })
    .from(menuItems)
    .where(eq(menuItems.storeId, storeId))
    .all()
  const images = db
    .select({ id: menuItemImages.id, itemId: menuItemImages.menuItemId, mimeType: menuItemImages.mimeType })
    .from(menuItemImages)
    .innerJoin(menuItems, eq(menuItems.id, menuItemImages.menuItemId))
    .where(and(eq(menuItems.storeId, storeId), eq(menuItemImages.isPrimary, true)))
    .all()
  return {
    inventory: new Map(inventory.map((r) => [r.id, r])),
    categories: new Map(categories.map((c) => [c.id, { key: categoryKey(c), name: c.name, hours: c.hours }])),
    sales: new Map(sales.filter((s) => s.id !== null).map((s) => [s.id!, Number(s.qty)])),
    primaryImages: new Map(images.map((i) => [i.itemId, { id: i.id, mimeType: i.mimeType }])),
    groups: new Map([...itemGroupRows(db, storeId)].map(([itemId, rows]) => [itemId, rows.map(presentGroup)])),
    portions: portionReader(db, storeId, now),
    parts: new Map(parts.map((r) => [r.id, r])),
  }
}

function portionReader(db: DbHandle['db'], storeId: number, now: number | undefined): MenuContext['portions'] {
  if (now === undefined) return () => NO_LIMIT
  const today = portionDay(db, storeId, now)
  const marks = portionMarks(db, storeId)
  return (id) => portionsOf(marks.get(id), today)
}

export const imageUrl = (imageId: number) => `/api/menu-images/${imageId}`

/**
 * Spec part 2 §3 reads an image as `imageData` and puts it in <img src>. It is answered as the URL
 * that serves the bytes, not as a data URL: a menu list with every photo inlined would weigh megabytes.
 */
export const imageView = (image: { id: number; mimeType: string; isPrimary: boolean }) => ({
  id: image.id,
  imageData: imageUrl(image.id),
  url: imageUrl(image.id),
  mimeType: image.mimeType,
  isPrimary: image.isPrimary,
})

/** The recipe of an item with each ingredient's cost; a vanished ingredient costs 0 and is flagged. */
export function recipeLines(row: MenuItemRow, ctx: MenuContext) {
  return Object.entries(row.costData).map(([name, { inventoryId, quantity }]) => {
    const inv = ctx.inventory.get(inventoryId)
    const unitCost = inv?.unitCost ?? 0
    return {
      name,
      inventoryId,
      inventoryName: inv?.name ?? null,
      quantity,
      quantityInUnit: formatQuantity(quantity),
      unit: inv?.unit ?? null,
      unitCost,
      lineCost: lineCost({ unitCost, quantity }),
      missing: !inv,
    }
  })
}

export function itemCost(row: MenuItemRow, ctx: MenuContext) {
  const lines = recipeLines(row, ctx)
  const cost = recipeCost(lines)
  return { lines, cost, margin: profitMargin(row.basePrice, cost) }
}

function inventoryStatus(row: MenuItemRow, ctx: MenuContext) {
  const lines = Object.values(row.costData)
  if (lines.some((l) => !ctx.inventory.has(l.inventoryId))) return 'out' as const
  return menuInventoryStatus(
    lines.map((l) => {
      const inv = ctx.inventory.get(l.inventoryId)!
      return { current: inv.currentStockMilli, safety: inv.safetyStockMilli, perServing: l.quantity }
    }),
  )
}

const priced = <T extends { price: number }>(list: T[]) => list.map((o) => ({ ...o, price: formatMoney(o.price) }))

/**
 * Each slot's parts, those that cannot be sold now too: the order screens show them greyed as 售完 or
 * with their hours (the server refuses them), and the set's editor keeps them in the set.
 */
function setSlotViews(row: MenuItemRow, ctx: MenuContext): SetSlot[] {
  return row.setSlots.map((slot) => ({
    name: slot.name,
    choices: slot.choices.flatMap((c) => {
      const part = ctx.parts.get(c.menuItemId)
      if (!part) return []
      return [
        {
          menuItemId: part.id,
          name: part.name,
          price: formatMoney(c.price),
          optionGroups: ctx.groups.get(part.id) ?? [],
          soldOut: part.status !== 'available' || !part.isActive || ctx.portions(part.id).soldOut,
          hours: part.hours,
          categoryHours: part.categoryId === null ? [] : (ctx.categories.get(part.categoryId)?.hours ?? []),
        },
      ]
    }),
  }))
}

/** The public face of a menu item: everything a diner may see, and nothing about cost. */
export function presentPublicItem(row: MenuItemRow, ctx: MenuContext): PublicMenuItem {
  const image = ctx.primaryImages.get(row.id)
  const category = row.categoryId === null ? null : (ctx.categories.get(row.categoryId) ?? null)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    basePrice: formatMoney(row.basePrice),
    channelPrices: Object.fromEntries(Object.entries(row.channelPrices).map(([c, p]) => [c, formatMoney(p)])),
    categoryId: category?.key ?? null,
    category: category?.name ?? null,
    status: row.status,
    isActive: row.isActive,
    tags: row.tags,
    sizeOptions: priced(row.sizeOptions),
    spiceLevels: row.spiceLevels,
    addOns: priced(row.addOns),
    optionGroups: ctx.groups.get(row.id) ?? [],
    setSlots: setSlotViews(row, ctx),
    hours: row.hours,
    categoryHours: category?.hours ?? [],
    displayOrder: row.displayOrder,
    ...ctx.portions(row.id),
    primaryImage: image ? imageView({ ...image, isPrimary: true }) : null,
    imageUrl: image ? imageUrl(image.id) : null,
  }
}

/** zh-TW warnings for the menu form: a name the printers cannot print as text prints as an image. */
function printWarnings(name: string): string[] {
  const chars = unprintableChars(name, 'big5')
  return chars.length ? [fill(zhTW.products.menu.nameNotPrintable, { chars: chars.join('') })] : []
}

/** Before costFor: the recipe, cost and margin are all there. */
export type MenuItemView = MenuItem & Required<Pick<MenuItem, 'costData' | 'calculatedCost' | 'profitMargin'>>

export function presentItem(row: MenuItemRow, ctx: MenuContext): MenuItemView {
  const { cost, margin } = itemCost(row, ctx)
  return {
    ...presentPublicItem(row, ctx),
    printWarnings: printWarnings(row.name),
    storeId: row.storeId,
    costData: row.costData,
    calculatedCost: formatMoney(cost),
    profitMargin: margin,
    salesQuantity: ctx.sales.get(row.id) ?? 0,
    inventoryStatus: inventoryStatus(row, ctx),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

/** Cost and margin are the manager's: staff get an item without its recipe, cost or margin. */
export function costFor<V extends Pick<MenuItemView, 'costData' | 'calculatedCost' | 'profitMargin'>>(
  user: { role: string },
  view: V,
) {
  if (user.role === 'manager') return view
  const { costData: _recipe, calculatedCost: _cost, profitMargin: _margin, ...rest } = view
  return rest
}
