import { Elysia, t } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { MoneyInput, PaymentMethodInput, StoreParams } from '../orders/model'
import type { PaymentService } from './service'

const SessionParams = t.Object({ storeId: t.Numeric({ minimum: 1 }), sessionId: t.Numeric({ minimum: 1 }) })

const PaymentBody = t.Object({
  sessionId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  orderId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  amount: MoneyInput,
  paymentMethod: PaymentMethodInput,
  tendered: t.Optional(t.Nullable(MoneyInput)),
  clientPaymentId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

/** Payments and the table-session reads the counter's checkout uses (spec part 2 §7). */
export function paymentRoutes({ payments, guard }: { payments: PaymentService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['payments'] })
    .use(guard)
    .post('/payments', ({ params, body, actor, set }) => {
      const { payment, replay } = payments.record(params.storeId, body, actor)
      if (replay) set.headers['idempotent-replay'] = 'true'
      set.status = replay ? 200 : 201
      return payment
    }, { auth: 'staff', params: StoreParams, body: PaymentBody })
    .get('/sessions/:sessionId/orders', ({ params }) => payments.sessionOrders(params.storeId, params.sessionId), { auth: 'staff', params: SessionParams })
    .get('/sessions/:sessionId/payments', ({ params }) => payments.sessionPayments(params.storeId, params.sessionId), { auth: 'staff', params: SessionParams })
    .get('/sessions/:sessionId/summary', ({ params }) => payments.sessionSummary(params.storeId, params.sessionId), { auth: 'staff', params: SessionParams })
}
