import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { setNextCursor } from '../../http/cursor'
import type { OrderService } from './service'
import {
  AdvanceBody,
  CancelBody,
  CreateOrderBody,
  DayStatsQuery,
  KitchenMoveBody,
  KitchenQuery,
  OrderParams,
  OrdersQuery,
  StoreParams,
} from './model'

/** Staff order calls (spec part 1 §7, part 2 §7) and the kitchen's view of them. */
export function orderRoutes({ orders, guard }: { orders: OrderService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['orders'] })
    .use(guard)
    .post(
      '/orders',
      async ({ params, body, headers, actor, set }) => {
        const { order, replay } = await orders.create(params.storeId, body, actor, headers['idempotency-key'])
        if (replay) set.headers['idempotent-replay'] = 'true'
        set.status = replay ? 200 : 201
        return order
      },
      { auth: 'staff', params: StoreParams, body: CreateOrderBody },
    )
    .get(
      '/orders',
      ({ params, query, set }) => {
        const { items, next } = orders.list(params.storeId, query)
        setNextCursor(set, next)
        return items
      },
      { auth: 'staff', params: StoreParams, query: OrdersQuery },
    )
    .get('/orders/day-stats', ({ params, query }) => orders.dayStats(params.storeId, query.date), {
      auth: 'staff',
      params: StoreParams,
      query: DayStatsQuery,
    })
    .get('/orders/:orderId', ({ params }) => orders.get(params.storeId, params.orderId), {
      auth: 'staff',
      params: OrderParams,
    })
    .patch(
      '/orders/:orderId',
      ({ params, body, actor }) => orders.advance(params.storeId, params.orderId, body.status, actor),
      {
        auth: 'staff',
        params: OrderParams,
        body: AdvanceBody,
      },
    )
    .post(
      '/orders/:orderId/cancel',
      ({ params, body, actor }) => orders.cancel(params.storeId, params.orderId, body.reason, actor),
      {
        auth: 'manager',
        params: OrderParams,
        body: CancelBody,
      },
    )
    .get(
      '/kitchen/orders',
      ({ params, query }) =>
        new Response(orders.kitchen(params.storeId, query.status), { headers: { 'content-type': 'application/json' } }),
      {
        auth: 'staff',
        params: StoreParams,
        query: KitchenQuery,
      },
    )
    .patch(
      '/orders/:orderId/status',
      ({ params, body, actor }) => orders.kitchenMove(params.storeId, params.orderId, body.status, actor),
      {
        auth: 'staff',
        params: OrderParams,
        body: KitchenMoveBody,
      },
    )
}
