/** A 套餐's slots as the item form edits them: names, candidate items and their +NT$ as typed. */
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { MAX_SET_SLOTS, MAX_SLOT_CHOICES } from '../../../../shared/domain/set-meals.ts'
import type { SetSlot } from '../../../../shared/api/menu.ts'
import type { ItemSetSlotsBody } from '../../../../shared/api/requests/menu.ts'
import { parseOptionPrice } from './price.ts'

const s = zhTW.setSlotEditor

/** One slot: its name and the items it offers, each with what it adds to the set's price ('' adds nothing). */
export type SlotForm = { name: string; choices: { menuItemId: number; price: string }[] }

export const slotForms = (slots: readonly SetSlot[]): SlotForm[] =>
  slots.map((slot) => ({
    name: slot.name,
    choices: slot.choices.map((c) => ({
      menuItemId: c.menuItemId,
      price: Number(c.price) ? String(Number(c.price)) : '',
    })),
  }))

export const slotsBody = (slots: readonly SlotForm[]): ItemSetSlotsBody['slots'] =>
  slots.map((slot) => ({
    name: slot.name.trim(),
    choices: slot.choices.map((c) => ({ menuItemId: c.menuItemId, price: parseOptionPrice(c.price || '0') ?? '0.00' })),
  }))

/** The first thing the manager must fix before the set can be saved, in the order the form shows it; null when none. */
export function slotProblem(slots: readonly SlotForm[]): string | null {
  const seen = new Set<string>()
  for (const [i, slot] of slots.entries()) {
    const name = slot.name.trim()
    if (!name) return fill(s.nameRequired, { n: i + 1 })
    if (seen.has(name)) return fill(s.nameRepeated, { name })
    seen.add(name)
    if (slot.choices.length === 0) return fill(s.choicesRequired, { name })
    if (slot.choices.some((c) => c.price.trim() && parseOptionPrice(c.price) === null))
      return fill(s.deltaInvalid, { name })
  }
  return null
}

export const canAddSlot = (slots: readonly SlotForm[]) => slots.length < MAX_SET_SLOTS
export const canAddChoice = (slot: SlotForm) => slot.choices.length < MAX_SLOT_CHOICES

/** Whether the form differs from what the item has, so an unchanged set is not written again. */
export const slotsChanged = (before: readonly SlotForm[], after: readonly SlotForm[]) =>
  JSON.stringify(slotsBody(before)) !== JSON.stringify(slotsBody(after))
