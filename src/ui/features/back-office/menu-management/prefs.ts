/** What the menu screen remembers in local storage (spec part 2 §9): view mode and advanced filters. */
import { EMPTY_ADVANCED, parseStoredAdvanced, type AdvancedFilters } from './filters.ts'

export type ViewMode = 'grid' | 'list'

export const VIEW_KEY = 'menu-management.view'
export const FILTERS_KEY = 'menu-management.filters'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null // storage blocked (private mode): defaults then
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // the choice lasts for this page only
  }
}

export const loadViewMode = (): ViewMode => (read(VIEW_KEY) === 'list' ? 'list' : 'grid')
export const saveViewMode = (mode: ViewMode) => write(VIEW_KEY, mode)
export const loadAdvanced = (): AdvancedFilters =>
  typeof localStorage === 'undefined' ? EMPTY_ADVANCED : parseStoredAdvanced(read(FILTERS_KEY))
export const saveAdvanced = (f: AdvancedFilters) => write(FILTERS_KEY, JSON.stringify(f))
