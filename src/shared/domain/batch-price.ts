/**
 * Batch price adjustment (spec part 2 §5): positive raises, negative lowers; percentage or a
 * fixed NT$ amount; the result is rounded half up to whole cents, or to whole dollars by the
 * store's rule when its prices are whole dollars, and never below 0.
 */
import { parseMoney, wholeDollarsOf, type RoundingRule } from './money'

export type AdjustmentType = 'percentage' | 'fixed'

export type Adjustment = { type: AdjustmentType; value: number }

/** Accepts a number or numeric string; percentage up to 4 decimals, fixed up to 2. Else null. */
export function parseAdjustment(type: AdjustmentType, input: unknown): Adjustment | null {
  if (type === 'fixed') {
    const cents = parseMoney(input)
    return cents === null ? null : { type, value: cents }
  }
  const text =
    typeof input === 'number'
      ? Number.isFinite(input)
        ? String(input)
        : ''
      : typeof input === 'string'
        ? input.trim()
        : ''
  if (!/^-?\d{1,6}(\.\d{1,4})?$/.test(text)) return null
  // basis points × 100 (1 = 0.0001 %), so the arithmetic below stays in integers
  return { type, value: Math.round(Number(text) * 10000) }
}

/** `wholeDollars`: the store's rounding rule when its prices may not have cents. */
export function adjustPrice(cents: number, adj: Adjustment, wholeDollars?: RoundingRule): number {
  if (adj.type === 'fixed') return Math.max(0, cents + adj.value)
  if (wholeDollars)
    return Math.max(0, wholeDollarsOf(BigInt(cents) * BigInt(1_000_000 + adj.value), 1_000_000n, wholeDollars))
  const scaled = cents * (1_000_000 + adj.value)
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) / 1_000_000)
  return Math.max(0, rounded)
}
