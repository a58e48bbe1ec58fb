import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { PAYMENT_METHODS } from '../../db/schema'
import { dayCutoff } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { percentShare } from '../../../shared/domain/percent-change'
import { reportRangeBounds, type ReportRange } from '../../../shared/domain/report-ranges'
import { inventoryTurnover, reportStockLevel } from '../../../shared/domain/inventory-turnover'
import { formatQuantity } from '../../../shared/domain/quantity'
import type { StoreService } from '../stores'
import { createReportsRepo } from './repo'
import { netSales } from '../../../shared/domain/discounts'
import type { Report } from '../../../shared/api/reports'

/** Spec part 1 §9: top products list 5, turnover list 10, hourly chart 24 buckets. */
export const TOP_PRODUCTS = 5
export const TURNOVER_ITEMS = 10

const iso = (ms: number) => new Date(ms).toISOString()

export function createReportsService({ db, clock, stores }: { db: Db; clock: Clock; stores: StoreService }) {
  const repo = createReportsRepo(db)

  function paymentShares(storeId: number, start: number, end: number) {
    const rows = new Map(repo.paymentsByMethod(storeId, start, end).map((r) => [r.method, r]))
    const total = [...rows.values()].reduce((s, r) => s + r.amount, 0)
    const methods = PAYMENT_METHODS.map((method) => {
      const r = rows.get(method)
      return {
        method,
        count: r?.count ?? 0,
        amount: formatMoney(r?.amount ?? 0),
        share: percentShare(r?.amount ?? 0, total) ?? 0,
      }
    })
    return { total, methods }
  }

  function hourlyBuckets(storeId: number, start: number, end: number) {
    const byHour = new Map(repo.hourly(storeId, start, end).map((r) => [r.hour, r]))
    return Array.from({ length: 24 }, (_, hour) => ({
      hour,
      revenue: formatMoney(byHour.get(hour)?.revenue ?? 0),
      count: byHour.get(hour)?.count ?? 0,
    }))
  }

  function turnover(storeId: number, start: number, end: number) {
    const items = repo.firstInventoryItems(storeId, TURNOVER_ITEMS)
    const moves = new Map(
      repo
        .movementTotals(
          items.map((i) => i.id),
          start,
          end,
        )
        .map((m) => [m.itemId, m]),
    )
    return items.map((item) => {
      const m = moves.get(item.id)
      const closing = item.currentStockMilli - (m?.netAfter ?? 0)
      const opening = closing - (m?.netInRange ?? 0)
      const consumed = m?.consumedInRange ?? 0
      const level = reportStockLevel(item.currentStockMilli / 1000, item.safetyStockMilli / 1000)
      return {
        inventoryItemId: item.id,
        name: item.name,
        unit: item.unit,
        currentStock: formatQuantity(item.currentStockMilli),
        safetyStock: formatQuantity(item.safetyStockMilli),
        consumed: formatQuantity(consumed),
        averageStock: formatQuantity(Math.round((opening + closing) / 2)),
        turnover: inventoryTurnover(consumed, opening, closing),
        stockRatio: level.ratio,
        stockLevel: level.level,
      }
    })
  }

  return {
    report(storeId: number, range: ReportRange): Report {
      const cutoff = dayCutoff(stores.get(storeId).settings)
      const now = clock.now()
      const { start, end } = reportRangeBounds(range, now, cutoff)
      const s = repo.summary(storeId, start, end)
      const profit = s.revenue - s.cost
      const payments = paymentShares(storeId, start, end)
      const refunded = repo.refunds(storeId, start, end)
      const sold = repo.paidSales(storeId, start, end)
      return {
        range,
        from: iso(start),
        to: iso(end),
        generatedAt: iso(now),
        totalRevenue: formatMoney(s.revenue),
        orderCount: s.count,
        averageOrderValue: formatMoney(s.count ? Math.round(s.revenue / s.count) : 0),
        topProducts: repo
          .topProducts(storeId, start, end, TOP_PRODUCTS)
          .map((p) => ({ ...p, revenue: formatMoney(p.revenue) })),
        // The sets above are counted as sets; what went into them is counted here, part by part.
        setParts: repo.setParts(storeId, start, end),
        paymentTotal: formatMoney(payments.total),
        // Gross takings − refunds = net; revenue nets the partial refunds (whole ones are cancelled orders).
        refundTotal: formatMoney(refunded.total),
        netPaymentTotal: formatMoney(payments.total - refunded.total),
        netRevenue: formatMoney(s.revenue - refunded.partial),
        // The paid orders' sales side: gross − discounts − refunds = net.
        grossSales: formatMoney(sold.gross),
        discountTotal: formatMoney(sold.discounts),
        netSales: formatMoney(netSales({ ...sold, refunds: refunded.total })),
        paymentMethods: payments.methods,
        hourly: hourlyBuckets(storeId, start, end),
        totalCost: formatMoney(s.cost),
        profit: formatMoney(profit),
        profitMargin: percentShare(profit, s.revenue),
        inventoryTurnover: turnover(storeId, start, end),
      }
    },
  }
}
export type ReportsService = ReturnType<typeof createReportsService>
export type { Report }
