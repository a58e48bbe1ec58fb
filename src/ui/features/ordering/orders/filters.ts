/**
 * Order management logic, pure (spec part 2 §2.3, §9): filters and the CSV of what the filters
 * show. The four stat figures come from the server (GET /orders/day-stats).
 */
import { groupsText, setPartsText } from '../../../components/group-picks.ts'
import { formatMoney, parseMoney } from '../../../../shared/domain/money.ts'
import { formatTaipeiDateTime } from '../../../../shared/domain/business-day.ts'
import { toCsv } from '../../../../shared/domain/csv.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { placeLabel } from '../../../../shared/format/place.ts'
import { orderStatusLabel, tendersLabel } from '../../../labels.ts'
import type { Order, OrderStatus } from '../../../../shared/api/front-of-house.ts'

const m = zhTW.frontOfHouse

export const ALL = 'all'
export const TAKEOUT = 'takeout'

/** status: 'all' or a status; table: 'all', 'takeout' (no table: 外帶 and 外送) or a table id. */
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

export function lineText(l: Order['items'][number]): string {
  const opts = [
    l.options.size?.name,
    l.options.spice,
    ...l.options.addOns.map((a) => `+${a.name}`),
    groupsText(l.options.groups),
    setPartsText(l.options.parts),
  ].filter(Boolean)
  return `${l.name}${opts.length ? `（${opts.join('、')}）` : ''} ×${l.quantity}`
}

const money = (v: string) => formatMoney(parseMoney(v) ?? 0)

export function ordersCsv(orders: readonly Order[]): string {
  const h = m.orders.csv
  const header = [
    h.number,
    h.createdAt,
    h.table,
    h.type,
    h.status,
    h.paymentStatus,
    h.paymentMethod,
    h.subtotal,
    h.serviceFee,
    h.discount,
    h.total,
    h.items,
  ]
  const rows = orders.map((o) => [
    o.orderNumber,
    formatTaipeiDateTime(Date.parse(o.createdAt)),
    placeLabel(o),
    (m.orderType as Record<string, string>)[o.orderType] ?? o.orderType,
    orderStatusLabel(o.status),
    (m.paymentStatus as Record<string, string>)[o.paymentStatus] ?? o.paymentStatus,
    tendersLabel(o),
    money(o.subtotal),
    money(o.serviceFee),
    money(o.discount),
    money(o.total),
    o.items.map(lineText).join('；'),
  ])
  return toCsv([header, ...rows])
}

export const STATUS_FILTERS: OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'served',
  'completed',
  'cancelled',
]
