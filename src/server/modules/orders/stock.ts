import type { Db } from '../../db/client'
import { stockNeededMilli } from '../../../shared/domain/order-totals'
import { moveOrderStock as move, stockHeldByOrder as heldByOrder, type OrderStockCtx as Ctx } from '../inventory'
import { recipeOfMenuItem } from '../menu'
import type { StockNeed } from './pricing'

/** 450 → "0.45" (stock is kept in thousandths of the unit). */
const units = (milli: number) => String(Number((milli / 1000).toFixed(3)))

/** An ingredient an order took below zero: what its recorded stock reads now. */
export type NegativeStock = { inventoryItemId: number; name: string; stock: string; unit: string }

/**
 * Takes each ingredient's share, never refusing: recorded stock is a count that can be wrong (a
 * delivery not yet entered), so a sale goes through and the stock reads below zero. Stopping a sale
 * is the sold-out mark's job. Returns the ingredients now below zero, for the manager's warning.
 */
export function deductStock(d: Db, ctx: Ctx, needs: StockNeed[]): NegativeStock[] {
  const negative: NegativeStock[] = []
  for (const { item, milli } of needs) {
    if (milli <= 0) continue
    move(d, ctx, item.id, -milli, item.unitCost, 'order')
    const left = item.currentStockMilli - milli
    if (left < 0) negative.push({ inventoryItemId: item.id, name: item.name, stock: units(left), unit: item.unit })
  }
  return negative
}

/** Puts back what the order still holds, per ingredient that still exists. */
export function restoreStock(d: Db, ctx: Ctx) {
  for (const t of heldByOrder(d, ctx.orderId))
    if (t.milli > 0) move(d, ctx, t.inventoryItemId, t.milli, t.unitCost, 'order_cancel')
}

/**
 * A voided line's share back: its dish's recipe (a set's own and each of its parts') × its
 * quantity, never more of an ingredient than the order still holds (a recipe edited since cannot
 * give back extra).
 */
export function restoreLineStock(
  d: Db,
  ctx: Ctx,
  line: { menuItemId: number | null; quantity: number; options?: { parts?: { menuItemId: number }[] } | null },
) {
  const dishes = [line.menuItemId, ...(line.options?.parts ?? []).map((p) => p.menuItemId)]
  const perUnit = new Map<number, number>()
  for (const id of dishes) {
    if (id === null) continue
    for (const part of Object.values(recipeOfMenuItem(d, id) ?? {})) {
      const per = Number(part?.quantity)
      if (Number.isFinite(per) && per > 0)
        perUnit.set(Number(part?.inventoryId), (perUnit.get(Number(part?.inventoryId)) ?? 0) + per)
    }
  }
  const held = new Map(heldByOrder(d, ctx.orderId).map((h) => [h.inventoryItemId, h]))
  for (const [inventoryId, per] of perUnit) {
    const h = held.get(inventoryId)
    if (!h) continue
    const milli = Math.min(h.milli, stockNeededMilli(per, line.quantity))
    if (milli > 0) move(d, ctx, h.inventoryItemId, milli, h.unitCost, 'order_cancel')
  }
}
