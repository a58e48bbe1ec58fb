/** The kitchen's read: the store's tickets not yet served. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'

export const kitchenQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'kitchen', 'orders'),
    // The route answers a ready-made JSON Response (built in SQL for speed), so App's type says
    // `Response`: the rows are the shared Order.
    queryFn: async () =>
      (await unwrap(api.api.stores({ storeId }).kitchen.orders.get({ query: {} }))) as unknown as Order[],
  })
