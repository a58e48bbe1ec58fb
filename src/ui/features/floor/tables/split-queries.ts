/** 分開結帳, 換桌 and 併桌: the reads, and the writes that refetch the floor they change. */
import { queryOptions } from '@tanstack/react-query'
import { api, type Body, unwrap } from '../../../api/client.ts'
import { floorKeys, storeKey } from '../../../api/keys.ts'
import { queryClient, refresh } from '../../../api/query-client.ts'
import type { SplitBill, SplitKind, SplitPart } from '../../../../shared/api/front-of-house.ts'

export type { SplitBill, SplitKind, SplitPart }

const session = (storeId: number, sessionId: number) => api.stores({ storeId }).sessions({ sessionId })
const table = (storeId: number, tableId: number) => api.stores({ storeId }).tables({ tableId })

export type SplitRequest = Body<ReturnType<typeof session>['split']['post']>
export type PartPayment = Body<ReturnType<ReturnType<typeof session>['split']['parts']>['pay']['post']>

export const splitQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'split'),
    queryFn: () => unwrap(session(storeId, sessionId).split.get()),
  })

/** The session's orders (the items split lists them, the counter's checkout shows them). */
export const sessionOrdersQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'orders'),
    queryFn: () => unwrap(session(storeId, sessionId).orders.get()),
  })

export const sessionSummaryQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'summary'),
    queryFn: () => unwrap(session(storeId, sessionId).summary.get()),
  })

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refresh(queryClient, floorKeys(storeId))
  return result
}

export const createSplit = (storeId: number, sessionId: number, body: SplitRequest) =>
  then(storeId, unwrap(session(storeId, sessionId).split.post(body)))

export const cancelSplit = (storeId: number, sessionId: number) =>
  then(storeId, unwrap(session(storeId, sessionId).split.delete()))

export const payPart = (storeId: number, sessionId: number, partId: number, body: PartPayment) =>
  then(storeId, unwrap(session(storeId, sessionId).split.parts({ partId }).pay.post(body)))

export const moveTable = (storeId: number, tableId: number, toTableId: number) =>
  then(storeId, unwrap(table(storeId, tableId).move.post({ toTableId })))

export const mergeTable = (storeId: number, tableId: number, fromTableId: number) =>
  then(storeId, unwrap(table(storeId, tableId).merge.post({ fromTableId })))
