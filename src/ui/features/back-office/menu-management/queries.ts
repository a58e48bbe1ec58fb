/**
 * Menu calls of spec part 2 §7. Every mutation refetches the store's menu reads: the key's prefix
 * `[storeId, 'menu']` also covers the costs and the items' images. The list and the categories are
 * the POS's own reads (front-of-house-api.ts), shared so one write refreshes both screens.
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'

export { menuCategoriesQuery, menuQuery } from '../../../front-of-house-api.ts'

const menu = (storeId: number) => api.api.stores({ storeId }).menu
type Menu = ReturnType<typeof menu>
type Item = ReturnType<Menu>
const images = (storeId: number, itemId: number) => menu(storeId)({ itemId }).images

/** Each item's cost, profit and margin (managers). */
export const menuCostsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'menu', 'costs'),
    queryFn: () => unwrap(menu(storeId).costs.get({ query: {} })),
  })

export const menuImagesQuery = (storeId: number, itemId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'menu', itemId, 'images'),
    queryFn: () => unwrap(images(storeId, itemId).get()),
  })

async function mutate<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'menu')
  return result
}

/** A new item as the server takes it; an edit sends the same fields. */
export type ItemBody = BodyOf<Menu['post']>

export const createItem = (storeId: number, input: ItemBody) => mutate(storeId, unwrap(menu(storeId).post(input)))

export const updateItem = (storeId: number, itemId: number, input: BodyOf<Item['patch']>) =>
  mutate(storeId, unwrap(menu(storeId)({ itemId }).patch(input)))

export const deleteItem = (storeId: number, itemId: number) =>
  mutate(storeId, unwrap(menu(storeId)({ itemId }).delete()))

export const duplicateItem = (storeId: number, itemId: number) =>
  mutate(storeId, unwrap(menu(storeId)({ itemId }).duplicate.post()))

export const reorderItems = (storeId: number, itemIds: number[]) =>
  mutate(storeId, unwrap(menu(storeId).reorder.patch({ itemIds })))

export const batchStatus = (storeId: number, itemIds: number[], isActive: boolean) =>
  mutate(storeId, unwrap(menu(storeId)['batch-status'].patch({ itemIds, isActive })))

export const batchPrice = (
  storeId: number,
  itemIds: number[],
  adjustmentType: 'percentage' | 'fixed',
  adjustmentValue: string,
) => mutate(storeId, unwrap(menu(storeId)['batch-price'].patch({ itemIds, adjustmentType, adjustmentValue })))

export const batchCategory = (storeId: number, itemIds: number[], categoryId: string | null) =>
  mutate(storeId, unwrap(menu(storeId)['batch-category'].patch({ itemIds, categoryId })))

export const uploadImage = (storeId: number, itemId: number, imageData: string, mimeType: string) =>
  mutate(storeId, unwrap(images(storeId, itemId).post({ imageData, mimeType })))

export const setPrimaryImage = (storeId: number, itemId: number, imageId: number) =>
  mutate(storeId, unwrap(images(storeId, itemId)({ imageId }).patch({ isPrimary: true })))

export const deleteImage = (storeId: number, itemId: number, imageId: number) =>
  mutate(storeId, unwrap(images(storeId, itemId)({ imageId }).delete()))

/** A 套餐's slots in order; none makes the item one sold alone again. */
export const setItemSlots = (storeId: number, itemId: number, slots: BodyOf<Item['set-slots']['put']>['slots']) =>
  mutate(storeId, unwrap(menu(storeId)({ itemId })['set-slots'].put({ slots })))
