/** Orders and the kitchen flow: the module's one door. */
export { createOrderService, hasPayment, type OrderService } from './service'
export {
  cancelRefundedOrder,
  markPaid,
  moveSessionOrders,
  repriceOrderRow,
  reverseMember,
  type OrderFigures,
} from './writes'
export { orderRoutes } from './routes'
export { orderQueries } from './queries'
export { ACTIVE, KITCHEN_PAGE } from './list'
export { restoreLineStock } from './stock'
export { loadOrder, loadOrders, loadSessionOrders, orderRowOfStore, type OrderJson, type OrderRow } from './present'
export {
  approvalRequired,
  assessOn,
  checkedInput,
  type Checked,
  type DiscountInput,
} from './discount-rules'
export { checkOf, settleSession, storeFigures } from './check'
