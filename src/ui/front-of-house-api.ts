/**
 * Front-of-house reads and writes (spec part 2 §7) on the typed client (src/ui/api/client.ts).
 * Reads are `queryOptions` keyed `[storeId, resource, ...]`, so live events and writes reach them;
 * a write refetches what it changes before it resolves (other devices learn of it through the
 * event stream). Request bodies are the routes' own types (`Body<...>`), never restated here.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { businessDate } from '../shared/domain/business-day.ts'
import { api, type Body, unwrap, unwrapPage } from './api/client.ts'
import { floorKeys, storeKey } from './api/keys.ts'
import { queryClient, refresh } from './api/query-client.ts'

const store = (storeId: number) => api.stores({ storeId })
const order = (storeId: number, orderId: number) => store(storeId).orders({ orderId })
const table = (storeId: number, tableId: number) => store(storeId).tables({ tableId })
const configurations = (storeId: number) => store(storeId)['table-configurations']

/** The orders list's page size (載入更多 fetches the next by its cursor). */
const PAGE = 50

export const queries = {
  tables: (storeId: number) =>
    queryOptions({ queryKey: storeKey(storeId, 'tables'), queryFn: () => unwrap(store(storeId).tables.get()) }),
  menu: (storeId: number) =>
    queryOptions({ queryKey: storeKey(storeId, 'menu'), queryFn: () => unwrap(store(storeId).menu.get()) }),
  menuCategories: (storeId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'menu-categories'),
      // The route's type is wider (its service also lists inventory categories, by number): a menu category's id is its key.
      queryFn: async () =>
        (await unwrap(store(storeId)['menu-categories'].get())).map((c) => ({ ...c, id: String(c.id) })),
    }),
  /** A Taipei business day's counts and sums by status, from the server (not the day's orders). */
  dayStats: (storeId: number, date: string) =>
    queryOptions({
      queryKey: storeKey(storeId, 'orders', 'day-stats', date),
      queryFn: () => unwrap(store(storeId).orders['day-stats'].get({ query: { date } })),
    }),
  /** Orders a page at a time: one day's (the orders screen), or the newest of every day (the QR screen's scan records). */
  ordersPages: (storeId: number, date: string | null) =>
    infiniteQueryOptions({
      queryKey: storeKey(storeId, 'orders', 'pages', date),
      queryFn: ({ pageParam }) =>
        unwrapPage(
          store(storeId).orders.get({
            query: { limit: PAGE, ...(date ? { date } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          }),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
    }),
  order: (storeId: number, orderId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'orders', orderId),
      queryFn: () => unwrap(order(storeId, orderId).get()),
    }),
  /** The methods an order was paid with and what may go back by each; under the orders key, so a refund refreshes it. */
  refundTenders: (storeId: number, orderId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'orders', orderId, 'refund-methods'),
      queryFn: () => unwrap(order(storeId, orderId)['refund-methods'].get()),
    }),
  sessionPayments: (storeId: number, sessionId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'sessions', sessionId, 'payments'),
      queryFn: () => unwrap(store(storeId).sessions({ sessionId }).payments.get()),
    }),
  configurations: (storeId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'table-configurations'),
      queryFn: () => unwrap(configurations(storeId).get()),
    }),
  combinations: (storeId: number, configId: number) =>
    queryOptions({
      queryKey: storeKey(storeId, 'table-configurations', configId, 'combinations'),
      queryFn: () => unwrap(api['table-configurations']({ id: configId }).combinations.get()),
    }),
}

export const today = () => businessDate(Date.now())

/** The write's answer, once what it changed has been refetched. */
async function then<T>(job: Promise<T>, keys: readonly (readonly unknown[])[]): Promise<T> {
  const result = await job
  await refresh(queryClient, keys)
  return result
}

const tablesKey = (storeId: number) => [storeKey(storeId, 'tables')]
const configurationsKey = (storeId: number) => [storeKey(storeId, 'table-configurations')]

type TableInput = Body<ReturnType<typeof store>['tables']['post']>
type TablePatch = Body<ReturnType<typeof table>['patch']>

export const createTable = (storeId: number, input: TableInput) =>
  then(unwrap(store(storeId).tables.post(input)), tablesKey(storeId))

