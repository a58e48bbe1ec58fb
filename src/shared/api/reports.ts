import type { ReportRange } from '../domain/report-ranges.ts'

export type StockLevel = 'low' | 'medium' | 'high'

/** GET /api/stores/:id/reports?range= (server reports/service.ts). */
export type Report = {
  range: ReportRange
  from: string
  to: string
  generatedAt: string
  totalRevenue: string
  orderCount: number
  averageOrderValue: string
  topProducts: { menuItemId: number | null; name: string; quantity: number; revenue: string }[]
  /** Parts sold inside 套餐 in the range, by set and part (the sets themselves are in topProducts). */
  setParts: { set: string; part: string; quantity: number }[]
  paymentTotal: string
  /** Takings less refunds. */
  netPaymentTotal: string
  /** Revenue less partial refunds (whole refunds are cancelled orders, already out of revenue). */
  netRevenue: string
  grossSales: string
  discountTotal: string
  refundTotal: string
  netSales: string
  paymentMethods: { method: string; count: number; amount: string; share: number }[]
  hourly: { hour: number; revenue: string; count: number }[]
  totalCost: string
  profit: string
  profitMargin: number | null
  inventoryTurnover: {
    inventoryItemId: number
    name: string
    unit: string
    currentStock: string
    safetyStock: string
    consumed: string
    averageStock: string
    turnover: number | null
    stockRatio: number
    stockLevel: StockLevel
  }[]
}

/** Stock movements per page of HQ's `GET /api/hq/stock` (X-Next-Cursor hands the next one). */
export const HQ_STOCK_PAGE = 200
