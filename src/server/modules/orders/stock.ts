import type { Db } from '../../db/client'
import { stockNeededMilli } from '../../../shared/domain/order-totals'
import { AppError } from '../../http/app-error'
import { moveOrderStock as move, stockHeldByOrder as heldByOrder, type OrderStockCtx as Ctx } from '../inventory'
import { recipeOfMenuItem } from '../menu'
import type { StockNeed } from './pricing'

/** 450 → "0.45" (stock is kept in thousandths of the unit). */
const units = (milli: number) => String(Number((milli / 1000).toFixed(3)))

/**
 * Refuses the whole order when any ingredient would go below zero: a kitchen that has run out must
 * not sell. Staff read which ingredient and how much is left; `soldOut` names only the dishes, for
 * a diner (the QR order answers that instead: a stranger learns no recipe or stock level).
 */
export class InsufficientStock extends AppError {
  constructor(
    readonly soldOut: string[],
    params: Record<string, unknown>,
    extra: Record<string, unknown>,
  ) {
    super('INSUFFICIENT_STOCK', params, extra)
  }
}

export function assertStock(needs: StockNeed[]) {
  for (const { item, milli, dishes } of needs) {
    if (milli > item.currentStockMilli) {
      throw new InsufficientStock(
        dishes,
        { name: `「${item.name}」`, current: units(item.currentStockMilli), unit: item.unit, requested: units(milli) },
        { ingredient: item.name, inventoryItemId: item.id },
      )
    }
  }
}

export function deductStock(d: Db, ctx: Ctx, needs: StockNeed[]) {
  for (const { item, milli } of needs) if (milli > 0) move(d, ctx, item.id, -milli, item.unitCost, 'order')
}

/** Puts back what the order still holds, per ingredient that still exists. */
export function restoreStock(d: Db, ctx: Ctx) {
  for (const t of heldByOrder(d, ctx.orderId))
    if (t.milli > 0) move(d, ctx, t.inventoryItemId, t.milli, t.unitCost, 'order_cancel')
}

/**
 * A voided line's share back: its dish's recipe × its quantity, never more of
 * an ingredient than the order still holds (a recipe edited since cannot give back extra).
 */
export function restoreLineStock(d: Db, ctx: Ctx, line: { menuItemId: number | null; quantity: number }) {
  if (line.menuItemId === null) return
  const recipe = recipeOfMenuItem(d, line.menuItemId)
  const held = new Map(heldByOrder(d, ctx.orderId).map((h) => [h.inventoryItemId, h]))
  for (const part of Object.values(recipe ?? {})) {
    const h = held.get(Number(part?.inventoryId))
    const per = Number(part?.quantity)
    if (!h || !Number.isFinite(per) || per <= 0) continue
    const milli = Math.min(h.milli, stockNeededMilli(per, line.quantity))
    if (milli > 0) move(d, ctx, h.inventoryItemId, milli, h.unitCost, 'order_cancel')
  }
}
