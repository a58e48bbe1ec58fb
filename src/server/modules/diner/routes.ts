import { Elysia, t } from 'elysia'
import type { Config } from '../../config'
import type { authPlugin } from '../../http/auth'
import { createRateLimiter } from '../../http/rate-limit'
import { sseResponse, type LiveHub } from '../live/hub'
import type { DinerService } from './service'

const TableParams = t.Object({ storeId: t.Numeric({ minimum: 1 }), tableId: t.Numeric({ minimum: 1 }) })
const TokenQuery = t.Object({ t: t.Optional(t.String({ maxLength: 64 })) })

/**
 * Diner endpoints (no sign-in): everything needs the table's QR token and is rate limited per
 * address, because anyone on the guest Wi-Fi can reach them.
 */
export function dinerRoutes(deps: { diner: DinerService; hub: LiveHub; guard: ReturnType<typeof authPlugin>; config: Config }) {
  const { diner, hub, guard, config } = deps
  const reads = createRateLimiter({ limit: 120, windowMs: 60_000 })
  const origin = (request: Request) => config.publicUrl ?? new URL(request.url).origin

  return new Elysia({ prefix: '/api', tags: ['diner'] })
    .use(guard)
    .onBeforeHandle(({ ip, path }) => {
      if (path.startsWith('/api/public/')) reads.hit(ip)
    })
    .get('/public/stores/:storeId/tables/:tableId', ({ params, query }) => diner.table(params.storeId, params.tableId, query.t), {
      params: TableParams,
      query: TokenQuery,
    })
    .get('/public/stores/:storeId/tables/:tableId/session', ({ params, query }) => diner.session(params.storeId, params.tableId, query.t), {
      params: TableParams,
      query: TokenQuery,
    })
    .get('/public/stores/:storeId/tables/:tableId/orders', ({ params, query }) => diner.orders(params.storeId, params.tableId, query.t), {
      params: TableParams,
      query: TokenQuery,
    })
    .get('/public/stores/:storeId/tables/:tableId/events', async ({ params, query, request }) => {
      await diner.authorize(params.storeId, params.tableId, query.t)
      // Diners learn only that something changed at their table, then refetch their own view.
      return sseResponse(hub, params.storeId, (e) => (diner.concernsTable(params.tableId, e) ? { type: e.type } : null), request.signal)
    }, { params: TableParams, query: TokenQuery })
    .get('/stores/:storeId/tables/:tableId/qr', ({ params, request }) => diner.qrLink(params.storeId, params.tableId, origin(request)), {
      auth: 'staff',
      params: TableParams,
    })
}
