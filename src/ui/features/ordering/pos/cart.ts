/**
 * The POS cart, pure (spec part 1 §4, §5, §9). Lines are priced with the same shared function the
 * server uses (shared/domain/order-totals), so the figures sent with an order are the server's
 * figures unless the menu or the store's settings changed meanwhile (then the server answers 422
 * with its own figures). Amounts inside are integer cents; the API edge gets 2-decimal strings.
 */
import { formatMoney } from '../../../../shared/domain/money.ts'
import type { AwayType, StaffOrderType } from '../../../../shared/domain/order-type.ts'
import { priceCart, lineOptions, type Cart } from '../../../../shared/domain/cart.ts'
import {
  chargesServiceFee,
  pricingRules,
  type OrderTotals,
  type PricingSettings,
} from '../../../../shared/domain/order-totals.ts'
import type { MemberTier, MenuItem, PaymentMethod } from '../../../../shared/api/front-of-house.ts'
import type { api, BodyOf } from '../../../api/client.ts'

// The line model is shared with the phone screens; the POS adds places, payment and its request.
export {
  addToCart,
  cartCount,
  changeQuantity,
  choiceSummary,
  defaultChoice,
  choiceProblem,
  lineKey,
  listPrice,
  lineSubtotal,
  needsChooser,
  removeLine,
  replaceLine,
  repriceCart,
  toPricing,
  unitPriceOf,
} from '../../../../shared/domain/cart.ts'
export type { Cart, CartLine, Choice } from '../../../../shared/domain/cart.ts'

/** Where the order goes: 外帶, 外送, or a table (its open session is looked up when sending). */
export type Place = { kind: AwayType } | { kind: 'table'; tableId: number }

/**
 * Sold out: switched off, marked unavailable, or 估清 (no portions left). Recorded stock at zero is
 * not sold out: the sale goes through and the stock reads below zero for the manager.
 */
export function isSoldOut(item: MenuItem): boolean {
  return !item.isActive || item.status !== 'available' || item.soldOut
}

/** The server's pricing of this cart; before a place is chosen it is priced as dine-in. */
export function cartTotals(
  cart: Cart,
  opts: { pricing: PricingSettings | undefined; place: Place | null; tier?: MemberTier | null },
): OrderTotals {
  return priceCart(cart, { pricing: opts.pricing, orderType: orderTypeOf(opts.place), tier: opts.tier })
}

/** The order's type, which picks its prices and fee; before a place is chosen it is priced as dine-in. */
export const orderTypeOf = (place: Place | null): StaffOrderType =>
  !place || place.kind === 'table' ? 'dine_in' : place.kind

/** The fee rate this cart pays, in percent for the label: 0 for takeout unless the store charges it. */
export function feePercent(pricing: PricingSettings | undefined, place: Place | null): number {
  const rules = pricingRules(pricing)
  return chargesServiceFee(orderTypeOf(place), rules) ? Math.round(rules.serviceFeeRate * 10000) / 100 : 0
}

export type Problem = 'noTable' | 'empty'

/** Spec part 1 §5: a table (or takeout) must be chosen, and the cart must not be empty. */
export function validateSubmit(cart: Cart, place: Place | null): Problem | null {
  if (!place) return 'noTable'
  if (cart.length === 0) return 'empty'
  return null
}

/** POST /orders as the server's schema takes it (the treaty's input type, not restated here). */
export type OrderBody = BodyOf<ReturnType<(typeof api)['api']['stores']>['orders']['post']>

export function orderBody(input: {
  cart: Cart
  place: Place
  sessionId: number | null
  memberId: number | null
  paymentMethod: PaymentMethod
  totals: OrderTotals
  /** The cart's discounts; the server checks them (and the PIN) again. */
  discounts?: OrderBody['discounts']
  clientOrderId: string
}): OrderBody {
  const { cart, place, totals } = input
  return {
    orderType: orderTypeOf(place),
    tableId: place.kind === 'table' ? place.tableId : null,
    sessionId: place.kind === 'table' ? input.sessionId : null,
    memberId: input.memberId,
    items: cart.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity, options: lineOptions(l) })),
    subtotal: formatMoney(totals.subtotal),
    serviceFee: formatMoney(totals.serviceFee),
    discount: formatMoney(totals.discount),
    total: formatMoney(totals.total),
    paymentMethod: input.paymentMethod,
    ...(input.discounts?.length ? { discounts: input.discounts } : {}),
    clientOrderId: input.clientOrderId,
  }
}

/** What identifies "the same cart": the whole request except its key (and the PIN that approves it). */
export function fingerprint(body: OrderBody): string {
  const { clientOrderId: _key, managerPin: _pin, ...rest } = body
  return JSON.stringify(rest)
}

/** A send whose outcome we never learned (network error); its key is reused for the same cart. */
export type Unconfirmed = { fingerprint: string; clientOrderId: string }

/**
 * The key for this send: the unconfirmed send's key when the cart is unchanged (the server then
 * returns the first order instead of making a second), otherwise a fresh one.
 */
export function clientOrderIdFor(unconfirmed: Unconfirmed | null, print: string, freshId: () => string): string {
  return unconfirmed && unconfirmed.fingerprint === print ? unconfirmed.clientOrderId : freshId()
}
