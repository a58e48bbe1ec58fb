import { and, asc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { inventoryItems } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { formatMoney } from '../../../shared/domain/money'
import { formatQuantity, parseQuantity } from '../../../shared/domain/quantity'
import { STOCK_STATUS_LABELS, stockStatus } from '../../../shared/domain/stock-status'
import { logActivity, type Actor } from '../activity'
import { requirePrice, requireStore, type CategoryService, recipesUsing } from '../menu'
import type { CreateInventoryInput, InventoryInput } from './model'
import { applyStockDelta, stockValueOf } from './stock'
import type { InventoryItem } from '../../../shared/api/inventory'

export type InventoryRow = typeof inventoryItems.$inferSelect

export function presentInventoryItem(r: InventoryRow, categoryName: string | null): InventoryItem {
  const status = stockStatus(r.currentStockMilli, r.safetyStockMilli)
  return {
    id: r.id,
    storeId: r.storeId,
    name: r.name,
    categoryId: r.categoryId,
    category: categoryName,
    unit: r.unit,
    unitSize: r.unitSize,
    currentStock: formatQuantity(r.currentStockMilli),
    safetyStock: formatQuantity(r.safetyStockMilli),
    unitCost: formatMoney(r.unitCost),
    supplier: r.supplier,
    stockStatus: status,
    stockStatusLabel: STOCK_STATUS_LABELS[status],
    stockValue: formatMoney(stockValueOf(r)),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }
}
export type InventoryItemView = InventoryItem

function requireQuantity(input: unknown, field: string): number {
  const milli = parseQuantity(input)
  if (milli === null || milli < 0) throw new AppError('QUANTITY_INVALID', { field, rule: '不小於 0 ' })
  return milli
}

export function createInventoryItemService({
  db,
  clock,
  categories,
}: {
  db: DbHandle
  clock: Clock
  categories: CategoryService
}) {
  const d = db.db

  const findRow = (storeId: number, id: number): InventoryRow => {
    const row = d
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.storeId, storeId), eq(inventoryItems.id, id)))
      .get()
    if (!row) throw new AppError('INVENTORY_ITEM_NOT_FOUND')
    return row
  }
  const view = (row: InventoryRow) =>
    presentInventoryItem(row, row.categoryId === null ? null : categories.get(row.storeId, row.categoryId).name)

  /** The category named by `category` (its name, spec part 1 §7) or `categoryId`; both given must agree. */
  const category = (storeId: number, input: InventoryInput) => {
    const byId = input.categoryId === undefined ? undefined : categories.resolve(storeId, input.categoryId)
    const byName = input.category === undefined ? undefined : categories.resolveName(storeId, input.category)
    if (byId !== undefined && byName !== undefined && byId !== byName)
      throw new AppError('VALIDATION', { detail: '分類名稱與分類編號不一致' })
    return byId ?? byName
  }

  /** Column values of the fields present; current stock is handled apart, as a stock movement. */
  const values = (storeId: number, input: InventoryInput) => {
    const v: Partial<InventoryRow> = {}
    if (input.name !== undefined) {
      v.name = input.name.trim()
      if (!v.name) throw new AppError('VALIDATION', { detail: '請輸入材料名稱' })
    }
    const categoryId = category(storeId, input)
    if (categoryId !== undefined) v.categoryId = categoryId
    if (input.unit !== undefined) v.unit = input.unit
    if (input.unitSize !== undefined) v.unitSize = input.unitSize?.trim() || null
    if (input.safetyStock !== undefined) v.safetyStockMilli = requireQuantity(input.safetyStock, 'safetyStock')
    // a cost per unit may have cents
    if (input.unitCost !== undefined) v.unitCost = requirePrice(input.unitCost, 'unitCost', true)
    if (input.supplier !== undefined) v.supplier = input.supplier?.trim() || null
    return v
  }

  /** Any change of current stock is kept as an adjustment movement, so history explains every number. */
  const setStock = (row: InventoryRow, target: number, actor: Actor, note: string, now: number) => {
    if (target === row.currentStockMilli) return
    applyStockDelta(
      db,
      {
        storeId: row.storeId,
        inventoryItemId: row.id,
        deltaMilli: target - row.currentStockMilli,
        reason: 'adjustment',
        userId: actor.user?.id ?? null,
        note,
      },
      now,
    )
  }

  return {
    findRow,
    view,

    list(storeId: number) {
      requireStore(db, storeId)
      const names = new Map(categories.list(storeId).map((c) => [c.id, c.name]))
      return d
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.storeId, storeId))
        .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
        .all()
        .map((r) => presentInventoryItem(r, r.categoryId === null ? null : (names.get(r.categoryId) ?? null)))
    },

    get: (storeId: number, id: number) => view(findRow(storeId, id)),

    create(storeId: number, input: CreateInventoryInput, actor: Actor) {
      requireStore(db, storeId)
      const now = clock.now()
      const row = db.write(() => {
        const v = values(storeId, input)
        if (v.categoryId === undefined) throw new AppError('VALIDATION', { detail: '請選擇分類' })
        const stock = requireQuantity(input.currentStock, 'currentStock')
        const inserted = d
          .insert(inventoryItems)
          .values({
            ...v,
            name: v.name!,
            unit: v.unit!,
            storeId,
            currentStockMilli: 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        setStock(inserted, stock, actor, '初始庫存', now)
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'create_inventory_item',
            entityType: 'inventory_item',
            entityId: inserted.id,
            details: { name: inserted.name },
          },
          now,
        )
        return findRow(storeId, inserted.id)
      })
      return { ...view(row), message: '材料已新增' }
    },

    update(storeId: number, id: number, input: InventoryInput, actor: Actor) {
      const now = clock.now()
      const row = db.write(() => {
        const before = findRow(storeId, id)
        const v = values(storeId, input)
        d.update(inventoryItems)
          .set({ ...v, updatedAt: now })
          .where(eq(inventoryItems.id, id))
          .run()
        if (input.currentStock !== undefined)
          setStock(before, requireQuantity(input.currentStock, 'currentStock'), actor, '編輯時修改庫存', now)
        const after = findRow(storeId, id)
        // A new unit cost alone moves no stock, so the stock's worth is checked here too.
        assertBoundedMoney(stockValueOf(after))
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_inventory_item',
            entityType: 'inventory_item',
            entityId: id,
            details: { name: before.name, changed: Object.keys(input) },
          },
          now,
        )
        return after
      })
      return { ...view(row), message: '材料已更新' }
    },

    /** Refused while a recipe still uses the item: orders would deduct stock that no longer exists. */
    remove(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const row = findRow(storeId, id)
        const used = recipesUsing(db.db, storeId, id)
        if (used.length > 0) throw new AppError('INVENTORY_IN_USE', { names: used.join('、') }, { menuItems: used })
        d.delete(inventoryItems).where(eq(inventoryItems.id, id)).run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'delete_inventory_item',
            entityType: 'inventory_item',
            entityId: id,
            details: { name: row.name },
          },
          now,
        )
      })
      return { success: true as const, message: '材料已刪除' }
    },
  }
}
export type InventoryItemService = ReturnType<typeof createInventoryItemService>
