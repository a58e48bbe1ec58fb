/**
 * A discount added to an existing order (the adjustments module), read and checked against what is
 * left of its line or order with the same rules a new order's pricing applies (shared/domain/order-quote).
 */
import {
  checkDiscount,
  discountReasons,
  discountThreshold,
  needsApproval,
  type DiscountSettings,
  type DiscountSpec,
  type DiscountKind,
  type DiscountThreshold,
} from '../../../shared/domain/discounts'
import type { OrderPricing } from '../../../shared/domain/order-pricing'
import { readDiscount } from '../../../shared/domain/order-quote'
import { zhTW } from '../../../shared/i18n/zh-TW'
import type { Actor } from '../activity'
import { isManager } from '../auth'
import { quoteError } from './quote-errors'

export type DiscountInput = {
  /** A line of the order; null or omitted: the whole order. */
  lineId?: number | null
  kind: DiscountKind
  /** percent: 1–100; amount: NT$ ("50" or "50.00"); comp: ignored. */
  value?: string | number | null
  reason?: string | null
  note?: string | null
  managerPin?: string | null
  clientDiscountId?: string | null
}

export type Checked = { spec: DiscountSpec; lineId: number | null; reason: string; note: string | null }

/** The reasons a store accepts: its own list, or the default one. */
export const storeReasons = (settings: DiscountSettings | null | undefined) =>
  discountReasons(settings, zhTW.adjust.defaultReasons)

/** What the discount takes off what is left of its line or the order, and whether a staff member needs approval. */
export function assessOn(priced: OrderPricing, settings: DiscountSettings, c: Checked, actor: Actor) {
  const base = c.lineId === null ? priced.orderLeft : (priced.lineLeft.get(c.lineId) ?? 0)
  const check = checkDiscount(c.spec, base, { settings, onOrder: c.lineId === null })
  if (!check.ok) throw quoteError({ kind: 'discount', check, spec: c.spec })
  const threshold = discountThreshold(settings)
  const staff = !(actor.user && isManager(actor.user))
  return { amount: check.amount, base, approval: staff && needsApproval(check.amount, base, threshold), threshold }
}

/** The reason from the store's list, and the discount as the server reads it. */
export function checkedInput(
  settings: DiscountSettings,
  input: Omit<DiscountInput, 'lineId'>,
  lineId: number | null,
): Checked {
  const reason = input.reason?.trim() ?? ''
  const read = readDiscount({ ...input, value: input.value ?? null, reason, note: null }, storeReasons(settings))
  if (!read.ok) throw quoteError(read.problem)
  return { spec: read.value, lineId, reason, note: input.note?.trim() || null }
}

/** A discount sent with a new order (the POS cart): `line` is the index of its line in the order's items. */
export type NewOrderDiscount = Omit<DiscountInput, 'lineId' | 'managerPin' | 'clientDiscountId'> & {
  line?: number | null
}

export const approvalRequired = (threshold: DiscountThreshold) => () => quoteError({ kind: 'approval', threshold })
