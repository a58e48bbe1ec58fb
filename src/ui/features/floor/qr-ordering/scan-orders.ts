/** The scan-record list of the QR screen (spec part 2 §4, §9), pure. */
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { orderStatusLabel } from '../../../labels.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'

export const RECENT_SCAN_ORDERS = 5
/** How many of the newest orders the screen looks through for QR orders, a page at a time. */
export const SCAN_LOOKBACK = 200

/** Another page is read while the scan list is short, the server has more, and the look-back allows. */
export function needsMoreScans(found: number, looked: number, more: boolean): boolean {
  return more && found < RECENT_SCAN_ORDERS && looked < SCAN_LOOKBACK
}

/** The newest QR orders first; `orders` arrive newest first from the server but are sorted anyway. */
export function latestScanOrders(orders: readonly Order[], n = RECENT_SCAN_ORDERS): Order[] {
  return orders
    .filter((o) => o.orderType === 'qr_order')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, n)
}

/** pending 點餐中, preparing 製作中, completed 已完成; other states keep the order labels. */
export function scanStatusLabel(status: string): string {
  return (zhTW.frontOfHouse.qr.recentStatus as Record<string, string>)[status] ?? orderStatusLabel(status)
}
