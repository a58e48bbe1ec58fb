/**
 * Option groups (甜度, 冰塊, 加料 ...): a store's named list of options shared by many items, each
 * with a price delta, and how many of them a line must pick. The server checks an order's picks
 * with these functions and the carts use the same ones, so a line is priced alike everywhere.
 * Amounts are integer cents.
 */
import type { Cents } from './money'
import { fill } from '../i18n/fill'
import { optionGroupMessages } from '../i18n/catalog/optionGroups'

export type GroupOption = { name: string; price: Cents }

/** What decides a pick: a group as an item offers it. `minChoices` ≥ 1 makes the group required. */
export type OptionGroupRule = {
  id: number
  name: string
  options: GroupOption[]
  minChoices: number
  maxChoices: number
  defaultOption: string | null
}

/** What the customer picked in one group, by option name. */
export type GroupPick = { groupId: number; choices: string[] }

/** A group's picks as an order line keeps them: names and prices at the time of sale. */
export type ChosenGroup = { groupId: number; name: string; choices: GroupOption[] }

export type GroupProblem =
  | { kind: 'notOnItem'; groupId: number }
  | { kind: 'repeated'; group: string; value: string }
  | { kind: 'unknownOption'; group: string; value: string }
  | { kind: 'required'; group: string }
  | { kind: 'count'; group: string; min: number; max: number }

export type GroupsResult = { ok: true; chosen: ChosenGroup[]; delta: Cents } | { ok: false; problem: GroupProblem }

export const MAX_GROUP_OPTIONS = 20
export const MAX_ITEM_GROUPS = 10

export const isRequired = (g: Pick<OptionGroupRule, 'minChoices'>) => g.minChoices >= 1

/**
 * Checks a line's picks against the item's groups: each group named once and offered by the item,
 * each option on its group and picked once, every group within its bounds (a required group left
 * out is named as such). Picks come back in the item's group order and each group's option order,
 * so the same picks in any order are the same line; `delta` is what they add to the unit price.
 */
export function chooseGroups(groups: readonly OptionGroupRule[], picks: readonly GroupPick[]): GroupsResult {
  const byGroup = new Map<number, string[]>()
  for (const pick of picks) {
    const group = groups.find((g) => g.id === pick.groupId)
    if (!group) return { ok: false, problem: { kind: 'notOnItem', groupId: pick.groupId } }
    if (byGroup.has(group.id)) return { ok: false, problem: { kind: 'repeated', group: group.name, value: group.name } }
    const names = pick.choices.map((c) => c.trim())
    for (const [i, name] of names.entries()) {
      if (!group.options.some((o) => o.name === name))
        return { ok: false, problem: { kind: 'unknownOption', group: group.name, value: name } }
      if (names.indexOf(name) !== i) return { ok: false, problem: { kind: 'repeated', group: group.name, value: name } }
    }
    byGroup.set(group.id, names)
  }
  const chosen: ChosenGroup[] = []
  let delta = 0
  for (const group of groups) {
    const names = byGroup.get(group.id) ?? []
    if (names.length === 0 && isRequired(group)) return { ok: false, problem: { kind: 'required', group: group.name } }
    if (names.length > 0 && (names.length < group.minChoices || names.length > group.maxChoices))
      return { ok: false, problem: { kind: 'count', group: group.name, min: group.minChoices, max: group.maxChoices } }
    if (names.length === 0) continue
    const choices = group.options.filter((o) => names.includes(o.name)).map((o) => ({ name: o.name, price: o.price }))
    delta += choices.reduce((sum, o) => sum + o.price, 0)
    chosen.push({ groupId: group.id, name: group.name, choices })
  }
  return { ok: true, chosen, delta }
}

/** The preselected picks: each group's default, if it has one. */
export function defaultPicks(groups: readonly OptionGroupRule[]): GroupPick[] {
  return groups.flatMap((g) => (g.defaultOption ? [{ groupId: g.id, choices: [g.defaultOption] }] : []))
}

/** "須選 1 項", "可選 0 到 3 項": a group's bounds as staff and diners read them. */
export function boundsLabel(g: Pick<OptionGroupRule, 'minChoices' | 'maxChoices'>): string {
  const text = optionGroupMessages.groupBounds
  const [one, range] = isRequired(g) ? [text.required, text.requiredRange] : [text.optional, text.optionalRange]
  return g.minChoices === g.maxChoices
    ? fill(one, { n: g.maxChoices })
    : fill(range, { min: g.minChoices, max: g.maxChoices })
}

/**
 * "半糖少冰 加珍珠、加椰果": picks as a ticket prints them. One-pick groups run together the way a
 * counter calls a drink; each pick of a many-pick group is an extra, called "加…" when it costs more.
 */
export function compactChoices(chosen: readonly Pick<ChosenGroup, 'choices'>[]): string {
  const singles: string[] = []
  const extras: string[] = []
  for (const g of chosen) {
    if (g.choices.length === 1 && !isExtra(g)) singles.push(g.choices[0].name)
    else extras.push(...g.choices.map((o) => (o.price > 0 && !o.name.startsWith('加') ? `加${o.name}` : o.name)))
  }
  return [singles.join(''), extras.join('、')].filter(Boolean).join(' ')
}

/** A group of extras: its one pick costs more (a lone 珍珠 of 加料), unlike 半糖 of 甜度. */
const isExtra = (g: Pick<ChosenGroup, 'choices'>) => g.choices.every((o) => o.price > 0)
