import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { Store, StoreStatus } from '../../../../shared/api/stores.ts'
import type { StoreDetails } from '../../../../shared/api/back-office.ts'

export const storeDetailsKey = (storeId: number) => `/api/stores/${storeId}/details`

export type StoreEdit = { name: string; code: string; address: string; phone: string }

/** Empty address or phone clears the field (null). */
export function storePatchBody(form: StoreEdit) {
  return {
    name: form.name.trim(),
    code: form.code.trim(),
    address: form.address.trim() || null,
    phone: form.phone.trim() || null,
  }
}

/** The next status a manager can move a store to (shared/domain/store-status: never back to preparing). */
export function nextStatus(status: StoreStatus): StoreStatus {
  return status === 'active' ? 'inactive' : 'active'
}

export async function updateStore(storeId: number, body: Record<string, unknown>): Promise<Store> {
  const store = await api.patch<Store>(`/api/stores/${storeId}`, body)
  await invalidate('/api/stores')
  return store
}

export async function changeStoreStatus(storeId: number, status: StoreStatus): Promise<Store> {
  const store = await api.post<Store>(`/api/stores/${storeId}/status`, { status })
  await invalidate('/api/stores')
  return store
}

export type { StoreDetails }
