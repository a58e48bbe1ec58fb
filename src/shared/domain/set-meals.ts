import type { TimeWindow } from './menu-hours'
/**
 * 套餐 (set meals): a menu item sold at its own price whose line is made of parts taken from the
 * menu, one per slot (主餐: 1 of 4, 飲料: 1 of 6, 湯: 1 of 2). A slot with a single choice is a
 * fixed part. A choice may cost more than the set's price (珍珠奶茶 +15), and each part keeps its
 * own option groups (the set's 紅茶 asks 甜度 and 冰塊) with their deltas. The server checks a
 * line's parts with these functions and the carts use the same ones. Amounts are integer cents.
 */
import type { Cents } from './money'
import {
  chooseGroups,
  compactChoices,
  defaultPicks,
  type ChosenGroup,
  type GroupPick,
  type GroupProblem,
  type OptionGroupRule,
} from './option-groups'

/** A menu item a slot offers, and what the set charges on top of its price when it is picked. */
export type SetChoiceRule = { menuItemId: number; price: Cents }

/** A slot of a set: its name, unique within the set, and the items it offers in their order. */
export type SetSlotRule = { name: string; choices: SetChoiceRule[] }

/** What a part needs of its menu item: the name and category it is made under, and its option groups. */
export type SetPartItem = {
  id: number
  name: string
  categoryId: number | null
  optionGroups: readonly OptionGroupRule[]
  /** The part's own 供應時段 and its category's: the kitchen makes it only then, in a set too. */
  hours?: readonly TimeWindow[]
  categoryHours?: readonly TimeWindow[]
}

/** What the customer picked in one slot. */
export type PartPick = { slot: string; menuItemId: number; groups?: GroupPick[] }

/** A part as an order line keeps it: names, category and prices at the time of sale. */
export type ChosenPart = {
  slot: string
  menuItemId: number
  name: string
  categoryId: number | null
  /** What the choice adds to the set's unit price; its group picks' deltas are in `groups`. */
  price: Cents
  groups: ChosenGroup[]
}

export type PartProblem =
  | { kind: 'notASet' }
  | { kind: 'unknownSlot'; slot: string }
  | { kind: 'repeatedSlot'; slot: string }
  | { kind: 'missingSlot'; slot: string }
  | { kind: 'notInSlot'; slot: string; menuItemId: number }
  | { kind: 'group'; part: string; problem: GroupProblem }

export type PartsResult = { ok: true; parts: ChosenPart[]; delta: Cents } | { ok: false; problem: PartProblem }

export const MAX_SET_SLOTS = 8
export const MAX_SLOT_CHOICES = 12

export const isFixedSlot = (slot: { choices: readonly unknown[] }) => slot.choices.length === 1

/**
 * Checks a set line's picks: each slot named once and on the set, each pick one of its slot's
 * choices (and on the menu: `item` answers only items that can be sold), the part's option groups
 * by their own rules. A fixed slot left out takes its one item with the groups' defaults; any other
 * slot left out is named as missing. A picked part's groups are as picked (a required one left out
 * is refused, whatever its default). Parts come back in the set's slot order; `delta` is what the
 * choices and their picks add to the set's unit price.
 */
export function chooseParts(
  slots: readonly SetSlotRule[],
  item: (id: number) => SetPartItem | undefined,
  picks: readonly PartPick[],
): PartsResult {
  if (slots.length === 0)
    return picks.length ? { ok: false, problem: { kind: 'notASet' } } : { ok: true, parts: [], delta: 0 }
  const bySlot = new Map<string, PartPick>()
  for (const pick of picks) {
    const slot = pick.slot.trim()
    if (!slots.some((s) => s.name === slot)) return { ok: false, problem: { kind: 'unknownSlot', slot } }
    if (bySlot.has(slot)) return { ok: false, problem: { kind: 'repeatedSlot', slot } }
    bySlot.set(slot, pick)
  }
  const parts: ChosenPart[] = []
  let delta = 0
  for (const slot of slots) {
    const fixed = isFixedSlot(slot) ? slot.choices[0] : undefined
    const pick = bySlot.get(slot.name) ?? (fixed && { slot: slot.name, menuItemId: fixed.menuItemId })
    if (!pick) return { ok: false, problem: { kind: 'missingSlot', slot: slot.name } }
    const choice = slot.choices.find((c) => c.menuItemId === pick.menuItemId)
    const part = choice && item(choice.menuItemId)
    if (!choice || !part)
      return { ok: false, problem: { kind: 'notInSlot', slot: slot.name, menuItemId: pick.menuItemId } }
    const groupPicks = bySlot.has(slot.name) ? (pick.groups ?? []) : defaultPicks(part.optionGroups)
    const groups = chooseGroups(part.optionGroups, groupPicks)
    if (!groups.ok) return { ok: false, problem: { kind: 'group', part: part.name, problem: groups.problem } }
    delta += choice.price + groups.delta
    parts.push({
      slot: slot.name,
      menuItemId: part.id,
      name: part.name,
      categoryId: part.categoryId,
      price: choice.price,
      groups: groups.chosen,
    })
  }
  return { ok: true, parts, delta }
}

/** "紅茶 微糖去冰": one part as a ticket prints it. */
type PartLike = { name: string; groups: readonly Pick<ChosenGroup, 'choices'>[] }

export const partText = (part: PartLike): string => [part.name, compactChoices(part.groups)].filter(Boolean).join(' ')

/** "香酥雞腿飯／紅茶 微糖去冰／玉米濃湯": a set's parts on one line of a receipt or a cart. */
export const partsText = (parts: readonly PartLike[] | null | undefined): string =>
  (parts ?? []).map(partText).join('／')
