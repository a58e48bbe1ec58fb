/** What a party orders: dishes picked like real diners would, priced by the shared money rules. */
import {
  priceLine,
  type LineChoice,
  type MemberTier,
  type MenuPricing,
  type OrderTotals,
  type OrderType,
  type PricedLine,
  type PricingSettings,
} from '../../shared/domain/order-totals'
import { figuresOf, indexedLines, priceOrder } from '../../shared/domain/order-pricing'
import { isRequired, type OptionGroupRule } from '../../shared/domain/option-groups'
import type { Rng } from './random'

export type PlanMenuItem = {
  id: number
  categoryId: number
  category: string
  pricing: MenuPricing
  /** Recipe cost of one portion, cents. */
  unitCost: number
  recipe: { inventoryId: number; quantityMilli: number; unitCost: number }[]
  weight: number
  /** Unavailable since this morning (an ingredient ran out): only ordered on past days. */
  soldOutToday: boolean
}

export type PlannedLine = { item: PlanMenuItem; line: PricedLine }

export type PricedOrder = { lines: PlannedLine[]; totals: OrderTotals; totalCost: number }

const SPICE_BIAS: Record<string, number> = { 不辣: 35, 小辣: 30, 中辣: 20, 大辣: 15 }

/** How many of each course a party of `guests` orders: [category, expected portions per guest]. */
const COURSES: [string, number][] = [
  ['主食', 0.9],
  ['飲品', 0.5],
  ['小吃', 0.6],
  ['湯品', 0.25],
  ['甜點', 0.2],
]

export function createLinePicker(rng: Rng, menu: PlanMenuItem[]) {
  /** A required group's default is the usual pick; an optional group's extras are picked now and then. */
  const pickGroup = (g: OptionGroupRule): string[] =>
    isRequired(g)
      ? [rng.weighted(g.options.map((o) => [o.name, o.name === g.defaultOption ? 4 : 1] as const))]
      : g.options
          .filter(() => rng.chance(0.2))
          .slice(0, g.maxChoices)
          .map((o) => o.name)

  const choose = (item: PlanMenuItem): LineChoice => {
    const { sizeOptions, spiceLevels, addOns, optionGroups = [] } = item.pricing
    return {
      size: sizeOptions.length ? rng.weighted(sizeOptions.map((s, i) => [s.name, i === 0 ? 60 : 40] as const)) : null,
      spice: spiceLevels.length ? rng.weighted(spiceLevels.map((s) => [s, SPICE_BIAS[s] ?? 20] as const)) : null,
      addOns: addOns.filter(() => rng.chance(0.15)).map((a) => a.name),
      groups: optionGroups.map((g) => ({ groupId: g.id, choices: pickGroup(g) })).filter((p) => p.choices.length),
    }
  }

  const portions = (guests: number, perGuest: number) => {
    const expected = guests * perGuest
    return Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0)
  }

  /** One party's order; identical dishes with identical options become one line. */
  return function pickOrder(
    guests: number,
    today: boolean,
    pricing: { settings: PricingSettings; orderType: OrderType; tier: MemberTier | null },
  ): PricedOrder {
    const lines = new Map<string, PlannedLine>()
    const offered = menu.filter((m) => m.weight > 0 && !(today && m.soldOutToday))
    for (const [category, perGuest] of COURSES) {
      const dishes = offered.filter((m) => m.category === category)
      const count = Math.max(category === '主食' ? 1 : 0, portions(guests, perGuest))
      for (let i = 0; i < count; i++) addPortion(lines, rng.weighted(dishes.map((d) => [d, d.weight] as const)))
    }
    const list = [...lines.values()]
    const totals = figuresOf(priceOrder({ ...pricing, lines: indexedLines(list.map((l) => l.line)) }))
    return { lines: list, totals, totalCost: list.reduce((sum, l) => sum + l.item.unitCost * l.line.quantity, 0) }
  }

  function addPortion(lines: Map<string, PlannedLine>, item: PlanMenuItem) {
    const choice = choose(item)
    const key = JSON.stringify([item.id, choice])
    const quantity = (lines.get(key)?.line.quantity ?? 0) + 1
    const priced = priceLine(item.pricing, choice, quantity)
    if (!priced.ok) throw new Error(`demo menu option refused: ${item.pricing.name} ${JSON.stringify(priced)}`)
    lines.set(key, { item, line: priced.line })
  }
}
