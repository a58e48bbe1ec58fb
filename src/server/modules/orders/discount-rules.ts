/**
 * How a discount is read and checked against what is left of its line or order: used when an order
 * is created with the cart's discounts (plannedDiscounts) and by the adjustments module when one
 * is added to an existing order.
 */
import { AppError } from '../../http/app-error'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import {
  checkDiscount,
  discountReasons,
  discountThreshold,
  needsApproval,
  type DiscountCheck,
  type DiscountSettings,
  type DiscountSpec,
  type DiscountKind,
} from '../../../shared/domain/discounts'
import type { OrderPricing } from '../../../shared/domain/order-pricing'
import { zhTW } from '../../../shared/i18n/zh-TW'
import type { Actor } from '../activity'
import { isManager, type UserRow } from '../auth'

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

/** The discount as the server reads it, before anything is looked up: value and kind. */
function specOf(input: Pick<DiscountInput, 'kind' | 'value'>): DiscountSpec {
  if (input.kind === 'comp') return { kind: 'comp', value: 0 }
  if (input.kind === 'percent') {
    const n = typeof input.value === 'number' ? input.value : Number(String(input.value ?? '').trim() || Number.NaN)
    if (!Number.isInteger(n) || n < 1 || n > 100) throw new AppError('DISCOUNT_PERCENT_INVALID')
    return { kind: 'percent', value: n }
  }
  const cents = parseMoney(input.value)
  if (cents === null || cents <= 0) throw new AppError('DISCOUNT_AMOUNT_INVALID')
  return { kind: 'amount', value: cents }
}

function refusal(check: Extract<DiscountCheck, { ok: false }>, spec: DiscountSpec): AppError {
  if (check.reason === 'percent_invalid') return new AppError('DISCOUNT_PERCENT_INVALID')
  if (check.reason === 'amount_invalid') return new AppError('DISCOUNT_AMOUNT_INVALID')
  if (check.reason === 'comp_on_order') return new AppError('DISCOUNT_COMP_ON_ORDER')
  if (check.base <= 0) return new AppError('DISCOUNT_NOTHING_LEFT')
  return new AppError(
    'DISCOUNT_EXCEEDS',
    { amount: formatMoney(spec.value), base: formatMoney(check.base) },
    { base: formatMoney(check.base) },
  )
}

/** What the discount takes off what is left of its line or the order, and whether a staff member needs approval. */
export function assessOn(priced: OrderPricing, settings: DiscountSettings, c: Checked, actor: Actor) {
  const base = c.lineId === null ? priced.orderLeft : (priced.lineLeft.get(c.lineId) ?? 0)
  const check = checkDiscount(c.spec, base, { settings, onOrder: c.lineId === null })
  if (!check.ok) throw refusal(check, c.spec)
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
  const reasons = discountReasons(settings, zhTW.adjust.defaultReasons)
  const reason = input.reason?.trim() ?? ''
  if (!reasons.includes(reason)) throw new AppError('DISCOUNT_REASON_REQUIRED', { reasons: reasons.join('、') })
  return { spec: specOf(input), lineId, reason, note: input.note?.trim() || null }
}

/** A discount sent with a new order (the POS cart): `line` is the index of its line in the order's items. */
export type NewOrderDiscount = Omit<DiscountInput, 'lineId' | 'managerPin' | 'clientDiscountId'> & {
  line?: number | null
}

/**
 * Discounts sent with a new order, as its pricing took them one after another (the lines keyed by
 * their index until they have ids): the rows to store, or the refusal of the first that does not
 * fit; a staff discount above the threshold without an approving manager is refused.
 */
export function plannedDiscounts(
  priced: OrderPricing,
  asked: Checked[],
  ctx: { settings: DiscountSettings; actor: Actor; approver: UserRow | null },
) {
  const threshold = discountThreshold(ctx.settings)
  const staff = !(ctx.actor.user && isManager(ctx.actor.user))
  return asked.map((c, i) => {
    const { check, base, amount } = priced.verdicts[i]
    if (!check.ok) throw refusal(check, c.spec)
    if (staff && !ctx.approver && needsApproval(amount, base, threshold)) throw approvalRequired(threshold)()
    return { ...c, amount }
  })
}

export function approvalRequired(threshold: ReturnType<typeof discountThreshold>) {
  return () =>
    new AppError('DISCOUNT_APPROVAL_REQUIRED', { percent: threshold.percent, amount: formatMoney(threshold.amount) })
}
