/**
 * Discounts and 招待, pure so the POS cart and the server check them the same way (order-pricing
 * applies them). Percentages round to whole dollars by the store's rule; no discount takes more
 * than what is left of its line or order.
 */
import { applyRateWhole, isWholeDollars, type Cents } from './money'
import { pricingRules, type PricingSettings } from './order-totals'

/** percent: value is a whole percentage 1–100; amount: value is cents; comp (招待): the whole line. */
export const DISCOUNT_KINDS = ['percent', 'amount', 'comp'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

export type DiscountSpec = { kind: DiscountKind; value: number }

/** A discount of an order: on one line (lineId) or on the whole order (null). */
export type AppliedDiscount = DiscountSpec & { lineId: number | null }

export type DiscountRefusal = 'percent_invalid' | 'amount_invalid' | 'exceeds' | 'comp_on_order'

export type DiscountCheck = { ok: true; amount: Cents } | { ok: false; reason: DiscountRefusal; base: Cents }

/**
 * What one discount takes off `base` (what is left of its line or order), or why it cannot:
 * a percentage outside 1–100, an amount that is not a positive whole-dollar figure, or more
 * than is left. Whole dollars: a fixed amount must be one (cents only when the store allows).
 */
export function checkDiscount(
  spec: DiscountSpec,
  base: Cents,
  opts: { settings?: PricingSettings | null; onOrder?: boolean } = {},
): DiscountCheck {
  const rules = pricingRules(opts.settings)
  const refuse = (reason: DiscountRefusal): DiscountCheck => ({ ok: false, reason, base })
  if (spec.kind === 'percent') {
    if (!Number.isInteger(spec.value) || spec.value < 1 || spec.value > 100) return refuse('percent_invalid')
    if (base <= 0) return refuse('exceeds')
    return { ok: true, amount: Math.min(base, applyRateWhole(base, spec.value / 100, rules.rounding)) }
  }
  if (spec.kind === 'amount') {
    if (!Number.isSafeInteger(spec.value) || spec.value <= 0) return refuse('amount_invalid')
    if (!rules.allowCentPrices && !isWholeDollars(spec.value)) return refuse('amount_invalid')
    return spec.value > base ? refuse('exceeds') : { ok: true, amount: spec.value }
  }
  if (opts.onOrder) return refuse('comp_on_order')
  return base > 0 ? { ok: true, amount: base } : refuse('exceeds')
}

export type PricedLineRef = { id: number; subtotal: Cents; voided?: boolean }

/** A store's approval threshold: a staff discount above either needs a manager's PIN. */
export type DiscountThreshold = { percent: number; amount: Cents }

export const DEFAULT_DISCOUNT_THRESHOLD: DiscountThreshold = { percent: 10, amount: 100_00 }

export type DiscountSettings = PricingSettings & {
  discountReasons?: unknown
  discountApprovalPercent?: unknown
  discountApprovalAmount?: unknown
}

/** The store's threshold; the amount is stored in whole NT$ like the other settings' plain numbers. */
export function discountThreshold(settings: DiscountSettings | null | undefined): DiscountThreshold {
  const pct = settings?.discountApprovalPercent
  const amt = settings?.discountApprovalAmount
  return {
    percent:
      typeof pct === 'number' && Number.isFinite(pct) && pct >= 0 && pct <= 100
        ? pct
        : DEFAULT_DISCOUNT_THRESHOLD.percent,
    amount:
      typeof amt === 'number' && Number.isFinite(amt) && amt >= 0
        ? Math.round(amt * 100)
        : DEFAULT_DISCOUNT_THRESHOLD.amount,
  }
}

/**
 * Above the threshold: more than its amount, or more than its percent of the base as a percent
 * discount gives it in whole dollars (10% of 505 is NT$51: a 10% discount is within a 10% threshold).
 */
export function needsApproval(amount: Cents, base: Cents, threshold: DiscountThreshold): boolean {
  return amount > threshold.amount || amount > applyRateWhole(base, threshold.percent / 100)
}

/** The manager's list of reasons, trimmed, blanks and repeats dropped; `fallback` when none is set. */
export function discountReasons(settings: DiscountSettings | null | undefined, fallback: readonly string[]): string[] {
  const raw = settings?.discountReasons
  if (!Array.isArray(raw)) return [...fallback]
  const list = raw
    .filter((r): r is string => typeof r === 'string')
    .map((r) => r.trim())
    .filter(Boolean)
  return list.length ? [...new Set(list)] : [...fallback]
}

/** Reports and the Z report: gross − discounts − refunds = net. */
export function netSales(f: { gross: Cents; discounts: Cents; refunds: Cents }): Cents {
  return f.gross - f.discounts - f.refunds
}
