import { storeParams } from '../../http/params'

export * from '../../../shared/api/requests/einvoice'
export const RangeParams = storeParams('id')
export const AllowanceParams = storeParams('allowanceId')
