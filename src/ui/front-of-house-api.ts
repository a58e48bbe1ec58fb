/**
 * Front-of-house calls (spec part 2 §7). Keys are API paths, so `invalidate(prefix)` and the
 * live refresher (src/ui/live.ts) reach them. Mutations refetch what they change right away;
 * other devices learn of it through the event stream.
 */
import { businessDate } from '../shared/domain/business-day.ts'
import { api } from './api.ts'
import { invalidate } from './query.ts'
import type { DiscountKind } from '../shared/domain/discounts.ts'
import type {
  Order,
  OrderDiscount,
  Payment,
  PaymentMethod,
  QrLink,
  RefundResult,
  Table,
  TableCombination,
  TableConfiguration,
  TableStatus,
} from '../shared/api/front-of-house.ts'
import type { ReprintResult } from '../shared/api/devices.ts'

const base = (storeId: number) => `/api/stores/${storeId}`

export const keys = {
  tables: (storeId: number) => `${base(storeId)}/tables`,
  orders: (storeId: number) => `${base(storeId)}/orders`,
  /** A Taipei business day's counts and sums by status, from the server (not the day's orders). */
  dayStats: (storeId: number, date: string) => `${base(storeId)}/orders/day-stats?date=${date}`,
  /** The orders screen's list: a page at a time (載入更多 fetches the next by its cursor). */
  ordersPage: (storeId: number, date: string) => `${base(storeId)}/orders?date=${date}&limit=50`,
  /** The newest orders of every day, a page at a time (the QR screen's scan records). */
  recentOrders: (storeId: number) => `${base(storeId)}/orders?limit=50`,
  sessionPayments: (storeId: number, sessionId: number) => `${base(storeId)}/sessions/${sessionId}/payments`,
  configurations: (storeId: number) => `${base(storeId)}/table-configurations`,
  combinations: (configId: number) => `/api/table-configurations/${configId}/combinations`,
  menu: (storeId: number) => `${base(storeId)}/menu`,
  menuCategories: (storeId: number) => `${base(storeId)}/menu-categories`,
}

export const today = () => businessDate(Date.now())

async function then<T>(job: Promise<T>, ...prefixes: string[]): Promise<T> {
  const result = await job
  await Promise.all(prefixes.map((p) => invalidate(p)))
  return result
}

const refreshFloor = (storeId: number) => [keys.tables(storeId), keys.orders(storeId), `${base(storeId)}/sessions`]

export const createTable = (storeId: number, input: { number: string; seats: number; status?: TableStatus }) =>
  then(api.post<Table>(keys.tables(storeId), input), keys.tables(storeId))

export const updateTable = (
  storeId: number,
  tableId: number,
  input: { number?: string; seats?: number; status?: TableStatus },
) => then(api.patch<Table>(`${keys.tables(storeId)}/${tableId}`, input), ...refreshFloor(storeId))

export const deleteTable = (storeId: number, tableId: number) =>
  then(api.delete(`${keys.tables(storeId)}/${tableId}`), keys.tables(storeId))

export const openTable = (storeId: number, tableId: number, guestCount: number) =>
  then(api.post<Table>(`${keys.tables(storeId)}/${tableId}/open`, { guestCount }), keys.tables(storeId))

export const clearTable = (storeId: number, tableId: number) =>
  then(api.post<Table>(`${keys.tables(storeId)}/${tableId}/clear`, {}), ...refreshFloor(storeId))

export const fetchQrLink = (storeId: number, tableId: number) =>
  api.get<QrLink>(`${keys.tables(storeId)}/${tableId}/qr`)

/** A table's bill (sessionId) or one order (orderId); cash carries what was handed over. */
export const recordPayment = (
  storeId: number,
  input: {
    sessionId?: number
    orderId?: number
    amount: string
    paymentMethod: PaymentMethod
    tendered?: string | null
    clientPaymentId: string
    invoice?: { kind: string; carrier?: string; buyerId?: string; donationCode?: string }
  },
) => then(api.post<Payment>(`${base(storeId)}/payments`, input), ...refreshFloor(storeId))

