/**
 * The POS cart, pure (spec part 1 §4, §5, §9). Lines are priced with the same shared function the
 * server uses (shared/domain/order-totals), so the figures sent with an order are the server's
 * figures unless the menu or the store's settings changed meanwhile (then the server answers 422
 * with its own figures). Amounts inside are integer cents; the API edge gets 2-decimal strings.
 */
import { formatMoney, parseMoney, type Cents } from '../../../shared/domain/money.ts'
import {
  MAX_LINE_QUANTITY, chargesServiceFee, priceLine, priceOrder, pricingRules, type MenuPricing, type OrderTotals, type PricingSettings,
} from '../../../shared/domain/order-totals.ts'
import type { MemberTier, MenuItem, PaymentMethod } from '../front-of-house/types.ts'

export type Choice = { size: string | null; spice: string | null; addOns: string[] }

export type CartLine = {
  key: string
  menuItemId: number
  name: string
  choice: Choice
  quantity: number
  /** Unit price when the line was added; repriced from the current menu for display. */
  unitPrice: Cents
}

export type Cart = readonly CartLine[]

/** Where the order goes: takeout, or a table (its open session is looked up when sending). */
export type Place = { kind: 'takeout' } | { kind: 'table'; tableId: number }

const cents = (v: string | null | undefined) => parseMoney(v) ?? 0

export function toPricing(item: MenuItem): MenuPricing {
  return {
    name: item.name,
    basePrice: cents(item.basePrice),
    sizeOptions: item.sizeOptions.map((o) => ({ name: o.name, price: cents(o.price) })),
    spiceLevels: item.spiceLevels,
    addOns: item.addOns.map((o) => ({ name: o.name, price: cents(o.price) })),
  }
}

/** Sold out: switched off, marked unavailable, or not enough stock for one portion. */
export function isSoldOut(item: MenuItem): boolean {
  return !item.isActive || item.status !== 'available' || item.inventoryStatus === 'out'
}

/** New lines default to the first size and the first spice level, no add-ons. */
export function defaultChoice(item: MenuItem): Choice {
  return { size: item.sizeOptions[0]?.name ?? null, spice: item.spiceLevels[0] ?? null, addOns: [] }
}

export function needsChooser(item: MenuItem): boolean {
  return item.sizeOptions.length > 1 || item.spiceLevels.length > 1 || item.addOns.length > 0
}

/** Identical size, spice and add-ons (in any order) make the same line. */
export function lineKey(menuItemId: number, choice: Choice): string {
  return JSON.stringify([menuItemId, choice.size ?? '', choice.spice ?? '', [...choice.addOns].sort()])
}

/** The unit price of an item with a choice; null when the choice is not on the menu. */
export function unitPriceOf(item: MenuItem, choice: Choice): Cents | null {
  const priced = priceLine(toPricing(item), choice, 1)
  return priced.ok ? priced.line.unitPrice : null
}

export function addToCart(cart: Cart, item: MenuItem, choice: Choice, quantity = 1): Cart {
  const unitPrice = unitPriceOf(item, choice)
  if (unitPrice === null) return cart
  const key = lineKey(item.id, choice)
  const existing = cart.find((l) => l.key === key)
  if (existing) return cart.map((l) => (l.key === key ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + quantity) } : l))
  return [...cart, { key, menuItemId: item.id, name: item.name, choice: { ...choice, addOns: [...choice.addOns] }, quantity, unitPrice }]
}

/** +1 / −1; going to 0 removes the line; never above the server's per-line limit. */
export function changeQuantity(cart: Cart, key: string, delta: number): Cart {
  return cart.flatMap((l) => {
    if (l.key !== key) return [l]
    const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + delta)
    return quantity <= 0 ? [] : [{ ...l, quantity }]
  })
}

export function removeLine(cart: Cart, key: string): Cart {
  return cart.filter((l) => l.key !== key)
}

export const cartCount = (cart: Cart) => cart.reduce((n, l) => n + l.quantity, 0)

