/** The menu as a spreadsheet (the export button of part 2 §2.2): what is on screen, in order. */
import { toCsv, type CsvCell } from '../../../../shared/domain/csv.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'

const m = zhTW.products.menu

/** Cost and margin columns only when the reads carry them (managers'). */
export function menuCsv(items: readonly MenuItem[]): string {
  const withCost = items.some((i) => i.calculatedCost !== undefined)
  const header: CsvCell[] = [
    m.name,
    m.category,
    m.description,
    m.price,
    ...(withCost ? [m.cost, `${m.margin}(%)`] : []),
    m.sales,
    m.inventory,
    m.status,
    zhTW.products.form.tags,
  ]
  const rows = items.map((i): CsvCell[] => [
    i.name,
    i.category ?? '',
    i.description ?? '',
    i.basePrice,
    ...(withCost ? [i.calculatedCost ?? '', i.profitMargin ?? null] : []),
    i.salesQuantity,
    m.inventoryStatus[i.inventoryStatus] ?? m.inventoryStatus.out,
    i.isActive ? m.active : m.inactive,
    i.tags.join('、'),
  ])
  return toCsv([header, ...rows])
}
