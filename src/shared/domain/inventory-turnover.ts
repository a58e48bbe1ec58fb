import { roundTo } from './percent-change'

/** Spec part 1 §4: ratio = current / max(min, 1); below 0.5 low, below 1 medium, else high. */
export type StockLevel = 'low' | 'medium' | 'high'
/** Spec part 1 §4: the minimum quantity used when an item has none set. */
export const DEFAULT_MIN_QUANTITY = 10

export function reportStockLevel(current: number, minimum: number | null): { ratio: number; level: StockLevel } {
  const min = minimum === null || minimum <= 0 ? DEFAULT_MIN_QUANTITY : minimum
  const ratio = current / Math.max(min, 1)
  const level: StockLevel = ratio < 0.5 ? 'low' : ratio < 1 ? 'medium' : 'high'
  return { ratio: roundTo(ratio, 2), level }
}

/**
 * Turnover over a period = consumption / average stock, where average stock is the mean of
 * the opening and closing levels. All quantities in thousandths of the unit. null when the
 * average stock is not positive (nothing to turn over).
 */
export function inventoryTurnover(consumedMilli: number, openingMilli: number, closingMilli: number): number | null {
  const average = (openingMilli + closingMilli) / 2
  if (average <= 0) return null
  return roundTo(consumedMilli / average, 2)
}
