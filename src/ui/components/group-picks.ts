import { parseMoney } from '../../shared/domain/money.ts'
import { compactChoices } from '../../shared/domain/option-groups.ts'
import { partsText } from '../../shared/domain/set-meals.ts'

/** An order line's picks of one option group as the API answers them (prices as decimal strings). */
export type PickedGroup = { choices: { name: string; price: string }[] }

/** A 套餐 line's part as the API answers it. */
export type PickedPart = { name: string; groups: PickedGroup[] }

const chosen = (groups: readonly PickedGroup[] | null | undefined) =>
  (groups ?? []).map((g) => ({ choices: g.choices.map((c) => ({ name: c.name, price: parseMoney(c.price) ?? 0 })) }))

/** "半糖少冰 加珍珠": a line's option group picks as tickets print them ("" when none). */
export const groupsText = (groups: readonly PickedGroup[] | null | undefined): string => compactChoices(chosen(groups))

/** "香酥雞腿飯／紅茶 微糖去冰／貢丸湯": a 套餐 line's parts as receipts print them ("" for other lines). */
export const setPartsText = (parts: readonly PickedPart[] | null | undefined): string =>
  partsText((parts ?? []).map((p) => ({ name: p.name, groups: chosen(p.groups) })))
