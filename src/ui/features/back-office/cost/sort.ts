/** Sorting the /cost table by a column; dishes without a recipe have no real cost and sink. */
import type { CostRow } from '../../../../shared/api/cost.ts'

export type CostSortKey = 'name' | 'category' | 'price' | 'cost' | 'profit' | 'margin' | 'sales'
export type SortDir = 'asc' | 'desc'

const COSTED: ReadonlySet<CostSortKey> = new Set(['cost', 'profit', 'margin'])

function value(row: CostRow, key: CostSortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.name
    case 'category':
      return row.category ?? ''
    case 'price':
      return Number(row.price)
    case 'cost':
      return Number(row.cost)
    case 'profit':
      return Number(row.profit)
    case 'margin':
      return row.margin
    case 'sales':
      return row.salesQuantity
  }
}

export function sortCostRows(rows: readonly CostRow[], key: CostSortKey, dir: SortDir): CostRow[] {
  const sign = dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    if (COSTED.has(key) && a.hasRecipe !== b.hasRecipe) return a.hasRecipe ? -1 : 1
    const x = value(a, key)
    const y = value(b, key)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    const diff = typeof x === 'string' ? x.localeCompare(y as string, 'zh-Hant') : x - (y as number)
    return diff * sign || a.id - b.id
  })
}

/** First click on a column sorts text ascending and numbers descending (biggest earners first). */
export function nextSort(
  current: { key: CostSortKey; dir: SortDir },
  key: CostSortKey,
): { key: CostSortKey; dir: SortDir } {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { key, dir: key === 'name' || key === 'category' ? 'asc' : 'desc' }
}
