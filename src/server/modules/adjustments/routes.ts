import { Elysia, t } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { OrderParams } from '../../http/params'
import { MoneyInput } from '../../../shared/api/requests/common'
import { DISCOUNT_KINDS } from '../../../shared/domain/discounts'
import type { DiscountService } from './discounts'
import type { VoidService } from './voids'

// Value, reason and PIN are loose here so a missing or odd one gets the service's zh-TW message.
const DiscountBody = t.Object({
  lineId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  kind: t.Union(DISCOUNT_KINDS.map((k) => t.Literal(k))),
  value: t.Optional(t.Nullable(MoneyInput)),
  reason: t.Optional(t.Nullable(t.String({ maxLength: 60 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientDiscountId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

const VoidBody = t.Object({
  lineId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  reason: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientVoidId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

/** Discounts and voids of an unpaid order (issue 17 items 6, 7); a retry answers 200 with idempotent-replay. */
export function adjustmentRoutes({ discounts, voids, guard }: { discounts: DiscountService; voids: VoidService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/orders/:orderId', tags: ['orders'] })
    .use(guard)
    .post('/discounts', async ({ params, body, actor, set }) => {
      const { discount, order, replay } = await discounts.discount(params.storeId, params.orderId, body, actor)
      if (replay) set.headers['idempotent-replay'] = 'true'
      set.status = replay ? 200 : 201
      return { ...discount, order }
    }, { auth: 'staff', params: OrderParams, body: DiscountBody })
    .post('/void', async ({ params, body, actor, set }) => {
      const { order, replay } = await voids.void(params.storeId, params.orderId, body, actor)
      if (replay) set.headers['idempotent-replay'] = 'true'
      set.status = replay ? 200 : 201
      return order
    }, { auth: 'staff', params: OrderParams, body: VoidBody })
}
