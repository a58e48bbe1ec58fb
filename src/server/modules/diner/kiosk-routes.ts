import { Elysia } from 'elysia'
import { storeParams, StoreParams } from '../../http/params'
import type { Config } from '../../config'
import type { authPlugin } from '../../http/auth'
import { createRateLimiter } from '../../http/rate-limit'
import type { OrderService } from '../orders'
import { AppError } from '../../http/app-error'
import { QR_ORDER_LIMITS, isWithinQrLimits } from '../../../shared/domain/qr-order'
import {
  DinerTokenQuery as TokenQuery,
  KioskCreateBody,
  KioskOrderBody,
  KioskPatchBody,
} from '../../../shared/api/requests/diner'
import { dinerOrder } from './present'
import type { KioskService } from './kiosks'

const KioskParams = storeParams('kioskId')

/**
 * 自助點餐機: managers register kiosks and read their links; a kiosk (no sign-in, its link's token)
 * reads who it is and places 外帶 orders, bounded and rate limited like a table's QR orders.
 */
export function kioskRoutes(deps: {
  kiosks: KioskService
  orders: OrderService
  guard: ReturnType<typeof authPlugin>
  config: Config
}) {
  const { kiosks, orders, guard, config } = deps
  const reads = createRateLimiter({ limit: 120, windowMs: 60_000 })
  const orderPosts = createRateLimiter({ limit: 20, windowMs: 60_000 })
  const origin = (request: Request) => config.publicUrl ?? new URL(request.url).origin

  return new Elysia({ prefix: '/api', tags: ['diner'] })
    .use(guard)
    .get(
      '/public/stores/:storeId/kiosks/:kioskId',
      ({ params, query, ip }) => {
        reads.hit(ip)
        return kiosks.info(params.storeId, params.kioskId, query.t)
      },
      { params: KioskParams, query: TokenQuery },
    )
    .post(
      '/stores/:storeId/orders/kiosk',
      async ({ params, body, ip, set }) => {
        orderPosts.hit(ip)
        if (!isWithinQrLimits(body.items)) throw new AppError('QR_ORDER_TOO_LARGE', QR_ORDER_LIMITS)
        await kiosks.authorize(params.storeId, body.kioskId, body.token)
        // 外帶, unpaid: the guest pays at the counter, where the floor's 外帶 list shows the order.
        const { order, replay } = await orders.create(
          params.storeId,
          {
            tableId: null,
            items: body.items,
            notes: body.notes,
            orderType: 'takeout',
            clientOrderId: body.clientOrderId,
          },
          { user: null, ip },
        )
        set.status = replay ? 200 : 201
        return dinerOrder(order)
      },
      { params: StoreParams, body: KioskOrderBody },
    )
    .get('/stores/:storeId/kiosks', ({ params, request }) => kiosks.list(params.storeId, origin(request)), {
      auth: 'manager',
      params: StoreParams,
    })
    .post(
      '/stores/:storeId/kiosks',
      ({ params, body, request, set }) => {
        set.status = 201
        return kiosks.create(params.storeId, body.name, origin(request))
      },
      { auth: 'manager', params: StoreParams, body: KioskCreateBody },
    )
    .patch(
      '/stores/:storeId/kiosks/:kioskId',
      ({ params, body, request }) => kiosks.update(params.storeId, params.kioskId, body, origin(request)),
      { auth: 'manager', params: KioskParams, body: KioskPatchBody },
    )
    .post(
      '/stores/:storeId/kiosks/:kioskId/rotate',
      ({ params, request }) => kiosks.rotate(params.storeId, params.kioskId, origin(request)),
      { auth: 'manager', params: KioskParams },
    )
}
