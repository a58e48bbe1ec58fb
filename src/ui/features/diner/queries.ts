/**
 * The diner's reads and its one write, through the typed client. Every read of a table's link sits
 * under `dinerTableKey` (store, table and token: a new token is another link), so the table's event
 * stream refreshes them all with one invalidation; the menu is the store's, whatever the table.
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../api/client.ts'
import type { DinerParams } from './diner.ts'

const publicStore = (storeId: number) => api.api.public.stores({ storeId })
const publicTable = (p: DinerParams) => publicStore(p.storeId).tables({ tableId: p.tableId })
const qrOrders = (storeId: number) => api.api.stores({ storeId }).orders.qr

export const dinerTableKey = (p: DinerParams) => ['diner', p.storeId, p.tableId, p.token] as const

export function dinerQueries(p: DinerParams) {
  const token = { query: { t: p.token } }
  const table = dinerTableKey(p)
  return {
    table: queryOptions({ queryKey: [...table, 'table'], queryFn: () => unwrap(publicTable(p).get(token)) }),
    session: queryOptions({
      queryKey: [...table, 'session'],
      queryFn: () => unwrap(publicTable(p).session.get(token)),
    }),
    orders: queryOptions({ queryKey: [...table, 'orders'], queryFn: () => unwrap(publicTable(p).orders.get(token)) }),
    menu: queryOptions({
      queryKey: ['diner', p.storeId, 'menu'],
      queryFn: () => unwrap(publicStore(p.storeId).menu.get()),
    }),
    categories: queryOptions({
      queryKey: ['diner', p.storeId, 'menu-categories'],
      queryFn: () => unwrap(publicStore(p.storeId)['menu-categories'].get()),
    }),
  }
}
export type DinerQueries = ReturnType<typeof dinerQueries>

export type QrOrder = BodyOf<ReturnType<typeof qrOrders>['post']>

/** Sends the cart as the table's order (its `clientOrderId` makes a retry a replay, never a second order). */
export const sendQrOrder = (storeId: number, body: QrOrder) => unwrap(qrOrders(storeId).post(body))
