/** Orders and the kitchen flow: the module's one door. */
export { createOrderService, hasPayment, reverseMember, type OrderService } from './service'
export { orderRoutes } from './routes'
export { orderQueries } from './queries'
export { ACTIVE, KITCHEN_PAGE } from './list'
export { InsufficientStock, restoreLineStock } from './stock'
export { loadOrder, loadOrders, orderRowOfStore, type OrderJson, type OrderRow } from './present'
export {
  approvalRequired,
  assessOn,
  checkedInput,
  type Checked,
  type DiscountInput,
} from './discount-rules'
export { checkOf, settleSession, storeFigures } from './check'
