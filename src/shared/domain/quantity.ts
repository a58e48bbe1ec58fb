/**
 * Stock quantities are integer thousandths of the item's unit inside the system ("milli",
 * 1.5 公斤 = 1500) and decimal strings with up to 3 decimals at the API edge.
 */
import { formatFixed, parseFixed } from './fixed-point'

export type Milli = number

/** "1.5", "1.500" or 1.5 → 1500; anything else (more than 3 decimals, exponents, text) → null. */
export function parseQuantity(input: unknown): Milli | null {
  return parseFixed(input, 3, 9)
}

/** 1500 → "1.500" (always 3 decimals, so clients can compare strings and parse them alike). */
export function formatQuantity(milli: Milli): string {
  return formatFixed(milli, 3)
}

/** Value in cents of a quantity at a unit cost (cents per unit), rounded half up. */
export function quantityValue(milli: Milli, unitCost: number): number {
  const v = milli * unitCost
  return Math.sign(v) * Math.round(Math.abs(v) / 1000)
}

/** Spec part 1 §3: the units an inventory item is counted in. */
export const INVENTORY_UNITS = ['包', '瓶', 'CC', '克', '公斤', '個'] as const
export type InventoryUnit = (typeof INVENTORY_UNITS)[number]
