/**
 * Money is integer cents inside the system and a 2-decimal string at the API edge ("120.00").
 * This is the one place that converts between them.
 */
import { formatFixed, parseFixed } from './fixed-point'

export type Cents = number

/** "120", "120.5", "120.50" or 120.5 → 12050; anything else → null. */
export function parseMoney(input: unknown): Cents | null {
  return parseFixed(input, 2, 12)
}

/** 12050 → "120.50" */
export function formatMoney(cents: Cents): string {
  return formatFixed(cents, 2)
}

/** Rate × amount rounded half away from zero to whole cents. */
export function applyRate(cents: Cents, rate: number): Cents {
  const v = cents * rate
  return Math.sign(v) * Math.round(Math.abs(v) + 1e-9)
}

/**
 * NT$9,999,999.99: the most any one money value may be (a price, an option, a line, an order's
 * figures, a payment, a cost, a cash count). Far above any real bill, and small enough that
 * quantity × price + options + fee stays an exact integer, so cents are always safe integers.
 */
export const MAX_MONEY: Cents = 999_999_999

/** A whole number of cents within MAX_MONEY either way. */
export function isBoundedMoney(cents: number): boolean {
  return Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_MONEY
}

export const CENTS_PER_DOLLAR = 100

/**
 * How an amount that is not a whole NT$ becomes one (a store setting): half up (the default, as a
 * cashier rounds), always down (the customer's favour) or always up. Signs round symmetrically.
 */
export const ROUNDING_RULES = ['half-up', 'down', 'up'] as const
export type RoundingRule = (typeof ROUNDING_RULES)[number]
export const DEFAULT_ROUNDING: RoundingRule = 'half-up'

export function isRoundingRule(v: unknown): v is RoundingRule {
  return typeof v === 'string' && (ROUNDING_RULES as readonly string[]).includes(v)
}

/** a / b (b > 0, a ≥ 0) to an integer by the rule. */
function divide(a: bigint, b: bigint, rule: RoundingRule): bigint {
  const q = a / b
  const r = a % b
  if (r === 0n || rule === 'down') return q
  if (rule === 'up') return q + 1n
  return 2n * r >= b ? q + 1n : q
}

/**
 * numerator / denominator cents (integers, denominator > 0) as whole dollars, in cents. BigInt, so
 * a product such as subtotal × rate-in-millionths is exact at any size before the money bound
 * refuses it.
 */
export function wholeDollarsOf(numerator: bigint, denominator: bigint, rule: RoundingRule): Cents {
  const negative = numerator < 0n
  const dollars = divide(negative ? -numerator : numerator, denominator * BigInt(CENTS_PER_DOLLAR), rule)
  const cents = Number(dollars * BigInt(CENTS_PER_DOLLAR))
  return negative ? -cents : cents
}

/** 33550 → 33600 (half up), 33500 stays; an amount in cents to whole dollars by the rule. */
export function toWholeDollars(cents: Cents, rule: RoundingRule = DEFAULT_ROUNDING): Cents {
  return wholeDollarsOf(BigInt(cents), 1n, rule)
}

/** Millionths: enough for any rate typed as a percentage with four decimals. */
const RATE_SCALE = 1_000_000

/** cents × rate, rounded to whole dollars by the rule (NT$335 × 10% = NT$33.5 → NT$34). */
export function applyRateWhole(cents: Cents, rate: number, rule: RoundingRule = DEFAULT_ROUNDING): Cents {
  return wholeDollarsOf(BigInt(cents) * BigInt(Math.round(rate * RATE_SCALE)), BigInt(RATE_SCALE), rule)
}

export const isWholeDollars = (cents: Cents) => Number.isInteger(cents) && cents % CENTS_PER_DOLLAR === 0

/**
 * A total in n equal parts (split bill): whole dollars that differ by at most NT$1 and always add
 * up to the total; the first parts carry the extra dollars, and cents of a total that has them
 * (a store that allows cent prices) go to the last part. Rounding each share on its own could
 * not promise the sum, so no rounding rule applies here.
 */
export function splitEqually(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number ≥ 1')
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be whole cents ≥ 0')
  const cents = total % CENTS_PER_DOLLAR
  const dollars = (total - cents) / CENTS_PER_DOLLAR
  const base = Math.floor(dollars / parts)
  const extra = dollars % parts
  return Array.from(
    { length: parts },
    (_, i) => (base + (i < extra ? 1 : 0)) * CENTS_PER_DOLLAR + (i === parts - 1 ? cents : 0),
  )
}
