/**
 * Front-of-house calls (spec part 2 §7) through the typed client: a body that drifts from the
 * server's schema fails to compile. Reads shared by several screens are TanStack query options;
 * `keys` are the old path keys of the screens still on src/ui/query.ts. Writes refetch what they
 * change right away; other devices learn of it through the event stream.
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapPage, type BodyOf } from './api/client.ts'
import { storeKey, type StoreResource } from './api/keys.ts'
import { refreshStore } from './api/refresh.ts'

const store = (storeId: number) => api.api.stores({ storeId })
const table = (storeId: number, tableId: number) => store(storeId).tables({ tableId })
const order = (storeId: number, orderId: number) => store(storeId).orders({ orderId })
const configuration = (storeId: number, id: number) => store(storeId)['table-configurations']({ id })

/** The store's menu, its categories and its tables: the POS's reads, also prefetched at start. */
export const menuQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'menu'), queryFn: () => unwrap(store(storeId).menu.get()) })
export const menuCategoriesQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'menu-categories'),
    // Menu categories have text keys (c12); the route's type also covers inventory's numeric ids.
    queryFn: async () =>
      (await unwrap(store(storeId)['menu-categories'].get())).map((c) => ({ ...c, id: String(c.id) })),
  })
export const tablesQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'tables'), queryFn: () => unwrap(store(storeId).tables.get()) })

export const configurationsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'table-configurations'),
    queryFn: () => unwrap(store(storeId)['table-configurations'].get()),
  })

/** A layout's combinations: their path is outside the store's, their key under its configurations. */
export const combinationsQuery = (storeId: number, configId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'table-configurations', configId, 'combinations'),
    queryFn: () => unwrap(api.api['table-configurations']({ id: configId }).combinations.get()),
  })

/** A store's orders, newest first, a page at a time (usePagedQuery); `date` keeps them to a business day. */
export const ordersPages = (storeId: number, date?: string) => ({
  queryKey: storeKey(storeId, 'orders', { date }),
  fetchPage: (cursor: string | undefined) =>
    unwrapPage(store(storeId).orders.get({ query: { limit: 50, ...(date ? { date } : {}), cursor } })),
})

/**
 * The 外帶 orders still open among the latest 50 (a counter has fewer waiting; a year of them is not
 * read): not yet paid, or paid and still being made or picked up (cancelled, completed and
 * served-and-paid ones are done). Oldest first, as they wait.
 */
export const openTakeoutQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'orders', 'takeout'),
    queryFn: async () => {
      const { data } = await unwrapPage(
        store(storeId).orders.get({ query: { orderType: 'takeout,delivery', limit: 50 } }),
      )
      return data
        .filter(
          (o) =>
            o.status !== 'cancelled' &&
            (o.paymentStatus === 'unpaid' || (o.status !== 'served' && o.status !== 'completed')),
        )
        .reverse()
    },
  })

/**
 * A business day's counts and sums by status, from the server (not the day's orders). Without a
 * date, the open business day, which only the server knows (換日時間 and the last close): its
 * answer's `date` is the one to list.
 */
export const dayStatsQuery = (storeId: number, date?: string) =>
  queryOptions({
    queryKey: storeKey(storeId, 'orders', 'day-stats', date ?? null),
    queryFn: () => unwrap(store(storeId).orders['day-stats'].get({ query: date ? { date } : {} })),
  })

export const orderQuery = (storeId: number, orderId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'orders', orderId), queryFn: () => unwrap(order(storeId, orderId).get()) })

/** The methods an order was paid with and what may go back by each; under the order's key, so a refund refreshes it. */
export const refundTendersQuery = (storeId: number, orderId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'orders', orderId, 'refund-methods'),
    queryFn: () => unwrap(order(storeId, orderId)['refund-methods'].get()),
  })

export const sessionOrdersQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'orders'),
    queryFn: () => unwrap(store(storeId).sessions({ sessionId }).orders.get()),
  })

/** A table's bill: total, paid and outstanding. */
export const sessionSummaryQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'summary'),
    queryFn: () => unwrap(store(storeId).sessions({ sessionId }).summary.get()),
  })

const sessionPayments = (storeId: number, sessionId: number) =>
  unwrap(store(storeId).sessions({ sessionId }).payments.get())
/** A payment toward a table's check, with the invoice it took (null without one). */
export type SessionPayment = Awaited<ReturnType<typeof sessionPayments>>[number]

export const sessionPaymentsQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'payments'),
    queryFn: () => sessionPayments(storeId, sessionId),
  })

/** A write's answer, once what it changed (`resources` of the store) has been refetched. */
async function then<T>(job: Promise<T>, storeId: number, ...resources: StoreResource[]): Promise<T> {
  const result = await job
  await refreshStore(storeId, ...resources)
  return result
}

const FLOOR: StoreResource[] = ['tables', 'orders', 'sessions']

type Store = ReturnType<typeof store>
type Table = ReturnType<Store['tables']>
type Order = ReturnType<Store['orders']>