/** Lines with today's menu prices (an item gone from the menu keeps its last price). */
export function repriceCart(cart: Cart, menu: ReadonlyMap<number, MenuItem>): Cart {
  return cart.map((l) => {
    const item = menu.get(l.menuItemId)
    const unitPrice = item ? unitPriceOf(item, l.choice) : null
    return unitPrice === null || unitPrice === l.unitPrice ? l : { ...l, unitPrice }
  })
}

/** For display only: quantity × (size price or base price, plus add-ons). */
export const lineSubtotal = (line: CartLine): Cents => line.unitPrice * line.quantity

/** The server's pricing of this cart; before a place is chosen it is priced as dine-in. */
export function cartTotals(cart: Cart, opts: { pricing: PricingSettings | undefined; place: Place | null; tier?: MemberTier | null }): OrderTotals {
  return priceOrder(cart.map((l) => ({ subtotal: lineSubtotal(l) })), { settings: opts.pricing, orderType: orderTypeOf(opts.place), tier: opts.tier ?? null })
}

const orderTypeOf = (place: Place | null) => (place?.kind === 'takeout' ? 'takeout' : 'dine_in')

/** The fee rate this cart pays, in percent for the label: 0 for takeout unless the store charges it. */
export function feePercent(pricing: PricingSettings | undefined, place: Place | null): number {
  const rules = pricingRules(pricing)
  return chargesServiceFee(orderTypeOf(place), rules) ? Math.round(rules.serviceFeeRate * 10000) / 100 : 0
}

/** "大碗 · 小辣 · +加蛋 +加麵" */
export function choiceSummary(choice: Choice): string {
  return [choice.size, choice.spice, ...choice.addOns.map((a) => `+${a}`)].filter(Boolean).join(' · ')
}

export type Problem = 'noTable' | 'empty'

/** Spec part 1 §5: a table (or takeout) must be chosen, and the cart must not be empty. */
export function validateSubmit(cart: Cart, place: Place | null): Problem | null {
  if (!place) return 'noTable'
  if (cart.length === 0) return 'empty'
  return null
}

export type OrderBody = {
  orderType: 'dine_in' | 'takeout'
  tableId: number | null
  sessionId: number | null
  memberId: number | null
  items: { menuItemId: number; name: string; quantity: number; basePrice: string; subtotal: string; options: { size: string | null; spice: string | null; addOns: string[] } }[]
  subtotal: string
  serviceFee: string
  discount: string
  total: string
  paymentMethod: PaymentMethod
  status: 'pending'
  clientOrderId: string
}

export function orderBody(input: {
  cart: Cart
  place: Place
  sessionId: number | null
  memberId: number | null
  paymentMethod: PaymentMethod
  totals: OrderTotals
  clientOrderId: string
}): OrderBody {
  const { cart, place, totals } = input
  return {
    orderType: orderTypeOf(place),
    tableId: place.kind === 'table' ? place.tableId : null,
    sessionId: place.kind === 'table' ? input.sessionId : null,
    memberId: input.memberId,
    items: cart.map((l) => ({
      menuItemId: l.menuItemId,
      name: l.name,
      quantity: l.quantity,
      basePrice: formatMoney(l.unitPrice),
      subtotal: formatMoney(lineSubtotal(l)),
      options: { size: l.choice.size, spice: l.choice.spice, addOns: [...l.choice.addOns] },
    })),
    subtotal: formatMoney(totals.subtotal),
    serviceFee: formatMoney(totals.serviceFee),
    discount: formatMoney(totals.discount),
    total: formatMoney(totals.total),
    paymentMethod: input.paymentMethod,
    status: 'pending',
    clientOrderId: input.clientOrderId,
  }
}

/** What identifies "the same cart": the whole request except its key. */
export function fingerprint(body: Omit<OrderBody, 'clientOrderId'> & { clientOrderId?: string }): string {
  const { clientOrderId: _ignored, ...rest } = body
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
