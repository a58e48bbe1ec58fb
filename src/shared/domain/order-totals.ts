/**
 * How every order is priced, on the server and in the carts (POS, staff phone, diner QR).
 * All amounts are integer cents. NT$ is paid in whole dollars, so the service fee and the member
 * discount are rounded to whole dollars by the store's rule (half up unless the store says so);
 * lines are priced exactly (menu prices are whole dollars unless the store allows cents).
 */
import { applyRate, applyRateWhole, DEFAULT_ROUNDING, isRoundingRule, type Cents, type RoundingRule } from './money'
import type { MemberTier } from './member-tier'
import { isAway, type OrderType } from './order-type'
import {
  chooseGroups,
  type ChosenGroup,
  type GroupPick,
  type GroupProblem,
  type OptionGroupRule,
} from './option-groups'
import {
  chooseParts,
  type ChosenPart,
  type PartPick,
  type PartProblem,
  type SetPartItem,
  type SetSlotRule,
} from './set-meals'

export type { MemberTier }

/** Spec part 1 §9: the displayed multipliers (gold 0.92 = 8% off). */
export const TIER_MULTIPLIERS: Record<MemberTier, number> = { regular: 1, silver: 0.9, gold: 0.92, vip: 0.95 }

/** Spec part 1 §9: 10% of the subtotal unless the store's settings say otherwise. */
export const DEFAULT_SERVICE_FEE_RATE = 0.1

/** One loyalty point per whole NT$100 of an order's total. */
export const CENTS_PER_POINT = 10_000

export const MAX_LINE_QUANTITY = 99

export type PricedOption = { name: string; price: Cents }

/** The parts of a menu item that decide a line's price. */
export type MenuPricing = {
  name: string
  basePrice: Cents
  sizeOptions: PricedOption[]
  spiceLevels: string[]
  addOns: PricedOption[]
  /** The item's option groups, in its order (none: an item with only the built-in options). */
  optionGroups?: readonly OptionGroupRule[]
  /** A 套餐's slots (none: not a set), and the menu items its parts may be (only those that can be sold). */
  setSlots?: readonly SetSlotRule[]
  partItem?: (id: number) => SetPartItem | undefined
}

/** What the customer picked, by name. */
export type LineChoice = {
  size?: string | null
  spice?: string | null
  addOns?: string[]
  groups?: GroupPick[]
  parts?: PartPick[]
}

export type LineOptions = {
  size: PricedOption | null
  spice: string | null
  addOns: PricedOption[]
  groups: ChosenGroup[]
  parts: ChosenPart[]
}

export type PricedLine = { basePrice: Cents; unitPrice: Cents; quantity: number; subtotal: Cents; options: LineOptions }

export type OptionKind = 'size' | 'spice' | 'addOn'

export type PriceLineResult =
  | { ok: true; line: PricedLine }
  | { ok: false; kind: OptionKind; value: string }
  | { ok: false; kind: 'group'; problem: GroupProblem }
  | { ok: false; kind: 'set'; problem: PartProblem }

export type OrderTotals = { subtotal: Cents; serviceFee: Cents; discount: Cents; total: Cents }

const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim())

/** unitPrice = (size price, else base price) + add-ons + group picks; subtotal = unitPrice × quantity. */
export function priceLine(item: MenuPricing, choice: LineChoice, quantity: number): PriceLineResult {
  const sizeName = blankToNull(choice.size)
  const size = sizeName === null ? null : (item.sizeOptions.find((s) => s.name.trim() === sizeName) ?? null)
  if (sizeName !== null && !size) return { ok: false, kind: 'size', value: sizeName }

  const spice = blankToNull(choice.spice)
  if (spice !== null && !item.spiceLevels.some((s) => s.trim() === spice))
    return { ok: false, kind: 'spice', value: spice }

  const addOns: PricedOption[] = []
  for (const raw of choice.addOns ?? []) {
    const name = raw.trim()
    const addOn = item.addOns.find((a) => a.name.trim() === name)
    if (!addOn) return { ok: false, kind: 'addOn', value: name }
    addOns.push({ name: addOn.name, price: addOn.price })
  }

  const groups = chooseGroups(item.optionGroups ?? [], choice.groups ?? [])
  if (!groups.ok) return { ok: false, kind: 'group', problem: groups.problem }

  const set = chooseParts(item.setSlots ?? [], item.partItem ?? (() => undefined), choice.parts ?? [])
  if (!set.ok) return { ok: false, kind: 'set', problem: set.problem }

  const unitPrice =
    (size ? size.price : item.basePrice) + addOns.reduce((sum, a) => sum + a.price, 0) + groups.delta + set.delta
  return {
    ok: true,
    line: {
      basePrice: item.basePrice,
      unitPrice,
      quantity,
      subtotal: unitPrice * quantity,
      options: {
        size: size ? { name: size.name, price: size.price } : null,
        spice,
        addOns,
        groups: groups.chosen,
        parts: set.parts,
      },
    },
  }
}

