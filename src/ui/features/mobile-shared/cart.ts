/**
 * The phone carts (staff ordering, diner QR ordering). Lines are keyed by menu item; amounts are
 * integer cents. Rules from spec part 2 §5: staff and the public QR page remove a line when it is
 * decreased from 1; the customer cart page keeps at least 1 and removes with its own button.
 */
import { parseMoney, formatMoney, type Cents } from '../../../shared/domain/money.ts'
import { MAX_LINE_QUANTITY, priceOrder, type PricingSettings } from '../../../shared/domain/order-totals.ts'

export type CartLine = { menuItemId: number; name: string; unitPrice: Cents; quantity: number }
export type Cart = CartLine[]

export const quantityOf = (cart: Cart, menuItemId: number) => cart.find((l) => l.menuItemId === menuItemId)?.quantity ?? 0

export function addItem(cart: Cart, item: { id: number; name: string; basePrice: string }): Cart {
  if (cart.some((l) => l.menuItemId === item.id)) return increment(cart, item.id)
  return [...cart, { menuItemId: item.id, name: item.name, unitPrice: parseMoney(item.basePrice) ?? 0, quantity: 1 }]
}

export function increment(cart: Cart, menuItemId: number): Cart {
  return cart.map((l) => (l.menuItemId === menuItemId ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l))
}

/** One less; at 1 the line goes, unless `keepOne` (the customer's cart page). */
export function decrement(cart: Cart, menuItemId: number, keepOne = false): Cart {
  const line = cart.find((l) => l.menuItemId === menuItemId)
  if (!line) return cart
  if (line.quantity <= 1) return keepOne ? cart : removeItem(cart, menuItemId)
  return cart.map((l) => (l.menuItemId === menuItemId ? { ...l, quantity: l.quantity - 1 } : l))
}

export const removeItem = (cart: Cart, menuItemId: number): Cart => cart.filter((l) => l.menuItemId !== menuItemId)

export const cartCount = (cart: Cart) => cart.reduce((n, l) => n + l.quantity, 0)
export const cartSubtotal = (cart: Cart): Cents => cart.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)

/** Both phone carts order for a table, so the fee applies (whole dollars by the store's rule). */
export function cartTotals(cart: Cart, pricing: PricingSettings | undefined) {
  const { subtotal, serviceFee, total } = priceOrder(cart.map((l) => ({ subtotal: l.unitPrice * l.quantity })), { settings: pricing, orderType: 'dine_in' })
  return { subtotal, serviceFee, total }
}

/** What the server needs; it prices the lines itself. */
export const orderItems = (cart: Cart) => cart.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity }))

/** Same cart, table and notes → same fingerprint → the same clientOrderId on a retry. */
export function cartFingerprint(cart: Cart, extra: string): string {
  return `${extra}|${cart.map((l) => `${l.menuItemId}x${l.quantity}`).join(',')}`
}

/** A random id that also works on plain-http LAN pages, where crypto.randomUUID is missing. */
export function newClientOrderId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export const centsToMoney = (cents: Cents) => formatMoney(cents)
