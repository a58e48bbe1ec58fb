import { useQuery } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../../money.ts'
import { formatChange } from '../../../../format.ts'
import { StatCard, StatGrid } from '../../../../components/StatCard.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { dashboardStatsQuery } from '../queries.ts'

const d = zhTW.backoffice.dashboard

/** Spec part 1 §2: revenue and order count with % change, active orders with average wait, low stock. */
export function DashboardCards({ storeId }: { storeId: number }) {
  // Today's figures change all day: the cached ones at once, fresh ones a moment later.
  const stats = useQuery({ ...dashboardStatsQuery(storeId), staleTime: 0 })
  const s = stats.data
  if (!s) return <QueryStatus query={stats} />
  const revenue = formatChange(s.revenueChange)
  const orders = formatChange(s.orderChange)
  return (
    <StatGrid>
      <StatCard
        testId="stat-revenue"
        label={d.todayRevenue}
        value={formatNtd(s.todayRevenue)}
        caption={revenue.text}
        tone={revenue.tone}
      />
      <StatCard
        testId="stat-orders"
        label={d.todayOrders}
        value={s.todayOrderCount}
        caption={orders.text}
        tone={orders.tone}
      />
      <StatCard
        testId="stat-active"
        label={d.activeOrders}
        value={s.activeOrderCount}
        caption={s.avgWaitMinutes === null ? d.avgWaitNone : fill(d.avgWait, { minutes: s.avgWaitMinutes })}
      />
      <StatCard
        testId="stat-low-stock"
        label={d.lowStock}
        value={s.lowStockCount}
        caption={s.lowStockCount > 0 ? d.lowStockHint : d.lowStockNone}
        tone={s.lowStockCount > 0 ? 'warning' : 'neutral'}
      />
    </StatGrid>
  )
}
