/** Tables, their sessions and floor layouts: the module's one door. */
export { createTableService, type TableService, type TableInput } from './service'
export { createLayoutService, type LayoutService } from './layouts'
export { tableRoutes, layoutRoutes } from './routes'
export type { SessionFollowers } from './followers'
export {
  balanceOf,
  balancesOf,
  clearSession,
  openSessionOf,
  orderBalance,
  presentBalance,
  seatTable,
  sessionOfStore,
  tableOfStore,
  type PaymentMethod,
  type SessionRow,
  type TableRow,
} from './sessions-repo'
