/** The diner's QR ordering pages and the self-order kiosks: the module's one door. */
export { createDinerService, type DinerService } from './service'
export { dinerRoutes } from './routes'
export { createKioskService, type KioskService } from './kiosks'
export { kioskRoutes } from './kiosk-routes'
