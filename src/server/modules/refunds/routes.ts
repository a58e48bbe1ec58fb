import { Elysia, t } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { OrderParams } from '../../http/params'
import { MoneyInput, PaymentMethodInput } from '../../../shared/api/requests/common'
import type { RefundService } from './service'

// Reason and PIN are loose strings here so a missing or odd one gets the service's zh-TW message.
const RefundBody = t.Object({
  amount: t.Optional(t.Nullable(MoneyInput)),
  paymentMethod: PaymentMethodInput,
  reason: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientRefundId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  lines: t.Optional(t.Nullable(t.Array(t.Object({ lineId: t.Integer({ minimum: 1 }), quantity: t.Integer() }), { maxItems: 200 }))),
})

/** Refunds of a paid order; staff need a manager's PIN in the request. */
export function refundRoutes({ refunds, guard }: { refunds: RefundService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/orders/:orderId', tags: ['refunds'] })
    .use(guard)
    .post('/refunds', async ({ params, body, actor, set }) => {
      const { refund, order, replay } = await refunds.refund(params.storeId, params.orderId, body, actor)
      if (replay) set.headers['idempotent-replay'] = 'true'
      set.status = replay ? 200 : 201
      return { ...refund, order }
    }, { auth: 'staff', params: OrderParams, body: RefundBody })
    .get('/refunds', ({ params }) => refunds.list(params.storeId, params.orderId), { auth: 'staff', params: OrderParams })
}
