import { parseMoney } from '../../shared/domain/money.ts'
import { compactChoices } from '../../shared/domain/option-groups.ts'

/** An order line's picks of one option group as the API answers them (prices as decimal strings). */
export type PickedGroup = { choices: { name: string; price: string }[] }

/** "半糖少冰 加珍珠": a line's option group picks as tickets print them ("" when none). */
export const groupsText = (groups: readonly PickedGroup[] | null | undefined): string =>
  compactChoices(
    (groups ?? []).map((g) => ({ choices: g.choices.map((c) => ({ name: c.name, price: parseMoney(c.price) ?? 0 })) })),
  )
