/** Refunds: the module's one door. */
export { createRefundService, type RefundService, type RefundInput } from './service'
export { refundRoutes } from './routes'
