/** After a write, or on a live event: refetch what a store's resources feed. */
import { currentQueryClient } from './query-client.ts'
import { storeKey, type StoreResource } from './keys.ts'

export function refreshStore(storeId: number, ...resources: StoreResource[]): Promise<unknown> {
  const client = currentQueryClient()
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: storeKey(storeId, resource) })))
}

/**
 * After a store's own record changes (its fields, settings, status, e-invoice mode): the stores list
 * every screen takes the current store from.
 */
export function refreshStores(): Promise<unknown> {
  return currentQueryClient().invalidateQueries({ queryKey: ['stores'] })
}
