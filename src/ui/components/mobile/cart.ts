/**
 * The phone carts (staff ordering, diner QR ordering) on the one cart model (shared/domain/cart):
 * a line per item and choice of options, priced like the POS. Rules from spec part 2 §5: staff and
 * the public QR page remove a line when it is decreased from 1; the customer cart page keeps at
 * least 1 and removes with its own button.
 */
import type { Cents } from '../../../shared/domain/money.ts'
import {
  changeQuantity,
  itemQuantity,
  lineOptions,
  priceCart,
  removeLine,
  type Cart,
} from '../../../shared/domain/cart.ts'
import type { MemberTier } from '../../../shared/domain/member-tier.ts'
import type { PricingSettings } from '../../../shared/domain/order-totals.ts'

export {
  addToCart,
  cartCount,
  choiceSummary,
  defaultChoice,
  lineSubtotal,
  needsChooser,
} from '../../../shared/domain/cart.ts'
export type { Cart, CartLine, Choice } from '../../../shared/domain/cart.ts'

export const quantityOf = itemQuantity
export const increment = (cart: Cart, key: string): Cart => changeQuantity(cart, key, 1)
export const removeItem = removeLine

/** One less; at 1 the line goes, unless `keepOne` (the customer's cart page). */
export function decrement(cart: Cart, key: string, keepOne = false): Cart {
  const line = cart.find((l) => l.key === key)
  if (!line || (keepOne && line.quantity <= 1)) return cart
  return changeQuantity(cart, key, -1)
}

/** The menu card's −: one less of the item's most recently added line. */
export function decrementItem(cart: Cart, menuItemId: number): Cart {
  const line = cart.findLast((l) => l.menuItemId === menuItemId)
  return line ? decrement(cart, line.key) : cart
}

export const cartSubtotal = (cart: Cart): Cents => cart.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)

/**
 * Both phone carts order for a table, so the fee applies (whole dollars by the store's rule); a member's tier takes its
 * discount.
 */
export function cartTotals(cart: Cart, pricing: PricingSettings | undefined, tier: MemberTier | null = null) {
  return priceCart(cart, { pricing, orderType: 'dine_in', tier })
}

/** What the server needs: item, quantity and the chosen options; it prices the lines itself. */
export const orderItems = (cart: Cart) =>
  cart.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity, options: lineOptions(l) }))

/** Same cart, table and notes → same fingerprint → the same clientOrderId on a retry. */
export function cartFingerprint(cart: Cart, extra: string): string {
  return `${extra}|${cart.map((l) => `${l.key}x${l.quantity}`).join(',')}`
}
