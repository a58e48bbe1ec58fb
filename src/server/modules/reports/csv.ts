import type { CsvCell } from '../../../shared/domain/csv'
import { REPORT_RANGE_LABELS } from '../../../shared/domain/report-ranges'
import type { Report } from './service'

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cash: '現金',
  credit_card: '信用卡',
  taiwan_pay: '台灣 Pay',
  apple_pay: 'Apple Pay',
  line_pay: 'LINE Pay',
}

const STOCK_LEVEL_LABELS = { low: '偏低', medium: '中等', high: '充足' } as const

/** One sheet, sections separated by a blank line, headers in zh-TW. */
export function reportCsvRows(r: Report): CsvCell[][] {
  return [
    ['營業報表', REPORT_RANGE_LABELS[r.range]],
    ['期間起', r.from],
    ['期間迄', r.to],
    ['總營業額', r.totalRevenue],
    ['訂單數', r.orderCount],
    ['平均客單價', r.averageOrderValue],
    ['總成本', r.totalCost],
    ['毛利', r.profit],
    ['毛利率(%)', r.profitMargin],
    [],
    ['熱銷商品', '數量', '營業額'],
    ...r.topProducts.map((p) => [p.name, p.quantity, p.revenue]),
    [],
    ...(r.setParts.length
      ? [['套餐', '套餐內容', '數量'], ...r.setParts.map((p) => [p.set, p.part, p.quantity]), []]
      : []),
    ['付款方式', '筆數', '金額', '占比(%)'],
    ...r.paymentMethods.map((p) => [PAYMENT_METHOD_LABELS[p.method] ?? p.method, p.count, p.amount, p.share]),
    [],
    ['時段', '訂單數', '營業額'],
    ...r.hourly.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.count, h.revenue]),
    [],
    ['庫存品項', '單位', '目前庫存', '安全庫存', '期間用量', '平均庫存', '周轉率', '庫存水準'],
    ...r.inventoryTurnover.map((i) => [
      i.name,
      i.unit,
      i.currentStock,
      i.safetyStock,
      i.consumed,
      i.averageStock,
      i.turnover,
      STOCK_LEVEL_LABELS[i.stockLevel],
    ]),
  ]
}
