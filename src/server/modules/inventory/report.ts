import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { stockMovements } from '../../db/schema'
import { businessDate, taipeiMidnight, taipeiParts } from '../../../shared/domain/business-day'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import { isLowStock } from '../../../shared/domain/stock-status'
import type { InventoryItemService, InventoryItemView } from './service'
import type { InventorySummary } from '../../../shared/api/inventory'

/** [start, end) of the Taipei calendar month containing `now`, as epoch ms. */
export function taipeiMonth(now: number) {
  const { year, month } = taipeiParts(now)
  return {
    label: `${year}-${String(month).padStart(2, '0')}`,
    start: taipeiMidnight(year, month, 1),
    end: taipeiMidnight(year, month + 1, 1),
  }
}

const CSV_COLUMNS: [string, (i: InventoryItemView) => string | null][] = [
  ['名稱', (i) => i.name],
  ['分類', (i) => i.category],
  ['單位', (i) => i.unit],
  ['單位規格', (i) => i.unitSize],
  ['目前庫存', (i) => i.currentStock],
  ['安全庫存', (i) => i.safetyStock],
  ['單位成本', (i) => i.unitCost],
  ['庫存價值', (i) => i.stockValue],
  ['狀態', (i) => i.stockStatusLabel],
  ['供應商', (i) => i.supplier],
]

/** RFC 4180 quoting; text starting like a formula is prefixed so spreadsheets do not run it. */
function csvCell(value: string | null): string {
  let v = value ?? ''
  if (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v)) v = `'${v}`
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

export function createInventoryReportService({
  db,
  clock,
  items,
}: {
  db: DbHandle
  clock: Clock
  items: InventoryItemService
}) {
  return {
    /**
     * Summary cards of /inventory. monthlyConsumption is the value (at the unit cost of each
     * movement) of stock used by orders and waste this calendar month, net of cancelled orders.
     */
    summary(storeId: number): InventorySummary {
      const list = items.list(storeId)
      const month = taipeiMonth(clock.now())
      const used = db.db
        .select({ v: sql<number>`TOTAL(${stockMovements.deltaMilli} * ${stockMovements.unitCost})` })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.storeId, storeId),
            inArray(stockMovements.reason, ['order', 'order_cancel', 'waste']),
            gte(stockMovements.createdAt, month.start),
            lt(stockMovements.createdAt, month.end),
          ),
        )
        .get()!
      const cents = (s: string) => parseMoney(s)!
      return {
        totalItems: list.length,
        lowStockCount: list.filter((i) => isLowStock(i.stockStatus)).length,
        outOfStockCount: list.filter((i) => i.stockStatus === 'out').length,
        totalValue: formatMoney(list.reduce((sum, i) => sum + cents(i.stockValue), 0)),
        monthlyConsumption: formatMoney(Math.max(0, Math.round(-Number(used.v) / 1000))),
        month: month.label,
      }
    },

    /** UTF-8 with a BOM so Excel on Windows opens the Chinese headers correctly. */
    csv(storeId: number) {
      const lines = [CSV_COLUMNS.map(([h]) => h).join(',')]
      for (const item of items.list(storeId)) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(item))).join(','))
      const date = businessDate(clock.now()).replace(/-/g, '')
      return { filename: `inventory-${storeId}-${date}.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` }
    },
  }
}