/** A line's options as an order keeps them: a line without group picks or parts keeps the shape lines had before. */
export const storedOptions = ({
  groups,
  parts,
  ...rest
}: LineOptions): Omit<LineOptions, 'groups' | 'parts'> & { groups?: ChosenGroup[]; parts?: ChosenPart[] } => ({
  ...rest,
  ...(groups.length ? { groups } : {}),
  ...(parts.length ? { parts } : {}),
})

export function isValidQuantity(q: number): boolean {
  return Number.isInteger(q) && q >= 1 && q <= MAX_LINE_QUANTITY
}

/** A store setting outside 0..1 (or missing) falls back to the default rate. */
export function serviceFeeRate(setting: unknown): number {
  return typeof setting === 'number' && Number.isFinite(setting) && setting >= 0 && setting <= 1
    ? setting
    : DEFAULT_SERVICE_FEE_RATE
}

export function serviceFee(subtotal: Cents, rate: number, rounding: RoundingRule = DEFAULT_ROUNDING): Cents {
  return applyRateWhole(subtotal, rate, rounding)
}

/** The member discount applies to the items, not to the service fee, and never exceeds them. */
export function memberDiscount(
  subtotal: Cents,
  tier: MemberTier | null | undefined,
  rounding: RoundingRule = DEFAULT_ROUNDING,
): Cents {
  if (!tier) return 0
  return Math.min(subtotal, applyRateWhole(subtotal, 1 - (TIER_MULTIPLIERS[tier] ?? 1), rounding))
}

export function orderTotals(
  lines: { subtotal: Cents }[],
  opts: { serviceFeeRate: number; tier?: MemberTier | null; rounding?: RoundingRule },
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0)
  const fee = serviceFee(subtotal, opts.serviceFeeRate, opts.rounding)
  const discount = memberDiscount(subtotal, opts.tier, opts.rounding)
  return { subtotal, serviceFee: fee, discount, total: subtotal + fee - discount }
}

export type { OrderType } from './order-type'

/** The store settings that decide prices, as stored (older stores may lack the newer keys). */
export type PricingSettings = {
  serviceFee?: unknown
  feeOnTakeout?: unknown
  rounding?: unknown
  allowCentPrices?: unknown
}

export type PricingRules = {
  serviceFeeRate: number
  feeOnTakeout: boolean
  rounding: RoundingRule
  allowCentPrices: boolean
}

/** A store's settings with every missing or unreadable key at its default. */
export function pricingRules(settings: PricingSettings | null | undefined): PricingRules {
  return {
    serviceFeeRate: serviceFeeRate(settings?.serviceFee),
    feeOnTakeout: settings?.feeOnTakeout === true,
    rounding: isRoundingRule(settings?.rounding) ? settings.rounding : DEFAULT_ROUNDING,
    allowCentPrices: settings?.allowCentPrices === true,
  }
}

/** Diners at a table pay the service fee (staff or QR order); 外帶 and 外送 only if the store says so. */
export function chargesServiceFee(orderType: OrderType, rules: PricingRules): boolean {
  return !isAway(orderType) || rules.feeOnTakeout
}

/**
 * The figures a client written from the spec computes (part 1 §9: the fee is 10% of the subtotal):
 * the store's rate on the subtotal to the cent, whatever the order type. Such a claim is the
 * spec's rule, not a stale menu; the store's own rules (whole dollars, dine-in only) stand.
 */
export function specRuleTotals(totals: OrderTotals, settings: PricingSettings | null | undefined): OrderTotals {
  const fee = applyRate(totals.subtotal, pricingRules(settings).serviceFeeRate)
  return { ...totals, serviceFee: fee, total: totals.subtotal + fee - totals.discount }
}

export function pointsFor(total: Cents): number {
  return total > 0 ? Math.floor(total / CENTS_PER_POINT) : 0
}

/** One ingredient of a recipe: unitCost in cents per unit, quantity in thousandths of the unit. */
export type RecipePart = { unitCost: Cents; quantityMilli: number }

/** Spec part 2 §9: cost = unitCost × quantity / 1000 per ingredient, rounded to cents per portion. */
export function recipeUnitCost(parts: RecipePart[]): Cents {
  return applyRate(
    parts.reduce((sum, p) => sum + p.unitCost * p.quantityMilli, 0),
    1 / 1000,
  )
}

/** Stock a line uses of one ingredient, in whole thousandths of the unit. */
export function stockNeededMilli(quantityMilli: number, lineQuantity: number): number {
  return Math.round(quantityMilli * lineQuantity)
}
