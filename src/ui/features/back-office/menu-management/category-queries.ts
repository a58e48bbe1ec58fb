/**
 * Menu and inventory categories share one contract (server category-routes.ts): list, add
 * (displayOrder sent as highest + 1 and stored as sent), rename, delete (409 while in use).
 */
import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { Category } from '../../../../shared/api/menu.ts'

export type CategoryKind = 'menu-categories' | 'inventory-categories'

export const categoriesKey = (storeId: number, kind: CategoryKind) => `/api/stores/${storeId}/${kind}`

/** Items show their category's name, so the items' lists refresh with the categories. */
const refresh = (storeId: number, kind: CategoryKind) =>
  invalidate(kind === 'menu-categories' ? `/api/stores/${storeId}/menu` : `/api/stores/${storeId}/inventory`)

/** Spec part 1 §5 / part 2 §5: the next position is the highest existing plus 1, 0 for the first. */
export function nextDisplayOrder(categories: readonly Pick<Category, 'displayOrder'>[]): number {
  return categories.reduce((max, c) => Math.max(max, c.displayOrder + 1), 0)
}

export async function addCategory(storeId: number, kind: CategoryKind, name: string, existing: readonly Category[]) {
  const created = await api.post<Category>(categoriesKey(storeId, kind), {
    name: name.trim(),
    displayOrder: nextDisplayOrder(existing),
  })
  await refresh(storeId, kind)
  return created
}

export async function renameCategory(storeId: number, kind: CategoryKind, id: Category['id'], name: string) {
  const updated = await api.patch<Category>(`${categoriesKey(storeId, kind)}/${id}`, { name: name.trim() })
  await refresh(storeId, kind)
  return updated
}

export async function deleteCategory(storeId: number, kind: CategoryKind, id: Category['id']) {
  await api.delete(`${categoriesKey(storeId, kind)}/${id}`)
  await refresh(storeId, kind)
}
