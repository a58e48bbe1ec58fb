/** Spec part 1 §4: stock status from current and safety stock (both in the same unit). */
export type StockStatus = 'out' | 'low' | 'warning' | 'good'

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  out: '缺貨',
  low: '偏低',
  warning: '注意',
  good: '充足',
}

/**
 * out at 0 (or below, after deductions); low below safety; warning below 1.5 × safety
 * (spec part 1 §9); otherwise good. Integer comparison keeps exactly 1.5 × safety "good".
 */
export function stockStatus(current: number, safety: number): StockStatus {
  if (current <= 0) return 'out'
  if (current < safety) return 'low'
  if (current * 2 < safety * 3) return 'warning'
  return 'good'
}

/** The spec's "low" filter shows low and out; "normal" shows only good. */
export const isLowStock = (s: StockStatus) => s === 'low' || s === 'out'

/** Part 2 §3: a dish is out when an ingredient cannot cover one serving, low when one is below safety. */
export type MenuInventoryStatus = 'sufficient' | 'low' | 'out'

export type IngredientStock = { current: number; safety: number; perServing: number }

export function menuInventoryStatus(ingredients: IngredientStock[]): MenuInventoryStatus {
  let low = false
  for (const i of ingredients) {
    if (i.current <= 0 || i.current < i.perServing) return 'out'
    if (isLowStock(stockStatus(i.current, i.safety))) low = true
  }
  return low ? 'low' : 'sufficient'
}
