import type { DbHandle } from '../../db/client'
import type { GroupOptionRow, optionGroups } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { OptionGroupInput } from './model'
import { requirePrice, storePricing } from './validate'

type GroupRow = typeof optionGroups.$inferSelect
export type GroupValues = Pick<GroupRow, 'name' | 'options' | 'minChoices' | 'maxChoices' | 'defaultOption'>

const invalid = (detail: string) => new AppError('MENU_OPTION_INVALID', { detail })

function options(list: NonNullable<OptionGroupInput['options']>, group: string, allowCents: boolean): GroupOptionRow[] {
  const seen = new Set<string>()
  return list.map((o) => {
    const name = o.name.trim()
    if (!name) throw invalid(`「${group}」的選項名稱不能為空`)
    if (seen.has(name)) throw invalid(`「${group}」的選項「${name}」重複`)
    seen.add(name)
    // An option adds to the line's price or is free; never negative, so a line never goes below 0.
    const price = o.price === undefined ? 0 : requirePrice(o.price, `「${group}」選項「${name}」加價`, allowCents)
    return { name, price }
  })
}

/**
 * How many options a line picks. `required` is shorthand for minChoices 1 or 0; given with a
 * minChoices that says otherwise it is refused. A change of one bound keeps the other where it can.
 */
function bounds(input: OptionGroupInput, before: GroupValues | null, group: string, optionCount: number) {
  const { required } = input
  if (required !== undefined && input.minChoices !== undefined && required !== input.minChoices >= 1)
    throw invalid(`「${group}」設為${required ? '必選' : '非必選'}，但最少選擇數為 ${input.minChoices}`)
  const min =
    input.minChoices ??
    (required === undefined ? (before?.minChoices ?? 0) : required ? Math.max(1, before?.minChoices ?? 1) : 0)
  const max = input.maxChoices ?? Math.max(min, before?.maxChoices ?? 1)
  if (min > max) throw invalid(`「${group}」最少選 ${min} 項，不能多於最多可選的 ${max} 項`)
  // A maxChoices above the option count is a cap (加料 0–3 of 珍珠 and 椰果); such a minChoices could never be met.
  if (min > optionCount) throw invalid(`「${group}」最少須選 ${min} 項，但只有 ${optionCount} 個選項`)
  return { minChoices: min, maxChoices: max }
}

/** A whole group's columns from a create, or from an update over the group as it stands. */
export function groupValues(
  db: DbHandle,
  storeId: number,
  input: OptionGroupInput,
  before: GroupValues | null,
): GroupValues {
  const name = (input.name ?? before?.name ?? '').trim()
  if (!name) throw invalid('請輸入選項群組名稱')
  const allowCents = storePricing(db, storeId).allowCentPrices
  const opts = input.options ? options(input.options, name, allowCents) : before!.options
  const defaultOption =
    input.defaultOption === undefined ? (before?.defaultOption ?? null) : input.defaultOption?.trim() || null
  if (defaultOption !== null && !opts.some((o) => o.name === defaultOption))
    throw invalid(`「${name}」的預設選項「${defaultOption}」不在選項中`)
  return { name, options: opts, ...bounds(input, before, name, opts.length), defaultOption }
}
