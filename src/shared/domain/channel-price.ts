/**
 * Prices by channel: an item's basePrice is what it costs eaten in (at a table or ordered from its QR
 * code); a channel lists its own price only where it differs (外帶 cheaper without the bowl, 外送 dearer
 * for the platform's cut). The order's type picks the price before the line is priced, on the server
 * and in every cart alike.
 */
import { formatMoney, parseMoney } from './money'
import type { OrderType } from './order-type'

export const CHANNELS = ['takeout', 'delivery'] as const
export type Channel = (typeof CHANNELS)[number]
/** Cents per channel, or decimal strings at the API edge. */
export type ChannelPrices<P = number> = Partial<Record<Channel, P>>
export type { OrderType } from './order-type'

export const channelOf = (type: OrderType): Channel | null => (type === 'takeout' || type === 'delivery' ? type : null)

/** The base price a line of this order type starts from. */
export function channelBasePrice<P>(
  item: { basePrice: P; channelPrices?: ChannelPrices<P> | null },
  type: OrderType,
): P {
  const channel = channelOf(type)
  return (channel && item.channelPrices?.[channel]) ?? item.basePrice
}

type Sized<P> = { basePrice: P; channelPrices?: ChannelPrices<P> | null; sizeOptions: readonly { price: P }[] }

/** A whole price moved by the amount its base price moved, never below zero (cents). */
export const movedPrice = (price: number, shift: number) => Math.max(0, price + shift)

/**
 * An item as this order type prices it (cents). A size's price is a whole price, not a delta: the
 * channel moves every size by the same amount its base price moves (大碗 NT$180 → NT$170 when 外帶 is
 * NT$10 off), never below zero.
 */
export function channelPricing<I extends Sized<number>>(item: I, type: OrderType): I {
  const basePrice = channelBasePrice(item, type)
  const shift = basePrice - item.basePrice
  if (shift === 0) return item
  return {
    ...item,
    basePrice,
    sizeOptions: item.sizeOptions.map((s) => ({ ...s, price: movedPrice(s.price, shift) })),
  }
}

/** The same for a menu item as the API reads it (decimal-string prices), for every cart. */
export function forChannel<I extends Sized<string>>(item: I, type: OrderType): I {
  const basePrice = channelBasePrice(item, type)
  const shift = (parseMoney(basePrice) ?? 0) - (parseMoney(item.basePrice) ?? 0)
  if (shift === 0) return item
  const move = (p: string) => formatMoney(movedPrice(parseMoney(p) ?? 0, shift))
  return { ...item, basePrice, sizeOptions: item.sizeOptions.map((s) => ({ ...s, price: move(s.price) })) }
}
