/** The day's payments and its close (server day-close/routes.ts). */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'

const store = (storeId: number) => api.api.stores({ storeId })

/** A named business day, or (null) the open one: after a close that is the next day, so the server says which. */
const dayQuery = (date: string | null) => (date === null ? {} : { date })

/** Figures that change with every payment: the cached answer at once, a fresh one a moment later. */
export const paymentsQuery = (storeId: number, date: string | null) =>
  queryOptions({
    queryKey: storeKey(storeId, 'payments', { date }),
    queryFn: () => unwrap(store(storeId).payments.get({ query: dayQuery(date) })),
    staleTime: 0,
  })

export const dayCloseQuery = (storeId: number, date: string | null) =>
  queryOptions({
    queryKey: storeKey(storeId, 'day-close', { date }),
    queryFn: () => unwrap(store(storeId)['day-close'].get({ query: dayQuery(date) })),
    staleTime: 0,
  })

/** A payment, or the close itself, changes both the day's payments and its Z report. */
export const refreshDay = (storeId: number) => refreshStore(storeId, 'payments', 'day-close')

type DayClose = ReturnType<typeof store>['day-close']

export async function closeDay(storeId: number, body: BodyOf<DayClose['post']>) {
  const closed = await unwrap(store(storeId)['day-close'].post(body))
  await refreshDay(storeId)
  return closed
}

/** The Z report on the store's receipt printers: the jobs queued, one per printer that takes it. */
export const printZReport = (storeId: number, date: string) => unwrap(store(storeId)['day-close'].print.post({ date }))

/** What closing the day now would carry into the next business day. */
export const dayClosePreviewQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: storeKey(storeId, 'day-close', { date, preview: true }),
    queryFn: () => unwrap(store(storeId)['day-close'].preview.get({ query: { date } })),
    staleTime: 0,
  })
