/** What the dashboard panels pick from the full lists (spec part 1 §9 dashboard constants). */
import { compareIsoTimes } from '../../../../shared/format/date-time.ts'
import type { Announcement, HandoverItem, InventoryItem } from '../../../../shared/api/back-office.ts'

export const DASHBOARD_ANNOUNCEMENTS = 3
export const DASHBOARD_HANDOVER = 3
export const DASHBOARD_RECENT_ORDERS = 5
export const DASHBOARD_INVENTORY_ALERTS = 5
/** Spec part 1 §9: announcement content is cut at 50 characters with an ellipsis. */
export const ANNOUNCEMENT_PREVIEW_CHARS = 50

const ANNOUNCEMENT_RANK = { urgent: 0, high: 1, normal: 2, low: 3 } as const
const HANDOVER_RANK = { high: 0, normal: 1, low: 2 } as const
const STOCK_RANK = { out: 0, low: 1, warning: 2, good: 3 } as const

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => compareIsoTimes(b.createdAt, a.createdAt)

/** Active announcements, most important first, then newest. */
export function importantAnnouncements(list: readonly Announcement[], n = DASHBOARD_ANNOUNCEMENTS): Announcement[] {
  return list
    .filter((a) => a.isActive)
    .sort((a, b) => ANNOUNCEMENT_RANK[a.priority] - ANNOUNCEMENT_RANK[b.priority] || newestFirst(a, b))
    .slice(0, n)
}

/** Unfinished items first (high priority first), then finished ones. */
export function handoverPreview(list: readonly HandoverItem[], n = DASHBOARD_HANDOVER): HandoverItem[] {
  return [...list]
    .sort(
      (a, b) =>
        Number(a.isCompleted) - Number(b.isCompleted) ||
        HANDOVER_RANK[a.priority] - HANDOVER_RANK[b.priority] ||
        newestFirst(a, b),
    )
    .slice(0, n)
}

/** Items that need attention: out of stock, then low, then warning. */
export function inventoryAlerts(list: readonly InventoryItem[], n = DASHBOARD_INVENTORY_ALERTS): InventoryItem[] {
  return list
    .filter((i) => i.stockStatus !== 'good')
    .sort((a, b) => STOCK_RANK[a.stockStatus] - STOCK_RANK[b.stockStatus] || a.name.localeCompare(b.name, 'zh-Hant'))
    .slice(0, n)
}
