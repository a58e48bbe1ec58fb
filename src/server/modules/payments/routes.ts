import { Elysia } from 'elysia'
import { storeParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { PartPaymentBody, PaymentBody, SplitBody } from '../../../shared/api/requests/payments'
import type { PaymentService } from './service'
import type { SplitService } from './splits'

const SessionParams = storeParams('sessionId')

/** Payments and the table-session reads the counter's checkout uses (spec part 2 §7). */
export function paymentRoutes({ payments, guard }: { payments: PaymentService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['payments'] })
    .use(guard)
    .post(
      '/payments',
      ({ params, body, actor, set }) => {
        const { payment, replay } = payments.record(params.storeId, body, actor)
        if (replay) set.headers['idempotent-replay'] = 'true'
        set.status = replay ? 200 : 201
        return payment
      },
      { auth: 'staff', params: StoreParams, body: PaymentBody },
    )
    .get('/sessions/:sessionId/orders', ({ params }) => payments.sessionOrders(params.storeId, params.sessionId), {
      auth: 'staff',
      params: SessionParams,
    })
    .get('/sessions/:sessionId/payments', ({ params }) => payments.sessionPayments(params.storeId, params.sessionId), {
      auth: 'staff',
      params: SessionParams,
    })
    .get('/sessions/:sessionId/summary', ({ params }) => payments.sessionSummary(params.storeId, params.sessionId), {
      auth: 'staff',
      params: SessionParams,
    })
}

const PartParams = storeParams('sessionId', 'partId')

/** 分開結帳: a session's bill in parts, each paid on its own. */
export function splitRoutes({ splits, guard }: { splits: SplitService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/sessions/:sessionId/split', tags: ['payments'] })
    .use(guard)
    .get('', ({ params }) => splits.get(params.storeId, params.sessionId), { auth: 'staff', params: SessionParams })
    .post(
      '',
      ({ params, body, actor, set }) => {
        set.status = 201
        return splits.create(params.storeId, params.sessionId, body, actor)
      },
      {
        auth: 'staff',
        params: SessionParams,
        body: SplitBody,
      },
    )
    .delete('', ({ params, actor }) => splits.cancel(params.storeId, params.sessionId, actor), {
      auth: 'staff',
      params: SessionParams,
    })
    .post(
      '/parts/:partId/pay',
      ({ params, body, actor, set }) => {
        const result = splits.payPart(params.storeId, params.sessionId, params.partId, body, actor)
        if (result.replay) set.headers['idempotent-replay'] = 'true'
        set.status = result.replay ? 200 : 201
        return result
      },
      {
        auth: 'staff',
        params: PartParams,
        body: PartPaymentBody,
      },
    )
}
