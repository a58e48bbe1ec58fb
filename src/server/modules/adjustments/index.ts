/** Discounts and line voids on an order: the module's one door. */
export { createDiscountService, planOrderDiscounts, type DiscountService, type NewOrderDiscount } from './discounts'
export { createVoidService, type VoidService } from './voids'
export { adjustmentRoutes } from './routes'
export { lineDiscountsOf, voidedLinesOf } from './repo'
