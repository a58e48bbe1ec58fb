import { Elysia } from 'elysia'
import { storeParams, StoreParams } from '../../http/params'
import type { Config } from '../../config'
import type { authPlugin } from '../../http/auth'
import { createRateLimiter } from '../../http/rate-limit'
import { sseResponse, type LiveHub } from '../live'
import type { DinerService } from './service'
import type { OrderService } from '../orders'
import { AppError } from '../../http/app-error'
import { QR_ORDER_LIMITS, isWithinQrLimits } from '../../../shared/domain/qr-order'
import { dinerOrder } from './present'
import { DinerTokenQuery as TokenQuery, QrOrderBody } from '../../../shared/api/requests/diner'

const TableParams = storeParams('tableId')

/**
 * Diner endpoints (no sign-in): everything needs the table's QR token and is rate limited per
 * address, because anyone on the guest Wi-Fi can reach them.
 */
export function dinerRoutes(deps: {
  diner: DinerService
  orders: OrderService
  hub: LiveHub
  guard: ReturnType<typeof authPlugin>
  config: Config
}) {
  const { diner, orders, hub, guard, config } = deps
  const reads = createRateLimiter({ limit: 120, windowMs: 60_000 })
  const orderPosts = createRateLimiter({ limit: 20, windowMs: 60_000 })
  const origin = (request: Request) => config.publicUrl ?? new URL(request.url).origin

  return new Elysia({ prefix: '/api', tags: ['diner'] })
    .use(guard)
    .onBeforeHandle(({ ip, path }) => {
      if (path.startsWith('/api/public/')) reads.hit(ip)
    })
    .get(
      '/public/stores/:storeId/tables/:tableId',
      ({ params, query }) => diner.table(params.storeId, params.tableId, query.t),
      {
        params: TableParams,
        query: TokenQuery,
      },
    )
    .get(
      '/public/stores/:storeId/tables/:tableId/session',
      ({ params, query }) => diner.session(params.storeId, params.tableId, query.t),
      {
        params: TableParams,
        query: TokenQuery,
      },
    )
    .get(
      '/public/stores/:storeId/tables/:tableId/orders',
      ({ params, query }) => diner.orders(params.storeId, params.tableId, query.t),
      {
        params: TableParams,
        query: TokenQuery,
      },
    )
    .get(
      '/public/stores/:storeId/tables/:tableId/events',
      async ({ params, query, request }) => {
        const table = await diner.authorize(params.storeId, params.tableId, query.t)
        // Diners learn only that something changed at their table, then refetch their own view; the
        // stream ends with their party (the link's QR version), its last word a table.cleared.
        return sseResponse(hub, params.storeId, {
          filter: (e) => (diner.concernsTable(params.tableId, e) ? { type: e.type } : null),
          signal: request.signal,
          stillValid: () => diner.stillCurrent(table),
          farewell: { type: 'table.cleared' },
        })
      },
      { params: TableParams, query: TokenQuery },
    )
    .post(
      '/stores/:storeId/orders/qr',
      async ({ params, body, ip, set }) => {
        orderPosts.hit(ip)
        if (!isWithinQrLimits(body.items)) throw new AppError('QR_ORDER_TOO_LARGE', QR_ORDER_LIMITS)
        const session = await diner.openSessionFor(params.storeId, body.tableId, body.token)
        if (!session) throw new AppError('NO_ACTIVE_SESSION')
        const { order, replay } = await orders.create(
          params.storeId,
          {
            tableId: body.tableId,
            sessionId: session.id,
            items: body.items,
            notes: body.notes,
            orderType: 'qr_order',
            clientOrderId: body.clientOrderId,
          },
          { user: null, ip },
        )
        set.status = replay ? 200 : 201
        return dinerOrder(order)
      },
      { params: StoreParams, body: QrOrderBody },
    )
    .get(
      '/stores/:storeId/tables/:tableId/qr',
      ({ params, request }) => diner.qrLink(params.storeId, params.tableId, origin(request)),
      {
        auth: 'staff',
        params: TableParams,
      },
    )
}
