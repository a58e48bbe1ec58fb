/** Inventory calls (spec part 1 §7 plus the summary, stock and movement endpoints). */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'

const inventory = (storeId: number) => api.api.stores({ storeId }).inventory
type Item = ReturnType<ReturnType<typeof inventory>>

export const inventoryQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'inventory'), queryFn: () => unwrap(inventory(storeId).get()) })
export const summaryQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'inventory', 'summary'),
    queryFn: () => unwrap(inventory(storeId).summary.get()),
  })
export const movementsQuery = (storeId: number, itemId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'inventory', itemId, 'movements'),
    queryFn: () => unwrap(inventory(storeId)({ itemId }).movements.get()),
  })

/** Stock and unit cost feed the menu's cost and inventory status, so the menu refreshes too. */
async function mutate<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'inventory', 'menu')
  return result
}

export const createMaterial = (storeId: number, input: BodyOf<ReturnType<typeof inventory>['post']>) =>
  mutate(storeId, unwrap(inventory(storeId).post(input)))

export const updateMaterial = (storeId: number, itemId: number, input: BodyOf<Item['patch']>) =>
  mutate(storeId, unwrap(inventory(storeId)({ itemId }).patch(input)))

export const deleteMaterial = (storeId: number, itemId: number) =>
  mutate(storeId, unwrap(inventory(storeId)({ itemId }).delete()))

export const addStock = (storeId: number, itemId: number, body: BodyOf<Item['stock']['post']>) =>
  mutate(storeId, unwrap(inventory(storeId)({ itemId }).stock.post(body)))
