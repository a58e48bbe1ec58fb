/** Orders and the kitchen flow: the module's one door. */
export { createOrderService, type OrderService } from './service'
export { orderRoutes } from './routes'
export { orderQueries } from './queries'
export { InsufficientStock } from './stock'
