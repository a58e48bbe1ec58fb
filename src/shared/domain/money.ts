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
