/**
 * Inventory requests: ingredients and supplies (create, partial update), stock movements.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { INVENTORY_UNITS } from '../../domain/quantity.ts'
import { MoneyInput as Money, oneOf, PageLimit } from './common.ts'

/** Quantities arrive as decimal strings with up to 3 decimals ("12.5"); numbers are tolerated. */
export const Quantity = t.Union([t.String({ maxLength: 20 }), t.Number()])

const fields = {
  name: t.String({ maxLength: 100 }),
  // spec part 1 §7 sends `category` (the category's name); the id is accepted too, one of them required
  category: t.Optional(t.String({ maxLength: 50 })),
  categoryId: t.Optional(t.Integer({ minimum: 1 })),
  unit: oneOf(INVENTORY_UNITS),
  unitSize: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
  currentStock: Quantity,
  safetyStock: Quantity,
  unitCost: Money,
  supplier: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
}

export const CreateInventoryBody = t.Object(fields)
export const UpdateInventoryBody = t.Partial(t.Object(fields))
export type InventoryInput = typeof UpdateInventoryBody.static
export type CreateInventoryInput = typeof CreateInventoryBody.static

export const StockBody = t.Object({
  quantity: Quantity,
  reason: t.Union([t.Literal('restock'), t.Literal('adjustment'), t.Literal('waste')]),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

export const MovementsQuery = t.Object({ limit: PageLimit })
export type StockBody = typeof StockBody.static
export type MovementsQuery = typeof MovementsQuery.static
