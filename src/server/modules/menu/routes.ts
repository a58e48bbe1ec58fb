import { Elysia, t } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { sendJson } from '../../http/json-body'
import type { PublicMenuItem } from '../../../shared/api/menu'
import { categoryRoutes } from './category-routes'
import type { MenuModule } from './index'
import { costFor } from './present'
import { optionGroupRoutes } from './option-group-routes'
import {
  BatchCategoryBody,
  BatchPriceBody,
  BatchStatusBody,
  CostSort,
  CreateItemBody,
  ImageBody,
  ImageParams,
  ItemParams,
  PortionsBody,
  PrimaryImageBody,
  ReorderBody,
  StoreParams,
  UpdateItemBody,
} from './model'

type Guard = ReturnType<typeof authPlugin>

/**
 * Staff read the menu (without cost, margin or recipe) and may switch availability (one item or in batch) so the
 * kitchen can mark a dish sold out; everything else about the menu (content, prices, recipes, images, order,
 * categories) is the manager's.
 */
function itemRoutes(menu: MenuModule, guard: Guard) {
  const base = '/stores/:storeId/menu'
  return (
    new Elysia({ prefix: '/api', tags: ['menu'] })
      .use(guard)
      .get(base, ({ params, user }) => menu.items.list(params.storeId).map((v) => costFor(user, v)), {
        auth: 'staff',
        params: StoreParams,
      })
      .get(`${base}/costs`, ({ params, query }) => menu.costs.report(params.storeId, query.sort, query.order), {
        auth: 'manager',
        params: StoreParams,
        query: CostSort,
      })
      .post(
        base,
        ({ params, body, actor, set }) => {
          set.status = 201
          return menu.items.create(params.storeId, body, actor)
        },
        { auth: 'manager', params: StoreParams, body: CreateItemBody },
      )
      .patch(`${base}/reorder`, ({ params, body, actor }) => menu.batch.reorder(params.storeId, body.itemIds, actor), {
        auth: 'manager',
        params: StoreParams,
        body: ReorderBody,
      })
      .patch(
        `${base}/batch-status`,
        ({ params, body, actor }) => menu.batch.batchStatus(params.storeId, body.itemIds, body.isActive, actor),
        {
          auth: 'staff',
          params: StoreParams,
          body: BatchStatusBody,
        },
      )
      .patch(
        `${base}/batch-price`,
        ({ params, body, actor }) =>
          menu.batch.batchPrice(params.storeId, body.itemIds, body.adjustmentType, body.adjustmentValue, actor),
        {
          auth: 'manager',
          params: StoreParams,
          body: BatchPriceBody,
        },
      )
      .patch(
        `${base}/batch-category`,
        ({ params, body, actor }) => menu.batch.batchCategory(params.storeId, body.itemIds, body.categoryId, actor),
        {
          auth: 'manager',
          params: StoreParams,
          body: BatchCategoryBody,
        },
      )
      .get(`${base}/:itemId`, ({ params, user }) => costFor(user, menu.items.get(params.storeId, params.itemId)), {
        auth: 'staff',
        params: ItemParams,
      })
      .patch(
        `${base}/:itemId`,
        ({ params, body, user, actor }) => costFor(user, menu.items.update(params.storeId, params.itemId, body, actor)),
        {
          auth: 'staff',
          params: ItemParams,
          body: UpdateItemBody, // staff: isActive/status only, checked by the service
        },
      )
      // 估清 is a floor action: whoever is on shift marks a dish 售完 or 剩 N 份.
      .put(
        `${base}/:itemId/portions`,
        ({ params, body, actor }) => menu.portions.set(params.storeId, params.itemId, body.remaining, actor),
        { auth: 'staff', params: ItemParams, body: PortionsBody },
      )
      .delete(`${base}/:itemId`, ({ params, actor }) => menu.items.remove(params.storeId, params.itemId, actor), {
        auth: 'manager',
        params: ItemParams,
      })
      .post(
        `${base}/:itemId/duplicate`,
        ({ params, actor, set }) => {
          set.status = 201
          return menu.items.duplicate(params.storeId, params.itemId, actor)
        },
        { auth: 'manager', params: ItemParams },
      )
  )
}

function imageRoutes(menu: MenuModule, guard: Guard) {
  const base = '/stores/:storeId/menu/:itemId/images'
  return new Elysia({ prefix: '/api', tags: ['menu'] })
    .use(guard)
    .get(base, ({ params }) => menu.images.list(params.storeId, params.itemId), { auth: 'staff', params: ItemParams })
    .post(
      base,
      ({ params, body, actor, set }) => {
        set.status = 201
        return menu.images.add(params.storeId, params.itemId, body, actor)
      },
      { auth: 'manager', params: ItemParams, body: ImageBody },
    )
    .patch(
      `${base}/:imageId`,
      ({ params, actor }) => menu.images.setPrimary(params.storeId, params.itemId, params.imageId, actor),
      {
        auth: 'manager',
        params: ImageParams,
        body: PrimaryImageBody,
      },
    )
    .delete(
      `${base}/:imageId`,
      ({ params, actor }) => menu.images.remove(params.storeId, params.itemId, params.imageId, actor),
      {
        auth: 'manager',
        params: ImageParams,
      },
    )
}

/** No sign-in: diners read the menu on the QR page; <img> tags fetch image bytes. */
function publicRoutes(menu: MenuModule) {
  return new Elysia({ prefix: '/api', tags: ['public'] })
    .get(
      '/public/stores/:storeId/menu',
      ({ params, request }) => sendJson(menu.items.publicListBody(params.storeId), request),
      {
        params: StoreParams,
        // The answer is publicList's JSON, encoded once and sent as it is (http/json-body.ts): typed
        // here for clients, not checked again on every request.
        response: t.Unsafe<PublicMenuItem[]>(t.Array(t.Any())),
      },
    )
    .get(
      '/public/stores/:storeId/menu-categories',
      ({ params }) => {
        const used = new Set(menu.items.publicList(params.storeId).map((i) => i.categoryId))
        return (
          menu.categories
            .list(params.storeId)
            .filter((c) => used.has(String(c.id)))
            // Menu categories have text keys (c12); the list's type also covers inventory's numeric ids.
            .map(({ id, name, displayOrder }) => ({ id: String(id), name, displayOrder }))
        )
      },
      { params: StoreParams },
    )
    .get(
      '/menu-images/:imageId',
      ({ params, request }) => {
        const img = menu.images.serve(params.imageId)
        const headers = { 'cache-control': 'public, max-age=86400', etag: img.etag }
        if (request.headers.get('if-none-match') === img.etag) return new Response(null, { status: 304, headers })
        return new Response(new Uint8Array(img.data), { headers: { ...headers, 'content-type': img.mimeType } })
      },
      { params: idParams('imageId') },
    )
}

export function menuRoutes({ menu, guard }: { menu: MenuModule; guard: Guard }) {
  return new Elysia()
    .use(itemRoutes(menu, guard))
    .use(imageRoutes(menu, guard))
    .use(optionGroupRoutes(menu, guard))
    .use(
      categoryRoutes({
        path: 'menu-categories',
        service: menu.categories,
        guard,
        writeRole: 'manager',
        deleteRole: 'manager',
      }),
    )
    .use(publicRoutes(menu))
}
