/**
 * Discounts and 招待 in the POS cart: kept beside the cart by line key, priced
 * with the server's own pure rules (shared/domain/discounts), sent with the order; the server
 * checks them again, with the manager's PIN when a staff discount is above the store's threshold.
 */
import type { StaffOrderType } from '../../../../shared/domain/order-type.ts'
import { signal } from '@preact/signals-react'
import { formatMoney, type Cents } from '../../../../shared/domain/money.ts'
import { needsApproval, type AppliedDiscount, type DiscountKind } from '../../../../shared/domain/discounts.ts'
import { priceOrder, type CheckSoFar } from '../../../../shared/domain/order-pricing.ts'
import type { MemberTier, OrderTotals, PricingSettings } from '../../../../shared/domain/order-totals.ts'
import {
  assessDiscount,
  thresholdOf,
  type DiscountChoice,
  type DiscountPreview,
} from '../../../components/adjust/discount-form.ts'

export type CartDiscount = DiscountChoice

type Line = { key: string; unitPrice: Cents; quantity: number }
type Ctx = {
  pricing: PricingSettings | undefined
  orderType: StaffOrderType
  tier?: MemberTier | null
  /** The table's open check, for a 加點 round (its fee and member discount are the check's). */
  check?: CheckSoFar | null
}

/** By cart line key; the order's own discount apart. */
export const lineDiscounts = signal<ReadonlyMap<string, CartDiscount>>(new Map())
export const orderDiscount = signal<CartDiscount | null>(null)
/** The manager's PIN typed in the dialog, sent with the order (kept only until it is sent). */
export const approvalPin = signal('')

export function resetDiscounts(): void {
  lineDiscounts.value = new Map()
  orderDiscount.value = null
  approvalPin.value = ''
}

export function setLineDiscount(key: string, d: CartDiscount | null): void {
  const next = new Map(lineDiscounts.value)
  if (d) next.set(key, d)
  else next.delete(key)
  lineDiscounts.value = next
}

/** The cart's discounts in order: each line's (lines still in the cart), then the order's. */
function applied(lines: readonly Line[]): AppliedDiscount[] {
  const out: AppliedDiscount[] = []
  lines.forEach((l, i) => {
    const d = lineDiscounts.value.get(l.key)
    if (d) out.push({ lineId: i, kind: d.kind, value: d.value })
  })
  if (orderDiscount.value) out.push({ lineId: null, kind: orderDiscount.value.kind, value: orderDiscount.value.value })
  return out
}

const refs = (lines: readonly Line[]) => lines.map((l, i) => ({ id: i, subtotal: l.unitPrice * l.quantity }))

/** The cart's figures with its discounts, as the server will price them. */
export function discountedTotals(
  lines: readonly Line[],
  ctx: Ctx,
): OrderTotals & { lineOff: Map<string, Cents>; orderOff: Cents } {
  const list = applied(lines)
  const p = priceOrder({
    lines: refs(lines),
    discounts: list,
    settings: ctx.pricing,
    orderType: ctx.orderType,
    tier: ctx.tier ?? null,
    check: ctx.orderType === 'dine_in' ? ctx.check : null,
  })
  const lineOff = new Map<string, Cents>()
  let orderOff = 0
  list.forEach((d, i) => {
    if (d.lineId === null) orderOff += p.amounts[i]
    else lineOff.set(lines[d.lineId].key, p.amounts[i])
  })
  return { subtotal: p.subtotal, serviceFee: p.serviceFee, discount: p.discount, total: p.total, lineOff, orderOff }
}

/**
 * What a new discount of a line (key) or the order (null) would take off, with the cart's other
 * discounts in place; `approval`: a staff member needs a manager's PIN for it.
 */
export function previewDiscount(
  lines: readonly Line[],
  key: string | null,
  spec: { kind: DiscountKind; value: number },
  ctx: Ctx & { staff: boolean },
): DiscountPreview {
  const others = applied(lines).filter((d) =>
    key === null ? d.lineId !== null : d.lineId === null || lines[d.lineId].key !== key,
  )
  // A line's discount comes before the order's: price without the order discount when a line is being discounted.
  const before = key === null ? others : others.filter((d) => d.lineId !== null)
  const p = priceOrder({
    lines: refs(lines),
    discounts: before,
    settings: ctx.pricing,
    orderType: ctx.orderType,
    tier: ctx.tier ?? null,
    check: ctx.orderType === 'dine_in' ? ctx.check : null,
  })
  const index = key === null ? -1 : lines.findIndex((l) => l.key === key)
  const base = key === null ? p.orderLeft : (p.lineLeft.get(index) ?? 0)
  return assessDiscount(spec, base, { pricing: ctx.pricing, onOrder: key === null, staff: ctx.staff })
}

/** Whether any discount in the cart needs a manager's PIN from a staff member. */
export function cartNeedsApproval(lines: readonly Line[], ctx: Ctx & { staff: boolean }): boolean {
  if (!ctx.staff) return false
  const th = thresholdOf(ctx.pricing)
  const list = applied(lines)
  const out = priceOrder({
    lines: refs(lines),
    discounts: list,
    settings: ctx.pricing,
    orderType: ctx.orderType,
    tier: ctx.tier ?? null,
    check: ctx.orderType === 'dine_in' ? ctx.check : null,
  })
  return list.some((d, i) => {
    const base =
      d.lineId === null ? out.orderLeft + out.amounts[i] : lines[d.lineId].unitPrice * lines[d.lineId].quantity
    return needsApproval(out.amounts[i], base, th)
  })
}

/** The order request's discounts: `line` is the index of the line in the items sent. */
export function discountsBody(lines: readonly Line[]) {
  const list = applied(lines)
  const reasonOf = (d: AppliedDiscount) =>
    d.lineId === null ? orderDiscount.value! : lineDiscounts.value.get(lines[d.lineId].key)!
  return list.map((d) => {
    const r = reasonOf(d)
    return {
      line: d.lineId,
      kind: d.kind,
      value: d.kind === 'amount' ? formatMoney(d.value) : d.value,
      reason: r.reason,
      note: r.note,
    }
  })
}
