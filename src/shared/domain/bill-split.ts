/**
 * Splitting a table's bill: in equal shares, by amounts, or by items (order lines
 * moved to their own check). Every part is whole dollars, more than zero, and the parts add up to
 * exactly what is owed: the last part takes the remainder (and any cents a cent-priced bill has).
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
 * Each check's share of the bill in proportion to its lines' value, so the service fee and
 * order discounts fall on the checks as their lines do; whole dollars half up, the last check
 * takes the remainder. Every line goes to exactly one check. Only a bill with nothing paid yet is
 * split this way: after a payment no one can say which lines it covered.
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
  const whole = lines.reduce((s, l) => s + l.value, 0)
  if (whole <= 0) return refuse('part_too_small')
  const amounts = checks.map((check) => {
    const value = check.reduce((s, id) => s + valueById.get(id)!, 0)
    return Math.floor((owed * value) / whole / CENTS_PER_DOLLAR + 0.5) * CENTS_PER_DOLLAR
  })
  amounts[amounts.length - 1] = owed - amounts.slice(0, -1).reduce((s, a) => s + a, 0)
  return accept(amounts, checks)
}

/** What a split still leaves owing beyond its unpaid parts (orders added after the split). */
export function unsplitRemainder(owed: Cents, parts: { amount: Cents; paid: boolean }[]): Cents {
  return owed - parts.filter((p) => !p.paid).reduce((s, p) => s + p.amount, 0)
}
