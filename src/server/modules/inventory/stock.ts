import { displayName } from '../../../shared/format/display-name'
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { inventoryItems, stockMovements, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { formatMoney } from '../../../shared/domain/money'
import { formatQuantity, parseQuantity, quantityValue } from '../../../shared/domain/quantity'
import { logActivity, type Actor } from '../activity'
import type { InventoryItemService } from './service'
import type { StockMovement, StockResult } from '../../../shared/api/inventory'

export type MovementReason = (typeof stockMovements.$inferInsert)['reason']

export type StockDelta = {
  storeId: number
  inventoryItemId: number
  deltaMilli: number
  reason: MovementReason
  orderId?: number | null
  userId?: number | null
  note?: string | null
}

/** What the stock on hand is worth at its unit cost; stock below zero is worth nothing. */
export function stockValueOf(r: { currentStockMilli: number; unitCost: number }): number {
  return quantityValue(Math.max(0, r.currentStockMilli), r.unitCost)
}

/**
 * Changes one item's stock and records the movement with the unit cost of the moment.
 * Call inside the caller's transaction. It does not refuse negative stock: a sale must not
 * fail because the shelf count was wrong (orders deduct with reason 'order'). It refuses a
 * movement or a stock worth more than the money bound; the throw rolls the transaction back.
 */
export function applyStockDelta(db: DbHandle, m: StockDelta, now: number) {
  const item = db.db
    .update(inventoryItems)
    .set({ currentStockMilli: sql`${inventoryItems.currentStockMilli} + ${m.deltaMilli}`, updatedAt: now })
    .where(and(eq(inventoryItems.id, m.inventoryItemId), eq(inventoryItems.storeId, m.storeId)))
    .returning()
    .get()
  if (!item) throw new AppError('INVENTORY_ITEM_NOT_FOUND')
  assertBoundedMoney(stockValueOf(item), quantityValue(m.deltaMilli, item.unitCost))
  const movement = db.db
    .insert(stockMovements)
    .values({
      storeId: m.storeId,
      inventoryItemId: m.inventoryItemId,
      deltaMilli: m.deltaMilli,
      reason: m.reason,
      orderId: m.orderId ?? null,
      userId: m.userId ?? null,
      unitCost: item.unitCost,
      note: m.note ?? null,
      createdAt: now,
    })
    .returning()
    .get()
  return { item, movement }
}

type MovementRow = typeof stockMovements.$inferSelect & {
  username: string | null
  firstName: string | null
  lastName: string | null
}

export function presentMovement(r: MovementRow): StockMovement {
  return {
    id: r.id,
    inventoryItemId: r.inventoryItemId,
    delta: formatQuantity(r.deltaMilli),
    reason: r.reason,
    orderId: r.orderId,
    userId: r.userId,
    userName: displayName(r),
    unitCost: formatMoney(r.unitCost),
    value: formatMoney(quantityValue(r.deltaMilli, r.unitCost)),
    note: r.note,
    createdAt: new Date(r.createdAt).toISOString(),
  }
}

const SIGN = { restock: 1, waste: -1, adjustment: 1 } as const

export function createStockService({
  db,
  clock,
  items,
  events,
}: {
  db: DbHandle
  clock: Clock
  items: InventoryItemService
  events: EventBus
}) {
  const d = db.db
  return {
    /**
     * restock adds and waste subtracts a positive quantity; adjustment takes a signed one
     * (a stock count correction). Staff cannot take stock below zero by hand.
     */
    add(
      storeId: number,
      itemId: number,
      input: { quantity: string | number; reason: keyof typeof SIGN; note?: string | null },
      actor: Actor,
    ): StockResult {
      const qty = parseQuantity(input.quantity)
      const signed = input.reason === 'adjustment'
      if (qty === null || qty === 0 || (!signed && qty < 0)) {
        throw new AppError('QUANTITY_INVALID', { field: 'quantity', rule: signed ? '不為 0 ' : '大於 0 ' })
      }
      const delta = qty * SIGN[input.reason]
      const now = clock.now()
      const result = db.write((tx) => {
        const row = items.findRow(storeId, itemId)
        if (row.currentStockMilli + delta < 0) {
          throw new AppError('INSUFFICIENT_STOCK', {
            name: `「${row.name}」`,
            current: formatQuantity(row.currentStockMilli),
            unit: row.unit,
            requested: formatQuantity(-delta),
          })
        }
        const r = applyStockDelta(
          db,
          {
            storeId,
            inventoryItemId: itemId,
            deltaMilli: delta,
            reason: input.reason,
            userId: actor.user?.id ?? null,
            note: input.note?.trim() || null,
          },
          now,
        )
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_inventory_item',
            entityType: 'inventory_item',
            entityId: itemId,
            details: { name: row.name, stock: input.reason, delta: formatQuantity(delta) },
          },
          now,
        )
        // The outbox side (a chain store's fact for HQ) commits with the movement.
        tx.afterCommit(events.stage('stock.adjusted', { storeId, movementId: r.movement.id }))
        return r
      })
      return {
        item: items.view(result.item),
        movement: presentMovement({
          ...result.movement,
          username: actor.user?.username ?? null,
          firstName: actor.user?.firstName ?? null,
          lastName: actor.user?.lastName ?? null,
        }),
        message: '庫存已更新',
      }
    },

    /** Newest first. */
    movements(storeId: number, itemId: number, limit = 100) {
      items.findRow(storeId, itemId)
      return d
        .select({
          ...getTableColumns(stockMovements),
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.userId))
        .where(and(eq(stockMovements.storeId, storeId), eq(stockMovements.inventoryItemId, itemId)))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit)
        .all()
        .map(presentMovement)
    },
  }
}
export type StockService = ReturnType<typeof createStockService>
