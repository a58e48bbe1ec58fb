import type { Clock } from '../../clock'
import type { DashboardStats, StoreStats } from '../../../shared/api/back-office'
import type { Db } from '../../db/client'
import type { StoreService } from '../stores'
import { DAY_MS, dayBounds } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { percentChange, roundTo } from '../../../shared/domain/percent-change'
import { createDashboardRepo } from './repo'

/** Figures of the dashboard cards and store cards, for "today" on Taipei's calendar. */
export function createDashboardService({ db, clock, stores }: { db: Db; clock: Clock; stores: StoreService }) {
  const repo = createDashboardRepo(db)

  function todayAndYesterday(storeId: number) {
    stores.get(storeId)
    const { start, end } = dayBounds(clock.now())
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
      stores.get(storeId)
      const { start, end } = dayBounds(clock.now())
      const today = repo.totals(storeId, start, end)
      return {
        todayRevenue: formatMoney(today.revenue),
        todayOrders: today.count,
        staffCount: repo.staffCount(storeId),
      }
    },
  }
}
export type DashboardService = ReturnType<typeof createDashboardService>
