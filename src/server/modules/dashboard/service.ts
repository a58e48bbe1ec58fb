import type { Clock } from '../../clock'
import type { DashboardStats, StoreStats } from '../../../shared/api/back-office'
import type { Db } from '../../db/client'
import type { StoreService } from '../stores'
import { DAY_MS, businessDayAt, dayCutoff } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { percentChange, roundTo } from '../../../shared/domain/percent-change'
import { createDashboardRepo } from './repo'

/** Figures of the dashboard cards and store cards, for the store's business day "today". */
export function createDashboardService({ db, clock, stores }: { db: Db; clock: Clock; stores: StoreService }) {
  const repo = createDashboardRepo(db)

  /** The store's business day now (its 換日時間 on Taipei's clock). */
  const today = (storeId: number) => businessDayAt(clock.now(), dayCutoff(stores.get(storeId).settings))

  function todayAndYesterday(storeId: number) {
    const { start, end } = today(storeId)
    return {
      start,
      end,
      today: repo.totals(storeId, start, end),
      yesterday: repo.totals(storeId, start - DAY_MS, start),
    }
  }

  return {
    dashboardStats(storeId: number): DashboardStats {
      const now = clock.now()
      const { start, end, today, yesterday } = todayAndYesterday(storeId)
      const waitMs = repo.averageWaitMs(storeId, start, end, now)
      return {
        todayRevenue: formatMoney(today.revenue),
        yesterdayRevenue: formatMoney(yesterday.revenue),
        revenueChange: percentChange(today.revenue, yesterday.revenue),
        todayOrderCount: today.count,
        yesterdayOrderCount: yesterday.count,
        orderChange: percentChange(today.count, yesterday.count),
        activeOrderCount: repo.activeOrderCount(storeId),
        avgWaitMinutes: waitMs === null ? null : roundTo(waitMs / 60_000, 1),
        lowStockCount: repo.lowStockCount(storeId),
      }
    },

    storeStats(storeId: number): StoreStats {
      const { start, end } = today(storeId)
      const sold = repo.totals(storeId, start, end)
      return {
        todayRevenue: formatMoney(sold.revenue),
        todayOrders: sold.count,
        staffCount: repo.staffCount(storeId),
      }
    },
  }
}
export type DashboardService = ReturnType<typeof createDashboardService>
