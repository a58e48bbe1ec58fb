import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore, refreshStores } from '../../../api/refresh.ts'
import type { StoreStatus } from '../../../../shared/api/stores.ts'
import type { StoreDetails } from '../../../../shared/api/back-office.ts'

const store = (storeId: number) => api.api.stores({ storeId })

/** The stores the user may see: the same list (and key) the shell takes the current store from. */
export const storeListQuery = queryOptions({ queryKey: ['stores'], queryFn: () => unwrap(api.api.stores.get()) })

/** A store's record with today's figures and its staff. */
export const storeDetailsQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'details'), queryFn: () => unwrap(store(storeId).details.get()) })

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

/**
 * A store's fields, settings (service fee, rounding, discount rules) and status are what every
 * screen takes the current store from: a write refreshes the stores list, so an open POS follows.
 */
async function storeWrite<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await Promise.all([refreshStores(), refreshStore(storeId, 'details')])
  return result
}

export const updateStore = (storeId: number, body: BodyOf<ReturnType<typeof store>['patch']>) =>
  storeWrite(storeId, unwrap(store(storeId).patch(body)))

export const changeStoreStatus = (storeId: number, status: StoreStatus) =>
  storeWrite(storeId, unwrap(store(storeId).status.post({ status })))

export type { StoreDetails }
