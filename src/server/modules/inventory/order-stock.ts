import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, placeholders, preparedFor } from '../../db/prepared'
import { inventoryItems, stockMovements } from '../../db/schema'

/** What an order takes and gives back: prepared once per database, since every order runs them. */
const q = preparedFor((d) => ({
  itemOfStore: d
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, $('id')), eq(inventoryItems.storeId, $('storeId'))))
    .prepare(),
  addStock: d
    .update(inventoryItems)
    .set({
      currentStockMilli: sql`${inventoryItems.currentStockMilli} + ${$('deltaMilli')}`,
      updatedAt: sql`${$('now')}`,
    })
    .where(eq(inventoryItems.id, $('id')))
    .prepare(),
  insertMovement: d
    .insert(stockMovements)
    .values(
      placeholders('storeId', 'inventoryItemId', 'deltaMilli', 'reason', 'orderId', 'userId', 'unitCost', 'createdAt'),
    )
    .prepare(),
}))

export type InventoryRow = typeof inventoryItems.$inferSelect
export type OrderStockCtx = { storeId: number; orderId: number; userId: number | null; now: number }

/** The store's ingredient of that id, or undefined. */
export const inventoryItemOfStore = (d: Db, storeId: number, id: number): InventoryRow | undefined =>
  q(d).itemOfStore.get({ id, storeId })

/**
 * An order's stock movement ('order' takes, 'order_cancel' gives back) at the unit cost it was
 * taken at. Never refused for going below zero: a sale must not fail on a wrong shelf count.
 */
export function moveOrderStock(
  d: Db,
  ctx: OrderStockCtx,
  inventoryItemId: number,
  deltaMilli: number,
  unitCost: number,
  reason: 'order' | 'order_cancel',
) {
  const s = q(d)
  s.addStock.run({ id: inventoryItemId, deltaMilli, now: ctx.now })
  s.insertMovement.run({
    storeId: ctx.storeId,
    inventoryItemId,
    deltaMilli,
    reason,
    orderId: ctx.orderId,
    userId: ctx.userId,
    unitCost,
    createdAt: ctx.now,
  })
}

/** What an order still holds of each ingredient: taken by the order less what it gave back. */
export function stockHeldByOrder(d: Db, orderId: number) {
  return d
    .select({
      inventoryItemId: stockMovements.inventoryItemId,
      milli: sql<number>`-sum(${stockMovements.deltaMilli})`,
      unitCost: sql<number>`max(${stockMovements.unitCost})`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), inArray(stockMovements.reason, ['order', 'order_cancel'])))
    .groupBy(stockMovements.inventoryItemId)
    .all()
}
