/** Inventory calls (spec part 1 §7 plus the summary, stock and movement endpoints). */
import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { InventoryItem, MaterialInput, StockResult } from '../../../../shared/api/inventory.ts'

export const inventoryKey = (storeId: number) => `/api/stores/${storeId}/inventory`
export const summaryKey = (storeId: number) => `${inventoryKey(storeId)}/summary`
export const movementsKey = (storeId: number, itemId: number) => `${inventoryKey(storeId)}/${itemId}/movements`
export const exportUrl = (storeId: number) => `${inventoryKey(storeId)}/export.csv`

/** Stock and unit cost feed the menu's cost and inventory status, so the menu refreshes too. */
async function refresh(storeId: number) {
  await Promise.all([invalidate(inventoryKey(storeId)), invalidate(`/api/stores/${storeId}/menu`)])
}

async function mutate<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refresh(storeId)
  return result
}

export const createMaterial = (storeId: number, input: MaterialInput) =>
  mutate(storeId, api.post<InventoryItem>(inventoryKey(storeId), input))

export const updateMaterial = (storeId: number, id: number, input: Partial<MaterialInput>) =>
  mutate(storeId, api.patch<InventoryItem>(`${inventoryKey(storeId)}/${id}`, input))

export const deleteMaterial = (storeId: number, id: number) =>
  mutate(storeId, api.delete(`${inventoryKey(storeId)}/${id}`))

export const addStock = (
  storeId: number,
  id: number,
  body: { quantity: string; reason: 'restock' | 'waste' | 'adjustment'; note: string | null },
) => mutate(storeId, api.post<StockResult>(`${inventoryKey(storeId)}/${id}/stock`, body))
