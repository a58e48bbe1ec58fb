/** Payments and split bills: the module's one door. */
export { createPaymentService, type PaymentService, type PaymentInput } from './service'
export { createSplitService, type SplitService } from './splits'
export { sessionFollowers } from './session-followers'
export { paymentRoutes, splitRoutes } from './routes'