export const advanceOrder = (storeId: number, orderId: number, status: string) =>
  then(api.patch<Order>(`${keys.orders(storeId)}/${orderId}`, { status }), ...refreshFloor(storeId))

/**
 * PATCH …/orders/:id/status (the kitchen's and the waiter's moves), then refresh every view of orders and tables on
 * this phone.
 */
export async function moveOrder(
  storeId: number,
  orderId: number,
  status: 'preparing' | 'ready' | 'served',
): Promise<Order> {
  const order = await api.patch<Order>(`/api/stores/${storeId}/orders/${orderId}/status`, { status })
  const base = `/api/stores/${storeId}`
  await Promise.all([invalidate(`${base}/kitchen`), invalidate(`${base}/orders`), invalidate(`${base}/tables`)])
  return order
}

/** The methods an order was paid with and what may go back by each; under the orders key, so a refund refreshes it. */
export const refundTendersKey = (storeId: number, orderId: number) =>
  `${keys.orders(storeId)}/${orderId}/refund-methods`

export const refundOrder = (
  storeId: number,
  orderId: number,
  input: {
    amount: string | null
    paymentMethod: PaymentMethod
    reason: string
    note: string | null
    managerPin: string | null
    clientRefundId: string
    lines?: { lineId: number; quantity: number }[]
    methodOverride: boolean
  },
) => then(api.post<RefundResult>(`${keys.orders(storeId)}/${orderId}/refunds`, input), ...refreshFloor(storeId))

/** 折扣 / 招待 of a line or the whole of a sent, unpaid order; staff above the threshold send a manager's PIN. */
export const discountOrder = (
  storeId: number,
  orderId: number,
  input: {
    lineId: number | null
    kind: DiscountKind
    value: string | number
    reason: string
    note: string | null
    managerPin: string | null
    clientDiscountId: string
  },
) =>
  then(
    api.post<OrderDiscount & { order: Order }>(`${keys.orders(storeId)}/${orderId}/discounts`, input),
    ...refreshFloor(storeId),
  )

/** 作廢 a line or the whole unpaid order; staff send a manager's PIN. */
export const voidOrder = (
  storeId: number,
  orderId: number,
  input: {
    lineId: number | null
    reason: string
    note: string | null
    managerPin: string | null
    clientVoidId: string
  },
) => then(api.post<Order>(`${keys.orders(storeId)}/${orderId}/void`, input), ...refreshFloor(storeId))

/** 補印 of the receipt or the kitchen ticket; changes no order, so nothing to refresh. */
export const reprintOrder = (storeId: number, orderId: number, kind: 'receipt' | 'kitchen') =>
  api.post<ReprintResult>(`${keys.orders(storeId)}/${orderId}/reprint`, { kind })

export const cancelOrder = (storeId: number, orderId: number, reason: string) =>
  then(api.post<Order>(`${keys.orders(storeId)}/${orderId}/cancel`, { reason }), ...refreshFloor(storeId))

export const createConfiguration = (storeId: number, input: { name: string; description: string | null }) =>
  then(api.post<TableConfiguration>(keys.configurations(storeId), input), keys.configurations(storeId))

export const activateConfiguration = (storeId: number, id: number) =>
  then(api.post<TableConfiguration>(`${keys.configurations(storeId)}/${id}/activate`, {}), keys.configurations(storeId))

export const deleteConfiguration = (storeId: number, id: number) =>
  then(api.delete(`${keys.configurations(storeId)}/${id}`), keys.configurations(storeId))

export const createCombination = (storeId: number, configId: number, input: { name: string; tableIds: number[] }) =>
  then(api.post<TableCombination>(keys.combinations(configId), { ...input, storeId }), keys.combinations(configId))

export const deleteCombination = (storeId: number, configId: number, id: number) =>
  then(api.delete(`/api/table-combinations/${id}?storeId=${storeId}`), keys.combinations(configId))
