/**
 * Discounts, 招待 and voided lines, pure so the POS cart and the server price
 * an order the same way. A line discount comes off its line; the service fee and the member's tier
 * discount follow the items after line discounts (a comped dish carries no fee); an order
 * discount comes off what is left of the items. Percentages round to whole dollars by the store's
 * rule; no discount takes more than what is left of its line or order.
 */
import { applyRateWhole, isWholeDollars, type Cents } from './money'
import {
  chargesServiceFee,
  memberDiscount,
  pricingRules,
  serviceFee,
  type MemberTier,
  type OrderTotals,
  type OrderType,
  type PricingSettings,
} from './order-totals'

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

/** Later discounts see less: each takes from what the earlier ones left, never below zero. */
function takeFrom(
  spec: DiscountSpec,
  base: Cents,
  settings: PricingSettings | null | undefined,
  onOrder: boolean,
): Cents {
  const check = checkDiscount(spec, base, { settings, onOrder })
  if (check.ok) return check.amount
  return check.reason === 'exceeds' && spec.kind === 'amount' ? Math.max(0, base) : 0
}

export type PricedLineRef = { id: number; subtotal: Cents; voided?: boolean }

export type AdjustedTotals = OrderTotals & {
  /** Off each discount, in the order given (a discount on a voided line takes nothing). */
  amounts: Cents[]
  /** What is left of each line after its discounts (voided lines: 0). */
  lineLeft: Map<number, Cents>
  /** What is left of the items for a further order discount. */
  orderLeft: Cents
  /** The items after line discounts: the base of the fee and the member discount. */
  itemsNet: Cents
}

/**
 * The order's figures with its voids and discounts. With none, these are priceOrder's figures.
 * Stored discounts are re-applied in their order; one that no longer fits (a void shrank its
 * base) takes only what is left.
 */
export function priceAdjusted(
  lines: PricedLineRef[],
  discounts: AppliedDiscount[],
  ctx: { settings: PricingSettings | null | undefined; orderType: OrderType; tier?: MemberTier | null },
): AdjustedTotals {
  const rules = pricingRules(ctx.settings)
  const lineLeft = new Map<number, Cents>()
  for (const l of lines) lineLeft.set(l.id, l.voided ? 0 : l.subtotal)
  const subtotal = lines.reduce((sum, l) => sum + (l.voided ? 0 : l.subtotal), 0)
  const amounts: Cents[] = discounts.map(() => 0)
  let lineDiscounts = 0
  discounts.forEach((dsc, i) => {
    if (dsc.lineId === null) return
    const left = lineLeft.get(dsc.lineId) ?? 0
    const amount = takeFrom(dsc, left, ctx.settings, false)
    lineLeft.set(dsc.lineId, left - amount)
    amounts[i] = amount
    lineDiscounts += amount
  })
  const itemsNet = subtotal - lineDiscounts
  const fee = chargesServiceFee(ctx.orderType, rules) ? serviceFee(itemsNet, rules.serviceFeeRate, rules.rounding) : 0
  const member = memberDiscount(itemsNet, ctx.tier, rules.rounding)
  let orderLeft = itemsNet - member
  discounts.forEach((dsc, i) => {
    if (dsc.lineId !== null) return
    const amount = takeFrom(dsc, orderLeft, ctx.settings, true)
    orderLeft -= amount
    amounts[i] = amount
  })
  // line discounts + member + order discounts: all that is off the items
  const discount = subtotal - orderLeft
  return {
    subtotal,
    serviceFee: fee,
    discount,
    total: subtotal + fee - discount,
    amounts,
    lineLeft,
    orderLeft,
    itemsNet,
  }
}

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

/** Above the threshold: more than its share of the base in percent, or more than its amount. */
export function needsApproval(amount: Cents, base: Cents, threshold: DiscountThreshold): boolean {
  return amount > threshold.amount || amount * 100 > threshold.percent * base
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
