import { storeParams } from '../../http/params'

export * from '../../../shared/api/requests/menu'
export { StoreParams } from '../../http/params'
export const ItemParams = storeParams('itemId')
export const ImageParams = storeParams('itemId', 'imageId')
export const GroupParams = storeParams('groupId')
