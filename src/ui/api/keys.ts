/**
 * Query keys. Store data starts with the store id and the resource: `[storeId, 'orders', ...]`,
 * so a live event for a store invalidates `[storeId, resource]` and every query beneath it.
 * Data outside any store starts with its resource name alone (`['stores']`, `['auth', 'session']`).
 */
export type StoreResource =
  | 'orders'
  | 'tables'
  | 'sessions'
  | 'kitchen'
  | 'menu'
  | 'table-configurations'
  | 'payments'
  | 'members'
  | 'settings'

export const storeKey = (storeId: number, resource: StoreResource, ...rest: unknown[]) =>
  [storeId, resource, ...rest] as const
