/**
 * The kitchen's tickets (spec part 2 §2.13, §4): tabs and counts (the status moves are moveOrder in
 * src/ui/front-of-house-api.ts).
 */
import type { Order, OrderStatus } from '../../../../shared/api/front-of-house.ts'

export const KITCHEN_TABS = ['pending', 'preparing', 'ready', 'all'] as const
export type KitchenTab = (typeof KITCHEN_TABS)[number]

/** The 待製作 tab also holds orders a manager has confirmed (server: KITCHEN_TAB). */
const TAB_STATUSES: Record<Exclude<KitchenTab, 'all'>, OrderStatus[]> = {
  pending: ['pending', 'confirmed'],
  preparing: ['preparing'],
  ready: ['ready'],
}

export function tabOf(status: OrderStatus): Exclude<KitchenTab, 'all'> | null {
  for (const tab of ['pending', 'preparing', 'ready'] as const) if (TAB_STATUSES[tab].includes(status)) return tab
  return null
}

export function ordersOfTab(orders: readonly Order[], tab: KitchenTab): Order[] {
  return orders.filter((o) => (tab === 'all' ? tabOf(o.status) !== null : tabOf(o.status) === tab))
}

export function tabCounts(orders: readonly Order[]): Record<KitchenTab, number> {
  const counts = { pending: 0, preparing: 0, ready: 0, all: 0 }
  for (const o of orders) {
    const tab = tabOf(o.status)
    if (!tab) continue
    counts[tab]++
    counts.all++
  }
  return counts
}

/** The next move the kitchen makes from a status, or null. */
export function nextKitchenStatus(status: OrderStatus): 'preparing' | 'ready' | 'served' | null {
  const tab = tabOf(status)
  return tab === 'pending' ? 'preparing' : tab === 'preparing' ? 'ready' : tab === 'ready' ? 'served' : null
}

/** A long ticket shows its first lines and folds the rest (a 14-item order was taller than the phone). */
export const FOLD_AFTER = 5

/** The lines to show; folding never hides a single line (「還有 1 項」 would take the room of the line itself). */
export function foldItems<T>(items: readonly T[], open: boolean): { shown: readonly T[]; hidden: number } {
  if (open || items.length <= FOLD_AFTER + 1) return { shown: items, hidden: 0 }
  return { shown: items.slice(0, FOLD_AFTER), hidden: items.length - FOLD_AFTER }
}
