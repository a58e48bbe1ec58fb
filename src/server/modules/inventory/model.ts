import { storeParams } from '../../http/params'

export * from '../../../shared/api/requests/inventory'
export { StoreParams } from '../../http/params'
export const ItemParams = storeParams('itemId')
