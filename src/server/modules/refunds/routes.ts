import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { OrderParams } from '../../http/params'
import { RefundBody } from '../../../shared/api/requests/refunds'
import type { RefundService } from './service'
import type { RefundResult } from '../../../shared/api/front-of-house'

/** Refunds of a paid order; staff need a manager's PIN in the request. */
export function refundRoutes({ refunds, guard }: { refunds: RefundService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/orders/:orderId', tags: ['refunds'] })
    .use(guard)
    .post(
      '/refunds',
      async ({ params, body, actor, set }): Promise<RefundResult> => {
        const { refund, order, replay } = await refunds.refund(params.storeId, params.orderId, body, actor)
        if (replay) set.headers['idempotent-replay'] = 'true'
        set.status = replay ? 200 : 201
        return { ...refund, order }
      },
      { auth: 'staff', params: OrderParams, body: RefundBody },
    )
    .get('/refunds', ({ params }) => refunds.list(params.storeId, params.orderId), {
      auth: 'staff',
      params: OrderParams,
    })
    .get('/refund-methods', ({ params }) => refunds.tenders(params.storeId, params.orderId), {
      auth: 'staff',
      params: OrderParams,
    })
}
