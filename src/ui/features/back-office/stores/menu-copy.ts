import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { MenuCopyResult } from '../../../../shared/api/menu.ts'

export type { MenuCopyResult }

export async function copyMenu(toStoreId: number, fromStoreId: number): Promise<MenuCopyResult> {
  const result = await api.post<MenuCopyResult>(`/api/stores/${toStoreId}/menu/copy`, { fromStoreId })
  await invalidate(`/api/stores/${toStoreId}`)
  return result
}
