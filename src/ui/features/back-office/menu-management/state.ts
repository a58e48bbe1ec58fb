/**
 * Screen state of /menu-management. Selection is cleared whenever search, a filter or reorder
 * mode changes (spec part 2 §4); the view mode and advanced filters persist (§9).
 */
import { signal } from '@preact/signals-react'
import type { AdvancedFilters, StatusFilter } from './filters.ts'
import { loadAdvanced, loadViewMode, saveAdvanced, saveViewMode, type ViewMode } from './prefs.ts'

export const searchText = signal('')
export const statusFilter = signal<StatusFilter>('all')
export const tagFilter = signal('')
export const advanced = signal<AdvancedFilters>(loadAdvanced())
export const viewMode = signal<ViewMode>(loadViewMode())
export const selection = signal<ReadonlySet<number>>(new Set())
/** Ids in their draft order while reorder mode is on; null when off. */
export const reorderDraft = signal<number[] | null>(null)

export const clearSelection = () => {
  if (selection.value.size > 0) selection.value = new Set()
}

export function setSearch(text: string) {
  searchText.value = text
  clearSelection()
}

export function setStatusFilter(value: StatusFilter) {
  statusFilter.value = value
  clearSelection()
}

export function setTagFilter(value: string) {
  tagFilter.value = value
  clearSelection()
}

export function setAdvanced(value: AdvancedFilters) {
  advanced.value = value
  saveAdvanced(value)
  clearSelection()
}

export function setViewMode(mode: ViewMode) {
  viewMode.value = mode
  saveViewMode(mode)
}

export function toggleSelected(id: number) {
  const next = new Set(selection.value)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  selection.value = next
}

export function selectAll(ids: readonly number[]) {
  selection.value = new Set(ids)
}

export function startReorder(ids: readonly number[]) {
  clearSelection()
  reorderDraft.value = [...ids]
}

export function endReorder() {
  reorderDraft.value = null
  clearSelection()
}

/** Which dialog of the screen is open; one at a time. */
export type MenuDialog =
  | { kind: 'form'; itemId: number | null }
  | { kind: 'sop'; itemId: number; name: string }
  | { kind: 'delete'; itemId: number; name: string }
  | { kind: 'categories' }
  | { kind: 'option-groups' }
  | { kind: 'batch-activate' | 'batch-deactivate' | 'batch-price' | 'batch-move' }

export const openDialog = signal<MenuDialog | null>(null)
export const closeDialog = () => {
  openDialog.value = null
}
