/**
 * After a write, or on a live event: refetch what a store's resources feed. The old path-keyed
 * cache's invalidate (src/ui/query.ts) reaches the TanStack queries under the same keys too, until
 * the last screen has moved off it.
 */
import { invalidate } from '../query.ts'
import type { StoreResource } from './keys.ts'

export function refreshStore(storeId: number, ...resources: StoreResource[]): Promise<unknown> {
  return Promise.all(resources.map((resource) => invalidate(`/api/stores/${storeId}/${resource}`)))
}

/**
 * After a store's own record changes (its fields, settings, status, e-invoice mode): the stores list
 * every screen takes the current store from (['stores']), and the old cache's reads beneath it.
 */
export function refreshStores(): Promise<unknown> {
  return invalidate('/api/stores')
}