export const updateTable = (storeId: number, tableId: number, input: TablePatch) =>
  then(unwrap(table(storeId, tableId).patch(input)), floorKeys(storeId))

export const deleteTable = (storeId: number, tableId: number) =>
  then(unwrap(table(storeId, tableId).delete()), tablesKey(storeId))

export const openTable = (storeId: number, tableId: number, guestCount: number) =>
  then(unwrap(table(storeId, tableId).open.post({ guestCount })), tablesKey(storeId))

export const clearTable = (storeId: number, tableId: number) =>
  then(unwrap(table(storeId, tableId).clear.post()), floorKeys(storeId))

export const fetchQrLink = (storeId: number, tableId: number) => unwrap(table(storeId, tableId).qr.get())

export type OrderInput = Body<ReturnType<typeof store>['orders']['post']>

/** A new order (or the replay of one: the same clientOrderId answers the first order). */
export const createOrder = (storeId: number, input: OrderInput) => unwrap(store(storeId).orders.post(input))

export type PaymentInput = Body<ReturnType<typeof store>['payments']['post']>

/** A table's bill (sessionId) or one order (orderId); cash carries what was handed over. */
export const recordPayment = (storeId: number, input: PaymentInput) =>
  then(unwrap(store(storeId).payments.post(input)), floorKeys(storeId))

export const advanceOrder = (
  storeId: number,
  orderId: number,
  status: Body<ReturnType<typeof order>['patch']>['status'],
) => then(unwrap(order(storeId, orderId).patch({ status })), floorKeys(storeId))

/** The kitchen's and the waiter's moves; refreshes every view of orders and tables on this phone. */
export const moveOrder = (storeId: number, orderId: number, status: 'preparing' | 'ready' | 'served') =>
  then(unwrap(order(storeId, orderId).status.patch({ status })), [
    storeKey(storeId, 'kitchen'),
    storeKey(storeId, 'orders'),
    storeKey(storeId, 'tables'),
  ])

export type RefundInput = Body<ReturnType<typeof order>['refunds']['post']>

export const refundOrder = (storeId: number, orderId: number, input: RefundInput) =>
  then(unwrap(order(storeId, orderId).refunds.post(input)), floorKeys(storeId))

export type DiscountInput = Body<ReturnType<typeof order>['discounts']['post']>

/** 折扣 / 招待 of a line or the whole of a sent, unpaid order; staff above the threshold send a manager's PIN. */
export const discountOrder = (storeId: number, orderId: number, input: DiscountInput) =>
  then(unwrap(order(storeId, orderId).discounts.post(input)), floorKeys(storeId))

export type VoidInput = Body<ReturnType<typeof order>['void']['post']>

/** 作廢 a line or the whole unpaid order; staff send a manager's PIN. */
export const voidOrder = (storeId: number, orderId: number, input: VoidInput) =>
  then(unwrap(order(storeId, orderId).void.post(input)), floorKeys(storeId))

/** 補印 of the receipt or the kitchen ticket; changes no order, so nothing to refresh. */
export const reprintOrder = (storeId: number, orderId: number, kind: 'receipt' | 'kitchen') =>
  unwrap(order(storeId, orderId).reprint.post({ kind }))

export const cancelOrder = (storeId: number, orderId: number, reason: string) =>
  then(unwrap(order(storeId, orderId).cancel.post({ reason })), floorKeys(storeId))

export const createConfiguration = (storeId: number, input: Body<ReturnType<typeof configurations>['post']>) =>
  then(unwrap(configurations(storeId).post(input)), configurationsKey(storeId))

export const activateConfiguration = (storeId: number, id: number) =>
  then(unwrap(configurations(storeId)({ id }).activate.post()), configurationsKey(storeId))

export const deleteConfiguration = (storeId: number, id: number) =>
  then(unwrap(configurations(storeId)({ id }).delete()), configurationsKey(storeId))

export const createCombination = (storeId: number, configId: number, input: { name: string; tableIds: number[] }) =>
  then(
    unwrap(api['table-configurations']({ id: configId }).combinations.post({ ...input, storeId })),
    configurationsKey(storeId),
  )

export const deleteCombination = (storeId: number, id: number) =>
  then(unwrap(api['table-combinations']({ id }).delete(undefined, { query: { storeId } })), configurationsKey(storeId))
