/**
 * The one pricing of an order, on the server and in the carts: its lines (a voided line counts
 * nothing), its discounts, the member's tier, the store's rules and, for an order on a table's
 * open check (its session), what the check's other orders already carry.
 *
 * The service fee and the member discount belong to the check, not to each 加點 round: NT$ is paid
 * in whole dollars, and rounding each round alone overcharges a table (505 → 51, then 115 → 12:
 * NT$63 on a NT$620 check whose fee is 62). So an order on a check takes the check's rounded
 * figure with it, less what the check's other orders carry, and the check's orders always add up
 * to the check's own rounded fee and member discount. A takeout order (no check) is priced alone.
 *
 * A line discount comes off its line; the fee and the member discount follow the items after
 * line discounts (a comped dish carries no fee); an order discount comes off what is left.
 */
import { applyRateWhole, type Cents, type RoundingRule } from './money'
import { checkDiscount, type AppliedDiscount, type DiscountCheck, type PricedLineRef } from './discounts'
import {
  chargesServiceFee,
  pricingRules,
  TIER_MULTIPLIERS,
  type MemberTier,
  type OrderTotals,
  type OrderType,
  type PricingSettings,
} from './order-totals'

/** What a table's check carries before this order: bases from the lines, figures as charged. */
export type CheckSoFar = {
  /** Items after line discounts of the check's other orders, and the service fees they carry. */
  feeBase: Cents
  fee: Cents
  /** The same over this order's member's other orders on the check, for the tier discount. */
  memberBase: Cents
  memberDiscount: Cents
}

export const EMPTY_CHECK: CheckSoFar = { feeBase: 0, fee: 0, memberBase: 0, memberDiscount: 0 }

export type OrderPricingInput = {
  lines: PricedLineRef[]
  /** Stored discounts in their order, or those sent with a new order (lineId: the line's id there). */
  discounts?: AppliedDiscount[]
  settings: PricingSettings | null | undefined
  orderType: OrderType
  tier?: MemberTier | null
  /** The order's table check without it; null or omitted: priced alone (takeout). */
  check?: CheckSoFar | null
}

/** One discount as priced: what it took, what was left of its line or order, and whether it fit. */
export type DiscountVerdict = { amount: Cents; base: Cents; check: DiscountCheck }

export type OrderPricing = OrderTotals & {
  /** Off each discount, in the order given (a discount on a voided line takes nothing). */
  amounts: Cents[]
  verdicts: DiscountVerdict[]
  /** What is left of each line after its discounts (voided lines: 0). */
  lineLeft: Map<number, Cents>
  /** What is left of the items for a further order discount. */
  orderLeft: Cents
  /** The items after line discounts: the base of the fee and the member discount. */
  itemsNet: Cents
  memberDiscount: Cents
}

/**
 * Later discounts see less: each takes from what the earlier ones left. One that no longer fits
 * (a void shrank its base) takes only what is left; the verdict says it did not fit.
 */
function take(spec: AppliedDiscount, base: Cents, settings: PricingSettings | null | undefined): DiscountVerdict {
  const check = checkDiscount(spec, base, { settings, onOrder: spec.lineId === null })
  if (check.ok) return { amount: check.amount, base, check }
  return { amount: check.reason === 'exceeds' && spec.kind === 'amount' ? Math.max(0, base) : 0, base, check }
}

/** The check's figure at `rate` with this order's base, less what the check's other orders carry. */
const marginal = (base: Cents, rate: number, soFar: { base: Cents; carried: Cents }, rounding: RoundingRule) =>
  Math.max(0, applyRateWhole(soFar.base + base, rate, rounding) - soFar.carried)

export function priceOrder(input: OrderPricingInput): OrderPricing {
  const { settings } = input
  const rules = pricingRules(settings)
  const check = input.check ?? EMPTY_CHECK
  const discounts = input.discounts ?? []
  const lineLeft = new Map<number, Cents>()
  for (const l of input.lines) lineLeft.set(l.id, l.voided ? 0 : l.subtotal)
  const subtotal = input.lines.reduce((sum, l) => sum + (l.voided ? 0 : l.subtotal), 0)
  const verdicts: DiscountVerdict[] = discounts.map(() => ({ amount: 0, base: 0, check: { ok: true, amount: 0 } }))
  let lineDiscounts = 0
  discounts.forEach((dsc, i) => {
    if (dsc.lineId === null) return
    const v = take(dsc, lineLeft.get(dsc.lineId) ?? 0, settings)
    lineLeft.set(dsc.lineId, v.base - v.amount)
    verdicts[i] = v
    lineDiscounts += v.amount
  })
  const itemsNet = subtotal - lineDiscounts
  const fee = chargesServiceFee(input.orderType, rules)
    ? marginal(itemsNet, rules.serviceFeeRate, { base: check.feeBase, carried: check.fee }, rules.rounding)
    : 0
  const tierRate = input.tier ? 1 - (TIER_MULTIPLIERS[input.tier] ?? 1) : 0
  const memberDiscount = Math.min(
    itemsNet,
    tierRate > 0
      ? marginal(itemsNet, tierRate, { base: check.memberBase, carried: check.memberDiscount }, rules.rounding)
      : 0,
  )
  let orderLeft = itemsNet - memberDiscount
  discounts.forEach((dsc, i) => {
    if (dsc.lineId !== null) return
    verdicts[i] = take(dsc, orderLeft, settings)
    orderLeft -= verdicts[i].amount
  })
  // line discounts + member + order discounts: all that is off the items
  const discount = subtotal - orderLeft
  return {
    subtotal,
    serviceFee: fee,
    discount,
    total: subtotal + fee - discount,
    amounts: verdicts.map((v) => v.amount),
    verdicts,
    lineLeft,
    orderLeft,
    itemsNet,
    memberDiscount,
  }
}

