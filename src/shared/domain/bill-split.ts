/**
 * Splitting a table's bill: in equal shares, by amounts, or by items (order lines, or some of a
 * line's quantity, moved to their own check). Every part is whole dollars, more than zero, and the parts add up to
 * exactly what is owed (any cents a cent-priced bill has go to the last part).
 */
import { CENTS_PER_DOLLAR, isWholeDollars, splitEqually, type Cents } from './money'

/** By items (lines moved to their own check), in equal shares, or by amounts. */
export const SPLIT_KINDS = ['items', 'equal', 'amount'] as const

export const MIN_PARTS = 2
export const MAX_PARTS = 10

/** A whole order line (its id), or some of its quantity: 滷肉飯 ×2 sends `{ id, quantity: 1 }` to each of two checks. */
export type SplitEntry = number | { id: number; quantity: number }
export const entryId = (e: SplitEntry) => (typeof e === 'number' ? e : e.id)

export type SplitPart = { amount: Cents; lines: SplitEntry[] }

export type SplitRefusal =
  | 'nothing_due'
  | 'parts_out_of_range'
  | 'part_too_small'
  | 'amount_not_whole'
  | 'amount_too_much'
  | 'item_twice'
  | 'item_missing'
  | 'item_unknown'
  | 'quantity_invalid'
  | 'quantity_too_much'
  | 'quantity_short'
  | 'part_empty'
  | 'already_paid'

export type SplitPlan = { ok: true; parts: SplitPart[] } | { ok: false; reason: SplitRefusal; itemId?: number }

const refuse = (reason: SplitRefusal, itemId?: number): SplitPlan => ({
  ok: false,
  reason,
  ...(itemId ? { itemId } : {}),
})

const isPartCount = (n: number) => Number.isInteger(n) && n >= MIN_PARTS && n <= MAX_PARTS

