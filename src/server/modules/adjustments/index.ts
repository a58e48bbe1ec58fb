/** Discounts and line voids on an order: the module's one door. */
export { createDiscountService, type DiscountService } from './discounts'
export { createVoidService, type VoidService } from './voids'
export { adjustmentRoutes } from './routes'
export {
  adjustContext,
  lineDiscountsOf,
  paidSales,
  recordOrderDiscounts,
  refundedQuantities,
  voidedLinesOf,
  type NewOrderDiscount,
} from './repo'
