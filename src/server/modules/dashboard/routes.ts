import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { DashboardService } from './service'

export function dashboardRoutes({
  dashboard,
  guard,
}: {
  dashboard: DashboardService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['dashboard'] })
    .use(guard)
    .get('/dashboard-stats', ({ params }) => dashboard.dashboardStats(params.storeId), {
      auth: 'staff',
      params: StoreIdParams,
    })
    .get('/stats', ({ params }) => dashboard.storeStats(params.storeId), { auth: 'staff', params: StoreIdParams })
}
