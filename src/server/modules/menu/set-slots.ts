import { and, eq, inArray } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { menuItems, type SetSlotRow } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { MAX_SLOT_CHOICES } from '../../../shared/domain/set-meals'
import { logActivity, type Actor } from '../activity'
import type { ItemSetSlotsBody } from './model'
import { menuItemOfStore } from './lookup'
import { requirePrice, storePricing } from './validate'

const invalid = (detail: string) => new AppError('MENU_OPTION_INVALID', { detail })

/**
 * A 套餐's slots, checked: named once each, every choice an item of this store that is not itself a
 * set (a set is made of dishes, not of sets) named once in its slot, with what it adds to the price.
 */
function slotValues(db: DbHandle, storeId: number, setId: number, slots: ItemSetSlotsBody['slots']): SetSlotRow[] {
  const allowCents = storePricing(db, storeId).allowCentPrices
  const ids = [...new Set(slots.flatMap((s) => s.choices.map((c) => c.menuItemId)))]
  const items = ids.length
    ? db.db
        .select({ id: menuItems.id, name: menuItems.name, setSlots: menuItems.setSlots })
        .from(menuItems)
        .where(and(eq(menuItems.storeId, storeId), inArray(menuItems.id, ids)))
        .all()
    : []
  const missing = ids.filter((id) => !items.some((i) => i.id === id))
  if (missing.length) throw new AppError('MENU_ITEMS_NOT_FOUND', { ids: missing.join(', ') })
  const names = new Set<string>()
  return slots.map((s) => {
    const name = s.name.trim()
    if (!name) throw invalid('套餐的每一項都要有名稱（如 主餐、飲料）')
    if (names.has(name)) throw invalid(`套餐的「${name}」重複了，每一項名稱只能用一次`)
    names.add(name)
    if (s.choices.length === 0 || s.choices.length > MAX_SLOT_CHOICES)
      throw invalid(`套餐的「${name}」須有 1 到 ${MAX_SLOT_CHOICES} 個可選品項`)
    const seen = new Set<number>()
    const choices = s.choices.map((c) => {
      const item = items.find((i) => i.id === c.menuItemId)!
      if (item.id === setId || item.setSlots.length) throw invalid(`「${item.name}」是套餐，不能放進套餐的「${name}」`)
      if (seen.has(item.id)) throw invalid(`套餐的「${name}」重複列了「${item.name}」`)
      seen.add(item.id)
      const price = c.price == null ? 0 : requirePrice(c.price, `「${name}」選「${item.name}」的加價`, allowCents)
      return { menuItemId: item.id, price }
    })
    return { name, choices }
  })
}

/** Makes an item a 套餐 (or, with no slots, an item sold alone again); past orders keep the parts they were sold with. */
export function createSetSlotService({ db, clock }: { db: DbHandle; clock: Clock }) {
  const d = db.db
  return {
    setSlots(storeId: number, itemId: number, slots: ItemSetSlotsBody['slots'], actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const item = menuItemOfStore(d, storeId, itemId)
        if (!item) throw new AppError('MENU_ITEM_NOT_FOUND')
        const inSets = d
          .select({ name: menuItems.name, setSlots: menuItems.setSlots })
          .from(menuItems)
          .where(eq(menuItems.storeId, storeId))
          .all()
          .filter((m) => m.setSlots.some((s) => s.choices.some((c) => c.menuItemId === itemId)))
        if (slots.length && inSets.length)
          throw invalid(`「${item.name}」已是「${inSets[0].name}」的內容，不能再做成套餐`)
        const values = slotValues(db, storeId, itemId, slots)
        d.update(menuItems).set({ setSlots: values, updatedAt: now }).where(eq(menuItems.id, itemId)).run()
        const details = { name: item.name, setSlots: values.map((s) => `${s.name}×${s.choices.length}`) }
        logActivity(
          d,
          actor,
          { storeId, action: 'update_menu_item', entityType: 'menu_item', entityId: itemId, details },
          now,
        )
      })
    },
  }
}
