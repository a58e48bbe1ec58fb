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
  | 'kiosks'
  | 'devices'
  | 'dashboard-stats'
  | 'handover'
  | 'payments'
  | 'day-close'
  | 'shifts'
  | 'reports'
  | 'activity-logs'

export const storeKey = (storeId: number, resource: StoreResource, ...rest: unknown[]) =>
  [storeId, resource, ...rest] as const
