/**
 * Menu calls of spec part 2 §7. Every mutation refetches the store's menu reads (the prefix
 * also covers /menu/costs, /menu/:id/images and /menu-categories).
 */
import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { MenuImage, MenuItem, MenuItemInput, MutationResult } from '../../../../shared/api/menu.ts'

export const menuKey = (storeId: number) => `/api/stores/${storeId}/menu`
export const menuCategoriesKey = (storeId: number) => `/api/stores/${storeId}/menu-categories`
export const menuImagesKey = (storeId: number, itemId: number) => `${menuKey(storeId)}/${itemId}/images`
export const menuCostsKey = (storeId: number) => `${menuKey(storeId)}/costs`
export const inventoryListKey = (storeId: number) => `/api/stores/${storeId}/inventory`

const refresh = (storeId: number) => invalidate(menuKey(storeId))

async function mutate<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refresh(storeId)
  return result
}

export const createItem = (storeId: number, input: MenuItemInput) =>
  mutate(storeId, api.post<MenuItem & MutationResult>(menuKey(storeId), input))

export const updateItem = (storeId: number, id: number, input: MenuItemInput) =>
  mutate(storeId, api.patch<MenuItem & MutationResult>(`${menuKey(storeId)}/${id}`, input))

export const deleteItem = (storeId: number, id: number) =>
  mutate(storeId, api.delete<MutationResult>(`${menuKey(storeId)}/${id}`))

export const duplicateItem = (storeId: number, id: number) =>
  mutate(storeId, api.post<MenuItem & MutationResult>(`${menuKey(storeId)}/${id}/duplicate`))

export const reorderItems = (storeId: number, itemIds: number[]) =>
  mutate(storeId, api.patch<MutationResult>(`${menuKey(storeId)}/reorder`, { itemIds }))

export const batchStatus = (storeId: number, itemIds: number[], isActive: boolean) =>
  mutate(storeId, api.patch<MutationResult>(`${menuKey(storeId)}/batch-status`, { itemIds, isActive }))

export const batchPrice = (
  storeId: number,
  itemIds: number[],
  adjustmentType: 'percentage' | 'fixed',
  adjustmentValue: string,
) =>
  mutate(
    storeId,
    api.patch<MutationResult>(`${menuKey(storeId)}/batch-price`, { itemIds, adjustmentType, adjustmentValue }),
  )

export const batchCategory = (storeId: number, itemIds: number[], categoryId: string | null) =>
  mutate(storeId, api.patch<MutationResult>(`${menuKey(storeId)}/batch-category`, { itemIds, categoryId }))

export const uploadImage = (storeId: number, itemId: number, imageData: string, mimeType: string) =>
  mutate(storeId, api.post<MenuImage & MutationResult>(menuImagesKey(storeId, itemId), { imageData, mimeType }))

export const setPrimaryImage = (storeId: number, itemId: number, imageId: number) =>
  mutate(storeId, api.patch<MutationResult>(`${menuImagesKey(storeId, itemId)}/${imageId}`, { isPrimary: true }))

export const deleteImage = (storeId: number, itemId: number, imageId: number) =>
  mutate(storeId, api.delete<MutationResult>(`${menuImagesKey(storeId, itemId)}/${imageId}`))
