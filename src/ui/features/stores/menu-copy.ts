import { api } from '../../api.ts'
import { invalidate } from '../../query.ts'

/** The server's answer to a menu copy (POST /api/stores/:storeId/menu/copy). */
export type MenuCopyResult = {
  copied: string[]
  skipped: string[]
  categoriesCreated: string[]
  imagesCopied: number
  recipesCopied: number
  unmatchedIngredients: string[]
}

export async function copyMenu(toStoreId: number, fromStoreId: number): Promise<MenuCopyResult> {
  const result = await api.post<MenuCopyResult>(`/api/stores/${toStoreId}/menu/copy`, { fromStoreId })
  await invalidate(`/api/stores/${toStoreId}`)
  return result
}
