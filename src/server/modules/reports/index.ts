/** Sales reports and their CSV: the module's one door. */
export { createReportsService, type ReportsService } from './service'
export { reportRoutes } from './routes'
