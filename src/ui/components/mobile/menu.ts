/**
 * The menu as the phone screens read it: the staff menu (`GET /api/stores/:id/menu`) and the
 * public one (`GET /api/public/stores/:id/menu`) share these fields. Filtering is pure so the
 * category chips and the 300 ms search are tested without a browser (spec part 2 §2.12, §2.14, §5).
 */
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import type { PricedOption, PublicMenuItem } from '../../../shared/api/menu.ts'
import type { MenuCategory } from '../../../shared/api/front-of-house.ts'

export type MenuOption = PricedOption

/** The fields the staff menu and the public one share; the one contract is src/shared/api/menu.ts. */
export type MenuItem = Omit<PublicMenuItem, 'primaryImage' | 'displayOrder'> & { displayOrder?: number }

export type { MenuCategory }

export const ALL = 'all'
export type Chip = { key: string; label: string }

/** Only items a guest can actually get (spec part 2 §5: status available; inactive items never). */
export function orderable(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).filter((i) => i.isActive !== false && i.status === 'available')
}

/**
 * 全部 plus the menu's own categories that hold an orderable item, in display order. Without a
 * category list (or for items whose category is missing from it) the items' names are used.
 */
export function categoryChips(items: readonly MenuItem[], categories: readonly MenuCategory[] | undefined): Chip[] {
  const used = new Map<string, string>()
  for (const i of items) if (i.categoryId !== null && !used.has(i.categoryId)) used.set(i.categoryId, i.category ?? '')
  // the server lists categories by displayOrder, then age; a stable sort keeps that tie order
  const known = [...(categories ?? [])].sort((a, b) => a.displayOrder - b.displayOrder)
  const chips: Chip[] = known.filter((c) => used.has(c.id)).map((c) => ({ key: c.id, label: c.name }))
  for (const [id, name] of used) {
    if (!chips.some((c) => c.key === id) && name) chips.push({ key: id, label: name })
  }
  return [{ key: ALL, label: mobileMessages.common.all }, ...chips]
}

/** Case-insensitive name match within the chosen category (ours filter; spec §2.12 notes the original did not). */
export function filterMenu(items: readonly MenuItem[], opts: { search: string; category: string }): MenuItem[] {
  const q = opts.search.trim().toLowerCase()
  return items.filter((i) => {
    if (opts.category !== ALL && i.categoryId !== opts.category) return false
    return !q || i.name.toLowerCase().includes(q)
  })
}
