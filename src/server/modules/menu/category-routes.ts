import { Elysia, t } from 'elysia'
import { StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { Role } from '../../http/auth'
import type { CategoryService } from './categories'
import { CreateCategoryBody, UpdateCategoryBody } from '../../../shared/api/requests/menu'

const Params = StoreParams
// a menu category's key (food) or any category's numeric id
const ItemParams = t.Object({ ...StoreParams.properties, categoryId: t.String({ minLength: 1, maxLength: 50 }) })

/**
 * CRUD for one kind of category under /api/stores/:storeId/<path>. `displayOrder` on create is
 * stored as sent; without it the server assigns highest + 1 (spec part 1 §5). Generic in the path
 * so each use has routes of its own literal path: the UI's Eden client reads them.
 */
export function categoryRoutes<Path extends 'menu-categories' | 'inventory-categories'>(opts: {
  path: Path
  service: CategoryService
  guard: ReturnType<typeof authPlugin>
  writeRole: Role
  deleteRole: Role
}) {
  const { path, service, writeRole, deleteRole } = opts
  const base = `/stores/:storeId/${path}` as const
  return new Elysia({ prefix: '/api', tags: [path] })
    .use(opts.guard)
    .get(base, ({ params }) => service.list(params.storeId), { auth: 'staff', params: Params })
    .post(
      base,
      ({ params, body, set }) => {
        set.status = 201
        return { ...service.create(params.storeId, body), message: '分類已新增' }
      },
      { auth: writeRole, params: Params, body: CreateCategoryBody },
    )
    .patch(
      `${base}/:categoryId`,
      ({ params, body }) => ({ ...service.update(params.storeId, params.categoryId, body), message: '分類已更新' }),
      {
        auth: writeRole,
        params: ItemParams,
        body: UpdateCategoryBody,
      },
    )
    .delete(`${base}/:categoryId`, ({ params }) => service.remove(params.storeId, params.categoryId), {
      auth: deleteRole,
      params: ItemParams,
    })
}
