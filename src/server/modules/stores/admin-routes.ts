import { Elysia, t } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { STORE_STATUSES } from '../../../shared/domain/store-status'
import { ROUNDING_RULES } from '../../../shared/domain/money'
import type { StoreAdmin } from './admin'

/** Spec part 1 §9 defaults are 0.1 and 0.05; above 30% is surely a typing mistake. */
const Rate = t.Number({ minimum: 0, maximum: 0.3 })
const optionalText = (max: number) => t.Optional(t.Nullable(t.String({ maxLength: max })))

const StorePatchBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  code: t.Optional(t.String({ minLength: 1, maxLength: 30, pattern: '\\S' })),
  address: optionalText(200),
  phone: optionalText(30),
  settings: t.Optional(t.Object({
    serviceFee: t.Optional(Rate),
    taxRate: t.Optional(Rate),
    feeOnTakeout: t.Optional(t.Boolean()),
    rounding: t.Optional(t.Union(ROUNDING_RULES.map((r) => t.Literal(r)))),
    allowCentPrices: t.Optional(t.Boolean()),
    // Issue 17 item 6: the reasons staff pick from and the threshold above which a manager approves.
    discountReasons: t.Optional(t.Array(t.String({ minLength: 1, maxLength: 30, pattern: '\\S' }), { minItems: 1, maxItems: 30 })),
    discountApprovalPercent: t.Optional(t.Number({ minimum: 0, maximum: 100 })),
    discountApprovalAmount: t.Optional(t.Number({ minimum: 0, maximum: 1_000_000 })),
  })),
  receiptFooter: optionalText(500),
})

export function storeAdminRoutes({ storeAdmin, guard }: { storeAdmin: StoreAdmin; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['stores'] })
    .use(guard)
    .get('/details', ({ params }) => storeAdmin.details(params.storeId), { auth: 'staff', params: StoreIdParams })
    .patch('', ({ params, body, actor }) => storeAdmin.update(params.storeId, body, actor), {
      auth: 'manager', params: StoreIdParams, body: StorePatchBody,
    })
    .post('/status', ({ params, body, actor }) => storeAdmin.changeStatus(params.storeId, body.status, actor), {
      auth: 'manager',
      params: StoreIdParams,
      body: t.Object({ status: t.Union(STORE_STATUSES.map((s) => t.Literal(s))) }),
    })
}
