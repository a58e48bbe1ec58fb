/** The dashboard's own reads; its announcements, handover and stock panels read what those screens read. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { DASHBOARD_RECENT_ORDERS } from './logic.ts'

const store = (storeId: number) => api.api.stores({ storeId })

export const dashboardStatsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'dashboard-stats'),
    queryFn: () => unwrap(store(storeId)['dashboard-stats'].get()),
  })

export const einvoiceStatusQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'einvoice', 'status'),
    queryFn: () => unwrap(store(storeId).einvoice.status.get()),
  })

export const recentOrdersQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'orders', { limit: DASHBOARD_RECENT_ORDERS }),
    queryFn: () => unwrap(store(storeId).orders.get({ query: { limit: DASHBOARD_RECENT_ORDERS } })),
  })
