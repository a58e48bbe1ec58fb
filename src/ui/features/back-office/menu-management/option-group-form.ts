/** The option group editor's form as plain data: what it saves, and which items' lists change. */
import { normalisePrice } from './price.ts'
import type { OptionGroupListed } from '../../../../shared/api/menu.ts'
import type { GroupBody } from './option-group-queries.ts'

export type GroupForm = {
  name: string
  /** Price deltas as typed ('' is free). */
  options: { name: string; price: string }[]
  minChoices: number
  maxChoices: number
  defaultOption: string | null
  /** The items that offer the group. */
  itemIds: number[]
}

/** A new group: pick one, not required, no options yet. */
export const emptyGroup = (): GroupForm => ({
  name: '',
  options: [{ name: '', price: '' }],
  minChoices: 0,
  maxChoices: 1,
  defaultOption: null,
  itemIds: [],
})

export const groupForm = (g: OptionGroupListed): GroupForm => ({
  name: g.name,
  options: g.options.map((o) => ({ name: o.name, price: Number(o.price) ? String(Number(o.price)) : '' })),
  minChoices: g.minChoices,
  maxChoices: g.maxChoices,
  defaultOption: g.defaultOption,
  itemIds: [...g.itemIds],
})

/** The request: blank option rows are left out; a default no longer among the options is dropped. */
export function groupBody(form: GroupForm): GroupBody {
  const options = form.options
    .map((o) => ({ name: o.name.trim(), price: o.price.trim() ? normalisePrice(o.price) : '0.00' }))
    .filter((o) => o.name)
  const defaultOption = options.some((o) => o.name === form.defaultOption) ? form.defaultOption : null
  return { name: form.name.trim(), options, minChoices: form.minChoices, maxChoices: form.maxChoices, defaultOption }
}

type ItemGroups = { id: number; optionGroups: readonly { id: number }[] }

/**
 * The items whose list of groups changes so that exactly `wanted` offer group `groupId`: an item
 * taking it gets it last, one giving it up keeps its other groups in their order.
 */
export function membershipChanges(items: readonly ItemGroups[], groupId: number, wanted: readonly number[]) {
  const want = new Set(wanted)
  return items.flatMap((item) => {
    const ids = item.optionGroups.map((g) => g.id)
    const has = ids.includes(groupId)
    if (has === want.has(item.id)) return []
    return [{ itemId: item.id, groupIds: has ? ids.filter((id) => id !== groupId) : [...ids, groupId] }]
  })
}

/** One place up or down in a list (an item's groups, a 套餐's slots); out of range leaves it as it is. */
export function moveGroup<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta
  if (to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[index], next[to]] = [next[to], next[index]]
  return next
}