/** 估清: 0 is 售完 now, N is 剩 N 份 for today, null clears it. */
export const setPortions = (storeId: number, itemId: number, remaining: number | null) =>
  then(unwrap(store(storeId).menu({ itemId }).portions.put({ remaining })), storeId, 'menu')

export const createTable = (storeId: number, input: BodyOf<Store['tables']['post']>) =>
  then(unwrap(store(storeId).tables.post(input)), storeId, 'tables')

export const updateTable = (storeId: number, tableId: number, input: BodyOf<Table['patch']>) =>
  then(unwrap(table(storeId, tableId).patch(input)), storeId, ...FLOOR)

export const deleteTable = (storeId: number, tableId: number) =>
  then(unwrap(table(storeId, tableId).delete()), storeId, 'tables')

export const openTable = (storeId: number, tableId: number, guestCount: number) =>
  then(unwrap(table(storeId, tableId).open.post({ guestCount })), storeId, 'tables')

export const clearTable = (storeId: number, tableId: number) =>
  then(unwrap(table(storeId, tableId).clear.post()), storeId, ...FLOOR)

export const fetchQrLink = (storeId: number, tableId: number) => unwrap(table(storeId, tableId).qr.get())

/** A table's bill (sessionId) or one order (orderId); cash carries what was handed over. */
export const recordPayment = (storeId: number, input: BodyOf<Store['payments']['post']>) =>
  then(unwrap(store(storeId).payments.post(input)), storeId, ...FLOOR)

export const advanceOrder = (storeId: number, orderId: number, status: BodyOf<Order['patch']>['status']) =>
  then(unwrap(order(storeId, orderId).patch({ status })), storeId, ...FLOOR)

/**
 * PATCH …/orders/:id/status (the kitchen's and the waiter's moves), then refresh every view of orders and tables on
 * this phone.
 */
export const moveOrder = (storeId: number, orderId: number, status: BodyOf<Order['status']['patch']>['status']) =>
  then(unwrap(order(storeId, orderId).status.patch({ status })), storeId, 'kitchen', 'orders', 'tables')

export const refundOrder = (storeId: number, orderId: number, input: BodyOf<Order['refunds']['post']>) =>
  then(unwrap(order(storeId, orderId).refunds.post(input)), storeId, ...FLOOR)

/** 折扣 / 招待 of a line or the whole of a sent, unpaid order; staff above the threshold send a manager's PIN. */
export const discountOrder = (storeId: number, orderId: number, input: BodyOf<Order['discounts']['post']>) =>
  then(unwrap(order(storeId, orderId).discounts.post(input)), storeId, ...FLOOR)

/** 作廢 a line or the whole unpaid order; staff send a manager's PIN. */
export const voidOrder = (storeId: number, orderId: number, input: BodyOf<Order['void']['post']>) =>
  then(unwrap(order(storeId, orderId).void.post(input)), storeId, ...FLOOR)

/** 補印 of the receipt or the kitchen ticket; changes no order, so nothing to refresh. */
/** The receipt as the paper lays it out: an order's (a 補印 copy) or one payment's, and the store's receipt printers. */
export const receiptQuery = (storeId: number, of: { orderId: number } | { paymentId: number }) =>
  queryOptions({
    queryKey: storeKey(storeId, 'orders', 'receipt', of),
    queryFn: () =>
      unwrap(
        'orderId' in of
          ? order(storeId, of.orderId).receipt.get()
          : store(storeId).payments({ paymentId: of.paymentId }).receipt.get(),
      ),
    staleTime: 0,
  })

export const reprintOrder = (storeId: number, orderId: number, kind: 'receipt' | 'kitchen') =>
  unwrap(order(storeId, orderId).reprint.post({ kind }))

export const cancelOrder = (storeId: number, orderId: number, reason: string) =>
  then(unwrap(order(storeId, orderId).cancel.post({ reason })), storeId, ...FLOOR)

export const createConfiguration = (storeId: number, input: BodyOf<Store['table-configurations']['post']>) =>
  then(unwrap(store(storeId)['table-configurations'].post(input)), storeId, 'table-configurations')

export const activateConfiguration = (storeId: number, id: number) =>
  then(unwrap(configuration(storeId, id).activate.post()), storeId, 'table-configurations')

export const deleteConfiguration = (storeId: number, id: number) =>
  then(unwrap(configuration(storeId, id).delete()), storeId, 'table-configurations')

export const createCombination = (
  storeId: number,
  configId: number,
  input: Omit<BodyOf<ReturnType<(typeof api.api)['table-configurations']>['combinations']['post']>, 'storeId'>,
) =>
  then(
    unwrap(api.api['table-configurations']({ id: configId }).combinations.post({ ...input, storeId })),
    storeId,
    'table-configurations',
  )

export const deleteCombination = (storeId: number, id: number) =>
  then(
    unwrap(api.api['table-combinations']({ id }).delete(undefined, { query: { storeId } })),
    storeId,
    'table-configurations',
  )
