/**
 * Menu and inventory categories share one contract (server category-routes.ts): list, add
 * (displayOrder sent as highest + 1 and stored as sent), rename, delete (409 while in use).
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'
import type { Category } from '../../../../shared/api/menu.ts'
import type { TimeWindow } from '../../../../shared/domain/menu-hours.ts'

export type CategoryKind = 'menu-categories' | 'inventory-categories'

export const inventoryCategoriesQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'inventory-categories'),
    queryFn: () => unwrap(api.api.stores({ storeId })['inventory-categories'].get()),
  })

const categories = (storeId: number, kind: CategoryKind) => api.api.stores({ storeId })[kind]

/** Items show their category's name, so the items' lists refresh with the categories. */
const refresh = (storeId: number, kind: CategoryKind) =>
  refreshStore(storeId, kind, kind === 'menu-categories' ? 'menu' : 'inventory')

async function then<T>(storeId: number, kind: CategoryKind, job: Promise<T>): Promise<T> {
  const result = await job
  await refresh(storeId, kind)
  return result
}

/** Spec part 1 §5 / part 2 §5: the next position is the highest existing plus 1, 0 for the first. */
export function nextDisplayOrder(categories: readonly Pick<Category, 'displayOrder'>[]): number {
  return categories.reduce((max, c) => Math.max(max, c.displayOrder + 1), 0)
}

export const addCategory = (storeId: number, kind: CategoryKind, name: string, existing: readonly Category[]) =>
  then(
    storeId,
    kind,
    unwrap(categories(storeId, kind).post({ name: name.trim(), displayOrder: nextDisplayOrder(existing) })),
  )

export const renameCategory = (storeId: number, kind: CategoryKind, id: Category['id'], name: string) =>
  then(storeId, kind, unwrap(categories(storeId, kind)({ categoryId: id }).patch({ name: name.trim() })))

export const deleteCategory = (storeId: number, kind: CategoryKind, id: Category['id']) =>
  then(storeId, kind, unwrap(categories(storeId, kind)({ categoryId: id }).delete()))

/** A menu category's 供應時段 ([] sells all day). */
export const setCategoryHours = (storeId: number, id: Category['id'], hours: TimeWindow[]) =>
  then(storeId, 'menu-categories', unwrap(categories(storeId, 'menu-categories')({ categoryId: id }).patch({ hours })))