/** Lines known only by their place in a request or a cart: keyed by index. */
export const indexedLines = (lines: { subtotal: Cents }[]): PricedLineRef[] =>
  lines.map((l, i) => ({ id: i, subtotal: l.subtotal }))

/** Just the four figures an order stores and the API shows. */
export const figuresOf = (t: OrderTotals): OrderTotals => ({
  subtotal: t.subtotal,
  serviceFee: t.serviceFee,
  discount: t.discount,
  total: t.total,
})

/** One live (not cancelled) order of a check, in the order the check took them. */
export type CheckOrder = {
  id: number
  /** Paid toward: its figures are final and never re-priced. */
  paid: boolean
  memberId: number | null
  pricing: Omit<OrderPricingInput, 'check'>
  stored: { serviceFee: Cents; discount: Cents }
}

type Carried = { itemsNet: Cents; serviceFee: Cents; memberDiscount: Cents }

/** An order's figures as charged: its bases from its lines; its member discount what its discount holds beyond the rest. */
function asStored(order: CheckOrder): Carried {
  const alone = priceOrder(order.pricing)
  return {
    itemsNet: alone.itemsNet,
    serviceFee: order.stored.serviceFee,
    memberDiscount: Math.max(0, order.stored.discount - (alone.discount - alone.memberDiscount)),
  }
}

/** What a check's orders carry in all: the fee, and the member discount by member. */
export type CheckCarried = {
  feeBase: Cents
  fee: Cents
  members: { memberId: number; base: Cents; discount: Cents }[]
}

/** Walks the check in its order; `figures` decides what each order carries given the check so far. */
function walk(orders: CheckOrder[], figures: (o: CheckOrder, soFar: CheckSoFar) => Carried): CheckCarried {
  const carried: CheckCarried = { feeBase: 0, fee: 0, members: [] }
  for (const o of orders) {
    const c = figures(o, checkFor(carried, o.memberId))
    carried.feeBase += c.itemsNet
    carried.fee += c.serviceFee
    if (o.memberId === null) continue
    const m = carried.members.find((x) => x.memberId === o.memberId)
    if (m) Object.assign(m, { base: m.base + c.itemsNet, discount: m.discount + c.memberDiscount })
    else carried.members.push({ memberId: o.memberId, base: c.itemsNet, discount: c.memberDiscount })
  }
  return carried
}

/** The check so far as an order of `memberId` (null: no member) sees it. */
export function checkFor(carried: CheckCarried, memberId: number | null): CheckSoFar {
  const m = memberId === null ? undefined : carried.members.find((x) => x.memberId === memberId)
  return { feeBase: carried.feeBase, fee: carried.fee, memberBase: m?.base ?? 0, memberDiscount: m?.discount ?? 0 }
}

/**
 * What the check's orders carry as charged. A new order joining it takes the check's rounded
 * figures less these (checkFor), so the check sums to its own rounded fee and member discount
 * again, whatever rounding its earlier orders were charged under.
 */
export function checkCarried(orders: CheckOrder[]): CheckCarried {
  return walk(orders, asStored)
}

/**
 * The check's unpaid orders re-priced after a void, a discount or a cancel changed its base. Paid
 * orders never change, so they come first as charged; then the unpaid ones in the check's order,
 * each taking the check's rounded figures so far less what the orders before it carry. The last
 * unpaid order thus settles the difference, and the check again sums to its rounded fee and member
 * discount — unless paid orders alone already carry more (a fee never goes below zero; at most
 * NT$1 a paid order). Paid orders are not in the answer.
 */
export function settleCheck(orders: CheckOrder[]): Map<number, OrderPricing> {
  const out = new Map<number, OrderPricing>()
  const paidFirst = [...orders.filter((o) => o.paid), ...orders.filter((o) => !o.paid)]
  walk(paidFirst, (o, check) => {
    if (o.paid) return asStored(o)
    const priced = priceOrder({ ...o.pricing, check })
    out.set(o.id, priced)
    return priced
  })
  return out
}
