/** /inventory filters (spec part 1 §2, §4): search, category, and status where low means low or out. */
import { isLowStock } from '../../../../shared/domain/stock-status.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { chosen, collectErrors, moneyAmount, quantity, requiredText, type FieldErrors } from '../../../forms.ts'
import type { InventoryItem } from '../../../../shared/api/inventory.ts'

export type InventoryStatusFilter = 'all' | 'normal' | 'low'

export type InventoryFilters = { search: string; categoryId: number | 'all'; status: InventoryStatusFilter }

export function filterInventory(items: readonly InventoryItem[], f: InventoryFilters): InventoryItem[] {
  const q = f.search.trim().toLowerCase()
  return items.filter((i) => {
    if (q && !i.name.toLowerCase().includes(q) && !(i.supplier ?? '').toLowerCase().includes(q)) return false
    if (f.categoryId !== 'all' && i.categoryId !== f.categoryId) return false
    if (f.status === 'normal') return i.stockStatus === 'good'
    if (f.status === 'low') return isLowStock(i.stockStatus)
    return true
  })
}

/** "12.500" → "12.5": quantities read better without trailing zeros. */
export const qty = (text: string) => {
  const n = Number(text)
  return Number.isFinite(n) ? String(n) : text
}

export type MaterialErrors = FieldErrors<'name' | 'categoryId' | 'currentStock' | 'safetyStock' | 'unitCost'>

const i = zhTW.products.inventory

/**
 * Part 1 §5: name, category, unit, current and safety stock and unit cost are required; numbers ≥ 0; zh-TW messages by
 * field.
 */
export function checkMaterial(form: {
  name: string
  categoryId: string
  currentStock: string
  safetyStock: string
  unitCost: string
}): MaterialErrors {
  return collectErrors({
    name: requiredText(form.name, i.name),
    categoryId: chosen(form.categoryId, i.category),
    currentStock: quantity(form.currentStock, i.currentStock),
    safetyStock: quantity(form.safetyStock, i.safetyStock),
    unitCost: moneyAmount(form.unitCost, i.unitCost),
  })
}
