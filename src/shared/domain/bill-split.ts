/**
 * Splitting a table's bill: in equal shares, by amounts, or by items (order lines
 * moved to their own check). Every part is whole dollars, more than zero, and the parts add up to
 * exactly what is owed (any cents a cent-priced bill has go to the last part).
 */
import { CENTS_PER_DOLLAR, isWholeDollars, splitEqually, type Cents } from './money'

/** By items (lines moved to their own check), in equal shares, or by amounts. */
export const SPLIT_KINDS = ['items', 'equal', 'amount'] as const

export const MIN_PARTS = 2
export const MAX_PARTS = 10

export type SplitPart = { amount: Cents; itemIds: number[] }

export type SplitRefusal =
  | 'nothing_due'
  | 'parts_out_of_range'
  | 'part_too_small'
  | 'amount_not_whole'
  | 'amount_too_much'
  | 'item_twice'
  | 'item_missing'
  | 'item_unknown'
  | 'part_empty'
  | 'already_paid'

export type SplitPlan = { ok: true; parts: SplitPart[] } | { ok: false; reason: SplitRefusal; itemId?: number }

const refuse = (reason: SplitRefusal, itemId?: number): SplitPlan => ({
  ok: false,
  reason,
  ...(itemId ? { itemId } : {}),
})

const isPartCount = (n: number) => Number.isInteger(n) && n >= MIN_PARTS && n <= MAX_PARTS

function accept(amounts: Cents[], itemIds: number[][] = []): SplitPlan {
  if (amounts.some((a) => a <= 0)) return refuse('part_too_small')
  return { ok: true, parts: amounts.map((amount, i) => ({ amount, itemIds: itemIds[i] ?? [] })) }
}

/** `shares` equal parts (2–10) of what is owed; they differ by at most NT$1. */
export function splitByShares(owed: Cents, shares: number): SplitPlan {
  if (!isPartCount(shares)) return refuse('parts_out_of_range')
  if (owed <= 0) return refuse('nothing_due')
  return accept(splitEqually(owed, shares))
}

/** The parts the guests name (whole dollars, each > 0); one more part takes what is left. */
export function splitByAmounts(owed: Cents, amounts: Cents[]): SplitPlan {
  if (!isPartCount(amounts.length + 1)) return refuse('parts_out_of_range')
  if (owed <= 0) return refuse('nothing_due')
  if (amounts.some((a) => !(a > 0))) return refuse('part_too_small')
  if (amounts.some((a) => !isWholeDollars(a))) return refuse('amount_not_whole')
  const named = amounts.reduce((s, a) => s + a, 0)
  if (named >= owed) return refuse('amount_too_much')
  return accept([...amounts, owed - named])
}

/**
 * Whole-dollar parts of `total` in proportion to `weights`, by largest remainder: each part gets
 * its share rounded down, the dollars left over go to the largest remainders (the earlier part on
 * a tie), and any cents of a cent-priced total to the last part. The parts sum to `total` exactly.
 */
export function shareByLargestRemainder(total: Cents, weights: Cents[]): Cents[] {
  const cents = total % CENTS_PER_DOLLAR
  const dollars = BigInt((total - cents) / CENTS_PER_DOLLAR)
  const whole = BigInt(weights.reduce((s, w) => s + w, 0))
  const shares = weights.map((w) => ({ floor: (dollars * BigInt(w)) / whole, rest: (dollars * BigInt(w)) % whole }))
  const leftOver = Number(dollars - shares.reduce((s, x) => s + x.floor, 0n))
  const byRest = shares.map((_, i) => i).sort((a, b) => Number(shares[b].rest - shares[a].rest) || a - b)
  const extra = new Set(byRest.slice(0, leftOver))
  const last = weights.length - 1
  return shares.map((x, i) => (Number(x.floor) + (extra.has(i) ? 1 : 0)) * CENTS_PER_DOLLAR + (i === last ? cents : 0))
}

/**
 * Each check pays its lines' value (what is left of each line after its own discounts) and its
 * share of the rest of the bill — the check's service fee less its member and order discounts —
 * in proportion to that value, by largest remainder in whole dollars, so the parts add up to
 * exactly what is owed. Every line goes to exactly one check. Only a bill with nothing paid yet
 * is split this way: after a payment no one can say which lines it covered.
 */
export function splitByItems(
  owed: Cents,
  paid: Cents,
  lines: { id: number; value: Cents }[],
  checks: number[][],
): SplitPlan {
  if (!isPartCount(checks.length)) return refuse('parts_out_of_range')
  if (paid > 0) return refuse('already_paid')
  if (owed <= 0) return refuse('nothing_due')
  const valueById = new Map(lines.map((l) => [l.id, l.value]))
  const seen = new Set<number>()
  for (const check of checks) {
    if (check.length === 0) return refuse('part_empty')
    for (const id of check) {
      if (!valueById.has(id)) return refuse('item_unknown', id)
      if (seen.has(id)) return refuse('item_twice', id)
      seen.add(id)
    }
  }
  const missing = lines.find((l) => !seen.has(l.id))
  if (missing) return refuse('item_missing', missing.id)
  const values = checks.map((check) => check.reduce((s, id) => s + valueById.get(id)!, 0))
  if (values.reduce((s, v) => s + v, 0) <= 0) return refuse('part_too_small')
  return accept(shareByLargestRemainder(owed, values), checks)
}

/** What a split still leaves owing beyond its unpaid parts (orders added after the split). */
export function unsplitRemainder(owed: Cents, parts: { amount: Cents; paid: boolean }[]): Cents {
  return owed - parts.filter((p) => !p.paid).reduce((s, p) => s + p.amount, 0)
}
