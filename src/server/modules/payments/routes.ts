import { Elysia, t } from 'elysia'
import { storeParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { MoneyInput, oneOf, PaymentMethodInput } from '../../../shared/api/requests/common'
import type { PaymentService } from './service'
import { InvoiceChoiceInput } from '../einvoice'
import type { SplitService } from './splits'
import { SPLIT_KINDS } from '../../db/schema'

const SessionParams = storeParams('sessionId')

const PaymentBody = t.Object({
  sessionId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  orderId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  amount: MoneyInput,
  paymentMethod: PaymentMethodInput,
  tendered: t.Optional(t.Nullable(MoneyInput)),
  clientPaymentId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  invoice: t.Optional(t.Nullable(InvoiceChoiceInput)),
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

const PartParams = storeParams('sessionId', 'partId')

/** 分開結帳: a session's bill in parts, each paid on its own (issue 17 item 8). */
export function splitRoutes({ splits, guard }: { splits: SplitService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/sessions/:sessionId/split', tags: ['payments'] })
    .use(guard)
    .get('', ({ params }) => splits.get(params.storeId, params.sessionId), { auth: 'staff', params: SessionParams })
    .post('', ({ params, body, actor, set }) => {
      set.status = 201
      return splits.create(params.storeId, params.sessionId, body, actor)
    }, {
      auth: 'staff', params: SessionParams,
      body: t.Object({
        kind: oneOf(SPLIT_KINDS),
        shares: t.Optional(t.Number()),
        amounts: t.Optional(t.Array(MoneyInput, { maxItems: 20 })),
        checks: t.Optional(t.Array(t.Array(t.Integer(), { maxItems: 200 }), { maxItems: 20 })),
      }),
    })
    .delete('', ({ params, actor }) => splits.cancel(params.storeId, params.sessionId, actor), { auth: 'staff', params: SessionParams })
    .post('/parts/:partId/pay', ({ params, body, actor, set }) => {
      const result = splits.payPart(params.storeId, params.sessionId, params.partId, body, actor)
      if (result.replay) set.headers['idempotent-replay'] = 'true'
      set.status = result.replay ? 200 : 201
      return result
    }, {
      auth: 'staff', params: PartParams,
      body: t.Object({
        paymentMethod: PaymentMethodInput,
        tendered: t.Optional(t.Nullable(MoneyInput)),
        clientPaymentId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
        invoice: t.Optional(t.Nullable(InvoiceChoiceInput)),
      }),
    })
}
