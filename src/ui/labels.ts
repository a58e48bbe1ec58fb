/** Labels, badge tones and time formats shared by the POS, orders, tables and QR screens. */
import { frontOfHouseMessages } from '../shared/i18n/catalog/frontOfHouse.ts'
import type { BadgeTone } from './components/Badge.tsx'
import type { Order, OrderStatus, TableStatus } from '../shared/api/front-of-house.ts'
import { formatNtd } from './money.ts'

const m = frontOfHouseMessages

/** The one list of payment methods every pay screen offers, in this order (the cart, 收款, 送出並結帳, the phones). */
export { PAYMENT_METHODS } from '../shared/domain/order-payment.ts'

/** Any value the catalog does not know is shown as it is (spec part 1 §4). */
export function orderStatusLabel(status: string): string {
  return (m.orderStatus as Record<string, string>)[status] ?? status
}

export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  ready: 'success',
  served: 'success',
  completed: 'neutral',
  cancelled: 'danger',
}

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return m.paymentMethods.none
  return (m.paymentMethods as Record<string, string>)[method] ?? method
}

/**
 * How a paid order was paid: "信用卡", or each method with what it took when there were several
 * ("現金 NT$500 + 信用卡 NT$182"). An order the server names no tender for falls back to its method.
 */
export function tendersLabel(order: Pick<Order, 'tenders' | 'paymentMethod'>): string {
  const { tenders } = order
  if (tenders.length === 0) return paymentMethodLabel(order.paymentMethod)
  if (tenders.length === 1) return paymentMethodLabel(tenders[0].paymentMethod)
  return tenders.map((t) => `${paymentMethodLabel(t.paymentMethod)} ${formatNtd(t.amount)}`).join(' + ')
}

export function tableStatusLabel(status: string): string {
  return (m.tableStatus as Record<string, string>)[status] ?? status
}

export const TABLE_STATUS_TONES: Record<TableStatus, BadgeTone> = {
  available: 'success',
  occupied: 'warning',
  reserved: 'info',
  cleaning: 'neutral',
}

/** Times on these screens read on the store's clock: the one formatter of every screen. */
export { formatDateTime, formatTime } from './format.ts'