function accept(amounts: Cents[], checks: SplitEntry[][] = []): SplitPlan {
  if (amounts.some((a) => a <= 0)) return refuse('part_too_small')
  return { ok: true, parts: amounts.map((amount, i) => ({ amount, lines: checks[i] ?? [] })) }
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

type SplitLine = { id: number; quantity: number }

/**
 * Each entry of each check with the units of its line it takes and their share of `amountOf(line)`:
 * a line's amount is spread over its units in whole dollars (splitEqually), and the checks take its
 * units in order, so the pieces of a line add up to the line exactly.
 */
export function allotPieces<L extends SplitLine>(
  lines: L[],
  checks: SplitEntry[][],
  amountOf: (line: L) => Cents,
): { line: L; quantity: number; amount: Cents }[][] {
  const byId = new Map(lines.map((l) => [l.id, { line: l, units: splitEqually(amountOf(l), l.quantity), next: 0 }]))
  return checks.map((check) =>
    check.flatMap((e) => {
      const at = byId.get(entryId(e))
      if (!at) return []
      const quantity = typeof e === 'number' ? at.line.quantity : e.quantity
      const amount = at.units.slice(at.next, at.next + quantity).reduce((s, u) => s + u, 0)
      at.next += quantity
      return [{ line: at.line, quantity, amount }]
    }),
  )
}

/**
 * Every unit of every line goes to exactly one check: a whole line once, or pieces of a positive
 * whole quantity that add up to the line's quantity.
 */
function checkEntries(lines: SplitLine[], checks: SplitEntry[][]): Extract<SplitPlan, { ok: false }> | null {
  const quantityOf = new Map(lines.map((l) => [l.id, l.quantity]))
  const taken = new Map<number, number>()
  const whole = new Set<number>()
  for (const check of checks) {
    if (check.length === 0) return { ok: false, reason: 'part_empty' }
    for (const e of check) {
      const id = entryId(e)
      const quantity = quantityOf.get(id)
      if (quantity === undefined) return { ok: false, reason: 'item_unknown', itemId: id }
      if (typeof e !== 'number' && !(Number.isInteger(e.quantity) && e.quantity >= 1))
        return { ok: false, reason: 'quantity_invalid', itemId: id }
      if (whole.has(id) || (typeof e === 'number' && taken.has(id)))
        return { ok: false, reason: 'item_twice', itemId: id }
      if (typeof e === 'number') whole.add(id)
      const units = (taken.get(id) ?? 0) + (typeof e === 'number' ? quantity : e.quantity)
      if (units > quantity) return { ok: false, reason: 'quantity_too_much', itemId: id }
      taken.set(id, units)
    }
  }
  const missing = lines.find((l) => (taken.get(l.id) ?? 0) < l.quantity)
  if (missing)
    return { ok: false, reason: taken.has(missing.id) ? 'quantity_short' : 'item_missing', itemId: missing.id }
  return null
}

/**
 * Each check pays its lines' value (what is left of each line after its own discounts; a piece of
 * a line its share of that) and its share of the rest of the bill — the check's service fee less
 * its member and order discounts — in proportion to that value, by largest remainder in whole
 * dollars, so the parts add up to exactly what is owed. Only a bill with nothing paid yet is split
 * this way: after a payment no one can say which lines it covered.
 */
export function splitByItems(
  owed: Cents,
  paid: Cents,
  lines: (SplitLine & { value: Cents })[],
  checks: SplitEntry[][],
): SplitPlan {
  if (!isPartCount(checks.length)) return refuse('parts_out_of_range')
  if (paid > 0) return refuse('already_paid')
  if (owed <= 0) return refuse('nothing_due')
  const refused = checkEntries(lines, checks)
  if (refused) return refused
  const values = allotPieces(lines, checks, (l) => l.value).map((c) => c.reduce((s, p) => s + p.amount, 0))
  if (values.reduce((s, v) => s + v, 0) <= 0) return refuse('part_too_small')
  return accept(shareByLargestRemainder(owed, values), checks)
}

/** What a split still leaves owing beyond its unpaid parts (orders added after the split). */
export function unsplitRemainder(owed: Cents, parts: { amount: Cents; paid: boolean }[]): Cents {
  return owed - parts.filter((p) => !p.paid).reduce((s, p) => s + p.amount, 0)
}

/** One part of a split as its receipt prints it: its pieces of lines, and its share of the check's figures. */
export type PartShare<L> = {
  pieces: { line: L; quantity: number; subtotal: Cents; discount: Cents }[]
  subtotal: Cents
  serviceFee: Cents
  discount: Cents
  total: Cents
}

/**
 * Part `at` of a split, from the bill's lines (`value`: what is left of a line after its own
 * discounts), every part's entries, the check's service fee and discount, and what the part came
 * to. A part by items carries its pieces with their line discounts, and shares of the check's fee
 * and other discounts (member, order) in proportion to their value, as splitByItems shared the
 * bill. The two roundings may differ from the part's amount by a dollar: the difference goes to
 * the member and order discount when the check has one, else to the fee, so its figures add up
 * to its amount. A part by amount or in equal shares holds no lines: only its amount.
 */
export function partShare<L extends SplitLine & { subtotal: Cents; value: Cents }>(
  lines: L[],
  checks: SplitEntry[][],
  at: number,
  check: { serviceFee: Cents; discount: Cents },
  amount: Cents,
): PartShare<L> {
  if (checks.every((c) => c.length === 0)) return { pieces: [], subtotal: 0, serviceFee: 0, discount: 0, total: amount }
  const gross = allotPieces(lines, checks, (l) => l.subtotal)[at]
  const off = allotPieces(lines, checks, (l) => l.subtotal - l.value)[at]
  const values = allotPieces(lines, checks, (l) => l.value).map((c) => c.reduce((s, p) => s + p.amount, 0))
  const pieces = gross.map((p, i) => ({
    line: p.line,
    quantity: p.quantity,
    subtotal: p.amount,
    discount: off[i].amount,
  }))
  const subtotal = pieces.reduce((s, p) => s + p.subtotal, 0)
  const lineOff = lines.reduce((s, l) => s + l.subtotal - l.value, 0)
  let serviceFee = shareByLargestRemainder(check.serviceFee, values)[at]
  let discount =
    pieces.reduce((s, p) => s + p.discount, 0) + shareByLargestRemainder(check.discount - lineOff, values)[at]
  const rounding = amount - (subtotal + serviceFee - discount)
  const shared = check.discount > lineOff && discount - rounding >= 0
  if (shared || check.serviceFee === 0) discount -= rounding
  else serviceFee += rounding
  return { pieces, subtotal, serviceFee, discount, total: amount }
}
