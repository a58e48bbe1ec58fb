/**
 * Prices by channel: an item's basePrice is what it costs eaten in (at a table or ordered from its QR
 * code); a channel lists its own price only where it differs (外帶 cheaper without the bowl). The
 * order's type picks the price before the line is priced, on the server and in every cart alike.
 */
export const CHANNELS = ['takeout'] as const
export type Channel = (typeof CHANNELS)[number]
/** Cents per channel, or decimal strings at the API edge. */
export type ChannelPrices<P = number> = Partial<Record<Channel, P>>

export type OrderType = 'dine_in' | 'takeout' | 'qr_order'

export const channelOf = (orderType: OrderType): Channel | null => (orderType === 'takeout' ? 'takeout' : null)

/** The base price a line of this order type starts from. */
export function channelBasePrice<P>(
  item: { basePrice: P; channelPrices?: ChannelPrices<P> | null },
  type: OrderType,
): P {
  const channel = channelOf(type)
  return (channel && item.channelPrices?.[channel]) ?? item.basePrice
}

/** A menu item as a cart of this order type prices it (decimal-string prices, as the menu reads). */
export const forChannel = <I extends { basePrice: string; channelPrices?: ChannelPrices<string> | null }>(
  item: I,
  type: OrderType,
): I => ({ ...item, basePrice: channelBasePrice(item, type) })
