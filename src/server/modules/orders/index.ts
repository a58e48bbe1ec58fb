import { Elysia } from 'elysia'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import type { authPlugin } from '../../http/auth'
import type { UserRow } from '../auth/users-repo'
import { createPaymentService } from '../payments/service'
import { createRefundService } from '../refunds/service'
import { refundRoutes } from '../refunds/routes'
import type { GuessGuard } from '../auth/guess-guard'
import { paymentRoutes, splitRoutes } from '../payments/routes'
import { createSplitService } from '../payments/splits'
import { createTableService } from '../tables/service'
import { createLayoutService } from '../tables/layouts'
import { layoutRoutes, tableRoutes } from '../tables/routes'
import { createOrderService } from './service'
import { orderRoutes } from './routes'
import { createDiscountService } from '../adjustments/discounts'
import { createVoidService } from '../adjustments/voids'
import { adjustmentRoutes } from '../adjustments/routes'

export { InsufficientStock } from './stock'

type Deps = { db: DbHandle; clock: Clock; events: EventBus; canAccessStore: (user: UserRow, storeId: number) => boolean; guess: GuessGuard }

/** The money path of the restaurant: orders, kitchen flow, discounts and voids, tables and sessions, payments, refunds, layouts. */
export function createFrontOfHouse(deps: Deps) {
  const orders = createOrderService(deps)
  return {
    orders,
    discounts: createDiscountService(deps),
    voids: createVoidService({ ...deps, orders }),
    tables: createTableService(deps),
    layouts: createLayoutService(deps),
    payments: createPaymentService(deps),
    splits: createSplitService(deps),
    refunds: createRefundService(deps),
  }
}
export type FrontOfHouse = ReturnType<typeof createFrontOfHouse>

export function frontOfHouseRoutes(s: FrontOfHouse, guard: ReturnType<typeof authPlugin>) {
  return new Elysia({ name: 'front-of-house' })
    .use(orderRoutes({ orders: s.orders, guard }))
    .use(tableRoutes({ tables: s.tables, guard }))
    .use(layoutRoutes({ layouts: s.layouts, guard }))
    .use(paymentRoutes({ payments: s.payments, guard }))
    .use(splitRoutes({ splits: s.splits, guard }))
    .use(refundRoutes({ refunds: s.refunds, guard }))
    .use(adjustmentRoutes({ discounts: s.discounts, voids: s.voids, guard }))
}
