export const STORE_STATUSES = ['preparing', 'active', 'inactive'] as const
export type StoreStatus = (typeof STORE_STATUSES)[number]

/** A new store prepares, opens, may close, and may reopen; it never goes back to preparing. */
const NEXT: Record<StoreStatus, readonly StoreStatus[]> = {
  preparing: ['active'],
  active: ['inactive'],
  inactive: ['active'],
}

export function canChangeStoreStatus(from: StoreStatus, to: StoreStatus): boolean {
  return NEXT[from].includes(to)
}
