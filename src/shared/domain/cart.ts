/**
 * The one cart model every ordering screen uses: the POS, the waiter's phone and the diner's phone
 * (spec part 1 §4, §5, §9; part 2 §2.12, §2.14). A line is a menu item with a size, a spice level
 * and add-ons; the same choice (add-ons in any order) is the same line, a different one a new line.
 * Lines are priced with the function the server uses (order-totals), amounts are integer cents.
 */
import { parseMoney, type Cents } from './money'
import type { MemberTier } from './member-tier'
import { MAX_LINE_QUANTITY, priceLine, type MenuPricing, type OrderTotals, type PricingSettings } from './order-totals'
import { figuresOf, indexedLines, priceOrder } from './order-pricing'

export type Choice = { size: string | null; spice: string | null; addOns: string[] }

/** What a menu item must tell the cart: the staff and the public menu both carry these fields. */
export type OptionItem = {
  id: number
  name: string
  basePrice: string
  sizeOptions: readonly { name: string; price: string }[]
  spiceLevels: readonly string[]
  addOns: readonly { name: string; price: string }[]
}

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

const cents = (v: string | null | undefined) => parseMoney(v) ?? 0

export function toPricing(item: OptionItem): MenuPricing {
  return {
    name: item.name,
    basePrice: cents(item.basePrice),
    sizeOptions: item.sizeOptions.map((o) => ({ name: o.name, price: cents(o.price) })),
    spiceLevels: [...item.spiceLevels],
    addOns: item.addOns.map((o) => ({ name: o.name, price: cents(o.price) })),
  }
}

/** Spec part 1 §5: a size and a spice level are required, so the first of each is preselected; no add-ons. */
export function defaultChoice(item: OptionItem): Choice {
  return { size: item.sizeOptions[0]?.name ?? null, spice: item.spiceLevels[0] ?? null, addOns: [] }
}

/** Anything to choose: more than one size or spice level, or any add-on. */
export function needsChooser(item: OptionItem): boolean {
  return item.sizeOptions.length > 1 || item.spiceLevels.length > 1 || item.addOns.length > 0
}

/** Identical size, spice and add-ons (in any order) make the same line. */
export function lineKey(menuItemId: number, choice: Choice): string {
  return JSON.stringify([menuItemId, choice.size ?? '', choice.spice ?? '', [...choice.addOns].sort()])
}

/** The unit price of an item with a choice; null when the choice is not on the menu. */
export function unitPriceOf(item: OptionItem, choice: Choice): Cents | null {
  const priced = priceLine(toPricing(item), choice, 1)
  return priced.ok ? priced.line.unitPrice : null
}

export function addToCart(cart: Cart, item: OptionItem, choice: Choice = defaultChoice(item), quantity = 1): Cart {
  const unitPrice = unitPriceOf(item, choice)
  if (unitPrice === null) return cart
  const key = lineKey(item.id, choice)
  const existing = cart.find((l) => l.key === key)
  if (existing)
    return cart.map((l) => (l.key === key ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + quantity) } : l))
  return [
    ...cart,
    {
      key,
      menuItemId: item.id,
      name: item.name,
      choice: { ...choice, addOns: [...choice.addOns] },
      quantity,
      unitPrice,
    },
  ]
}

/** +1 / −1; going to 0 removes the line; never above the server's per-line limit. */
export function changeQuantity(cart: Cart, key: string, delta: number): Cart {
  return cart.flatMap((l) => {
    if (l.key !== key) return [l]
    const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + delta)
    return quantity <= 0 ? [] : [{ ...l, quantity }]
  })
}

/**
 * A line changed in place (its options or quantity): it keeps its place in the cart, unless the
 * new choice is already another line's, which then takes the quantity.
 */
export function replaceLine(cart: Cart, key: string, item: OptionItem, choice: Choice, quantity: number): Cart {
  const at = cart.findIndex((l) => l.key === key)
  if (at < 0 || unitPriceOf(item, choice) === null) return cart
  const newKey = lineKey(item.id, choice)
  if (newKey !== key && cart.some((l) => l.key === newKey))
    return addToCart(removeLine(cart, key), item, choice, quantity)
  const [line] = addToCart([], item, choice, Math.min(MAX_LINE_QUANTITY, quantity))
  return cart.map((l, i) => (i === at ? line : l))
}

export function removeLine(cart: Cart, key: string): Cart {
  return cart.filter((l) => l.key !== key)
}

export const cartCount = (cart: Cart) => cart.reduce((n, l) => n + l.quantity, 0)

/** How many of one menu item the cart holds, over all its choices. */
export const itemQuantity = (cart: Cart, menuItemId: number) =>
  cart.reduce((n, l) => n + (l.menuItemId === menuItemId ? l.quantity : 0), 0)

/** Lines with today's menu prices (an item gone from the menu keeps its last price). */
export function repriceCart(cart: Cart, menu: ReadonlyMap<number, OptionItem>): Cart {
  return cart.map((l) => {
    const item = menu.get(l.menuItemId)
    const unitPrice = item ? unitPriceOf(item, l.choice) : null
    return unitPrice === null || unitPrice === l.unitPrice ? l : { ...l, unitPrice }
  })
}

/** For display only: quantity × (size price or base price, plus add-ons). */
export const lineSubtotal = (line: CartLine): Cents => line.unitPrice * line.quantity

/** The server's pricing of the cart: service fee by order type, the member's tier discount. */
export function priceCart(
  cart: Cart,
  opts: { pricing: PricingSettings | undefined; orderType: 'dine_in' | 'takeout'; tier?: MemberTier | null },
): OrderTotals {
  return figuresOf(
    priceOrder({
      lines: indexedLines(cart.map((l) => ({ subtotal: lineSubtotal(l) }))),
      settings: opts.pricing,
      orderType: opts.orderType,
      tier: opts.tier ?? null,
    }),
  )
}

/** The options as an order request names them (the server prices them itself). */
export const lineOptions = (line: CartLine) => ({
  size: line.choice.size,
  spice: line.choice.spice,
  addOns: [...line.choice.addOns],
})

/** "大碗 · 小辣 · +加蛋 +加麵" */
export function choiceSummary(choice: Choice): string {
  return [choice.size, choice.spice, ...choice.addOns.map((a) => `+${a}`)].filter(Boolean).join(' · ')
}
