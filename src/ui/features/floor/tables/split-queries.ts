/** 分開結帳, 換桌 and 併桌 calls; each refetches the floor it changes. */
import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type {
  PartPaymentResult,
  PaymentMethod,
  SplitBill,
  SplitKind,
  SplitPart,
  Table,
} from '../../../../shared/api/front-of-house.ts'
import type { InvoiceRequest } from '../../../components/pay/invoice-choice.ts'

const base = (storeId: number) => `/api/stores/${storeId}`

export type { SplitBill, SplitKind, SplitPart }
export type SplitRequest =
  | { kind: 'equal'; shares: number }
  | { kind: 'amount'; amounts: string[] }
  | { kind: 'items'; checks: number[][] }

export const splitKey = (storeId: number, sessionId: number) => `${base(storeId)}/sessions/${sessionId}/split`
export const sessionOrdersKey = (storeId: number, sessionId: number) => `${base(storeId)}/sessions/${sessionId}/orders`

async function refresh<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await Promise.all(
    [`${base(storeId)}/tables`, `${base(storeId)}/orders`, `${base(storeId)}/sessions`].map((p) => invalidate(p)),
  )
  return result
}

export const createSplit = (storeId: number, sessionId: number, body: SplitRequest) =>
  refresh(storeId, api.post<SplitBill>(splitKey(storeId, sessionId), body))

export const cancelSplit = (storeId: number, sessionId: number) =>
  refresh(storeId, api.delete<SplitBill>(splitKey(storeId, sessionId)))

export const payPart = (
  storeId: number,
  sessionId: number,
  partId: number,
  body: { paymentMethod: PaymentMethod; tendered: string | null; clientPaymentId: string; invoice?: InvoiceRequest },
) => refresh(storeId, api.post<PartPaymentResult>(`${splitKey(storeId, sessionId)}/parts/${partId}/pay`, body))

export const moveTable = (storeId: number, tableId: number, toTableId: number) =>
  refresh(storeId, api.post<Table>(`${base(storeId)}/tables/${tableId}/move`, { toTableId }))

export const mergeTable = (storeId: number, tableId: number, fromTableId: number) =>
  refresh(storeId, api.post<Table>(`${base(storeId)}/tables/${tableId}/merge`, { fromTableId }))
