/**
 * The 折扣 / 招待 dialog's rules, pure: one model for a discount in the POS cart
 * and on an order already sent to the kitchen. The figures are the server's own (shared/domain);
 * the server checks everything again when the discount is sent.
 */
import { parseMoney, type Cents } from '../../../shared/domain/money.ts'
import {
  checkDiscount,
  discountReasons,
  discountThreshold,
  needsApproval,
  type DiscountCheck,
  type DiscountKind,
  type DiscountSettings,
  type DiscountSpec,
} from '../../../shared/domain/discounts.ts'
import type { PricingSettings } from '../../../shared/domain/order-totals.ts'
import { formatNtdCentsExact as formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order } from '../../../shared/api/front-of-house.ts'

const a = zhTW.adjust

/** A discount as the dialog gives it: kind, value (a percentage, or cents; 0 for 招待), reason, note. */
export type DiscountChoice = { kind: DiscountKind; value: number; reason: string; note: string | null }

/** What a discount would take off and whether a staff member needs a manager's PIN for it. */
export type DiscountPreview = DiscountCheck & { approval: boolean }

export const reasonsOf = (pricing: PricingSettings | undefined) =>
  discountReasons(pricing as DiscountSettings, a.defaultReasons)
export const thresholdOf = (pricing: PricingSettings | undefined) => discountThreshold(pricing as DiscountSettings)

/** The number typed for the kind: a whole percentage, or NT$ as cents; NaN or null when unreadable. */
export function discountValue(kind: DiscountKind, text: string): number | null {
  if (kind === 'comp') return 0
  const t = text.trim()
  if (kind === 'percent') return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN
  return parseMoney(t)
}

/** The discount on what is left of its line or order (`base`), as the server will judge it. */
export function assessDiscount(
  spec: DiscountSpec,
  base: Cents,
  ctx: { pricing: PricingSettings | undefined; onOrder: boolean; staff: boolean },
): DiscountPreview {
  const check = checkDiscount(spec, base, { settings: ctx.pricing, onOrder: ctx.onOrder })
  return { ...check, approval: check.ok && ctx.staff && needsApproval(check.amount, base, thresholdOf(ctx.pricing)) }
}

/** The first thing wrong with the form, in zh-TW, or null when it may be applied. */
export function discountProblem(
  preview: DiscountPreview | null,
  form: { kind: DiscountKind; reason: string | null; pin: string; pinAsked?: boolean },
): string | null {
  if (!preview) return form.kind === 'percent' ? a.percentInvalid : a.amountInvalid
  if (!preview.ok) {
    if (preview.reason === 'percent_invalid') return a.percentInvalid
    if (preview.reason === 'amount_invalid') return a.amountInvalid
    if (preview.reason === 'comp_on_order') return a.compOnOrder
    return fill(a.exceeds, { base: formatNtdCents(preview.base) })
  }
  if (!form.reason) return a.reasonRequired
  if ((preview.approval || form.pinAsked) && !/^\d{4,6}$/.test(form.pin)) return a.pinRequired
  return null
}

const cents = (v: string | null | undefined) => parseMoney(v ?? '0') ?? 0

/**
 * What a further discount of a sent order may take: a line's price less its discounts (a voided
 * line: nothing), or for the whole order the items less every discount so far (the member's too).
 */
export function sentOrderBase(order: Order, lineId: number | null): Cents {
  if (lineId === null) return Math.max(0, cents(order.subtotal) - cents(order.discount))
  const line = order.items.find((l) => l.id === lineId)
  if (!line || line.voided) return 0
  const off = (order.discounts ?? []).filter((d) => d.lineId === lineId).reduce((sum, d) => sum + cents(d.amount), 0)
  return Math.max(0, cents(line.subtotal) - off)
}
