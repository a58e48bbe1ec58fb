/** Price rules of the menu forms (spec part 2 §5) and margin colours (§2.2, §9). */
import { marginTone, profitMargin, recipeCost } from '../../../../shared/domain/cost.ts'
import { formatMoney, MAX_MONEY, parseMoney } from '../../../../shared/domain/money.ts'
import type { BadgeTone } from '../../../components/Badge.tsx'
import type { CostData, Ingredient } from '../../../../shared/api/menu.ts'

/** Item form: the price is sent with two decimals; text that is not a number becomes "0.00". */
export function normalisePrice(text: string): string {
  const n = Number(text.trim())
  if (!text.trim() || !Number.isFinite(n * 100) || n < 0) return '0.00'
  return formatMoney(Math.round(n * 100))
}

/** Inline price edit: a number of at least 0 → "120.50"; anything else → null (價格無效). */
export function parseInlinePrice(text: string): string | null {
  const t = text.trim()
  if (!t) return null
  const n = Number(t)
  if (!Number.isFinite(n) || n < 0 || Math.round(n * 100) > MAX_MONEY) return null
  return formatMoney(Math.round(n * 100))
}

/** Option prices (sizes, add-ons): non-negative, at most 2 decimals. */
export function parseOptionPrice(text: string): string | null {
  const cents = parseMoney(text)
  return cents === null || cents < 0 ? null : formatMoney(cents)
}

/** ≥ 50 green, ≥ 30 yellow, below red; no margin (price 0) is neutral. */
export function marginBadgeTone(margin: number | null): BadgeTone {
  const tone = marginTone(margin)
  return tone === 'green' ? 'success' : tone === 'yellow' ? 'warning' : tone === 'red' ? 'danger' : 'neutral'
}

export type RecipeRow = {
  name: string
  inventoryId: number
  quantity: number
  ingredient: Ingredient | null
  unitCostCents: number
  lineCents: number
}

/** The recipe with each line's cost: unitCost × quantity / 1000 (quantity in thousandths of the unit). */
export function recipeRows(costData: CostData, ingredients: readonly Ingredient[]): RecipeRow[] {
  const byId = new Map(ingredients.map((i) => [i.id, i]))
  return Object.entries(costData).map(([name, { inventoryId, quantity }]) => {
    const ingredient = byId.get(inventoryId) ?? null
    const unitCostCents = ingredient ? (parseMoney(ingredient.unitCost) ?? 0) : 0
    return {
      name,
      inventoryId,
      quantity,
      ingredient,
      unitCostCents,
      lineCents: Math.round((unitCostCents * quantity) / 1000),
    }
  })
}

/** Total recipe cost in cents and the margin it leaves at `priceText`, as the server computes them. */
export function recipeSummary(rows: readonly RecipeRow[], priceText: string) {
  const cost = recipeCost(rows.map((r) => ({ unitCost: r.unitCostCents, quantity: r.quantity })))
  const price = parseMoney(normalisePrice(priceText)) ?? 0
  return { costCents: cost, margin: profitMargin(price, cost) }
}
