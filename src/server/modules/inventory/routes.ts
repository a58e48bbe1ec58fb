import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { categoryRoutes } from '../menu'
import type { InventoryModule } from './index'
import { CreateInventoryBody, ItemParams, MovementsQuery, StockBody, StoreParams, UpdateInventoryBody } from './model'

/**
 * Staff keep stock (receive goods, record waste, add and edit materials); deleting a material
 * or a category is the manager's.
 */
export function inventoryRoutes({
  inventory,
  guard,
}: {
  inventory: InventoryModule
  guard: ReturnType<typeof authPlugin>
}) {
  const base = '/stores/:storeId/inventory'
  const items = new Elysia({ prefix: '/api', tags: ['inventory'] })
    .use(guard)
    .get(base, ({ params }) => inventory.items.list(params.storeId), { auth: 'staff', params: StoreParams })
    .get(`${base}/summary`, ({ params }) => inventory.report.summary(params.storeId), {
      auth: 'staff',
      params: StoreParams,
    })
    .get(
      `${base}/export.csv`,
      ({ params }) => {
        const { filename, body } = inventory.report.csv(params.storeId)
        return new Response(body, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${filename}"`,
          },
        })
      },
      { auth: 'staff', params: StoreParams },
    )
    .post(
      base,
      ({ params, body, actor, set }) => {
        set.status = 201
        return inventory.items.create(params.storeId, body, actor)
      },
      { auth: 'staff', params: StoreParams, body: CreateInventoryBody },
    )
    .get(`${base}/:itemId`, ({ params }) => inventory.items.get(params.storeId, params.itemId), {
      auth: 'staff',
      params: ItemParams,
    })
    .patch(
      `${base}/:itemId`,
      ({ params, body, actor }) => inventory.items.update(params.storeId, params.itemId, body, actor),
      {
        auth: 'staff',
        params: ItemParams,
        body: UpdateInventoryBody,
      },
    )
    .delete(`${base}/:itemId`, ({ params, actor }) => inventory.items.remove(params.storeId, params.itemId, actor), {
      auth: 'manager',
      params: ItemParams,
    })
    .post(
      `${base}/:itemId/stock`,
      ({ params, body, actor, set }) => {
        set.status = 201
        return inventory.stock.add(params.storeId, params.itemId, body, actor)
      },
      { auth: 'staff', params: ItemParams, body: StockBody },
    )
    .get(
      `${base}/:itemId/movements`,
      ({ params, query }) => inventory.stock.movements(params.storeId, params.itemId, query.limit),
      {
        auth: 'staff',
        params: ItemParams,
        query: MovementsQuery,
      },
    )
  return new Elysia().use(items).use(
    categoryRoutes({
      path: 'inventory-categories',
      service: inventory.categories,
      guard,
      writeRole: 'staff',
      deleteRole: 'manager',
    }),
  )
}
