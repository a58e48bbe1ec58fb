import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapPage } from '../../../api/client.ts'

export type Range = { from: string; to: string }
export type SalesGroup = 'store' | 'day' | 'hour' | 'item'

export const summaryQuery = (range: Range) =>
  queryOptions({
    queryKey: ['hq', 'summary', range],
    queryFn: () => unwrap(api.api.hq.summary.get({ query: range })),
  })

export const salesQuery = (by: SalesGroup, range: Range) =>
  queryOptions({
    queryKey: ['hq', 'sales', by, range],
    queryFn: () => unwrap(api.api.hq.sales.get({ query: { by, ...range } })),
  })

export const paymentsQuery = (range: Range) =>
  queryOptions({
    queryKey: ['hq', 'payments', range],
    queryFn: () => unwrap(api.api.hq.payments.get({ query: range })),
  })

export const dayClosesQuery = (range: Range) =>
  queryOptions({
    queryKey: ['hq', 'day-closes', range],
    queryFn: () => unwrap(api.api.hq['day-closes'].get({ query: range })),
  })

/** The stores' stock movements over a range, newest first, a page at a time (usePagedQuery). */
export const stockPages = (range: Range) => ({
  queryKey: ['hq', 'stock', range],
  fetchPage: (cursor: string | undefined) => unwrapPage(api.api.hq.stock.get({ query: { ...range, cursor } })),
})
