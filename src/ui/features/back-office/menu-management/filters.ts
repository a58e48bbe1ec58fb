/**
 * Menu filters of spec part 2 §2.2: search, status, one tag, and the advanced panel (price,
 * sales and margin ranges, several tags). Range bounds are the inputs' text; '' means no bound,
 * so the default range is 0 to unlimited (part 2 §9).
 */
import { isMenuTag } from '../../../../shared/domain/menu-tags.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'

export type StatusFilter = 'all' | 'active' | 'inactive'

export type AdvancedFilters = {
  priceMin: string
  priceMax: string
  salesMin: string
  salesMax: string
  marginMin: string
  marginMax: string
  tags: string[]
}

export const EMPTY_ADVANCED: AdvancedFilters = {
  priceMin: '',
  priceMax: '',
  salesMin: '',
  salesMax: '',
  marginMin: '',
  marginMax: '',
  tags: [],
}

export type MenuFilters = { search: string; status: StatusFilter; tag: string; advanced: AdvancedFilters }

const RANGE_KEYS = ['priceMin', 'priceMax', 'salesMin', 'salesMax', 'marginMin', 'marginMax'] as const

/** A bound as a number, or null when blank or not a number (a half-typed "-" filters nothing). */
function bound(text: string): number | null {
  if (!text.trim()) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

export function isAdvancedActive(f: AdvancedFilters): boolean {
  return f.tags.length > 0 || RANGE_KEYS.some((k) => bound(f[k]) !== null)
}

function inRange(value: number | null, min: string, max: string): boolean {
  const lo = bound(min)
  const hi = bound(max)
  if (lo === null && hi === null) return true
  if (value === null) return false
  return (lo === null || value >= lo) && (hi === null || value <= hi)
}

export function matchesSearch(item: Pick<MenuItem, 'name' | 'description'>, search: string): boolean {
  const q = search.trim().toLowerCase()
  if (!q) return true
  return item.name.toLowerCase().includes(q) || (item.description ?? '').toLowerCase().includes(q)
}

export function filterItems<T extends MenuItem>(items: readonly T[], f: MenuFilters): T[] {
  const a = f.advanced
  return items.filter((item) => {
    if (!matchesSearch(item, f.search)) return false
    if (f.status === 'active' && !item.isActive) return false
    if (f.status === 'inactive' && item.isActive) return false
    if (f.tag && !item.tags.includes(f.tag)) return false
    if (a.tags.length > 0 && !a.tags.some((t) => item.tags.includes(t))) return false
    return (
      inRange(Number(item.basePrice), a.priceMin, a.priceMax) &&
      inRange(item.salesQuantity, a.salesMin, a.salesMax) &&
      // Staff's reads carry no margin: a margin range left in local storage does not hide their menu.
      (item.profitMargin === undefined || inRange(item.profitMargin, a.marginMin, a.marginMax))
    )
  })
}

/** Reads what local storage held; anything malformed falls back to the defaults field by field. */
export function parseStoredAdvanced(raw: string | null): AdvancedFilters {
  if (!raw) return EMPTY_ADVANCED
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_ADVANCED
  }
  if (!data || typeof data !== 'object') return EMPTY_ADVANCED
  const obj = data as Record<string, unknown>
  const out: AdvancedFilters = { ...EMPTY_ADVANCED }
  for (const k of RANGE_KEYS) {
    const v = obj[k]
    if (typeof v === 'string' && v.length <= 12) out[k] = v
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = String(v)
  }
  if (Array.isArray(obj.tags))
    out.tags = [...new Set(obj.tags.filter((t): t is string => typeof t === 'string' && isMenuTag(t)))]
  return out
}
