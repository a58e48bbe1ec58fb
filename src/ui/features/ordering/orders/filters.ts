/**
 * Order management logic, pure (spec part 2 §2.3, §9): filters, the four stat figures, and the
 * CSV of what the filters show.
 */
import { formatMoney, parseMoney, type Cents } from '../../../../shared/domain/money.ts'
import { ACTIVE_STATUSES } from '../../../../shared/domain/order-status.ts'
import { formatTaipeiDateTime } from '../../../../shared/domain/business-day.ts'
import { toCsv } from '../../../../shared/domain/csv.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { orderStatusLabel, paymentMethodLabel } from '../../../labels.ts'
import type { Order, OrderStatus } from '../../../../shared/api/front-of-house.ts'

const m = zhTW.frontOfHouse

export const ALL = 'all'
export const TAKEOUT = 'takeout'

/** status: 'all' or a status; table: 'all', 'takeout' or a table id. */
export type OrderFilter = { search: string; status: string; table: string }

export function filterOrders(orders: readonly Order[], f: OrderFilter): Order[] {
  const q = f.search.trim().toLowerCase()
  return orders.filter((o) => {
    if (f.status !== ALL && o.status !== f.status) return false
    if (f.table === TAKEOUT && o.tableId !== null) return false
    if (f.table !== ALL && f.table !== TAKEOUT && String(o.tableId) !== f.table) return false
    if (!q) return true
    return o.orderNumber.toLowerCase().includes(q) || (o.tableNumber ?? '').toLowerCase().includes(q)
  })
}

export type OrderStats = { count: number; active: number; completed: number; revenue: Cents }

/** Revenue is the sum of today's order totals; a cancelled order earns nothing (as the dashboard counts). */
export function orderStats(todays: readonly Order[]): OrderStats {
  let revenue = 0
  for (const o of todays) if (o.status !== 'cancelled') revenue += parseMoney(o.total) ?? 0
  return {
    count: todays.length,
    active: todays.filter((o) => (ACTIVE_STATUSES as readonly string[]).includes(o.status)).length,
    completed: todays.filter((o) => o.status === 'completed').length,
    revenue,
  }
}

export function lineText(l: Order['items'][number]): string {
  const opts = [l.options.size?.name, l.options.spice, ...l.options.addOns.map((a) => `+${a.name}`)].filter(Boolean)
  return `${l.name}${opts.length ? `（${opts.join('、')}）` : ''} ×${l.quantity}`
}

const money = (v: string) => formatMoney(parseMoney(v) ?? 0)

export function ordersCsv(orders: readonly Order[]): string {
  const h = m.orders.csv
  const header = [h.number, h.createdAt, h.table, h.type, h.status, h.paymentStatus, h.paymentMethod, h.subtotal, h.serviceFee, h.discount, h.total, h.items]
  const rows = orders.map((o) => [
    o.orderNumber,
    formatTaipeiDateTime(Date.parse(o.createdAt)),
    o.tableNumber ?? m.common.takeout,
    (m.orderType as Record<string, string>)[o.orderType] ?? o.orderType,
    orderStatusLabel(o.status),
    (m.paymentStatus as Record<string, string>)[o.paymentStatus] ?? o.paymentStatus,
    paymentMethodLabel(o.paymentMethod),
    money(o.subtotal),
    money(o.serviceFee),
    money(o.discount),
    money(o.total),
    o.items.map(lineText).join('；'),
  ])
  return toCsv([header, ...rows])
}

export const STATUS_FILTERS: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'served', 'completed', 'cancelled']
