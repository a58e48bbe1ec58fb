/** The owner's dashboard and the store figures it reads: the module's one door. */
export { createDashboardService, type DashboardService } from './service'
export { createDashboardRepo, type DashboardRepo } from './repo'
export { dashboardRoutes } from './routes'
