/** The diner's QR ordering pages: the module's one door. */
export { createDinerService, type DinerService } from './service'
export { dinerRoutes } from './routes'
