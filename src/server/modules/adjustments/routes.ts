import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { OrderParams } from '../../http/params'
import { DiscountBody, VoidBody } from '../../../shared/api/requests/adjustments'
import type { DiscountService } from './discounts'
import type { VoidService } from './voids'

/** Discounts and voids of an unpaid order; a retry answers 200 with idempotent-replay. */
export function adjustmentRoutes({
  discounts,
  voids,
  guard,
}: {
  discounts: DiscountService
  voids: VoidService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId/orders/:orderId', tags: ['orders'] })
    .use(guard)
    .post(
      '/discounts',
      async ({ params, body, actor, set }) => {
        const { discount, order, replay } = await discounts.discount(params.storeId, params.orderId, body, actor)
        if (replay) set.headers['idempotent-replay'] = 'true'
        set.status = replay ? 200 : 201
        return { ...discount, order }
      },
      { auth: 'staff', params: OrderParams, body: DiscountBody },
    )
    .post(
      '/void',
      async ({ params, body, actor, set }) => {
        const { order, replay } = await voids.void(params.storeId, params.orderId, body, actor)
        if (replay) set.headers['idempotent-replay'] = 'true'
        set.status = replay ? 200 : 201
        return order
      },
      { auth: 'staff', params: OrderParams, body: VoidBody },
    )
}
