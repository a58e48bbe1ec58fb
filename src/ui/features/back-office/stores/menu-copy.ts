import { api, unwrap } from '../../../api/client.ts'
import { refreshStore } from '../../../api/refresh.ts'
import type { MenuCopyResult } from '../../../../shared/api/menu.ts'

export type { MenuCopyResult }

/** The target store gains menu items and categories, matched to its own ingredients. */
export async function copyMenu(toStoreId: number, fromStoreId: number): Promise<MenuCopyResult> {
  const result = await unwrap(api.api.stores({ storeId: toStoreId }).menu.copy.post({ fromStoreId }))
  await refreshStore(toStoreId, 'menu', 'menu-categories', 'inventory', 'details')
  return result
}
