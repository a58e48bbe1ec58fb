/**
 * Query keys. A store's data starts with the store id and the resource, `[storeId, 'orders', ...]`,
 * so one prefix reaches every query of that resource: a live event (src/ui/live.ts) or a mutation
 * invalidates `[storeId, 'orders']` and every orders list, page, day's stats and refund view refetches.
 * Data of no store (the signed-in user, the list of stores) starts with its own name.
 */
export type StoreResource =
  | 'orders'
  | 'tables'
  | 'sessions'
  | 'kitchen'
  | 'menu'
  | 'menu-categories'
  | 'table-configurations'
  | 'settings'
  | 'members'

export const storeKey = <const R extends readonly unknown[]>(storeId: number, resource: StoreResource, ...rest: R) =>
  [storeId, resource, ...rest] as const

/** What a change on the floor (an order, a payment, a table) makes stale. */
export const floorKeys = (storeId: number) =>
  [storeKey(storeId, 'orders'), storeKey(storeId, 'tables'), storeKey(storeId, 'sessions')] as const
