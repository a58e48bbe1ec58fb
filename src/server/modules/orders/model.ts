export * from '../../../shared/api/requests/orders'
export { OrderParams, StoreParams } from '../../http/params'
