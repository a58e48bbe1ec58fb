/** Shift handover notes: the module's one door. */
export { createHandoverService, type HandoverService } from './service'
export { handoverRoutes } from './routes'
