/**
 * Recipe cost and margin (spec part 2 §9): an ingredient costs unitCost × quantity / 1000,
 * where quantity is in thousandths of the ingredient's unit. Money is integer cents.
 */
export type RecipeLine = { unitCost: number; quantity: number }

/** One ingredient line in cents, rounded half up. */
export function lineCost(line: RecipeLine): number {
  return Math.round((line.unitCost * line.quantity) / 1000)
}

/** The whole recipe, summed exactly before a single rounding so lines do not drift. */
export function recipeCost(lines: RecipeLine[]): number {
  const exact = lines.reduce((sum, l) => sum + l.unitCost * l.quantity, 0)
  return Math.round(exact / 1000)
}

/** (price − cost) / price as a percentage with 1 decimal; null when the price is 0. */
export function profitMargin(price: number, cost: number): number | null {
  if (price <= 0) return null
  return Math.round(((price - cost) * 1000) / price) / 10
}

/** Part 2 §2.2 colours: 50 or more green, 30 or more yellow, below 30 red. */
export type MarginTone = 'green' | 'yellow' | 'red'

export function marginTone(margin: number | null): MarginTone | null {
  if (margin === null) return null
  if (margin >= 50) return 'green'
  if (margin >= 30) return 'yellow'
  return 'red'
}
