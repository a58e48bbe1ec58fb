/** 分開結帳, 換桌 and 併桌 on the typed client: the bill's read, and writes that refetch the floor they change. */
import { queryOptions } from '@tanstack/react-query'
import { api, type BodyOf, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'
import type { SplitBill, SplitKind, SplitPart } from '../../../../shared/api/front-of-house.ts'

export type { SplitBill, SplitKind, SplitPart }

const session = (storeId: number, sessionId: number) => api.api.stores({ storeId }).sessions({ sessionId })
const table = (storeId: number, tableId: number) => api.api.stores({ storeId }).tables({ tableId })
type Split = ReturnType<typeof session>['split']

/** The route's own body: equal shares, amounts, or checks of order lines. */
export type SplitRequest = BodyOf<Split['post']>

export const splitQuery = (storeId: number, sessionId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'sessions', sessionId, 'split'),
    queryFn: () => unwrap(session(storeId, sessionId).split.get()),
  })

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'tables', 'orders', 'sessions')
  return result
}

export const createSplit = (storeId: number, sessionId: number, body: SplitRequest) =>
  then(storeId, unwrap(session(storeId, sessionId).split.post(body)))

export const cancelSplit = (storeId: number, sessionId: number) =>
  then(storeId, unwrap(session(storeId, sessionId).split.delete()))

export const payPart = (
  storeId: number,
  sessionId: number,
  partId: number,
  body: BodyOf<ReturnType<Split['parts']>['pay']['post']>,
) => then(storeId, unwrap(session(storeId, sessionId).split.parts({ partId }).pay.post(body)))

export const moveTable = (storeId: number, tableId: number, toTableId: number) =>
  then(storeId, unwrap(table(storeId, tableId).move.post({ toTableId })))

export const mergeTable = (storeId: number, tableId: number, fromTableId: number) =>
  then(storeId, unwrap(table(storeId, tableId).merge.post({ fromTableId })))
