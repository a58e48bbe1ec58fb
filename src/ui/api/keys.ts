/**
 * Query keys. Store data starts with the store id and the resource, the path segment after the
 * store id: `[storeId, 'orders', ...]` for /api/stores/:storeId/orders..., so a live event or a
 * write invalidates `[storeId, resource]` and every query beneath it. Data outside any store starts
 * with its resource name alone (`['stores']`).
 */
export type StoreResource =
  | 'orders'
  | 'tables'
  | 'sessions'
  | 'kitchen'
  | 'menu'
  | 'menu-categories'
  | 'members'
  | 'table-configurations'
  | 'details'
  | 'inventory'
  | 'inventory-categories'
  | 'einvoice'
  | 'printers'
  | 'print-jobs'
  | 'mqtt-devices'
  | 'devices'

export const storeKey = (storeId: number, resource: StoreResource, ...rest: unknown[]) =>
  [storeId, resource, ...rest] as const

/**
 * The key an API path belongs under ('/api/stores/3/orders?date=…' → [3, 'orders']), for the old cache's
 * invalidations.
 */
export function keyOfPath(path: string): readonly unknown[] | null {
  const [, storeId, resource] = /^\/api\/stores(?:\/(\d+)(?:\/([^/?]+))?)?/.exec(path) ?? []
  if (!storeId) return path.startsWith('/api/stores') ? ['stores'] : null
  return resource ? [Number(storeId), resource] : [Number(storeId)]
}
